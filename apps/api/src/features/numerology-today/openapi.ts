import { todayQuerySchema, todayResponseSchema } from '@ankvidya/schemas';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const numerologyTodayDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/today',
    summary:
      "A date's universal day with its reading for each moolank, and with a dob the personal day",
    request: { query: todayQuerySchema },
    responses: {
      200: json(todayResponseSchema, 'The day'),
      ...errors({ 400: 'Invalid date, dob or locale (field named)', 429: 'Rate limited' }),
    },
  },
];
