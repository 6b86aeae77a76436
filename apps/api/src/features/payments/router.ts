import { randomUUID } from 'node:crypto';
import {
  REPORT_PRICE,
  createPaymentIntentBodySchema,
  demoConfirmBodySchema,
  pdfIdSchema,
  razorpayVerifyBodySchema,
  type PaymentIntentResponse,
  type PaymentStatusResponse,
  type PublishKeyResponse,
} from '@ankvidya/schemas';
import express, { Router, type RequestHandler } from 'express';
import { signedIn } from '../../http/auth.js';
import { HttpError, notFound, parseOr400 } from '../../http/errors.js';
import { InvalidWebhookError } from '../../ports/payments.js';
import type { Store } from '../../ports/store.js';
import { fulfilPayment, type FulfilmentDeps } from './fulfilment.js';

export type PaymentDeps = FulfilmentDeps;

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

async function statusOf(store: Store, pdfID: string): Promise<PaymentStatusResponse> {
  const [report, payments] = await Promise.all([
    store.getReport(pdfID),
    store.getPaymentsForReport(pdfID),
  ]);
  const unlocked = Boolean(report?.unlockedBy);
  const last = payments[payments.length - 1];
  const status =
    unlocked || payments.some((p) => p.status === 'succeeded')
      ? 'succeeded'
      : last?.status === 'failed'
        ? 'failed'
        : 'processing';
  return { pdfID, status, unlocked };
}

/** Where each provider puts its webhook signature. */
const SIGNATURE_HEADER = { stripe: 'stripe-signature', razorpay: 'x-razorpay-signature' } as const;

/** The webhooks read the raw body, so they are mounted before the JSON parser. */
export function webhookRouter(deps: PaymentDeps): Router {
  const router = Router();
  for (const provider of ['stripe', 'razorpay'] as const) {
    const name = provider === 'stripe' ? 'Stripe' : 'Razorpay';
    router.post(
      `/webhooks/${provider}`,
      express.raw({ type: '*/*', limit: '1mb' }),
      async (req, res) => {
        if (deps.gateway.mode !== provider) {
          throw new HttpError(
            503,
            'webhooks_disabled',
            `${name} is not configured on this server, so its webhooks are refused.`,
          );
        }
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        let event;
        try {
          event = await deps.gateway.parseWebhook(body, req.header(SIGNATURE_HEADER[provider]));
        } catch (error) {
          if (error instanceof InvalidWebhookError) {
            deps.logger.warn({ provider, reason: error.message }, 'webhook refused');
            throw new HttpError(
              400,
              'invalid_signature',
              'The webhook signature could not be verified.',
            );
          }
          throw error;
        }
        if (event) await fulfilPayment(deps, event);
        res.json({ received: true });
      },
    );
  }
  return router;
}

export function paymentsRouter(deps: PaymentDeps, requireUser: RequestHandler): Router {
  const router = Router();
  const { store, gateway } = deps;

  router.get('/getPublishKey', (_req, res) => {
    const body: PublishKeyResponse = { publishableKey: gateway.publishableKey, mode: gateway.mode };
    res.json(body);
  });

  router.post('/createPaymentIntent', requireUser, async (req, res) => {
    const { user } = signedIn(res);
    const body = parseOr400(createPaymentIntentBodySchema, req.body);
    if (
      body.amount !== REPORT_PRICE.amount ||
      body.currency.toLowerCase() !== REPORT_PRICE.currency
    ) {
      throw new HttpError(
        400,
        'price_mismatch',
        'The price of the report is INR 499. Please reload the page and try again.',
      );
    }
    const report = await store.getReport(body.pdfID);
    if (!report || report.uid !== user.uid) throw notFound('That report');
    if (report.unlockedBy)
      throw new HttpError(
        409,
        'already_unlocked',
        'This report is already yours: there is nothing to pay.',
      );

    const clientKey = req.header('idempotency-key');
    if (clientKey !== undefined && !idempotencyKeyPattern.test(clientKey)) {
      throw new HttpError(
        400,
        'invalid_input',
        'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.',
        'Idempotency-Key',
      );
    }
    // Scoped to the user and report, so one attempt retried never creates two intents.
    const idempotencyKey = `${user.uid}:${body.pdfID}:${clientKey ?? randomUUID()}`;
    const { intentId, clientSecret } = await gateway.createIntent({
      ...REPORT_PRICE,
      uid: user.uid,
      pdfID: body.pdfID,
      idempotencyKey,
    });
    await store.saveIntent({
      intentId,
      clientSecret,
      uid: user.uid,
      pdfID: body.pdfID,
      ...REPORT_PRICE,
      mode: gateway.mode,
      createdAt: deps.now().toISOString(),
    });
    const answer: PaymentIntentResponse = { clientSecret, ...REPORT_PRICE, mode: gateway.mode };
    res.json(answer);
  });

  router.get('/payments/:pdfID/status', requireUser, async (req, res) => {
    const { user } = signedIn(res);
    const pdfID = parseOr400(pdfIdSchema, req.params.pdfID);
    const report = await store.getReport(pdfID);
    if (!report || report.uid !== user.uid) throw notFound('That report');
    res.json(await statusOf(store, pdfID));
  });

  // Razorpay Checkout's success callback: checked, never fulfilling (only the webhook does).
  router.post('/razorpay/verify', requireUser, async (req, res) => {
    if (!gateway.verifyCheckout)
      throw new HttpError(404, 'not_found', 'There is no API route POST /razorpay/verify.');
    const { user } = signedIn(res);
    const body = parseOr400(razorpayVerifyBodySchema, req.body);
    const order = await store.getIntent(body.razorpay_order_id);
    if (!order || order.uid !== user.uid) throw notFound('That payment');
    if (
      !gateway.verifyCheckout(
        body.razorpay_order_id,
        body.razorpay_payment_id,
        body.razorpay_signature,
      )
    ) {
      deps.logger.warn(
        { orderId: body.razorpay_order_id, paymentId: body.razorpay_payment_id },
        'razorpay checkout signature refused',
      );
      throw new HttpError(400, 'invalid_signature', 'The payment could not be verified.');
    }
    res.json(await statusOf(store, order.pdfID));
  });

  router.post('/demo/confirm', requireUser, async (req, res) => {
    if (gateway.mode !== 'demo')
      throw new HttpError(404, 'not_found', 'There is no API route POST /demo/confirm.');
    const { user } = signedIn(res);
    const { clientSecret } = parseOr400(demoConfirmBodySchema, req.body);
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const intent = await store.getIntent(intentId);
    if (!intent || intent.clientSecret !== clientSecret || intent.uid !== user.uid)
      throw notFound('That payment');
    await fulfilPayment(deps, {
      // One event per intent: confirming twice is the same event, so it credits once.
      eventId: `evt_demo_${intent.intentId}`,
      intentId: intent.intentId,
      status: 'succeeded',
      uid: intent.uid,
      pdfID: intent.pdfID,
      amount: intent.amount,
      currency: intent.currency,
      at: deps.now().toISOString(),
    });
    res.json(await statusOf(store, intent.pdfID));
  });

  return router;
}
