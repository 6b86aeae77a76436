import { getContent } from '@ankvidya/content';
import { todayResponseSchema } from '@ankvidya/schemas';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.js';

const en = getContent('en').todayPage;
const hi = getContent('hi').todayPage;

describe('GET /api/today', () => {
  it("gives the date's universal day and its reading for each moolank", async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/today').query({ date: '2026-11-25' });
    expect(res.status).toBe(200);
    // 2+0+2+6+1+1+2+5 = 19 -> 1.
    expect(res.body).toEqual({
      date: '2026-11-25',
      universalDay: 1,
      readings: Object.fromEntries(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].map((m) => [m, en.readings[1][m as 1]]),
      ),
      personal: null,
    });
    expect(todayResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('adds the personal day for a date of birth, and keeps that answer out of shared caches', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .get('/api/today')
      .query({ date: '2026-11-25', dob: '1990-08-05' });
    expect(res.status).toBe(200);
    // Born 5 August: year 5 + 8 + (2026 -> 1) = 14 -> 5; month 5 + 11 -> 7; day 7 + 25 -> 5.
    expect(res.body.personal).toEqual({ year: 5, month: 7, day: 5, reading: en.personalDays[5] });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('reads 29 February and the turn of the year', async () => {
    const { app } = buildTestApp();
    const leap = await request(app)
      .get('/api/today')
      .query({ date: '2028-02-29', dob: '1996-02-29' });
    // 2+0+2+8+0+2+2+9 = 25 -> 7; year 2 + 2 + 3 -> 7; month 7 + 2 -> 9; day 9 + 29 -> 2.
    expect(leap.body).toMatchObject({
      date: '2028-02-29',
      universalDay: 7,
      personal: { year: 7, month: 9, day: 2 },
    });
    const newYear = await request(app)
      .get('/api/today')
      .query({ date: '2027-01-01', dob: '1990-08-05' });
    expect(newYear.body).toMatchObject({
      universalDay: 4,
      personal: { year: 6, month: 7, day: 8 },
    });
  });

  it('answers in Hindi when asked', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .get('/api/today')
      .query({ date: '2026-11-25', dob: '1990-08-05', locale: 'hi' });
    expect(res.body.readings[3]).toBe(hi.readings[1][3]);
    expect(res.body.personal.reading).toBe(hi.personalDays[5]);
  });

  it.each([
    [{}, 'date'],
    [{ date: '' }, 'date'],
    [{ date: '25-11-2026' }, 'date'],
    [{ date: '2027-02-29' }, 'date'],
    [{ date: '2026-13-01' }, 'date'],
    [{ date: '0000-01-01' }, 'date'],
    [{ date: '2026-11-25', dob: '1990-02-30' }, 'dob'],
    [{ date: '2026-11-25', dob: 'yesterday' }, 'dob'],
    [{ date: '2026-11-25', dob: '2090-01-01' }, 'dob'],
    [{ date: '2026-11-25', locale: 'fr' }, 'locale'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/today').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field });
  });

  it('refuses a date given twice', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/today?date=2026-11-25&date=2026-11-26');
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('date');
  });

  it('answers 200 or 400, never 500, for arbitrary queries', async () => {
    const { app } = buildTestApp();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('date', 'dob', 'locale', 'x'), fc.string()),
        async (query) => {
          const res = await request(app).get('/api/today').query(query);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 100 },
    );
  });
});
