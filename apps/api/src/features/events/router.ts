import { analyticsEventSchema } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { parseOr400 } from '../../http/errors.js';

/** The analytics sink when Firebase Analytics is not configured: events go to the log. */
export function eventsRouter(logger: Logger, limit: RequestHandler): Router {
  const router = Router();
  router.post('/events', limit, (req, res) => {
    const event = parseOr400(analyticsEventSchema, req.body);
    logger.info({ analytics: event }, 'analytics event');
    res.status(204).end();
  });
  return router;
}
