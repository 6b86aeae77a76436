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

/** The checkout for a provider id; rejects for an id this page does not know. */
export function loadCheckout(mode: string): Promise<PaymentCheckout> {
  const load = (CHECKOUTS as Partial<Record<string, () => Promise<PaymentCheckout>>>)[mode];
  return load ? load() : Promise.reject(new Error(`No checkout for payment provider ${mode}`));
}
