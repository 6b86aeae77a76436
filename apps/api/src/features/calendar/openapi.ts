import {
  calendarFeedCreatedSchema,
  calendarFeedsResponseSchema,
  pdfIdParamsSchema,
} from '@ankvidya/schemas';
import { z } from 'zod';
import { errors, json, signedInOnly, type RouteDoc } from '../../http/openapi.js';
import { calendarQuerySchema } from './router.js';

const icsFile = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: { type: 'string' as const } } },
});

export const calendarDocs: RouteDoc[] = [
  signedInOnly({
    method: 'get',
    path: '/reports/{pdfID}/calendar.ics',
    summary: "The best and care dates of the next 12 months of a bought report of the caller's",
    request: { params: pdfIdParamsSchema, query: calendarQuerySchema },
    responses: {
      200: icsFile('An iCalendar file of all-day events, in the report’s language or ?locale='),
      ...errors({
        400: 'A malformed report id or locale',
        402: 'The report is not bought yet',
        404: 'No such report of yours',
      }),
    },
  }),
  signedInOnly({
    method: 'post',
    path: '/reports/{pdfID}/calendar-feed',
    summary: 'A new private subscription address for the report, replacing any earlier one',
    request: { params: pdfIdParamsSchema },
    responses: {
      201: json(calendarFeedCreatedSchema, 'The address’s path (shown this once)'),
      ...errors({
        400: 'A malformed report id',
        402: 'The report is not bought yet',
        404: 'No such report of yours',
      }),
    },
  }),
  signedInOnly({
    method: 'get',
    path: '/me/calendar-feeds',
    summary: "Which of the caller's reports have a subscription address, and since when",
    responses: { 200: json(calendarFeedsResponseSchema, 'The addresses, without their tokens') },
  }),
  {
    method: 'get',
    path: '/calendar/{file}',
    summary: 'A private subscription address: "{token}.ics", no sign-in',
    request: { params: z.object({ file: z.string().describe('The token and ".ics"') }) },
    responses: {
      200: icsFile('The report’s calendar file, in the report’s language'),
      ...errors({
        404: 'No such address (never was, or was reset)',
        429: 'Too many requests from this address',
      }),
    },
  },
];
