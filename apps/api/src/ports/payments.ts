import type { PaymentMode } from '@ankvidya/schemas';
import type { z } from 'zod';
import type { PaymentEvent, PaymentIntentRecord } from './store.js';

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

/**
 * What the page hands back after paying in the browser, posted to a route of the provider's own
 * (its path never changes, so pages already open keep working). The router reads it, finds our
 * record of the intent it names for the signed-in user, and asks the provider whether it holds.
 */
export interface BrowserAnswer<Body = unknown> {
  /** Under /api, e.g. /razorpay/verify. */
  readonly path: string;
  readonly schema: z.ZodType<Body>;
  /** The id of our intent record (PaymentIntentRecord.intentId) the answer names. */
  recordOf(body: Body): string;
  /**
   * `verified`: genuine for this record; `unknown`: it names something else (answered 404, like
   * a record of someone else's); `refused`: a forged or broken signature (answered 400).
   */
  check(body: Body, intent: PaymentIntentRecord): 'verified' | 'unknown' | 'refused';
  /**
   * True when the answer is itself the payment (the demo gateway): the router then runs the same
   * fulfilment a webhook would. False for real providers: their answer fulfils nothing.
   */
  readonly fulfils: boolean;
}

/**
 * A payment provider's adapter (Stripe, Razorpay, the demo gateway...). The router and fulfilment
 * see only this: they never name a provider. Adapters live in adapters/payments/<id>/ and are
 * listed once in adapters/payments/registry.ts.
 */
export interface PaymentGateway {
  readonly mode: PaymentMode;
  /** The provider's name in messages to callers, e.g. "Stripe". */
  readonly label: string;
  readonly publishableKey: string;
  createIntent(request: CreateIntentRequest): Promise<{ intentId: string; clientSecret: string }>;
  /**
   * The header carrying the webhook signature; absent for a provider that sends no webhooks
   * (then POST /webhooks/<id> is not a route).
   */
  readonly webhookSignatureHeader?: string;
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
  /** The page's answer after paying in the browser, for providers that have one. */
  readonly browserAnswer?: BrowserAnswer;
}
