import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../src/http/errors.js';
import { clientKey, limitPerMinute } from '../src/http/rate-limit.js';

function appWithLimit(limit: number, now: () => number) {
  const app = express();
  app.set('trust proxy', true);
  app.get('/x', limitPerMinute(limit, { now }), (_req, res) => res.json({ ok: true }));
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

describe('limitPerMinute', () => {
  it('allows `limit` requests a minute per client, then answers 429 until the window turns', async () => {
    let time = 60_000 * 1000 + 5_000;
    const app = appWithLimit(2, () => time);
    const from = (ip: string) => request(app).get('/x').set('X-Forwarded-For', ip);
    expect((await from('10.0.0.1')).status).toBe(200);
    const second = await from('10.0.0.1');
    expect(second.headers.ratelimit).toBe('limit=2, remaining=0, reset=55');
    const third = await from('10.0.0.1');
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('rate_limited');
    expect(third.headers['retry-after']).toBe('55');
    expect((await from('10.0.0.2')).status).toBe(200);
    time += 55_000;
    expect((await from('10.0.0.1')).status).toBe(200);
  });
});

describe('clientKey', () => {
  it('counts IPv4 addresses alone and IPv6 clients by their /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:abcd:12::1')).toBe('2001:db8:abcd:12::/64');
    expect(clientKey('2001:0db8:abcd:0012:ffff:1:2:3')).toBe('2001:db8:abcd:12::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });
});
