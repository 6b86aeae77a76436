import { compatibilityResponseSchema } from '@ankvidya/schemas';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { asha, buildTestApp } from '../support/app.js';

const rahul = { name: 'Rahul Sharma', dob: '1985-12-23', gender: 'Male' };

describe('POST /api/compatibility', () => {
  it('answers a score whose parts add up, both analyses and the complements', async () => {
    const { app } = buildTestApp(); // the test clock says 2026
    const res = await request(app).post('/api/compatibility').send({ a: asha, b: rahul });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Worked by hand in numerology-core's tests: 32 + 24 + 12 + 12 + 8 + 2.
    expect(res.body.score).toBe(90);
    expect(res.body.parts.map((p: { points: number }) => p.points)).toEqual([32, 24, 12, 12, 8, 2]);
    expect(res.body.parts.reduce((s: number, p: { points: number }) => s + p.points, 0)).toBe(
      res.body.score,
    );
    for (const part of res.body.parts) expect(part).toMatchObject({ label: expect.any(String) });
    expect(res.body.a).toMatchObject({ name: 'Asha Verma', psychicNumber: 5, lifePathNumber: 5 });
    expect(res.body.b).toMatchObject({ name: 'Rahul Sharma', psychicNumber: 5, lifePathNumber: 4 });
    expect(res.body.complements).toEqual({ aFillsB: [], bFillsA: [2, 3, 4, 6] });
    expect(compatibilityResponseSchema.parse(res.body)).toEqual(res.body);
  });

  it('gives the same score with the two people swapped', async () => {
    const { app } = buildTestApp();
    const ab = await request(app).post('/api/compatibility').send({ a: asha, b: rahul });
    const ba = await request(app).post('/api/compatibility').send({ a: rahul, b: asha });
    expect(ba.body.score).toBe(ab.body.score);
    expect(ba.body.complements).toEqual({
      aFillsB: ab.body.complements.bFillsA,
      bFillsA: ab.body.complements.aFillsB,
    });
  });

  it('reads personal years for the year asked', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .post('/api/compatibility')
      .send({ a: asha, b: rahul, year: 2027 });
    // 2027 -> 11 -> 2: Asha 5 + 8 + 2 = 15 -> 6; Rahul 5 + 3 + 2 = 10 -> 1.
    expect(res.body.personalYears).toMatchObject({ year: 2027, a: 6, b: 1 });
  });

  it.each([
    [{ a: { ...asha, dob: '1990-02-30' }, b: rahul }, 'a.dob'],
    [{ a: asha, b: { ...rahul, name: '' } }, 'b.name'],
    [{ a: { ...asha, gender: 'Other' }, b: rahul }, 'a.gender'],
    [{ a: asha, b: { ...rahul, dob: '2030-01-01' } }, 'b.dob'],
    [{ a: asha }, 'b'],
    [{ a: asha, b: rahul, year: 'soon' }, 'year'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const { app } = buildTestApp();
    const res = await request(app).post('/api/compatibility').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .post('/api/compatibility')
      .set('Content-Type', 'application/json')
      .send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
  });
});

describe('OpenAPI', () => {
  it('describes both tools from their schemas', async () => {
    const { app } = buildTestApp();
    const { paths } = (await request(app).get('/api/openapi.json')).body;
    expect(paths['/mobile-number'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'number',
      'dob',
      'gender',
    ]);
    const reading = paths['/mobile-number'].get.responses[200].content['application/json'].schema;
    expect(reading.required).toEqual(expect.arrayContaining(['number', 'suppliesMissing']));
    const body = paths['/compatibility'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['a', 'b']);
    const answer = paths['/compatibility'].post.responses[200].content['application/json'].schema;
    expect(answer.properties.parts.items.required).toEqual(
      expect.arrayContaining(['label', 'points', 'max']),
    );
  });
});
