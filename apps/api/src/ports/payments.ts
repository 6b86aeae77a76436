import type { PaymentMode } from '@ankvidya/schemas';
import type { PaymentEvent } from './store.js';

export class InvalidWebhookError extends Error {
  override readonly name = 'InvalidWebhookError';
}

/**
 * A webhook whose signature holds but whose body is not an event we can read (not JSON, `null`,
 * a payment event without its amount or currency...). Answered 400 with one log line.
 */
export class MalformedWebhookError extends Error {
  override readonly name = 'MalformedWebhookError';
}

/**
 * Why money goes back: a second payment for a report already unlocked, or a payment of ours that
 * cannot unlock anything (wrong price, no report, no record of its intent).
 */
export type RefundReason = 'duplicate' | 'cannot_fulfil';

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
   * null for event types we do not act on. Throws InvalidWebhookError when the signature fails,
   * MalformedWebhookError when a signed body is not an event of the shape it expects.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null>;
  /**
   * Gives a payment (an event's intentId) back in full. Safe to call again for it, for as long as
   * the provider keeps the payment: a payment refunded before answers its refund again.
   */
  refund(intentId: string, reason: RefundReason): Promise<{ refundId: string }>;
  /**
   * Razorpay only: checks the signature Checkout hands the page with a payment. It proves the
   * payment was made for the order, but fulfils nothing: only the webhook does.
   */
  verifyCheckout?(orderId: string, paymentId: string, signature: string): boolean;
}
