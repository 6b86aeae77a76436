import { compareNumbersResponseSchema } from '@ankvidya/schemas';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.js';

const compare = (app: Parameters<typeof request>[0], body: unknown) =>
  request(app)
    .post('/api/compare-numbers')
    .send(body as object);

describe('POST /api/compare-numbers', () => {
  it('ranks mobile numbers for one person, best first', async () => {
    const { app } = buildTestApp();
    // Asha (5, 5): 13 -> 4 friendly, 11 -> 2 neutral, 45 -> 9 challenging.
    const res = await compare(app, {
      kind: 'mobile',
      dobs: ['1990-08-05'],
      numbers: ['+91 98765 43210', '9000000002', '090000-00004'],
    });
    expect(res.status).toBe(200);
    expect(compareNumbersResponseSchema.parse(res.body)).toEqual(res.body);
    expect(
      res.body.ranked.map((r: { number: string; score: number }) => [r.number, r.score]),
    ).toEqual([
      ['9000000004', 100],
      ['9000000002', 50],
      ['9876543210', 0],
    ]);
    expect(res.body.ranked[0]).toMatchObject({
      total: 13,
      reduced: 4,
      harmony: [{ moolank: 'friendly', bhagyank: 'friendly' }],
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('ranks for a family, every date of birth weighed the same', async () => {
    const { app } = buildTestApp();
    // 1990-01-01: moolank 1, bhagyank 3; 1990-08-08: 8 and 8. 5 scores 75, 8 scores 63.
    const res = await compare(app, {
      kind: 'mobile',
      dobs: ['1990-01-01', '1990-08-08'],
      numbers: ['9000000008', '9000000005'],
    });
    expect(res.status).toBe(200);
    expect(res.body.ranked.map((r: { reduced: number }) => r.reduced)).toEqual([5, 8]);
    expect(res.body.ranked[0].harmony).toHaveLength(2);
  });

  it.each([
    [{ kind: 'mobile', dobs: ['1990-08-05'], numbers: ['9876543210', '12345'] }, 'numbers.1'],
    [{ kind: 'mobile', dobs: ['1990-08-05'], numbers: ['9876543210', 'x', 'y'] }, 'numbers.1'],
    [{ kind: 'mobile', dobs: ['1990-08-05'], numbers: Array(11).fill('9876543210') }, 'numbers'],
    [{ kind: 'mobile', dobs: ['1990-08-05'], numbers: [] }, 'numbers'],
    [{ kind: 'mobile', dobs: ['1990-08-05', '1990-02-30'], numbers: ['9876543210'] }, 'dobs.1'],
    [{ kind: 'mobile', dobs: Array(5).fill('1990-08-05'), numbers: ['9876543210'] }, 'dobs'],
    [{ kind: 'mobile', dobs: [], numbers: ['9876543210'] }, 'dobs'],
    [{ kind: 'landline', dobs: ['1990-08-05'], numbers: ['9876543210'] }, 'kind'],
    [{}, 'kind'],
  ])('answers 400 naming the field (and the index) for %j', async (body, field) => {
    const { app } = buildTestApp();
    const res = await compare(app, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field });
  });

  it('ranks vehicle registrations, written the plate way, by the total of all their digits', async () => {
    const { app } = buildTestApp();
    // Asha (5, 5): 9 is challenging, 4 and 5 friendly; the tie keeps the order given.
    const res = await compare(app, {
      kind: 'vehicle',
      dobs: ['1990-08-05'],
      numbers: ['dl-1-c-8', 'mh12ab1234', '22 bh 1234 aa'],
    });
    expect(res.status).toBe(200);
    expect(compareNumbersResponseSchema.parse(res.body)).toEqual(res.body);
    expect(
      res.body.ranked.map(
        (r: { number: string; total: number; reduced: number; score: number }) => [
          r.number,
          r.total,
          r.reduced,
          r.score,
        ],
      ),
    ).toEqual([
      ['MH 12 AB 1234', 13, 4, 100],
      ['22 BH 1234 AA', 14, 5, 100],
      ['DL 1 C 0008', 9, 9, 0],
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['XX 12 AB 1234', /state code/],
    ['9876543210', /as it is on the plate/],
    ['MH 12 AB 0000', /as it is on the plate/],
    ['', /vehicle number/],
  ])('answers 400 naming numbers.1 for the registration %j', async (bad, message) => {
    const { app } = buildTestApp();
    const res = await compare(app, {
      kind: 'vehicle',
      dobs: ['1990-08-05'],
      numbers: ['MH 12 AB 1234', bad],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field: 'numbers.1' });
    expect(res.body.error.message).toMatch(message);
  });

  it('answers 200 or 400, never 500, for arbitrary bodies', async () => {
    const { app } = buildTestApp();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            kind: fc.constantFrom('mobile', 'vehicle', 'x'),
            dobs: fc.array(fc.oneof(fc.string(), fc.constant('1990-08-05')), { maxLength: 5 }),
            numbers: fc.array(
              fc.oneof(fc.string(), fc.constantFrom('9876543210', 'MH 12 AB 1234')),
              { maxLength: 11 },
            ),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await compare(app, body);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 100 },
    );
  });
});
