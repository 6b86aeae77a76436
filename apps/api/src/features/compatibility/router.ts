import { compatibility } from '@ankvidya/numerology-core';
import { compatibilityBodySchema, latestToday } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { parseOr400 } from '../../http/errors.js';

/** Two people's numbers side by side; the body (names, dates) is never logged or stored. */
export function compatibilityRouter(limit: RequestHandler, now: () => Date): Router {
  const router = Router();
  router.post('/compatibility', limit, (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { a, b, year } = parseOr400(compatibilityBodySchema, req.body);
    const options = { currentYear: year ?? now().getFullYear(), today: latestToday(now()) };
    res.json(compatibility(a, b, options));
  });
  return router;
}
