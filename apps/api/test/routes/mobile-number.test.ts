import { mobileNumberResponseSchema } from '@ankvidya/schemas';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.js';

const asha = { dob: '1990-08-05', gender: 'Female' };

describe('GET /api/mobile-number', () => {
  it('reads the ten digits against moolank and bhagyank, with its working', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .get('/api/mobile-number')
      .query({ number: '+91 98765 43210', ...asha });
    expect(res.status).toBe(200);
    // 9+8+...+1+0 = 45 -> 9; Asha's moolank and bhagyank are 5; 9 with 5 is challenging.
    expect(res.body).toEqual({
      number: '9876543210',
      digits: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
      total: 45,
      reduced: 9,
      moolank: 5,
      bhagyank: 5,
      harmony: { moolank: 'challenging', bhagyank: 'challenging' },
      birthMissing: [2, 3, 4, 6, 7],
      suppliesMissing: [2, 3, 4, 6, 7],
      repeated: {},
      zeros: 1,
    });
    expect(mobileNumberResponseSchema.parse(res.body)).toEqual(res.body);
  });

  it('lets no shared cache keep the answer', async () => {
    const { app } = buildTestApp();
    const ok = await request(app)
      .get('/api/mobile-number')
      .query({ number: '9988776655', ...asha });
    expect(ok.status).toBe(200);
    expect(ok.body.repeated).toEqual({ 5: 2, 6: 2, 7: 2, 8: 2, 9: 2 });
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.headers.etag).toBeUndefined();
    const bad = await request(app)
      .get('/api/mobile-number')
      .query({ number: '123', ...asha });
    expect(bad.headers['cache-control']).toBe('private, no-store');
  });

  it('reads the date alone when no gender is given', async () => {
    const { app } = buildTestApp();
    // Rahul, 1985-12-23: his male kua 6 is in the grid only with the gender.
    const query = { number: '6000000007', dob: '1985-12-23' };
    const dateOnly = await request(app).get('/api/mobile-number').query(query);
    const withKua = await request(app)
      .get('/api/mobile-number')
      .query({ ...query, gender: 'Male' });
    expect(dateOnly.body.suppliesMissing).toEqual([6, 7]);
    expect(withKua.body.suppliesMissing).toEqual([7]);
  });

  it.each([
    [{ dob: '1990-08-05' }, 'number'],
    [{ number: '', dob: '1990-08-05' }, 'number'],
    [{ number: '98765 4321', dob: '1990-08-05' }, 'number'],
    [{ number: '5876543210', dob: '1990-08-05' }, 'number'],
    [{ number: '+1 9876543210', dob: '1990-08-05' }, 'number'],
    [{ number: 'call me', dob: '1990-08-05' }, 'number'],
    [{ number: '9'.repeat(200), dob: '1990-08-05' }, 'number'],
    [{ number: '9876543210', dob: '1990-02-30' }, 'dob'],
    [{ number: '9876543210' }, 'dob'],
    [{ number: '9876543210', dob: '2027-01-01' }, 'dob'],
    [{ number: '9876543210', dob: '1990-08-05', gender: 'Other' }, 'gender'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/mobile-number').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field });
    expect(res.body.error.message).toMatch(/^\w+: /);
  });

  it('refuses a number given twice', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get(
      '/api/mobile-number?number=9876543210&number=9988776655&dob=1990-08-05',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('number');
  });

  it('answers 200 or 400, never 500, for arbitrary queries', async () => {
    const { app } = buildTestApp();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('number', 'dob', 'gender', 'x'), fc.string()),
        async (query) => {
          const res = await request(app).get('/api/mobile-number').query(query);
          expect([200, 400]).toContain(res.status);
          if (res.status === 200) expect(res.body.number).toMatch(/^[6-9]\d{9}$/);
        },
      ),
      { numRuns: 150 },
    );
  });
});
