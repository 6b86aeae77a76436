import { vehicleNumberQuerySchema, vehicleNumberResponseSchema } from '@ankvidya/schemas';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const vehicleNumberDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/vehicle-number',
    summary:
      "An Indian vehicle registration (state or BH series) read against its owner's moolank and bhagyank (never logged)",
    request: { query: vehicleNumberQuerySchema },
    responses: {
      200: json(vehicleNumberResponseSchema, 'Reading'),
      ...errors({ 400: 'Invalid number or dob (field named)', 429: 'Rate limited' }),
    },
  },
];
