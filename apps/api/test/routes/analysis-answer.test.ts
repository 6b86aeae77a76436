import fs from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { analysisInputSchema } from '@ankvidya/schemas';
import { HttpError, parseOr400 } from '../../src/http/errors.js';
import { buildTestApp } from '../support/app.js';

interface Recorded {
  headers: Record<string, string>;
  answers: Array<{ query: Record<string, string>; body: string }>;
}
const recorded = JSON.parse(
  fs.readFileSync(new URL('./fixtures/analysis-answers.json', import.meta.url), 'utf8'),
) as Recorded;

// The answers were recorded from the route as it was before it was made faster (issue 26): the
// web app and the OpenAPI contract read these bytes, so a faster route must send the very same.
describe('GET /api/analysis answers exactly as recorded', () => {
  it.each(recorded.answers.map((a) => [a.query.name, a] as const))(
    'the same bytes for %j',
    async (_name, { query, body }) => {
      const { app } = buildTestApp();
      const res = await request(app).get('/api/analysis').query(query);
      expect(res.status).toBe(200);
      expect(res.text).toBe(body);
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    },
  );

  it('the same headers, in the same order', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/analysis').query(recorded.answers[0]!.query);
    const names = Object.keys(res.headers).filter((n) => !['date', 'connection'].includes(n));
    expect(names).toEqual([
      ...Object.keys(recorded.headers).slice(0, -3),
      'x-request-id',
      'ratelimit-policy',
      'ratelimit',
      'content-type',
      'content-length',
    ]);
    for (const [name, value] of Object.entries(recorded.headers))
      expect(res.headers[name], name).toBe(value);
    expect(res.headers.ratelimit).toMatch(/^limit=600, remaining=599, reset=\d+$/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { app } = buildTestApp();
    const { query, body } = recorded.answers[0]!;
    const res = await request(app).head('/api/analysis').query(query);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(res.text).toBeUndefined();
  });

  it.each([
    { name: '', dob: '1990-08-05', gender: 'Female' },
    { name: '   ', dob: '1990-08-05', gender: 'Male' },
    { name: 'A\u202eB', dob: '1990-08-05', gender: 'Male' },
    { name: '\u3164', dob: '1990-08-05', gender: 'Male' },
    { name: 'x'.repeat(101), dob: '1990-08-05', gender: 'Male' },
    { name: 'Asha', dob: '1990-02-30', gender: 'Female' },
    { name: 'Asha', dob: '05-08-1990', gender: 'Female' },
    { name: 'Asha', dob: '1000-01-01', gender: 'Female' },
    { name: 'Asha', dob: '2999-01-01', gender: 'Female' },
    { name: 'Asha', dob: '', gender: 'Female' },
    { name: 'Asha', dob: '1990-08-05', gender: 'Other' },
    { name: '', dob: 'soon', gender: '' },
  ])('refuses %j as the shared analysisInputSchema does', async (query) => {
    const { app } = buildTestApp({ now: () => new Date() });
    const res = await request(app).get('/api/analysis').query(query);
    let expected: HttpError | undefined;
    try {
      parseOr400(analysisInputSchema, query);
    } catch (error) {
      expected = error as HttpError;
    }
    expect(expected).toBeInstanceOf(HttpError);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'invalid_input', message: expected!.message, field: expected!.field },
    });
  });
});
