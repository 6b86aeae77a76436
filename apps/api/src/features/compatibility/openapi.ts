import { compatibilityBodySchema, compatibilityResponseSchema } from '@ankvidya/schemas';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const compatibilityDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/compatibility',
    summary: "Two people's numbers: a score of 0-100 whose parts add up (never logged)",
    request: { body: json(compatibilityBodySchema) },
    responses: {
      200: json(compatibilityResponseSchema, 'Reading'),
      ...errors({ 400: 'Invalid input (field named, e.g. a.dob)', 429: 'Rate limited' }),
    },
  },
];
