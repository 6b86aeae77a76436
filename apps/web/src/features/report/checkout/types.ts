import type { ComponentType } from 'react';

/** What the pay form hands every provider's checkout, whichever it is. */
export interface CheckoutProps {
  /** The API's answer to createPaymentIntent: Stripe's client secret, Razorpay's order id... */
  clientSecret: string;
  amount: number;
  currency: string;
  /** Where a provider that redirects (Stripe) sends the browser back to. */
  returnUrl: string;
  onBeforeConfirm: () => void;
  /** For providers that finish on this page (the demo gateway, Razorpay). */
  onPaidInPage: (result: { paymentIntent: string; status: 'succeeded' | 'failed' }) => void;
}

/**
 * A payment provider's part of the page, in its own folder (checkout/<id>/) and listed once in
 * registry.ts. PaymentForm never names a provider: it loads the one the API's key names.
 */
export interface PaymentCheckout {
  /**
   * Loads what the provider needs in the browser (its script, bound to the publishable key) and
   * answers the form to show; rejects when it cannot load (the form then stays away).
   */
  prepare(publishableKey: string): Promise<ComponentType<CheckoutProps>>;
}
