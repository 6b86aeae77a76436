import { invoiceIdSchema } from '@ankvidya/schemas';
import { z } from 'zod';
import { errors, signedInOnly, type RouteDoc } from '../../http/openapi.js';

export const invoicesDocs: RouteDoc[] = [
  signedInOnly({
    method: 'get',
    path: '/invoices/{id}/pdf',
    summary: "An invoice or credit note of the caller's (ids from GET /me's invoices)",
    request: { params: z.object({ id: invoiceIdSchema }) },
    responses: {
      200: {
        description: 'The PDF, shown inline',
        headers: { 'Content-Disposition': { schema: { type: 'string' } } },
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      ...errors({
        404: 'No such invoice of yours (another account’s, or a malformed id)',
        503: 'The report threads are full; try again after Retry-After seconds',
      }),
    },
  }),
];
