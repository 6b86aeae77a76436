import { houseNumberReading } from '@ankvidya/numerology-core';
import { houseNumberQuerySchema, latestToday } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { parseOr400 } from '../../http/errors.js';

/**
 * A house or flat number read against its owner's date of birth. Part of an address: never
 * logged (the request log has no query string) or stored, and no shared cache may keep it.
 */
export function houseNumberRouter(limit: RequestHandler, now: () => Date): Router {
  const router = Router();
  router.get('/house-number', limit, (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { number, dob } = parseOr400(houseNumberQuerySchema, req.query);
    res.json(houseNumberReading(number, { dob, today: latestToday(now()) }));
  });
  return router;
}
