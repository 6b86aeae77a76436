import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../src/http/errors.js';
import { clientKey, limitPerMinute, perIpCountedLater } from '../src/http/rate-limit.js';

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

describe('perIpCountedLater', () => {
  it('counts only where `count` runs, yet `check` turns a client away once it is over', async () => {
    const time = 60_000 * 1000 + 5_000;
    const bound = perIpCountedLater(2, () => time);
    const app = express();
    app.set('trust proxy', true);
    app.get('/checked', bound.check, (_req, res) => res.json({ ok: true }));
    app.get('/counted', bound.check, bound.count, (_req, res) => res.json({ ok: true }));
    app.use(errorHandler(pino({ level: 'silent' })));
    const get = (path: string, ip = '10.0.0.1') =>
      request(app).get(path).set('X-Forwarded-For', ip);
    for (let i = 0; i < 5; i++) expect((await get('/checked')).status).toBe(200);
    expect((await get('/counted')).status).toBe(200);
    expect((await get('/counted')).status).toBe(200);
    const refused = await get('/checked');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('55');
    expect((await get('/counted')).status).toBe(429);
    expect((await get('/checked', '10.0.0.2')).status).toBe(200);
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
