import { mobileNumberReading } from '@ankvidya/numerology-core';
import { latestToday, mobileNumberQuerySchema } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { parseOr400 } from '../../http/errors.js';

/**
 * A mobile number read against its owner's date of birth. The number is personal: it is never
 * logged (the request log has no query string) or stored, and no shared cache may keep it.
 */
export function mobileNumberRouter(limit: RequestHandler, now: () => Date): Router {
  const router = Router();
  router.get('/mobile-number', limit, (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { number, ...owner } = parseOr400(mobileNumberQuerySchema, req.query);
    res.json(mobileNumberReading(number, { ...owner, today: latestToday(now()) }));
  });
  return router;
}
