import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { asha, bearer, buildTestApp } from '../support/app.js';

const event = { name: 'generate-analysis-clicked', path: '/numerology-calculator' };

async function signedInUser(built: ReturnType<typeof buildTestApp>, email: string) {
  const token = built.auth.issue({ email });
  await request(built.app).post('/api/session').set(bearer(token));
  return token;
}

async function userWithLockedReport(built: ReturnType<typeof buildTestApp>, email: string) {
  const token = await signedInUser(built, email);
  // Spend the welcome credit on a first report so the next one needs paying.
  const first = await request(built.app)
    .post('/api/reports')
    .set(bearer(token))
    .send({ ...asha, name: 'First Report' });
  expect(first.status).toBe(200);
  await request(built.app).get(`/api/reports/${first.body.pdfID}/pdf`).set(bearer(token));
  const { body } = await request(built.app).post('/api/reports').set(bearer(token)).send(asha);
  return { token, pdfID: body.pdfID as string };
}

describe('rate limits per class of route', () => {
  it('gives the analysis, the mobile number and compatibility a bucket each', async () => {
    const built = buildTestApp({ env: { ANALYSIS_RATE_LIMIT_PER_MINUTE: '2' } });
    const mobile = () =>
      request(built.app)
        .get('/api/mobile-number')
        .query({ number: '9876543210', dob: '1990-08-05' });
    const pair = () => request(built.app).post('/api/compatibility').send({ a: asha, b: asha });
    const analysis = () =>
      request(built.app)
        .get('/api/analysis')
        .query({ ...asha, year: 2026 });
    for (const call of [analysis, mobile, pair]) {
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
    }
    for (const call of [analysis, mobile, pair]) expect((await call()).status).toBe(429);
  });

  it('lets a payer pay after 200 analytics posts from the same carrier IP', async () => {
    const built = buildTestApp();
    for (let i = 0; i < 200; i++) {
      const res = await request(built.app).post('/api/events').send(event);
      expect(res.status).toBe(204); // over its own limit, analytics is dropped silently
    }
    const token = await signedInUser(built, 'payer@b.in');
    const report = await request(built.app).post('/api/reports').set(bearer(token)).send(asha);
    expect(report.status).toBe(200);
    const intent = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .send({ currency: 'inr', amount: 49900, pdfID: report.body.pdfID });
    expect(intent.status).toBe(200);
  });

  it('drops analytics over the limit without logging it', async () => {
    const lines: string[] = [];
    const logTo = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const built = buildTestApp({ env: { EVENTS_RATE_LIMIT_PER_MINUTE: '5' }, logTo });
    for (let i = 0; i < 8; i++) await request(built.app).post('/api/events').send(event);
    expect(lines.filter((l) => l.includes('"analytics event"'))).toHaveLength(5);
  });

  it('counts reports and payments per signed-in user, not per shared IP', async () => {
    const built = buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    const busy = await signedInUser(built, 'busy@b.in');
    for (let i = 0; i < 3; i++)
      expect(
        (await request(built.app).post('/api/reports').set(bearer(busy)).send(asha)).status,
      ).toBe(200);
    const limited = await request(built.app).post('/api/reports').set(bearer(busy)).send(asha);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const neighbour = await signedInUser(built, 'neighbour@b.in');
    expect(
      (await request(built.app).post('/api/reports').set(bearer(neighbour)).send(asha)).status,
    ).toBe(200);
    // Payments have a bucket of their own.
    const { body } = await request(built.app)
      .post('/api/reports')
      .set(bearer(neighbour))
      .send(asha);
    expect(
      (await request(built.app).get(`/api/payments/${body.pdfID}/status`).set(bearer(busy))).status,
    ).toBe(404);
  });

  it('lets a payer on the same IP pay after a flood of requests whose sign-in fails', async () => {
    const built = buildTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_PER_IP_PER_MINUTE: '30' },
    });
    const revoked = built.auth.issue({ email: 'gone@b.in' });
    built.auth.revoke(revoked);
    // Every way a token can fail, on every signed-in route, far past every limit.
    const junk = [{}, bearer('not a token'), bearer(`forged-${'y'.repeat(40)}`), bearer(revoked)];
    const routes = [
      () => request(built.app).post('/api/reports').send(asha),
      () => request(built.app).get('/api/reports/abc/pdf'),
      () => request(built.app).post('/api/createPaymentIntent').send({}),
      () => request(built.app).get('/api/payments/abc/status'),
      () => request(built.app).post('/api/demo/confirm').send({}),
    ];
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const res = await routes[i % routes.length]!().set(junk[i % junk.length]!);
      statuses.add(res.status);
    }
    // The flood is turned away, first as unauthorised and then as too many.
    expect([...statuses].sort()).toEqual([401, 429]);

    const { token, pdfID } = await userWithLockedReport(built, 'payer@b.in');
    const intent = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .send({ currency: 'inr', amount: 49900, pdfID });
    expect(intent.status).toBe(200);
    const status = await request(built.app).get(`/api/payments/${pdfID}/status`).set(bearer(token));
    expect(status.status).toBe(200);
    expect(status.body.unlocked).toBe(false);
    const confirm = await request(built.app)
      .post('/api/demo/confirm')
      .set(bearer(token))
      .send({ clientSecret: intent.body.clientSecret });
    expect(confirm.body).toEqual({ pdfID, status: 'succeeded', unlocked: true });
    const pdf = await request(built.app).get(`/api/reports/${pdfID}/pdf`).set(bearer(token));
    expect(pdf.status).toBe(200);
  });

  it('still bounds one IP across many users', async () => {
    const built = buildTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100', RATE_LIMIT_PER_IP_PER_MINUTE: '5' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const token = await signedInUser(built, `user${i}@b.in`);
      statuses.push(
        (await request(built.app).post('/api/reports').set(bearer(token)).send(asha)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('turns a signed-in request away before verifying its token once its IP is over', async () => {
    const built = buildTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100', RATE_LIMIT_PER_IP_PER_MINUTE: '2' },
    });
    const tokens = [
      await signedInUser(built, 'one@b.in'),
      await signedInUser(built, 'two@b.in'),
      await signedInUser(built, 'three@b.in'),
    ];
    const verify = vi.spyOn(built.auth, 'verify');
    const report = (token: string) =>
      request(built.app).post('/api/reports').set(bearer(token)).send(asha);
    expect((await report(tokens[0]!)).status).toBe(200);
    expect((await report(tokens[1]!)).status).toBe(200);
    expect(verify).toHaveBeenCalledTimes(2);
    const over = await report(tokens[2]!);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // A full bucket costs no verification (with Firebase, a revocation lookup per token).
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
