import { randomBytes } from 'node:crypto';
import { demoConfirmBodySchema, type DemoConfirmBody } from '@ankvidya/schemas';
import {
  InvalidWebhookError,
  type BrowserAnswer,
  type CreateIntentRequest,
  type PaymentGateway,
} from '../../../ports/payments.js';

const token = () => randomBytes(12).toString('hex');

/**
 * The embedded payment gateway for machines without Stripe keys. It hands out intents shaped like
 * Stripe's; the web app confirms them through /api/demo/confirm, which runs the same fulfilment as
 * a Stripe webhook. It never takes money and the page says so.
 */
export class DemoPaymentGateway implements PaymentGateway {
  readonly mode = 'demo' as const;
  readonly label = 'the demo gateway';
  readonly publishableKey = 'pk_demo_ankvidya';
  /**
   * The page confirms with the client secret it was handed: the confirmation is the payment, so
   * it runs the same fulfilment as a webhook, once per intent.
   */
  readonly browserAnswer: BrowserAnswer<DemoConfirmBody> = {
    path: '/demo/confirm',
    schema: demoConfirmBodySchema,
    recordOf: (body) => body.clientSecret.split('_secret_')[0] ?? '',
    check: (body, intent) => (intent.clientSecret === body.clientSecret ? 'verified' : 'unknown'),
    fulfils: true,
  };
  /** Refunds it has "made", by intent: a refund asked for twice is the same refund. */
  readonly refunds = new Map<string, string>();
  /** Like Stripe, one idempotency key gives one intent (the most recent keys are remembered). */
  private readonly byKey = new Map<string, { intentId: string; clientSecret: string }>();

  constructor(private readonly rememberKeys = 10_000) {}

  createIntent(request: CreateIntentRequest): Promise<{ intentId: string; clientSecret: string }> {
    const known = this.byKey.get(request.idempotencyKey);
    if (known) return Promise.resolve(known);
    const intentId = `pi_demo_${token()}`;
    const intent = { intentId, clientSecret: `${intentId}_secret_${token()}` };
    this.byKey.set(request.idempotencyKey, intent);
    if (this.byKey.size > this.rememberKeys) {
      const oldest = this.byKey.keys().next().value;
      if (oldest !== undefined) this.byKey.delete(oldest);
    }
    return Promise.resolve(intent);
  }

  refund(intentId: string): Promise<{ refundId: string }> {
    // The reason changes nothing here: no money moved.
    const refundId = this.refunds.get(intentId) ?? `re_demo_${token()}`;
    this.refunds.set(intentId, refundId);
    return Promise.resolve({ refundId });
  }

  parseWebhook(): Promise<never> {
    return Promise.reject(new InvalidWebhookError('The demo gateway sends no webhooks'));
  }
}
