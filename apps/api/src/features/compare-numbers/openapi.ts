import { compareNumbersBodySchema, compareNumbersResponseSchema } from '@ankvidya/schemas';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const compareNumbersDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/compare-numbers',
    summary:
      'Up to 10 candidate mobile or vehicle numbers ranked for one person or a family (up to 4 dates of birth), best first (never logged)',
    request: { body: json(compareNumbersBodySchema) },
    responses: {
      200: json(compareNumbersResponseSchema, 'The numbers, best first'),
      ...errors({
        400: 'Invalid input (field named, a bad number by its index: numbers.3, checked by its kind: a mobile number or a registration as on the plate)',
        429: 'Rate limited',
      }),
    },
  },
];
