import type { CheckoutProps, PaymentCheckout } from '../types';
import StripeCheckout, { loadStripeProvider } from './StripeCheckout';

/** Stripe's Payment Element; Stripe sends the browser to the return page after paying. */
export const checkout: PaymentCheckout = {
  async prepare(publishableKey) {
    const stripe = await loadStripeProvider(publishableKey);
    if (!stripe) throw new Error('Stripe did not load');
    return function StripeForm({ clientSecret, returnUrl, onBeforeConfirm }: CheckoutProps) {
      return (
        <StripeCheckout
          stripe={stripe}
          clientSecret={clientSecret}
          returnUrl={returnUrl}
          onBeforeConfirm={onBeforeConfirm}
        />
      );
    };
  },
};
