import { createHmac, timingSafeEqual } from 'node:crypto';
import { razorpayVerifyBodySchema, type RazorpayVerifyBody } from '@ankvidya/schemas';
import { z } from 'zod';
import {
  InvalidWebhookError,
  MalformedWebhookError,
  type BrowserAnswer,
  type CreateIntentRequest,
  type PaymentGateway,
  type RefundReason,
} from '../../../ports/payments.js';
import type { PaymentEvent } from '../../../ports/store.js';
import { describeIssue, unixSeconds } from '../webhook-shape.js';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com; tests point it at a local server. */
  apiUrl: string;
}

/** Razorpay's answer to a failed request: { error: { code, description } }. */
export class RazorpayApiError extends Error {
  override readonly name = 'RazorpayApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(`Razorpay answered ${status} ${code}: ${description}`);
  }
}

const hmac = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest();

/** Compares a hex signature with the expected HMAC in constant time. */
function signatureMatches(expected: Buffer, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Razorpay's receipt is at most 40 characters: the report id's start and the time. */
export function receiptFor(pdfID: string, now = Date.now()): string {
  return `ankv_${pdfID.slice(0, 24)}_${now.toString(36)}`;
}

/** Any Razorpay event: enough to tell whether we act on it. */
const envelopeSchema = z.object({ event: z.string().min(1) });
/** The parts of a payment event we read. */
const paymentEventSchema = z.object({
  event: z.string(),
  created_at: unixSeconds.optional(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().min(1),
        order_id: z.string().nullish(),
        amount: z.number().int().nonnegative(),
        currency: z.string().regex(/^[a-z]{3}$/i),
        created_at: unixSeconds.optional(),
      }),
    }),
    // order.paid only: our order, whose notes carry the report id we gave it.
    order: z.object({ entity: z.object({ notes: z.unknown().optional() }).optional() }).optional(),
  }),
});

const FULFILLING = new Set(['payment.captured', 'order.paid']);

/**
 * Razorpay Orders over plain HTTP (the official SDK's host is fixed at api.razorpay.com, so tests
 * could not reach a local fake). An order per attempt plays the intent; Checkout's success
 * callback is only checked, and only a signed webhook fulfils.
 */
export class RazorpayPaymentGateway implements PaymentGateway {
  readonly mode = 'razorpay' as const;
  readonly label = 'Razorpay';
  readonly webhookSignatureHeader = 'x-razorpay-signature';
  readonly publishableKey: string;
  /** Checkout's success callback: checked, never fulfilling (only the webhook does). */
  readonly browserAnswer: BrowserAnswer<RazorpayVerifyBody> = {
    path: '/razorpay/verify',
    schema: razorpayVerifyBodySchema,
    recordOf: (body) => body.razorpay_order_id,
    check: (body) =>
      this.verifyCheckout(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature)
        ? 'verified'
        : 'refused',
    fulfils: false,
  };
  private readonly authorization: string;

  constructor(private readonly options: RazorpayGatewayOptions) {
    this.publishableKey = options.keyId;
    this.authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await fetch(new URL(path, this.options.apiUrl), {
      method,
      headers: {
        Authorization: this.authorization,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      error?: { code?: string; description?: string };
    };
    if (!response.ok)
      throw new RazorpayApiError(
        response.status,
        answer.error?.code ?? 'UNKNOWN',
        answer.error?.description ?? response.statusText,
      );
    return answer as T;
  }

  async createIntent(
    request: CreateIntentRequest,
  ): Promise<{ intentId: string; clientSecret: string }> {
    // Razorpay has no idempotency key: a retried request makes a second order, which costs
    // nothing unpaid; a second payment for one report is refunded like any duplicate.
    const order = await this.call<{ id: string }>('POST', '/v1/orders', {
      amount: request.amount,
      currency: request.currency.toUpperCase(),
      receipt: receiptFor(request.pdfID),
      notes: { uid: request.uid, pdfID: request.pdfID },
    });
    // Checkout opens the order by its id: there is no secret to hand the browser.
    return { intentId: order.id, clientSecret: order.id };
  }

  /** Checkout's success callback: HMAC-SHA256(order_id|payment_id) with the key secret. */
  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(hmac(this.options.keySecret, `${orderId}|${paymentId}`), signature);
  }

  async refund(paymentId: string, reason: RefundReason): Promise<{ refundId: string }> {
    try {
      const refund = await this.call<{ id: string }>('POST', `/v1/payments/${paymentId}/refund`, {
        notes: {
          reason:
            reason === 'duplicate'
              ? 'second payment for a report already paid for'
              : 'payment that could not unlock a report',
        },
      });
      return { refundId: refund.id };
    } catch (error) {
      // Asked again (a webhook delivered again after a lost answer): the refund already exists.
      if (!(error instanceof RazorpayApiError) || error.status !== 400) throw error;
      const payment = await this.call<{ amount: number; amount_refunded: number }>(
        'GET',
        `/v1/payments/${paymentId}`,
      );
      if (payment.amount_refunded < payment.amount) throw error;
      const refunds = await this.call<{ items: { id: string }[] }>(
        'GET',
        `/v1/payments/${paymentId}/refunds`,
      );
      return { refundId: refunds.items[0]?.id ?? 'refunded' };
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null> {
    if (!signature) throw new InvalidWebhookError('Missing X-Razorpay-Signature header');
    if (!signatureMatches(hmac(this.options.webhookSecret, rawBody), signature))
      throw new InvalidWebhookError('The X-Razorpay-Signature does not match the body');
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new MalformedWebhookError('The signed body is not JSON');
    }
    const envelope = envelopeSchema.safeParse(body);
    if (!envelope.success)
      throw new MalformedWebhookError(`Not a Razorpay event: ${describeIssue(envelope.error)}`);
    const type = envelope.data.event;
    if (!FULFILLING.has(type) && type !== 'payment.failed') return Promise.resolve(null);
    const read = paymentEventSchema.safeParse(body);
    if (!read.success) throw new MalformedWebhookError(`${type}: ${describeIssue(read.error)}`);
    const payment = read.data.payload.payment.entity;
    const notes = read.data.payload.order?.entity?.notes as { pdfID?: unknown } | undefined;
    const tag = typeof notes?.pdfID === 'string' && notes.pdfID ? notes.pdfID : undefined;
    return Promise.resolve({
      // From the signed body, so a replay under another X-Razorpay-Event-Id is still the same
      // event; payment.captured and order.paid for one payment meet again in its ledger entry.
      eventId: `rzp:${type}:${payment.id}`,
      intentId: payment.id,
      orderId: payment.order_id ?? '',
      ...(tag ? { reportTag: tag } : {}),
      status: type === 'payment.failed' ? 'failed' : 'succeeded',
      // Read from our own record of the order at fulfilment.
      uid: '',
      pdfID: '',
      amount: payment.amount,
      currency: payment.currency,
      at: new Date(
        (read.data.created_at ?? payment.created_at ?? Math.floor(Date.now() / 1000)) * 1000,
      ).toISOString(),
    });
  }
}
