import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { asha, bearer, buildTestApp } from '../support/app.js';

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

  it('finds an existing user by uid and updates only lastLogin', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const { app, auth } = buildTestApp({ now: () => now });
    await request(app)
      .post('/api/session')
      .set(bearer(auth.issue({ email: 'a@b.in', uid: 'first' })));
    now = new Date('2026-11-22T08:30:00Z');
    const res = await request(app)
      .post('/api/session')
      .set(bearer(auth.issue({ email: 'a@b.in', uid: 'first' })));
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe('first');
    expect(res.body.lastLogin).toBe('2026-11-22T08:30:00.000Z');
    expect(res.body.remainingPDFQuota).toBe(1);
  });

  it('refuses a new uid with a known email while the old account still exists', async () => {
    const { app, auth, store } = buildTestApp();
    const owner = bearer(auth.issue({ email: 'a@b.in', uid: 'first' }));
    await request(app).post('/api/session').set(owner);
    await request(app).post('/api/reports').set(owner).send(asha);
    const intruder = bearer(auth.issue({ email: 'A@b.in', uid: 'second' }));
    const res = await request(app).post('/api/session').set(intruder);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('account_conflict');
    expect((await request(app).get('/api/me').set(intruder)).status).toBe(409);
    expect(await store.getUser('second')).toBeUndefined();
    expect(await store.listReports('second')).toEqual([]);
    expect(await store.listReports('first')).toHaveLength(1);
  });

  it('hands the account to a new uid once the old one is gone at the provider', async () => {
    const { app, auth } = buildTestApp();
    const old = bearer(auth.issue({ email: 'a@b.in', uid: 'first' }));
    const created = await request(app).post('/api/reports').set(old).send(asha);
    auth.deleteUser('first');
    const renewed = bearer(auth.issue({ email: 'a@b.in', uid: 'second' }));
    const res = await request(app).post('/api/session').set(renewed);
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe('second');
    const me = await request(app).get('/api/me').set(renewed);
    expect(me.body.reports.map((r: { pdfID: string }) => r.pdfID)).toEqual([created.body.pdfID]);
    // The same details find the same report, not a new locked copy.
    const again = await request(app).post('/api/reports').set(renewed).send(asha);
    expect(again.body.pdfID).toBe(created.body.pdfID);
  });

  it('answers every one of concurrent first requests of the new uid while it takes over', async () => {
    const { app, auth, store } = buildTestApp();
    const old = bearer(auth.issue({ email: 'a@b.in', uid: 'first' }));
    const created = await request(app).post('/api/reports').set(old).send(asha);
    await request(app).get(`/api/reports/${created.body.pdfID}/pdf`).set(old); // spends the credit
    auth.deleteUser('first');
    auth.lookupDelayMs = 30;
    const renewed = bearer(auth.issue({ email: 'a@b.in', uid: 'second' }));
    // The web app's first page load after sign-in: several requests at once, none signed in yet.
    const answers = await Promise.all([
      request(app).post('/api/session').set(renewed),
      request(app).get('/api/me').set(renewed),
      request(app).get('/api/me').set(renewed),
      request(app).get('/api/me').set(renewed),
      request(app).post('/api/reports').set(renewed).send(asha),
      request(app).get('/api/me').set(renewed),
    ]);
    const failures = answers
      .filter((r) => r.status < 200 || r.status >= 300)
      .map((r) => `${r.status} ${JSON.stringify(r.body)}`);
    expect(failures).toEqual([]);
    expect(await store.getUser('first')).toBeUndefined();
    expect(await store.getUser('second')).toMatchObject({ email: 'a@b.in', remainingPDFQuota: 0 });
    expect((await store.listReports('second')).map((r) => r.pdfID)).toEqual([created.body.pdfID]);
    expect((await store.listReports('second'))[0]?.unlockedBy).toBe('credit');
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
