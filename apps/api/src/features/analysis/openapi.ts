import { errors, json, type RouteDoc } from '../../http/openapi.js';
import { analysisQuerySchema } from './answer.js';
import { z } from 'zod';

export const analysisDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/analysis',
    summary: 'The free analysis and its working',
    request: { query: analysisQuerySchema },
    responses: {
      200: json(z.object({ analysis: z.unknown(), working: z.unknown() }), 'Analysis'),
      ...errors({ 400: 'Invalid input (field named)', 429: 'Rate limited' }),
    },
  },
];
