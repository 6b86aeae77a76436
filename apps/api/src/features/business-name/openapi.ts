import { businessNameQuerySchema, businessNameResponseSchema } from '@ankvidya/schemas';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const businessNameDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/business-name',
    summary:
      "A business or brand name's compound and number against its owner's moolank and bhagyank, a launch date's day number, and closer spellings",
    request: { query: businessNameQuerySchema },
    responses: {
      200: json(businessNameResponseSchema, 'The name, its launch date and spellings'),
      ...errors({
        400: 'Invalid name, dob or launch (field named); a name needs a letter A to Z',
        429: 'Rate limited',
      }),
    },
  },
];
