import type { PaymentMode } from '@ankvidya/schemas';
import type { PaymentCheckout } from './types';

/**
 * Every provider's checkout, by the id the API's getPublishKey answers with; each is its own chunk,
 * loaded only on the report page and only for the provider the site is configured with.
 */
const CHECKOUTS: Record<PaymentMode, () => Promise<PaymentCheckout>> = {
  stripe: () => import('./stripe').then((m) => m.checkout),
  razorpay: () => import('./razorpay').then((m) => m.checkout),
  demo: () => import('./demo').then((m) => m.checkout),
};

/** A way to pay, as the pay form names it (ui.payment.trust.methods). */
export type PaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet' | 'demo';

/**
 * The ways each provider's checkout offers, shown above the pay form before its code loads: a
 * static list, so naming them costs no provider script. Razorpay's window opens on UPI.
 */
export const PAYMENT_METHODS: Record<PaymentMode, readonly PaymentMethod[]> = {
  stripe: ['card'],
  razorpay: ['upi', 'card', 'netbanking', 'wallet'],
  demo: ['demo'],
};

/** The ways to pay with a provider id; none for an id this page does not know. */
export function paymentMethods(mode: string): readonly PaymentMethod[] {
  return (PAYMENT_METHODS as Partial<Record<string, readonly PaymentMethod[]>>)[mode] ?? [];
}

/** The checkout for a provider id; rejects for an id this page does not know. */
export function loadCheckout(mode: string): Promise<PaymentCheckout> {
  const load = (CHECKOUTS as Partial<Record<string, () => Promise<PaymentCheckout>>>)[mode];
  return load ? load() : Promise.reject(new Error(`No checkout for payment provider ${mode}`));
}
