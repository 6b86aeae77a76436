import type { CheckoutProps, PaymentCheckout } from '../types';
import { RazorpayCheckout, loadRazorpay } from './RazorpayCheckout';

/** Razorpay Checkout: the createPaymentIntent answer is its order id; it finishes on this page. */
export const checkout: PaymentCheckout = {
  async prepare(keyId) {
    const Razorpay = await loadRazorpay();
    return function RazorpayForm(props: CheckoutProps) {
      return (
        <RazorpayCheckout
          Razorpay={Razorpay}
          keyId={keyId}
          orderId={props.clientSecret}
          amount={props.amount}
          currency={props.currency}
          onBeforeConfirm={props.onBeforeConfirm}
          onDone={props.onPaidInPage}
        />
      );
    };
  },
};
