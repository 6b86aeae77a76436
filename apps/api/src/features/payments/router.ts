import { randomUUID } from 'node:crypto';
import {
  REPORT_PRICE,
  createPaymentIntentBodySchema,
  pdfIdSchema,
  type PaymentIntentResponse,
  type PaymentStatusResponse,
  type PublishKeyResponse,
} from '@ankvidya/schemas';
import express, { Router, type RequestHandler } from 'express';
import { signedIn } from '../../http/auth.js';
import { HttpError, notFound, parseOr400 } from '../../http/errors.js';
import { InvalidWebhookError, MalformedWebhookError } from '../../ports/payments.js';
import type { Store } from '../../ports/store.js';
import { fulfilPayment, type FulfilmentDeps } from './fulfilment.js';

export type PaymentDeps = FulfilmentDeps;

export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

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

/**
 * The webhooks read the raw body, so they are mounted before the JSON parser. One route for every
 * provider: the active gateway answers its own; any other (a dashboard still pointing here at a
 * provider no longer used) is answered like an unknown route, so it never logs at error level.
 */
export function webhookRouter(deps: PaymentDeps): Router {
  const router = Router();
  const { gateway } = deps;
  router.post(
    '/webhooks/:provider',
    express.raw({ type: '*/*', limit: '1mb' }),
    async (req, res) => {
      const header = gateway.webhookSignatureHeader;
      if (req.params.provider !== gateway.mode || !header)
        throw new HttpError(404, 'not_found', `There is no API route POST ${req.path}.`);
      const provider = gateway.mode;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let event;
      try {
        event = await gateway.parseWebhook(body, req.header(header));
      } catch (error) {
        if (error instanceof InvalidWebhookError) {
          deps.logger.warn({ provider, reason: error.message }, 'webhook refused');
          throw new HttpError(
            400,
            'invalid_signature',
            'The webhook signature could not be verified.',
          );
        }
        // Signed, so the provider's own, but not readable: 400 and one line, never a stack.
        if (error instanceof MalformedWebhookError) {
          deps.logger.warn({ provider, reason: error.message }, 'webhook refused: unreadable');
          throw new HttpError(
            400,
            'invalid_webhook',
            `The ${gateway.label} webhook is signed but is not an event this server can read.`,
          );
        }
        throw error;
      }
      if (event) await fulfilPayment(deps, event);
      res.json({ received: true });
    },
  );
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
      buyerState: body.buyerState ?? null,
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

  // The page's answer after paying in the browser, on the provider's own path. Only a provider
  // whose answer is the payment itself (the demo gateway) fulfils here; the others only check it.
  const answer = gateway.browserAnswer;
  if (answer) {
    router.post(answer.path, requireUser, async (req, res) => {
      const { user } = signedIn(res);
      const body = parseOr400(answer.schema, req.body);
      const intent = await store.getIntent(answer.recordOf(body));
      if (!intent || intent.uid !== user.uid) throw notFound('That payment');
      const verdict = answer.check(body, intent);
      if (verdict === 'unknown') throw notFound('That payment');
      if (verdict === 'refused') {
        deps.logger.warn(
          { provider: gateway.mode, intentId: intent.intentId },
          'checkout answer refused',
        );
        throw new HttpError(400, 'invalid_signature', 'The payment could not be verified.');
      }
      if (answer.fulfils)
        await fulfilPayment(deps, {
          // One event per intent: confirming twice is the same event, so it credits once.
          eventId: `evt_${gateway.mode}_${intent.intentId}`,
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
  }

  return router;
}
