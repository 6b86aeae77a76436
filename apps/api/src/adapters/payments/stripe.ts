import Stripe from 'stripe';
import {
  InvalidWebhookError,
  type CreateIntentRequest,
  type PaymentGateway,
} from '../../ports/payments.js';
import type { PaymentEvent } from '../../ports/store.js';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local server. */
  api?: { host: string; port?: number; protocol?: 'http' | 'https' };
}

/** Card payments through Stripe's PaymentIntents; fulfilment comes only from signed webhooks. */
export class StripePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeGatewayOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.api ?? {}),
    });
  }

  async createIntent(
    request: CreateIntentRequest,
  ): Promise<{ intentId: string; clientSecret: string }> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency,
        automatic_payment_methods: { enabled: true },
        description: 'Ankvidya personalised numerology report',
        metadata: { uid: request.uid, pdfID: request.pdfID },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!intent.client_secret)
      throw new Error('Stripe returned a payment intent without a client secret');
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async refund(intentId: string): Promise<{ refundId: string }> {
    // One key per intent: a retried refund (a webhook delivered again) is the same refund.
    const refund = await this.stripe.refunds.create(
      { payment_intent: intentId, reason: 'duplicate' },
      { idempotencyKey: `refund-duplicate-${intentId}` },
    );
    return { refundId: refund.id };
  }

  async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null> {
    if (!signature) throw new InvalidWebhookError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.webhookSecret,
      );
    } catch (error) {
      throw new InvalidWebhookError((error as Error).message);
    }
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
      return null;
    const intent = event.data.object;
    return {
      eventId: event.id,
      intentId: intent.id,
      status: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
      uid: intent.metadata.uid ?? '',
      pdfID: intent.metadata.pdfID ?? '',
      amount:
        event.type === 'payment_intent.succeeded'
          ? intent.amount_received || intent.amount
          : intent.amount,
      currency: intent.currency,
      at: new Date(event.created * 1000).toISOString(),
    };
  }
}
