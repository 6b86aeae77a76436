import { randomBytes } from 'node:crypto';
import {
  InvalidWebhookError,
  type CreateIntentRequest,
  type PaymentGateway,
} from '../../ports/payments.js';

const token = () => randomBytes(12).toString('hex');

/**
 * The embedded payment gateway for machines without Stripe keys. It hands out intents shaped like
 * Stripe's; the web app confirms them through /api/demo/confirm, which runs the same fulfilment as
 * a Stripe webhook. It never takes money and the page says so.
 */
export class DemoPaymentGateway implements PaymentGateway {
  readonly mode = 'demo' as const;
  readonly publishableKey = 'pk_demo_ankvidya';

  createIntent(_request: CreateIntentRequest): Promise<{ intentId: string; clientSecret: string }> {
    const intentId = `pi_demo_${token()}`;
    return Promise.resolve({ intentId, clientSecret: `${intentId}_secret_${token()}` });
  }

  parseWebhook(): Promise<never> {
    return Promise.reject(new InvalidWebhookError('The demo gateway sends no webhooks'));
  }
}
