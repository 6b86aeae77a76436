import { businessNameReading } from '@ankvidya/numerology-core';
import { businessNameQuerySchema, latestToday, type BusinessNameResponse } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { parseOr400 } from '../../http/errors.js';

/**
 * A business name read against its owner's birth numbers, with a launch date when given. The
 * answer depends only on the query, so the browser may keep it for a day; shared caches may not
 * (the address carries a date of birth, never logged: the request log has no query string).
 */
export function businessNameRouter(limit: RequestHandler, now: () => Date): Router {
  const router = Router();
  router.get('/business-name', limit, (req, res) => {
    const { name, ...options } = parseOr400(businessNameQuerySchema, req.query);
    const reading = businessNameReading(name, { ...options, today: latestToday(now()) });
    const body: BusinessNameResponse = {
      ...reading,
      suggestions: reading.suggestions.map((s) => ({ ...s, harmony: s.harmony! })),
    };
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.json(body);
  });
  return router;
}
