import { analyze, explain } from '@ankvidya/numerology-core';
import { analysisInputSchema, latestToday } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseOr400 } from '../../http/errors.js';

/** The query it reads; the OpenAPI document describes the same object. */
export const analysisQuerySchema = z.object({
  name: z.string().max(1000).default(''),
  dob: z.string().max(40).default(''),
  gender: z.string().max(20).default(''),
  year: z.coerce.number().int().min(1).max(9999).optional(),
});

/** The free analysis and its working, for outside callers. */
export function analysisRouter(limit: RequestHandler, now: () => Date): Router {
  const router = Router();
  router.get('/analysis', limit, (req, res) => {
    const { year, ...fields } = parseOr400(analysisQuerySchema, req.query);
    const input = parseOr400(analysisInputSchema, fields);
    const options = { currentYear: year ?? now().getFullYear(), today: latestToday(now()) };
    res.json({ analysis: analyze(input, options), working: explain(input, options) });
  });
  return router;
}
