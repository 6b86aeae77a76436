import type { RequestHandler } from 'express';
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

/**
 * A fixed-window limit per client: at most `limit` requests each minute. One counter map per
 * window, dropped when the window turns, so memory stays bounded by the clients of one minute.
 * Answers 429 rate_limited as JSON like every other error, with Retry-After.
 */
export function limitPerMinute(limit: number, now: () => number = Date.now): RequestHandler {
  const windowMs = 60_000;
  let window = -1;
  let counts = new Map<string, number>();
  return (req, res, next) => {
    const time = now();
    const current = Math.floor(time / windowMs);
    if (current !== window) {
      window = current;
      counts = new Map();
    }
    const key = clientKey(req.ip);
    const used = (counts.get(key) ?? 0) + 1;
    counts.set(key, used);
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
}
