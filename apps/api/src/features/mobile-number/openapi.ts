import { mobileNumberQuerySchema, mobileNumberResponseSchema } from '@ankvidya/schemas';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const mobileNumberDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/mobile-number',
    summary: "A mobile number read against its owner's moolank and bhagyank (never logged)",
    request: { query: mobileNumberQuerySchema },
    responses: {
      200: json(mobileNumberResponseSchema, 'Reading'),
      ...errors({ 400: 'Invalid number, dob or gender (field named)', 429: 'Rate limited' }),
    },
  },
];
