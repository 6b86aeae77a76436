import {
  createReportResponseSchema,
  pdfIdParamsSchema,
  reportCopySchema,
  reportDraftSchema,
} from '@ankvidya/schemas';
import { errors, json, signedInOnly, type RouteDoc } from '../../http/openapi.js';
import { pdfDownloadHeadersSchema, pdfDownloadQuerySchema } from './router.js';

/** What a download answers, by either of its two ways. */
const pdfResponses = {
  200: {
    description: 'The PDF, as an attachment',
    headers: { 'Content-Disposition': { schema: { type: 'string' as const } } },
    content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
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
    headers: { 'Retry-After': { schema: { type: 'integer' as const } } },
  },
};

export const reportsDocs: RouteDoc[] = [
  signedInOnly({
    method: 'post',
    path: '/reports',
    summary:
      'Create (or find) the report for this ReportDraft; same person, same pdfID (the copy fields never change it; year and mobileNumber are not kept)',
    request: { body: json(reportDraftSchema) },
    responses: {
      200: json(createReportResponseSchema, 'Report'),
      ...errors({ 400: 'Invalid input (field named)', 429: 'Rate limited' }),
    },
  }),
  signedInOnly({
    method: 'post',
    path: '/reports/{pdfID}/pdf',
    summary:
      "Download the PDF with the ReportDraft's copy as the body (spends a credit when locked); a field a tool adds to the draft arrives here",
    request: { params: pdfIdParamsSchema, body: json(reportCopySchema) },
    responses: pdfResponses,
  }),
  signedInOnly({
    method: 'get',
    path: '/reports/{pdfID}/pdf',
    summary:
      'Download the PDF (spends a credit when locked); the older way, kept for existing clients: POST with the copy is the same',
    request: {
      params: pdfIdParamsSchema,
      query: pdfDownloadQuerySchema,
      headers: pdfDownloadHeadersSchema,
    },
    responses: pdfResponses,
  }),
];
