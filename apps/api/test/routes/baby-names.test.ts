import type { GivenName } from '@ankvidya/content/names';
import { prepareBabyNames } from '@ankvidya/numerology-core';
import { birthStar } from '@ankvidya/numerology-core/birth-star';
import { babyNamesResponseSchema } from '@ankvidya/schemas';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { babyNamesRouterWith } from '../../src/features/baby-names/router.js';
import { errorHandler } from '../../src/http/errors.js';
import { buildTestApp } from '../support/app.js';

const given = (
  id: string,
  devanagari: string,
  gender: GivenName['gender'],
  origin: GivenName['origin'] = 'sanskrit',
): GivenName => ({
  id,
  latin: [id.charAt(0).toUpperCase() + id.slice(1)],
  devanagari,
  gender,
  origin,
});

// A small list of our own, so the ordering is checked whatever the real list holds.
const FIXTURE: GivenName[] = [
  given('aarav', 'आरव', 'boy'),
  given('lakshya', 'लक्ष्य', 'boy'),
  given('chetan', 'चेतन', 'boy'),
  given('kiran', 'किरण', 'both'),
  given('vivek', 'विवेक', 'boy'),
  given('manav', 'मानव', 'boy'),
  given('zubair', 'ज़ुबैर', 'boy', 'arabic'),
  given('lata', 'लता', 'girl'),
  given('meera', 'मीरा', 'girl'),
];

function fixtureApp(list: GivenName[] = FIXTURE) {
  // The fixture's names may not be in the real list: each gets a meaning of its own.
  const catalog = Promise.resolve({
    names: prepareBabyNames(list),
    meaning: (id: string) => ({ en: `meaning of ${id}`, hi: `${id} का अर्थ` }),
  });
  const app = express();
  const pass: express.RequestHandler = (_req, _res, next) => next();
  app.use('/api', babyNamesRouterWith(catalog)(pass));
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

const child = { dob: '2021-03-14', gender: 'boy' };

describe('GET /api/baby-names', () => {
  it('answers the documented shape from the real list, kept from shared caches', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .get('/api/baby-names')
      .query({ ...child, time: '06:30', surname: 'Sharma', limit: '5' });
    expect(res.status).toBe(200);
    expect(babyNamesResponseSchema.parse(res.body)).toEqual(res.body);
    // 14 -> 5; 2021-03-14: 1+4+3+2+0+2+1 = 13 -> 4.
    expect(res.body.moolank).toBe(5);
    expect(res.body.bhagyank).toBe(4);
    const star = birthStar({ date: '2021-03-14', time: '06:30' });
    expect(res.body.nakshatra).toMatchObject({
      number: star.number,
      pada: star.pada,
      nearBoundary: star.nearBoundary,
    });
    expect(res.body.nakshatra.syllables[0]).toEqual(star.syllables[0]);
    expect(res.body.names.length).toBeLessThanOrEqual(5);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('names the birth star in the language asked for', async () => {
    const { app } = buildTestApp();
    const en = await request(app)
      .get('/api/baby-names')
      .query({ ...child, time: '06:30' });
    const hi = await request(app)
      .get('/api/baby-names')
      .query({ ...child, time: '06:30', locale: 'hi' });
    expect(en.body.nakshatra.name).toMatch(/^[A-Za-z -]+$/);
    expect(hi.body.nakshatra.name).toMatch(/[\u0900-\u097f]/);
  });

  it('without a time, has no birth star and ranks by harmony, then compound', async () => {
    const app = fixtureApp();
    const res = await request(app).get('/api/baby-names').query(child);
    expect(res.status).toBe(200);
    expect(res.body.nakshatra).toBeNull();
    expect(res.body.total).toBe(7); // six boys' names and Kiran, given to both
    const names = res.body.names as Array<{ score: number; syllableMatch: null; fullName: null }>;
    expect(names.map((n) => n.syllableMatch)).toEqual(Array(7).fill(null));
    expect(names.every((n) => n.fullName === null)).toBe(true);
    const scores = names.map((n) => n.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(res.body.names[0].meaning).toEqual({
      en: `meaning of ${res.body.names[0].id}`,
      hi: `${res.body.names[0].id} का अर्थ`,
    });
  });

  it("with a time, puts the names on the birth star's syllables first", async () => {
    const app = fixtureApp();
    // 2021-03-16 at noon in India: the Moon in Ashwini (Chu, Che, Cho, La), second pada (Che):
    // Chetan begins with the pada's own syllable; Lakshya's La is the fourth pada's, no match.
    const time = '12:00';
    expect(birthStar({ date: '2021-03-16', time }).id).toBe('ashwini');
    const res = await request(app)
      .get('/api/baby-names')
      .query({ dob: '2021-03-16', gender: 'boy', time });
    expect(res.body.nakshatra).toMatchObject({ number: 1, pada: 2 });
    expect(res.body.nakshatra.syllables[0]).toEqual({ devanagari: 'चे', latin: 'Che' });
    expect(res.body.nakshatra.syllable).toEqual({ devanagari: 'चे', latin: 'Che' });
    const ids = res.body.names.map((n: { id: string }) => n.id);
    expect(ids[0]).toBe('chetan');
    const lakshya = res.body.names.find((n: { id: string }) => n.id === 'lakshya');
    expect(lakshya.syllableMatch).toBe(false);
    expect(res.body.names.slice(1).every((n: { syllableMatch: boolean }) => !n.syllableMatch)).toBe(
      true,
    );
  });

  it('reads the full name with the surname and pages with limit and offset', async () => {
    const app = fixtureApp();
    const all = await request(app)
      .get('/api/baby-names')
      .query({ ...child, surname: 'Iyer' });
    expect(all.body.names[0].fullName.name).toBe(`${all.body.names[0].name} Iyer`);
    const page = await request(app)
      .get('/api/baby-names')
      .query({ ...child, surname: 'Iyer', limit: '2', offset: '3' });
    expect(page.body.total).toBe(7);
    expect(page.body.names).toEqual(all.body.names.slice(3, 5));
  });

  it('filters by letter and origin, and offers girls the girls’ names and those given to both', async () => {
    const app = fixtureApp();
    const letter = await request(app)
      .get('/api/baby-names')
      .query({ ...child, letter: 'V' });
    expect(letter.body.names.map((n: { id: string }) => n.id)).toEqual(['vivek']);
    const origin = await request(app)
      .get('/api/baby-names')
      .query({ ...child, origin: 'arabic' });
    expect(origin.body.names.map((n: { id: string }) => n.id)).toEqual(['zubair']);
    const girls = await request(app)
      .get('/api/baby-names')
      .query({ ...child, gender: 'girl' });
    expect(girls.body.names.map((n: { id: string }) => n.id).sort()).toEqual([
      'kiran',
      'lata',
      'meera',
    ]);
  });

  it.each([
    ['dob', { dob: '2021-02-30' }],
    ['dob', { dob: '' }],
    ['dob', { dob: '3021-01-01' }],
    ['gender', { gender: 'Male' }],
    ['gender', { gender: '' }],
    ['time', { time: '25:00' }],
    ['time', { time: '6.30' }],
    ['tz', { time: '06:30', tz: 'Mars/Olympus' }],
    ['tz', { tz: '../../etc' }],
    ['limit', { limit: '101' }],
    ['limit', { limit: '0' }],
    ['limit', { limit: 'ten' }],
    ['offset', { offset: '-1' }],
    ['origin', { origin: 'klingon' }],
    ['origin', { origin: 'Sanskrit!' }],
    ['letter', { letter: 'ab' }],
    ['surname', { surname: 'शर्मा' }],
    ['locale', { locale: 'fr' }],
    ['names', { names: 'a,,b' }],
    ['names', { names: Array(31).fill('a').join(',') }],
    ['twins', { twins: 'boy-dog' }],
    ['twins', { twins: 'boy' }],
    ['twins', { twins: 'triplets' }],
  ])('refuses a bad %s with 400 naming it', async (field, bad) => {
    const app = fixtureApp();
    const res = await request(app)
      .get('/api/baby-names')
      .query({ ...child, ...bad });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field });
  });

  it('answers only the names of a shared shortlist, by id', async () => {
    const res = await request(fixtureApp())
      .get('/api/baby-names')
      .query({ ...child, names: 'vivek,kiran,meera' });
    expect(res.body.names.map((n: { id: string }) => n.id).sort()).toEqual(['kiran', 'vivek']);
  });

  it('takes a limit of 100 and an expected date up to a year ahead', async () => {
    const app = fixtureApp();
    const ahead = new Date(Date.now() + 200 * 24 * 3600_000).toISOString().slice(0, 10);
    const res = await request(app)
      .get('/api/baby-names')
      .query({ dob: ahead, gender: 'girl', limit: '100' });
    expect(res.status).toBe(200);
  });

  describe('twins', () => {
    const TWINS: GivenName[] = [
      given('aarav', 'आरव', 'boy'),
      given('aarvi', 'आरवी', 'girl'),
      given('ram', 'राम', 'boy'),
      given('shyam', 'श्याम', 'boy'),
      given('luv', 'लव', 'boy'),
      given('kush', 'कुश', 'boy'),
      given('kiran', 'किरण', 'both'),
      given('kirti', 'कीर्ति', 'girl'),
    ];
    // 1 March 2021: moolank 1, bhagyank 9 (1 + 3 + 2021 = 2025, 2 + 0 + 2 + 5 = 9).
    const twinsChild = { dob: '2021-03-01' };
    const pairIds = (body: { pairs: Array<{ names: Array<{ id: string }> }> }) =>
      body.pairs.map((pair) => pair.names.map((name) => name.id).join('+'));

    it('answers pairs of names that go together, the boy first, with no gender needed', async () => {
      const res = await request(fixtureApp(TWINS))
        .get('/api/baby-names')
        .query({ ...twinsChild, twins: 'boy-girl' });
      expect(res.status).toBe(200);
      const body = babyNamesResponseSchema.parse(res.body);
      expect(body.names).toEqual([]);
      expect(body.total).toBe(body.pairs?.length);
      for (const pair of body.pairs ?? []) {
        expect(['boy', 'both']).toContain(pair.names[0].gender);
        expect(['girl', 'both']).toContain(pair.names[1].gender);
        expect(pair.bond.sameStart || pair.bond.rhyme).toBe(true);
        expect(pair.names[0].meaning.hi).toBe(`${pair.names[0].id} का अर्थ`);
        for (const name of pair.names) {
          expect(name.harmony.moolank).not.toBe('challenging');
          expect(name.harmony.bhagyank).not.toBe('challenging');
        }
      }
      // Aarav and Aarvi (2, friendly with 1 and 9) begin alike.
      expect(pairIds(res.body)).toContain('aarav+aarvi');
      // Luv and Kush neither share a beginning nor rhyme, and are both boys.
      expect(pairIds(res.body).some((ids) => ids.includes('luv'))).toBe(false);
    });

    it('pairs two boys from the boys’ names, each pair once, and pages the pairs', async () => {
      const app = fixtureApp(TWINS);
      const all = await request(app)
        .get('/api/baby-names')
        .query({ ...twinsChild, twins: 'boy-boy', gender: 'girl' });
      expect(all.status).toBe(200);
      const ids = pairIds(all.body);
      const unordered = ids.map((pair) => pair.split('+').sort().join('+'));
      expect(new Set(unordered).size).toBe(ids.length);
      for (const pair of all.body.pairs) {
        for (const name of pair.names) expect(['boy', 'both']).toContain(name.gender);
      }
      const second = await request(app)
        .get('/api/baby-names')
        .query({ ...twinsChild, twins: 'boy-boy', limit: '1', offset: '1' });
      expect(pairIds(second.body)).toEqual(ids.slice(1, 2));
      expect(second.body.total).toBe(ids.length);
    });

    it('finds pairs in the real list for every choice, within the documented shape', async () => {
      const { app } = buildTestApp();
      for (const twins of ['boy-boy', 'girl-girl', 'boy-girl']) {
        const res = await request(app)
          .get('/api/baby-names')
          .query({ dob: '2021-03-14', twins, time: '06:30', surname: 'Sharma', limit: '5' });
        expect(res.status).toBe(200);
        const body = babyNamesResponseSchema.parse(res.body);
        expect(body.pairs).toHaveLength(5);
        expect(body.total).toBeGreaterThan(50);
      }
    });
  });
});
