import { houseNumberResponseSchema, vehicleNumberResponseSchema } from '@ankvidya/schemas';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.js';

// Asha, 1990-08-05: moolank 5, bhagyank 5.
const asha = { dob: '1990-08-05' };

describe('GET /api/vehicle-number', () => {
  it('reads every digit, the last four and the letters, against moolank and bhagyank', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .get('/api/vehicle-number')
      .query({ number: 'mh-12-ab-1234', ...asha });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // 1+2+1+2+3+4 = 13 -> 4; 1234 -> 10 -> 1; letters M4 H5 A1 B2 = 12; 4 with 5 is friendly.
    expect(res.body).toMatchObject({
      number: 'MH 12 AB 1234',
      digits: [1, 2, 1, 2, 3, 4],
      total: 13,
      reduced: 4,
      lastFour: { digits: '1234', total: 10, reduced: 1 },
      letters: { total: 12, withDigits: 25, reduced: 7 },
      harmony: { moolank: 'friendly', bhagyank: 'friendly' },
    });
    expect(vehicleNumberResponseSchema.parse(res.body)).toEqual(res.body);
  });

  it('reads a Bharat series plate', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .get('/api/vehicle-number')
      .query({ number: '22 BH 1234 AA', ...asha });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ number: '22 BH 1234 AA', total: 14, reduced: 5 });
  });

  it.each([
    [{ dob: '1990-08-05' }, 'number'],
    [{ number: 'XX 12 AB 1234', dob: '1990-08-05' }, 'number'],
    [{ number: 'MH 12 AB 0000', dob: '1990-08-05' }, 'number'],
    [{ number: 'M'.repeat(200), dob: '1990-08-05' }, 'number'],
    [{ number: 'MH 12 AB 1234', dob: '1990-02-30' }, 'dob'],
    [{ number: 'MH 12 AB 1234' }, 'dob'],
    [{ number: 'MH 12 AB 1234', dob: '2027-01-01' }, 'dob'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/vehicle-number').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field });
  });

  it('answers 200 or 400, never 500, for arbitrary queries', async () => {
    const { app } = buildTestApp();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('number', 'dob', 'x'), fc.string()),
        async (query) => {
          const res = await request(app).get('/api/vehicle-number').query(query);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('GET /api/house-number', () => {
  it('reads A-504 with its letter by the Chaldean table', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .get('/api/house-number')
      .query({ number: 'a-504', ...asha });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A1 + 5 + 0 + 4 = 10 -> 1.
    expect(res.body).toMatchObject({ number: 'A-504', total: 10, reduced: 1, moolank: 5 });
    expect(Object.keys(res.body.harmony)).toEqual(['moolank', 'bhagyank']);
    expect(houseNumberResponseSchema.parse(res.body)).toEqual(res.body);
  });

  it.each([
    [{ dob: '1990-08-05' }, 'number'],
    [{ number: 'ABC', dob: '1990-08-05' }, 'number'],
    [{ number: '12 & 14', dob: '1990-08-05' }, 'number'],
    [{ number: '12B', dob: 'yesterday' }, 'dob'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/house-number').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field });
  });

  it('answers 200 or 400, never 500, for arbitrary queries', async () => {
    const { app } = buildTestApp();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('number', 'dob', 'x'), fc.string()),
        async (query) => {
          const res = await request(app).get('/api/house-number').query(query);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 100 },
    );
  });
});
