import { babyNamesQuerySchema, babyNamesResponseSchema } from '@ankvidya/schemas';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const babyNamesDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/baby-names',
    summary:
      "Names for a child, best first: the birth pada's own syllable (with a time; syllableMatch checks that one, nakshatra.syllable names it), then harmony with moolank and bhagyank (never logged); with twins=boy-boy|girl-girl|boy-girl, pairs of names that go together",
    request: { query: babyNamesQuerySchema },
    responses: {
      200: json(babyNamesResponseSchema, 'Ranked names'),
      ...errors({
        400: 'Invalid dob, gender, time, tz, surname, letter, origin, twins, limit or offset (field named)',
        429: 'Rate limited',
      }),
    },
  },
];
