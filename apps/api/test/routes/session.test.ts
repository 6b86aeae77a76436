import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from '../support/app.js';

describe('POST /api/session', () => {
  it('creates a new user with one free report credit', async () => {
    const { app, auth } = buildTestApp();
    const token = auth.issue({
      email: 'Asha@Example.in',
      name: 'Asha Verma',
      photoURL: 'https://example.in/a.png',
    });
    const res = await request(app).post('/api/session').set(bearer(token));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      uid: 'uid-Asha@Example.in',
      name: 'Asha Verma',
      authProvider: 'google',
      email: 'asha@example.in',
      phoneNumber: null,
      photoURL: 'https://example.in/a.png',
      remainingPDFQuota: 1,
      lastLogin: '2026-11-21T10:00:00.000Z',
    });
  });

  it('finds an existing user by email and updates only lastLogin', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const { app, auth } = buildTestApp({ now: () => now });
    await request(app)
      .post('/api/session')
      .set(bearer(auth.issue({ email: 'a@b.in', uid: 'first' })));
    now = new Date('2026-11-22T08:30:00Z');
    const res = await request(app)
      .post('/api/session')
      .set(bearer(auth.issue({ email: 'a@b.in', uid: 'second' })));
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe('first');
    expect(res.body.lastLogin).toBe('2026-11-22T08:30:00.000Z');
    expect(res.body.remainingPDFQuota).toBe(1);
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'Token abc'],
    ['too short', 'Bearer abc'],
    ['unknown', `Bearer ${'y'.repeat(40)}`],
  ])('refuses a %s token with 401', async (_label, header) => {
    const { app } = buildTestApp();
    const req = request(app).post('/api/session');
    const res = await (header ? req.set('Authorization', header) : req);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('refuses a revoked token with 401', async () => {
    const { app, auth } = buildTestApp();
    const token = auth.issue({ email: 'a@b.in' });
    auth.revoke(token);
    const res = await request(app).post('/api/session').set(bearer(token));
    expect(res.status).toBe(401);
  });

  it('signs out with 204', async () => {
    const { app } = buildTestApp();
    expect((await request(app).delete('/api/session')).status).toBe(204);
  });
});

describe('GET /api/me', () => {
  it('answers the profile, reports and payments of the caller', async () => {
    const { app, auth } = buildTestApp();
    const token = auth.issue({ email: 'me@b.in' });
    await request(app).post('/api/session').set(bearer(token));
    const res = await request(app).get('/api/me').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('me@b.in');
    expect(res.body.reports).toEqual([]);
    expect(res.body.payments).toEqual({});
  });

  it('needs sign-in', async () => {
    const { app } = buildTestApp();
    expect((await request(app).get('/api/me')).status).toBe(401);
  });
});
