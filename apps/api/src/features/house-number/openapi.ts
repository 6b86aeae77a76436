import { houseNumberQuerySchema, houseNumberResponseSchema } from '@ankvidya/schemas';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const houseNumberDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/house-number',
    summary:
      "A house or flat number (letters by the Chaldean table) read against its owner's moolank and bhagyank (never logged)",
    request: { query: houseNumberQuerySchema },
    responses: {
      200: json(houseNumberResponseSchema, 'Reading'),
      ...errors({ 400: 'Invalid number or dob (field named)', 429: 'Rate limited' }),
    },
  },
];
