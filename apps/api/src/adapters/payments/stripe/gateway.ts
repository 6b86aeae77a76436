import Stripe from 'stripe';
import { z } from 'zod';
import {
  InvalidWebhookError,
  MalformedWebhookError,
  type CreateIntentRequest,
  type PaymentGateway,
  type RefundReason,
} from '../../../ports/payments.js';
import type { PaymentEvent } from '../../../ports/store.js';
import { describeIssue, unixSeconds } from '../webhook-shape.js';

const ACTED_ON = ['payment_intent.succeeded', 'payment_intent.payment_failed'] as const;

/** Any Stripe event: enough to tell whether we act on it. */
const envelopeSchema = z.object({ id: z.string().min(1), type: z.string().min(1) });
/** The parts of a PaymentIntent event we read; Stripe always sends all of them. */
const intentEventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(ACTED_ON),
  created: unixSeconds,
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      amount: z.number().int().nonnegative(),
      amount_received: z.number().int().nonnegative(),
      currency: z.string().regex(/^[a-z]{3}$/i),
      // Not needed to fulfil (the owner comes from our record of the intent), so may be absent.
      metadata: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
});

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
  readonly label = 'Stripe';
  readonly webhookSignatureHeader = 'stripe-signature';
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

  async refund(intentId: string, reason: RefundReason): Promise<{ refundId: string }> {
    try {
      // One key per payment: a retried refund (a webhook delivered again) is the same refund.
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: intentId,
          ...(reason === 'duplicate' ? { reason: 'duplicate' as const } : {}),
          metadata: { ankvidya_reason: reason },
        },
        { idempotencyKey: `refund-${intentId}` },
      );
      return { refundId: refund.id };
    } catch (error) {
      // Refunded before under a key Stripe no longer remembers (keys last 24 hours): done.
      if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'charge_already_refunded')
        throw error;
      const refunds = await this.stripe.refunds.list({ payment_intent: intentId, limit: 1 });
      return { refundId: refunds.data[0]?.id ?? 'refunded' };
    }
  }

  async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null> {
    if (!signature) throw new InvalidWebhookError('Missing Stripe-Signature header');
    let parsed: unknown;
    try {
      parsed = await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.webhookSecret,
      );
    } catch (error) {
      // The SDK parses the body only once the signature holds.
      if (error instanceof SyntaxError)
        throw new MalformedWebhookError('The signed body is not JSON');
      throw new InvalidWebhookError((error as Error).message);
    }
    const envelope = envelopeSchema.safeParse(parsed);
    if (!envelope.success)
      throw new MalformedWebhookError(`Not a Stripe event: ${describeIssue(envelope.error)}`);
    if (!(ACTED_ON as readonly string[]).includes(envelope.data.type)) return null;
    const read = intentEventSchema.safeParse(parsed);
    if (!read.success)
      throw new MalformedWebhookError(
        `${envelope.data.type} ${envelope.data.id}: ${describeIssue(read.error)}`,
      );
    const event = read.data;
    const intent = event.data.object;
    const succeeded = event.type === 'payment_intent.succeeded';
    const tag = intent.metadata?.pdfID;
    return {
      eventId: event.id,
      intentId: intent.id,
      status: succeeded ? 'succeeded' : 'failed',
      // Read from our own record of the intent at fulfilment: metadata can name a uid that has
      // since handed its account over.
      uid: '',
      pdfID: '',
      ...(typeof tag === 'string' && tag ? { reportTag: tag } : {}),
      // What was taken, never what was asked: a success that received nothing unlocks nothing.
      amount: succeeded ? intent.amount_received : intent.amount,
      currency: intent.currency,
      at: new Date(event.created * 1000).toISOString(),
    };
  }
}
