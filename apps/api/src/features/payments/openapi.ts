import {
  createPaymentIntentBodySchema,
  demoConfirmBodySchema,
  paymentIntentResponseSchema,
  paymentStatusResponseSchema,
  pdfIdParamsSchema,
  publishKeyResponseSchema,
  razorpayVerifyBodySchema,
} from '@ankvidya/schemas';
import { z } from 'zod';
import { errors, json, signedInOnly, type RouteDoc } from '../../http/openapi.js';
import { SIGNATURE_HEADER, idempotencyKeyPattern } from './router.js';

const status = json(paymentStatusResponseSchema, 'Status');
const received = json(z.object({ received: z.literal(true) }), 'Received');

/** Kept apart from the router, so the payment providers' code and its description merge alone. */
export const paymentsDocs: RouteDoc[] = [
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
  signedInOnly({
    method: 'post',
    path: '/demo/confirm',
    summary: 'Demo gateway only: confirm a payment',
    request: { body: json(demoConfirmBodySchema) },
    responses: { 200: status, ...errors({ 404: 'Unknown payment, or not the demo gateway' }) },
  }),
  signedInOnly({
    method: 'post',
    path: '/razorpay/verify',
    summary: 'Razorpay only: check the Checkout callback signature (fulfils nothing)',
    request: { body: json(razorpayVerifyBodySchema) },
    responses: {
      200: status,
      ...errors({ 400: 'Bad signature', 404: 'Unknown order, or Razorpay not configured' }),
    },
  }),
  ...(['stripe', 'razorpay'] as const).map((provider): RouteDoc => ({
    method: 'post',
    path: `/webhooks/${provider}`,
    summary: `${provider === 'stripe' ? 'Stripe' : 'Razorpay'} webhook (signed raw body)`,
    request: {
      headers: z.object({ [SIGNATURE_HEADER[provider]]: z.string() }),
    },
    responses: {
      200: received,
      ...errors({
        400: 'Bad signature, or a signed body that is not a readable event',
        404: 'This provider is not the one configured',
      }),
    },
  })),
];
