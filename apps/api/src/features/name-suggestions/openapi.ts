import { nameSuggestionsQuerySchema, nameSuggestionsResponseSchema } from '@ankvidya/schemas';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const nameSuggestionsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/name-suggestions',
    summary:
      'Spellings of a name whose naamank sits well with moolank and bhagyank, with their working',
    request: { query: nameSuggestionsQuerySchema },
    responses: {
      200: json(nameSuggestionsResponseSchema, 'The spelling today and the suggestions'),
      ...errors({
        400: 'Invalid input (field named); a name with no letter A to Z needs its Latin spelling',
        429: 'Rate limited',
      }),
    },
  },
];
