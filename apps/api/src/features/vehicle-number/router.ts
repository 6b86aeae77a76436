import { vehicleNumberReading } from '@ankvidya/numerology-core';
import { latestToday, vehicleNumberQuerySchema } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { parseOr400 } from '../../http/errors.js';

/**
 * A vehicle registration read against its owner's date of birth. A registration identifies a
 * person's vehicle: it is never logged (the request log has no query string) or stored, and no
 * shared cache may keep it.
 */
export function vehicleNumberRouter(limit: RequestHandler, now: () => Date): Router {
  const router = Router();
  router.get('/vehicle-number', limit, (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { number, dob } = parseOr400(vehicleNumberQuerySchema, req.query);
    res.json(vehicleNumberReading(number, { dob, today: latestToday(now()) }));
  });
  return router;
}
