import type { CheckoutProps, PaymentCheckout } from '../types';
import { DemoCheckoutForm } from './DemoCheckoutForm';

function DemoForm({ clientSecret, onBeforeConfirm, onPaidInPage }: CheckoutProps) {
  return (
    <DemoCheckoutForm
      clientSecret={clientSecret}
      onBeforeConfirm={onBeforeConfirm}
      onDone={onPaidInPage}
    />
  );
}

/** The demo gateway's card form: nothing to load, no money taken. */
export const checkout: PaymentCheckout = {
  prepare: () => Promise.resolve(DemoForm),
};
