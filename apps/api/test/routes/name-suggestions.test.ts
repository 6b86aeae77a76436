import { Writable } from 'node:stream';
import { nameSuggestionsResponseSchema } from '@ankvidya/schemas';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.js';

// Moolank 8, bhagyank 4: Puja Verma is 34/7, neutral to both; Pooja Verma 42/6 is friendly.
const puja = { name: 'Puja Verma', dob: '1992-02-17' };

describe('GET /api/name-suggestions', () => {
  it('answers the spelling today and spellings that sit well, each with its working', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/name-suggestions').query(puja);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Puja Verma',
      compound: 34,
      compoundLabel: '34/7',
      nameNumber: 7,
      harmony: { moolank: 'neutral', bhagyank: 'neutral' },
      moolank: 8,
      bhagyank: 4,
      fallback: false,
    });
    expect(res.body.suggestions[0]).toMatchObject({
      name: 'Pooja Verma',
      nameNumber: 6,
      compound: 42,
      harmony: { moolank: 'friendly', bhagyank: 'friendly' },
      edits: [{ kind: 'lengthen-vowel', word: 0, from: 'Puja', to: 'Pooja' }],
    });
    // P8 O7 O7 J1 A1 = 24, V6 E5 R2 M4 A1 = 18.
    expect(res.body.suggestions[0].letters.map((l: { value: number }) => l.value)).toEqual([
      8, 7, 7, 1, 1, 6, 5, 2, 4, 1,
    ]);
    expect(nameSuggestionsResponseSchema.parse(res.body)).toEqual(res.body);
  });

  it('gives every name at least three options, checked against both numbers and the compound', async () => {
    const { app } = buildTestApp();
    for (const query of [
      { name: 'Ajay Devgan', dob: '1969-04-02', gender: 'Male' },
      { name: 'Priya', dob: '1990-08-05', gender: 'Female' },
      { name: 'Venkata Sai Krishna', dob: '1985-01-16' },
      { name: 'Rahul Sharma', dob: '1990-06-19', gender: 'Male' },
      { name: 'Mohammed Faisal Khan', dob: '2001-03-09', gender: 'Male' },
      { name: 'Meera Iyer', dob: '1992-07-21', gender: 'Female' },
    ]) {
      const res = await request(app).get('/api/name-suggestions').query(query);
      expect(res.status, query.name).toBe(200);
      expect(nameSuggestionsResponseSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.suggestions.length, query.name).toBeGreaterThanOrEqual(3);
      for (const s of res.body.suggestions) {
        expect(s.tone).not.toBe('challenging');
        expect(Object.values(s.harmony)).not.toContain('challenging');
        expect(s.name).not.toMatch(/mohammedh|khann\b|mohaammedd/i);
      }
    }
  });

  it('reads a Devanagari name in its usual spelling, and says when the name already fits', async () => {
    const { app } = buildTestApp();
    // सुनीता शर्मा -> Sunita Sharma, 36/9: friendly to moolank 1 and bhagyank 3, favourable.
    const res = await request(app)
      .get('/api/name-suggestions')
      .query({ name: 'सुनीता शर्मा', dob: '1990-01-01' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Sunita Sharma',
      compoundLabel: '36/9',
      alreadyHarmonious: true,
      fallback: false,
    });
    expect(res.body.suggestions.length).toBeGreaterThanOrEqual(3);
    // Asha Verma's naamank 1 is friendly, but its compound 28 asks for care: it does not fit.
    const asha = await request(app)
      .get('/api/name-suggestions')
      .query({ name: 'Asha Verma', dob: '1990-08-05' });
    expect(asha.body).toMatchObject({
      compound: 28,
      tone: 'challenging',
      alreadyHarmonious: false,
    });
    expect(asha.body.suggestions[0]).toMatchObject({ name: 'Asha Varma', compoundLabel: '24/6' });
  });

  it('lets the browser keep the answer, but no shared cache', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/name-suggestions').query(puja);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.headers.etag).toBeUndefined();
  });

  it('uses the gender for the final a of a man’s given name only', async () => {
    const { app } = buildTestApp();
    // Moolank 2, bhagyank 8 share no friend: the answer says it fell back.
    const query = { name: 'Sunil Gupta', dob: '1990-05-02' };
    const male = await request(app)
      .get('/api/name-suggestions')
      .query({ ...query, gender: 'Male' });
    const unsaid = await request(app).get('/api/name-suggestions').query(query);
    expect(male.body.fallback).toBe(true);
    const finalA = (body: { suggestions: Array<{ edits: Array<{ kind: string }> }> }) =>
      body.suggestions.some((s) => s.edits.some((e) => e.kind.endsWith('final-a')));
    expect(finalA(male.body)).toBe(true);
    expect(finalA(unsaid.body)).toBe(false);
  });

  it.each([
    [{ dob: '1990-08-05' }, 'name', /enter your name/],
    // Devanagari is read in its Latin spelling (below); a script with no such reading is not.
    [{ name: 'ஆஷா', dob: '1990-08-05' }, 'name', /English letters/],
    [{ name: 'Asha' }, 'dob', /date of birth/],
    [{ name: 'Asha', dob: '1990-02-30' }, 'dob', /not a real date/],
    [{ name: 'Asha', dob: '1990-08-05', gender: 'x' }, 'gender', /Male or Female/],
    // The names that held the server for 200 ms (issue 20): the search takes 8 words, 60 letters.
    [{ name: Array(20).fill('Amit').join(' '), dob: '1990-08-05' }, 'name', /8 words or fewer/],
    [{ name: Array(16).fill('Sunil').join(' '), dob: '1990-08-05' }, 'name', /8 words or fewer/],
    [{ name: `T${'ad'.repeat(30)}`, dob: '1990-08-05' }, 'name', /60 letters or fewer/],
  ])('answers 400 naming the field for %o', async (query, field, message) => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/name-suggestions').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field });
    expect(res.body.error.message).toMatch(message);
  });

  it('counts in a bucket of its own, beside the analysis', async () => {
    const built = buildTestApp({ env: { ANALYSIS_RATE_LIMIT_PER_MINUTE: '2' } });
    const names = () => request(built.app).get('/api/name-suggestions').query(puja);
    const analysis = () =>
      request(built.app)
        .get('/api/analysis')
        .query({ ...puja, gender: 'Female', year: 2026 });
    expect((await names()).status).toBe(200);
    expect((await names()).status).toBe(200);
    expect((await names()).status).toBe(429);
    expect((await analysis()).status).toBe(200);
  });

  it('never logs the name or the date of birth', async () => {
    const lines: string[] = [];
    const logTo = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { app } = buildTestApp({ logTo });
    await request(app).get('/api/name-suggestions').query(puja);
    await request(app)
      .get('/api/name-suggestions')
      .query({ ...puja, dob: '1992-02-31' });
    const text = lines.join('');
    expect(text).toContain('"path":"/api/name-suggestions"');
    for (const secret of ['Puja', 'Verma', 'Pooja', '1992']) expect(text).not.toContain(secret);
  });
});
