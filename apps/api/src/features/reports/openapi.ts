import {
  createReportBodySchema,
  createReportResponseSchema,
  pdfIdParamsSchema,
} from '@ankvidya/schemas';
import { errors, json, signedInOnly, type RouteDoc } from '../../http/openapi.js';
import { pdfDownloadHeadersSchema, pdfDownloadQuerySchema } from './router.js';

export const reportsDocs: RouteDoc[] = [
  signedInOnly({
    method: 'post',
    path: '/reports',
    summary: 'Create (or find) the report for this input; same input, same pdfID',
    request: { body: json(createReportBodySchema) },
    responses: {
      200: json(createReportResponseSchema, 'Report'),
      ...errors({ 400: 'Invalid input (field named)', 429: 'Rate limited' }),
    },
  }),
  signedInOnly({
    method: 'get',
    path: '/reports/{pdfID}/pdf',
    summary: 'Download the PDF (spends a credit when locked)',
    request: {
      params: pdfIdParamsSchema,
      query: pdfDownloadQuerySchema,
      headers: pdfDownloadHeadersSchema,
    },
    responses: {
      200: {
        description: 'The PDF, as an attachment',
        headers: { 'Content-Disposition': { schema: { type: 'string' } } },
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      ...errors({
        400: 'Invalid pdfID, year, locale or mobile number (field named); nothing is spent',
        402: 'Payment required',
        404: 'No such report of yours',
        429: 'Rate limited',
      }),
      503: {
        ...errors({
          503: 'Many reports are being drawn; try again after Retry-After seconds',
        })[503],
        headers: { 'Retry-After': { schema: { type: 'integer' } } },
      },
    },
  }),
];
