import type { PaymentMode } from '@ankvidya/schemas';
import type { PaymentEvent } from './store.js';

export class InvalidWebhookError extends Error {
  override readonly name = 'InvalidWebhookError';
}

export interface CreateIntentRequest {
  amount: number;
  currency: string;
  uid: string;
  pdfID: string;
  idempotencyKey: string;
}

/** The payment provider: Stripe, Razorpay, or the demo gateway that takes the same path. */
export interface PaymentGateway {
  readonly mode: PaymentMode;
  readonly publishableKey: string;
  createIntent(request: CreateIntentRequest): Promise<{ intentId: string; clientSecret: string }>;
  /**
   * Verifies a webhook's signature over the raw body and reads the payment outcome from it;
   * null for event types we do not act on. Throws InvalidWebhookError when the signature fails.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null>;
  /** Gives a payment (an event's intentId) back in full; safe to call again for it. */
  refund(intentId: string): Promise<{ refundId: string }>;
  /**
   * Razorpay only: checks the signature Checkout hands the page with a payment. It proves the
   * payment was made for the order, but fulfils nothing: only the webhook does.
   */
  verifyCheckout?(orderId: string, paymentId: string, signature: string): boolean;
}
