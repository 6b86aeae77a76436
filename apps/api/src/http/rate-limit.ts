import type { NextFunction, Request, RequestHandler, Response } from 'express';
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

const windowMs = 60_000;

/**
 * Sets the RateLimit headers for a request that is the `used`th of its window and answers 429
 * rate_limited (as JSON like every other error, with Retry-After) when that is over `limit`.
 */
function answer(res: Response, next: NextFunction, limit: number, used: number, time: number) {
  const resetSeconds = Math.ceil(((Math.floor(time / windowMs) + 1) * windowMs - time) / 1000);
  res.setHeader('RateLimit-Policy', `${limit};w=60`);
  res.setHeader(
    'RateLimit',
    `limit=${limit}, remaining=${Math.max(0, limit - used)}, reset=${resetSeconds}`,
  );
  if (used <= limit) return next();
  res.setHeader('Retry-After', String(resetSeconds));
  next(
    new HttpError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.'),
  );
}

/**
 * A fixed-window limit: at most `limit` requests each minute per key. The in-memory counter keeps
 * one map per window, dropped when the window turns, so memory stays bounded by the keys of one
 * minute.
 */
export function limitPerMinute(limit: number, options: LimitOptions = {}): RequestHandler {
  const { key = byClient, whenOver = 'reject', now = Date.now, bucket } = options;
  const counter = options.counter ?? new MemoryRateCounter();
  return (req, res, next) => {
    const time = now();
    const decide = (used: number) => {
      if (used > limit && whenOver === 'drop') return void res.status(204).end();
      answer(res, next, limit, used, time);
    };
    const who = bucket ? `${bucket}:${key(req, res)}` : key(req, res);
    const used = counter.hit(who, Math.floor(time / windowMs), limit);
    // The in-memory count answers at once; a shared one after a round trip (or an error).
    if (typeof used === 'number') decide(used);
    else used.then(decide, next);
  };
}

/**
 * A per-IP limit that only some requests count in, yet every request is held to: `check` turns a
 * request away once the client's bucket is over, without counting it; `count` counts (and turns
 * away past the limit). Run `check` before costly work and `count` once the request has earned
 * its place, e.g. once its token verifies, so junk can never fill the bucket.
 */
export function perIpCountedLater(
  limit: number,
  now: () => number = Date.now,
): { check: RequestHandler; count: RequestHandler } {
  const counter = new MemoryRateCounter();
  return {
    check: (req, res, next) => {
      const used = counter.used(byClient(req), Math.floor(now() / windowMs));
      if (used < limit) return next();
      answer(res, next, limit, used + 1, now());
    },
    count: limitPerMinute(limit, { counter, now }),
  };
}

/** Runs two middlewares as one (the first may be async), e.g. sign-in then a per-user limit. */
export function both(first: RequestHandler, second: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const afterFirst = (error?: unknown) => (error ? next(error) : second(req, res, next));
    Promise.resolve(first(req, res, afterFirst)).catch(next);
  };
}
