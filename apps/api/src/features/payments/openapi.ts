import {
  createPaymentIntentBodySchema,
  paymentIntentResponseSchema,
  paymentModeSchema,
  paymentStatusResponseSchema,
  pdfIdParamsSchema,
  publishKeyResponseSchema,
} from '@ankvidya/schemas';
import { z } from 'zod';
import { errors, json, signedInOnly, type RouteDoc } from '../../http/openapi.js';
import type { PaymentGateway } from '../../ports/payments.js';
import { idempotencyKeyPattern } from './router.js';

const status = json(paymentStatusResponseSchema, 'Status');
const received = json(z.object({ received: z.literal(true) }), 'Received');

/**
 * Kept apart from the router, so the payment providers' code and its description merge alone.
 * The provider's own routes are described as the configured gateway mounts them: its webhook
 * header, and its browser-answer route with the body it parses (none named here).
 */
export const paymentsDocs = (gateway: PaymentGateway): RouteDoc[] => [
  {
    method: 'get',
    path: '/getPublishKey',
    summary: 'Publishable key of the payment provider',
    responses: { 200: json(publishKeyResponseSchema, 'Key') },
  },
  signedInOnly({
    method: 'post',
    path: '/createPaymentIntent',
    summary: 'Start a payment for a report; the server sets the price',
    request: {
      body: json(createPaymentIntentBodySchema),
      headers: z.object({ 'idempotency-key': z.string().regex(idempotencyKeyPattern).optional() }),
    },
    responses: {
      200: json(paymentIntentResponseSchema, 'Intent'),
      ...errors({
        400: 'price_mismatch or invalid input',
        404: 'No such report of yours',
        409: 'Already unlocked',
        429: 'Rate limited',
      }),
    },
  }),
  signedInOnly({
    method: 'get',
    path: '/payments/{pdfID}/status',
    summary: 'Payment status of a report',
    request: { params: pdfIdParamsSchema },
    responses: { 200: status, ...errors({ 404: 'No such report of yours', 429: 'Rate limited' }) },
  }),
  ...(gateway.browserAnswer
    ? [
        signedInOnly({
          method: 'post',
          path: gateway.browserAnswer.path,
          summary: gateway.browserAnswer.fulfils
            ? `${gateway.label}: confirm a payment`
            : `${gateway.label}: check the page's answer after paying (fulfils nothing)`,
          request: { body: json(gateway.browserAnswer.schema) },
          responses: {
            200: status,
            ...errors({
              400: 'Bad signature or invalid input',
              404: 'Unknown payment',
              429: 'Rate limited',
            }),
          },
        }),
      ]
    : []),
  {
    method: 'post',
    path: '/webhooks/{provider}',
    summary: `The configured payment provider's webhook (signed raw body; now ${gateway.label})`,
    request: {
      params: z.object({ provider: paymentModeSchema }),
      ...(gateway.webhookSignatureHeader
        ? { headers: z.object({ [gateway.webhookSignatureHeader]: z.string() }) }
        : {}),
    },
    responses: {
      200: received,
      ...errors({
        400: 'Bad signature, or a signed body that is not a readable event',
        404: 'Not the configured provider, or one that sends no webhooks',
      }),
    },
  },
];
