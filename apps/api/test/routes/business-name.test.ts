import { businessNameResponseSchema } from '@ankvidya/schemas';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.js';

// Asha, 1990-08-05: moolank 5, bhagyank 5.
const dob = '1990-08-05';

describe('GET /api/business-name', () => {
  it("reads the name's compound and number against the owner, with closer spellings", async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .get('/api/business-name')
      .query({ name: 'Shanti Sweets 24x7', dob });
    expect(res.status).toBe(200);
    expect(businessNameResponseSchema.parse(res.body)).toEqual(res.body);
    // 63/9, challenging with 5 both ways; the spellings sit better.
    expect(res.body).toMatchObject({
      name: 'Shanti Sweets 24x7',
      compound: 63,
      compoundLabel: '63/9',
      nameNumber: 9,
      moolank: 5,
      bhagyank: 5,
      harmony: { moolank: 'challenging', bhagyank: 'challenging' },
      launch: null,
    });
    expect(res.body.suggestions.length).toBeGreaterThan(0);
    expect(res.body.suggestions.length).toBeLessThanOrEqual(5);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });

  it("reads a launch date's day number against the name and the owner", async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .get('/api/business-name')
      .query({ name: 'Ankvidya & Co.', dob, launch: '2026-04-14' });
    expect(res.status).toBe(200);
    expect(res.body.compound).toBe(31);
    expect(res.body.launch).toEqual({
      date: '2026-04-14',
      dayNumber: 5,
      harmony: { nameNumber: 'friendly', moolank: 'friendly', bhagyank: 'friendly' },
    });
  });

  it.each([
    [{ dob }, 'name'],
    [{ name: '1947', dob }, 'name'],
    [{ name: 'a'.repeat(300), dob }, 'name'],
    [{ name: 'Ankvidya' }, 'dob'],
    [{ name: 'Ankvidya', dob: '1990-02-30' }, 'dob'],
    [{ name: 'Ankvidya', dob, launch: '2026-02-30' }, 'launch'],
    [{ name: 'Ankvidya', dob, launch: '14/04/2026' }, 'launch'],
    [{ name: 'Ankvidya', dob, launch: '2101-01-01' }, 'launch'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/business-name').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field });
    expect(res.body.error.message).toMatch(/^\w+: /);
  });

  it('answers 200 or 400, never 500, for arbitrary queries', async () => {
    const { app } = buildTestApp();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('name', 'dob', 'launch', 'x'), fc.string()),
        async (query) => {
          const res = await request(app).get('/api/business-name').query(query);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 100 },
    );
  });
});
