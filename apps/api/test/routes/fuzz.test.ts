import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from '../support/app.js';

const routes = [
  ['post', '/api/reports'],
  ['post', '/api/createPaymentIntent'],
  ['post', '/api/demo/confirm'],
  ['post', '/api/events'],
  ['post', '/api/contact'],
  ['post', '/api/session'],
] as const;

describe('arbitrary bodies', () => {
  it('never produce a 500', async () => {
    const built = buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    const token = built.auth.issue({ email: 'fuzz@b.in' });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        fc.boolean(),
        async ([method, path], body, signed) => {
          const req = request(built.app)[method](path).set('Content-Type', 'application/json');
          const res = await (signed ? req.set(bearer(token)) : req).send(body);
          expect(res.status).toBeLessThan(500);
          expect(res.body.error?.code ?? 'ok').toBeTypeOf('string');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never produce a 500 for arbitrary analysis queries', async () => {
    const { app } = buildTestApp();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('name', 'dob', 'gender', 'year', 'x'), fc.string()),
        async (query) => {
          const res = await request(app).get('/api/analysis').query(query);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 150 },
    );
  });
});
