import { randomUUID } from 'node:crypto';
import { contactMessageSchema } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { parseOr400 } from '../../http/errors.js';
import type { Store } from '../../ports/store.js';

/** Messages from the contact form are stored, so none is lost; the log holds only the id. */
export function contactRouter(
  store: Store,
  logger: Logger,
  limit: RequestHandler,
  now: () => Date,
): Router {
  const router = Router();
  router.post('/contact', limit, async (req, res) => {
    const message = parseOr400(contactMessageSchema, req.body);
    const id = randomUUID();
    // Kept lower-cased, as account emails are, so the writer's own data is found by it
    // (GET /api/me/export, DELETE /api/me).
    const email = message.email.toLowerCase();
    await store.saveContactMessage({ id, ...message, email, createdAt: now().toISOString() });
    logger.info({ contactId: id }, 'contact message received');
    res.status(201).json({ received: true });
  });
  return router;
}
