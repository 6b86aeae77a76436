import type { Request, RequestHandler } from 'express';
import type { Socket } from 'node:net';
import { HttpError } from './errors.js';

/**
 * The most bytes each route reads as its body, as its parser is told: express.json's '10kb' in
 * app.ts and the webhooks' express.raw '1mb' (test/routes/body-limit.test.ts keeps them equal).
 */
export const BODY_LIMITS = { json: 10 * 1024, webhook: 1024 * 1024 } as const;

/** How long a refused connection still reads (and drops) what the client had already sent. */
const LINGER_MS = 2000;

const limitOf = (req: Request) =>
  req.path.startsWith('/webhooks/') ? BODY_LIMITS.webhook : BODY_LIMITS.json;

/**
 * Answers 413 as soon as the declared Content-Length is over the route's limit, before a byte of
 * the body is read: the parsers would only refuse it after reading (and discarding) all of it.
 * Mount under /api, where `req.path` names the route.
 */
export function refuseDeclaredOversize(): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    const limit = limitOf(req);
    if (!(declared > limit)) {
      next();
      return;
    }
    res.setHeader('Connection', 'close');
    lingerOnClose(req.socket);
    next(
      new HttpError(
        413,
        'payload_too_large',
        `The request body is too large: this address takes at most ${limit} bytes.`,
      ),
    );
  };
}

/**
 * Node destroys a closing socket as soon as the answer is flushed; the body the client is still
 * sending would then meet a reset, which can wipe the unread answer from the client's buffer.
 * Instead: close our side (the client reads the 413 and the end), drop what still arrives, and
 * let go when the client closes or after LINGER_MS.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringDestroySoon(this: Socket) {
    this.end();
    this.resume();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}
