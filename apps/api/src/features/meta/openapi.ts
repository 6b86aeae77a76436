import { sellerSchema } from '@ankvidya/schemas';
import { z } from 'zod';
import type { PaymentGateway } from '../../ports/payments.js';
import { buildOpenApiDocument, errors, json, type RouteDoc } from '../../http/openapi.js';
import { analysisDocs } from '../analysis/openapi.js';
import { calendarDocs } from '../calendar/openapi.js';
import { contactDocs } from '../contact/openapi.js';
import { eventsDocs } from '../events/openapi.js';
import { invoicesDocs } from '../invoices/openapi.js';
import { paymentsDocs } from '../payments/openapi.js';
import { reportsDocs } from '../reports/openapi.js';
import { sessionDocs } from '../session/openapi.js';
import { API_TOOLS } from '../tools.js';

const ok = json(z.object({ ok: z.literal(true) }), 'Up');

const metaDocs: RouteDoc[] = [
  { method: 'get', path: '/healthz', summary: 'Liveness', responses: { 200: ok } },
  {
    method: 'get',
    path: '/readyz',
    summary: 'Readiness: the report threads are warm and the database answers',
    responses: {
      200: ok,
      ...errors({
        503: 'not_ready: the report threads are still warming up, the database did not answer in 2 s, or a read found the file damaged',
      }),
    },
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    responses: { 200: { description: 'OpenAPI 3.1', content: { 'application/json': {} } } },
  },
  {
    method: 'get',
    path: '/seller',
    summary:
      'The business that sells (SELLER_*): the contact page, policies, pay form and invoices print it; `sample` marks the built-in details of a local server',
    responses: { 200: json(sellerSchema, 'Seller') },
  },
  {
    method: 'get',
    path: '/config',
    summary: 'What the browser needs to start Firebase, the payment mode and the analytics sink',
    responses: { 200: { description: 'Config', content: { 'application/json': {} } } },
  },
];

/**
 * Every feature's routes, the payment provider's as the configured gateway mounts them; a test
 * fails when the app serves a route missing here, or the reverse.
 */
export const routeDocs = (gateway: PaymentGateway): readonly RouteDoc[] => [
  ...metaDocs,
  ...paymentsDocs(gateway),
  ...sessionDocs,
  ...reportsDocs,
  ...analysisDocs,
  ...API_TOOLS.flatMap((tool) => tool.docs),
  ...eventsDocs,
  ...contactDocs,
  ...invoicesDocs,
  ...calendarDocs,
];

const documents = new WeakMap<PaymentGateway, ReturnType<typeof buildOpenApiDocument>>();

/** The API described from the same zod schemas that validate it; built once, on first ask. */
export function openApiDocument(gateway: PaymentGateway) {
  let document = documents.get(gateway);
  if (!document) {
    document = buildOpenApiDocument(routeDocs(gateway));
    documents.set(gateway, document);
  }
  return document;
}
