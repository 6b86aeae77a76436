import type { Request, RequestHandler, Response } from 'express';
import { MemoryRateCounter, type RateCounter } from '../ports/rate-counter.js';
import { HttpError } from './errors.js';

/**
 * The client a limit counts against: its IP address, or for IPv6 its /64 network, since one
 * household or phone gets a whole /64 and could otherwise change address for every request.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface LimitOptions {
  /** Whom a request counts against; the client's IP (or IPv6 /64) unless given. */
  key?: (req: Request, res: Response) => string;
  /** Over the limit: answer 429 (the default), or 'drop' the request with a silent 204. */
  whenOver?: 'reject' | 'drop';
  now?: () => number;
  /**
   * Where the counts live: this process's memory unless given. A shared counter (Firestore)
   * makes the limit hold across instances; `bucket` then keeps each class of route apart.
   */
  counter?: RateCounter;
  bucket?: string;
}

/** Counts a signed-in route against the caller's uid (after requireUser has run). */
export const byUser = (_req: Request, res: Response): string =>
  `uid:${(res.locals as { signedIn?: { user: { uid: string } } }).signedIn?.user.uid ?? ''}`;

const byClient = (req: Request): string => clientKey(req.ip);

/**
 * A fixed-window limit: at most `limit` requests each minute per key. The in-memory counter keeps
 * one map per window, dropped when the window turns, so memory stays bounded by the keys of one
 * minute. Answers 429 rate_limited as JSON like every other error, with Retry-After.
 */
export function limitPerMinute(limit: number, options: LimitOptions = {}): RequestHandler {
  const { key = byClient, whenOver = 'reject', now = Date.now, bucket } = options;
  const counter = options.counter ?? new MemoryRateCounter();
  const windowMs = 60_000;
  return (req, res, next) => {
    const time = now();
    const current = Math.floor(time / windowMs);
    const decide = (used: number) => {
      if (used > limit && whenOver === 'drop') return void res.status(204).end();
      const resetSeconds = Math.ceil(((current + 1) * windowMs - time) / 1000);
      res.setHeader('RateLimit-Policy', `${limit};w=60`);
      res.setHeader(
        'RateLimit',
        `limit=${limit}, remaining=${Math.max(0, limit - used)}, reset=${resetSeconds}`,
      );
      if (used > limit) {
        res.setHeader('Retry-After', String(resetSeconds));
        return next(
          new HttpError(
            429,
            'rate_limited',
            'Too many requests. Please wait a minute and try again.',
          ),
        );
      }
      next();
    };
    const who = bucket ? `${bucket}:${key(req, res)}` : key(req, res);
    const used = counter.hit(who, current, limit);
    // The in-memory count answers at once; a shared one after a round trip (or an error).
    if (typeof used === 'number') decide(used);
    else used.then(decide, next);
  };
}

/** Runs two middlewares as one (the first may be async), e.g. sign-in then a per-user limit. */
export function both(first: RequestHandler, second: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const afterFirst = (error?: unknown) => (error ? next(error) : second(req, res, next));
    Promise.resolve(first(req, res, afterFirst)).catch(next);
  };
}
