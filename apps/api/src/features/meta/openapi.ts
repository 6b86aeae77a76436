import * as schemas from '@ankvidya/schemas';
import { z } from 'zod';

type Schema = z.ZodType;
const json = (schema: Schema, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

const content = (schema: Schema, io: 'input' | 'output' = 'output') => ({
  content: { 'application/json': { schema: json(schema, io) } },
});
const error = (description: string) => ({ description, ...content(schemas.errorResponseSchema) });
const bearer = [{ bearer: [] }];

interface Operation {
  summary: string;
  auth?: boolean;
  body?: Schema;
  ok: { status: number; description: string; schema?: Schema; type?: string };
  errors?: Record<number, string>;
  parameters?: unknown[];
}

function operation(op: Operation) {
  return {
    summary: op.summary,
    ...(op.auth ? { security: bearer } : {}),
    ...(op.parameters ? { parameters: op.parameters } : {}),
    ...(op.body ? { requestBody: { required: true, ...content(op.body, 'input') } } : {}),
    responses: {
      [op.ok.status]: op.ok.schema
        ? { description: op.ok.description, ...content(op.ok.schema) }
        : op.ok.type
          ? { description: op.ok.description, content: { [op.ok.type]: {} } }
          : { description: op.ok.description },
      ...Object.fromEntries(
        Object.entries(op.errors ?? {}).map(([status, text]) => [status, error(text)]),
      ),
      ...(op.auth ? { 401: error('Missing, malformed, expired or revoked sign-in token') } : {}),
    },
  };
}

const pdfParam = {
  name: 'pdfID',
  in: 'path',
  required: true,
  schema: json(schemas.pdfIdSchema, 'input'),
};

/** The API described from the same zod schemas that validate it. */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: { title: 'Ankvidya API', version: '1.2.0' },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
      },
    },
    paths: {
      '/healthz': {
        get: operation({ summary: 'Liveness', ok: { status: 200, description: 'Up' } }),
      },
      '/readyz': {
        get: operation({
          summary:
            'Readiness: the report threads are warm and the database answers (503 otherwise)',
          ok: { status: 200, description: 'Ready' },
        }),
      },
      '/getPublishKey': {
        get: operation({
          summary: 'Publishable key of the payment provider',
          ok: { status: 200, description: 'Key', schema: schemas.publishKeyResponseSchema },
        }),
      },
      '/session': {
        post: operation({
          summary: 'Sign in: create the user or update lastLogin',
          auth: true,
          ok: {
            status: 200,
            description: 'Profile (201 when created)',
            schema: schemas.userProfileSchema,
          },
        }),
        delete: operation({ summary: 'Sign out', ok: { status: 204, description: 'Signed out' } }),
      },
      '/me': {
        get: operation({
          summary: 'Profile, reports and payments',
          auth: true,
          ok: { status: 200, description: 'Me', schema: schemas.meResponseSchema },
        }),
      },
      '/reports': {
        post: operation({
          summary: 'Create (or find) the report for this input',
          auth: true,
          body: schemas.analysisInputSchema,
          ok: { status: 200, description: 'Report', schema: schemas.createReportResponseSchema },
          errors: { 400: 'Invalid input (field named)', 429: 'Rate limited' },
        }),
      },
      '/reports/{pdfID}/pdf': {
        get: operation({
          summary: 'Download the PDF (spends a credit when locked)',
          auth: true,
          parameters: [pdfParam],
          ok: { status: 200, description: 'The PDF', type: 'application/pdf' },
          errors: {
            402: 'Payment required',
            404: 'No such report of yours',
            503: 'Many reports are being drawn; try again after Retry-After seconds',
          },
        }),
      },
      '/createPaymentIntent': {
        post: operation({
          summary: 'Start a payment for a report; the server sets the price',
          auth: true,
          body: schemas.createPaymentIntentBodySchema,
          ok: { status: 200, description: 'Intent', schema: schemas.paymentIntentResponseSchema },
          errors: {
            400: 'price_mismatch or invalid input',
            404: 'No such report of yours',
            409: 'Already unlocked',
          },
          parameters: [
            { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } },
          ],
        }),
      },
      '/payments/{pdfID}/status': {
        get: operation({
          summary: 'Payment status of a report',
          auth: true,
          parameters: [pdfParam],
          ok: { status: 200, description: 'Status', schema: schemas.paymentStatusResponseSchema },
          errors: { 404: 'No such report of yours' },
        }),
      },
      '/demo/confirm': {
        post: operation({
          summary: 'Demo gateway only: confirm a payment',
          auth: true,
          body: schemas.demoConfirmBodySchema,
          ok: { status: 200, description: 'Status', schema: schemas.paymentStatusResponseSchema },
          errors: { 404: 'Unknown payment, or Stripe is configured' },
        }),
      },
      '/webhooks/stripe': {
        post: operation({
          summary: 'Stripe webhook (signed)',
          ok: { status: 200, description: 'Received' },
          errors: {
            400: 'Bad signature, or a signed body that is not a readable event',
            404: 'Stripe not configured',
          },
        }),
      },
      '/razorpay/verify': {
        post: operation({
          summary: 'Razorpay only: check the Checkout callback signature (fulfils nothing)',
          auth: true,
          body: schemas.razorpayVerifyBodySchema,
          ok: { status: 200, description: 'Status', schema: schemas.paymentStatusResponseSchema },
          errors: { 400: 'Bad signature', 404: 'Unknown order, or Razorpay not configured' },
        }),
      },
      '/webhooks/razorpay': {
        post: operation({
          summary: 'Razorpay webhook (X-Razorpay-Signature)',
          ok: { status: 200, description: 'Received' },
          errors: {
            400: 'Bad signature, or a signed body that is not a readable event',
            404: 'Razorpay not configured',
          },
        }),
      },
      '/analysis': {
        get: operation({
          summary: 'The free analysis and its working',
          parameters: ['name', 'dob', 'gender', 'year'].map((name) => ({
            name,
            in: 'query',
            required: name !== 'year',
            schema: { type: name === 'year' ? 'integer' : 'string' },
          })),
          ok: { status: 200, description: 'Analysis' },
          errors: { 400: 'Invalid input (field named)' },
        }),
      },
      '/mobile-number': {
        get: operation({
          summary: "A mobile number read against its owner's moolank and bhagyank (never logged)",
          parameters: ['number', 'dob', 'gender'].map((name) => ({
            name,
            in: 'query',
            required: name !== 'gender',
            schema: { type: 'string' },
          })),
          ok: { status: 200, description: 'Reading', schema: schemas.mobileNumberResponseSchema },
          errors: { 400: 'Invalid number, dob or gender (field named)', 429: 'Rate limited' },
        }),
      },
      '/compatibility': {
        post: operation({
          summary: "Two people's numbers: a score of 0-100 whose parts add up (never logged)",
          body: schemas.compatibilityBodySchema,
          ok: { status: 200, description: 'Reading', schema: schemas.compatibilityResponseSchema },
          errors: { 400: 'Invalid input (field named, e.g. a.dob)', 429: 'Rate limited' },
        }),
      },
      '/name-suggestions': {
        get: operation({
          summary:
            'Spellings of a name whose naamank sits well with moolank and bhagyank, with their working',
          parameters: ['name', 'dob', 'gender'].map((name) => ({
            name,
            in: 'query',
            required: name !== 'gender',
            schema: { type: 'string' },
          })),
          ok: {
            status: 200,
            description: 'The spelling today and the suggestions',
            schema: schemas.nameSuggestionsResponseSchema,
          },
          errors: {
            400: 'Invalid input (field named); a name with no letter A to Z needs its Latin spelling',
            429: 'Rate limited',
          },
        }),
      },
      '/events': {
        post: operation({
          summary: 'Log an analytics event',
          body: schemas.analyticsEventSchema,
          ok: { status: 204, description: 'Logged' },
          errors: { 400: 'Invalid event' },
        }),
      },
      '/contact': {
        post: operation({
          summary: 'Send a message',
          body: schemas.contactMessageSchema,
          ok: { status: 201, description: 'Stored' },
          errors: { 400: 'Invalid message' },
        }),
      },
    },
  };
}
