import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyze,
  compatibility,
  COMPATIBILITY_MAX,
  DIGITS,
  numberHarmony,
  NumerologyInputError,
  type NumerologyInput,
} from '../index.js';

const year2026 = { currentYear: 2026, today: '2026-11-21' };
const asha: NumerologyInput = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' };
const rahul: NumerologyInput = { name: 'Rahul Sharma', dob: '1985-12-23', gender: 'Male' };

const pointsById = (parts: Array<{ id: string; points: number }>) =>
  Object.fromEntries(parts.map((p) => [p.id, p.points]));

describe('compatibility: worked by hand', () => {
  it('Asha (5, 5, year 5) and Rahul (5, 4, year 9)', () => {
    // Asha's grid holds 1, 5, 8, 9 (misses 2, 3, 4, 6, 7); Rahul's misses only 7.
    // 5-5, 5-4, 5-4 and 5-5 are all friendly: 32 + 24 + 12 + 12.
    // Rahul fills 2, 3, 4, 6 of Asha's; Asha cannot fill his 7: 4 of 6 gaps, 12 x 4/6 = 8.
    // Personal years 5 and 9 are challenging (Mars and Mercury): a quarter of 8 = 2. 90 in all.
    const reading = compatibility(asha, rahul, year2026);
    expect(reading.score).toBe(90);
    expect(
      reading.parts.map(({ id, points, max, numbers, harmony }) => ({
        id,
        points,
        max,
        numbers,
        harmony,
      })),
    ).toEqual([
      { id: 'moolank', points: 32, max: 32, numbers: [5, 5], harmony: 'friendly' },
      { id: 'bhagyank', points: 24, max: 24, numbers: [5, 4], harmony: 'friendly' },
      { id: 'moolankAWithBhagyankB', points: 12, max: 12, numbers: [5, 4], harmony: 'friendly' },
      { id: 'moolankBWithBhagyankA', points: 12, max: 12, numbers: [5, 5], harmony: 'friendly' },
      { id: 'complements', points: 8, max: 12, numbers: undefined, harmony: undefined },
      { id: 'personalYears', points: 2, max: 8, numbers: [5, 9], harmony: 'challenging' },
    ]);
    expect(reading.missing).toEqual({ a: [2, 3, 4, 6, 7], b: [7] });
    expect(reading.complements).toEqual({ aFillsB: [], bFillsA: [2, 3, 4, 6] });
    expect(reading.personalYears).toEqual({
      year: 2026,
      a: 5,
      b: 9,
      harmony: 'challenging',
      together: false,
    });
    expect(reading.a.name).toBe('Asha Verma');
    expect(reading.b.lifePathNumber).toBe(4);
  });

  it('1970-01-01 (Male) and 1980-08-08 (Female): every pair challenging', () => {
    // a: moolank 1, bhagyank 1972 -> 1, kua 11 - 8 = 3, year 1+1+1 = 3; grid 1,1,1,9,7 + 1 + 3.
    // b: moolank 8, bhagyank 1996 -> 7, kua 1984 -> 4, year 8+8+1 = 17 -> 8; grid 8,8,1,9,8 + 7 + 4.
    // 1-8, 1-7, 1-7, 8-1: challenging, a quarter each: 8 + 6 + 3 + 3.
    // a misses 2,4,5,6,8 and b fills 4, 8; b misses 2,3,5,6 and a fills 3: 3 of 9, 12 x 3/9 = 4.
    // Years 3 and 8 are neutral: half of 8 = 4. 28 in all.
    const reading = compatibility(
      { name: 'Ravi', dob: '1970-01-01', gender: 'Male' },
      { name: 'Meena', dob: '1980-08-08', gender: 'Female' },
      year2026,
    );
    expect(pointsById(reading.parts)).toEqual({
      moolank: 8,
      bhagyank: 6,
      moolankAWithBhagyankB: 3,
      moolankBWithBhagyankA: 3,
      complements: 4,
      personalYears: 4,
    });
    expect(reading.score).toBe(28);
    expect(reading.complements).toEqual({ aFillsB: [3], bFillsA: [4, 8] });
    expect(reading.personalYears).toMatchObject({
      a: 3,
      b: 8,
      harmony: 'neutral',
      together: false,
    });
  });

  it('the same personal year pulls together', () => {
    const reading = compatibility(asha, { ...asha, name: 'Asha Twin' }, year2026);
    expect(reading.personalYears).toMatchObject({ a: 5, b: 5, together: true });
    expect(reading.score).toBe(100 - COMPATIBILITY_MAX.complements); // same grid fills nothing
  });
});

describe('compatibility: properties over random pairs', () => {
  const person = fc.record({
    name: fc.constantFrom('Asha', 'Rahul', 'Priya Nair', 'M. Iqbal'),
    dob: fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2026-11-21T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10)),
    gender: fc.constantFrom('Male' as const, 'Female' as const),
  });
  const year = fc.integer({ min: 1950, max: 2100 });

  it('the score is the sum of the parts, 0 to 100, and each part follows the one table', () => {
    fc.assert(
      fc.property(person, person, year, (a, b, currentYear) => {
        const options = { currentYear, today: '2026-11-21' };
        const reading = compatibility(a, b, options);
        const sum = reading.parts.reduce((s, p) => s + p.points, 0);
        expect(reading.score).toBe(sum);
        expect(reading.score).toBeGreaterThanOrEqual(0);
        expect(reading.score).toBeLessThanOrEqual(100);
        expect(reading.parts.reduce((s, p) => s + p.max, 0)).toBe(100);
        for (const part of reading.parts) {
          expect(Number.isInteger(part.points)).toBe(true);
          expect(part.points).toBeLessThanOrEqual(part.max);
        }

        // Recompute each pair from analyze() and numberHarmony().
        const x = analyze(a, options);
        const y = analyze(b, options);
        const share = { friendly: 1, neutral: 0.5, challenging: 0.25 };
        const expected = {
          moolank: [x.psychicNumber, y.psychicNumber],
          bhagyank: [x.lifePathNumber, y.lifePathNumber],
          moolankAWithBhagyankB: [x.psychicNumber, y.lifePathNumber],
          moolankBWithBhagyankA: [y.psychicNumber, x.lifePathNumber],
          personalYears: [x.personalYear, y.personalYear],
        } as Record<string, [number, number]>;
        for (const part of reading.parts) {
          const pair = expected[part.id];
          if (!pair) continue;
          const harmony = numberHarmony(pair[0], pair[1]);
          expect(part.numbers).toEqual(pair);
          expect(part.harmony).toBe(harmony);
          expect(part.points).toBe(part.max * share[harmony]);
        }

        // Complements by hand: what one grid has where the other has nothing.
        const aFillsB = DIGITS.filter((d) => y.loshuGrid[d] === 0 && x.loshuGrid[d] > 0);
        const bFillsA = DIGITS.filter((d) => x.loshuGrid[d] === 0 && y.loshuGrid[d] > 0);
        expect(reading.complements).toEqual({ aFillsB, bFillsA });
        const gaps =
          DIGITS.filter((d) => x.loshuGrid[d] === 0).length +
          DIGITS.filter((d) => y.loshuGrid[d] === 0).length;
        const complementsPart = reading.parts.find((p) => p.id === 'complements');
        expect(complementsPart?.points).toBe(
          gaps === 0 ? 12 : Math.round((12 * (aFillsB.length + bFillsA.length)) / gaps),
        );
        expect(reading.personalYears.together).toBe(
          numberHarmony(x.personalYear, y.personalYear) === 'friendly',
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('is symmetric: swapping the two gives the same score and swaps the complements', () => {
    fc.assert(
      fc.property(person, person, year, (a, b, currentYear) => {
        const options = { currentYear, today: '2026-11-21' };
        const ab = compatibility(a, b, options);
        const ba = compatibility(b, a, options);
        expect(ba.score).toBe(ab.score);
        expect(ba.complements).toEqual({
          aFillsB: ab.complements.bFillsA,
          bFillsA: ab.complements.aFillsB,
        });
        const one = pointsById(ab.parts);
        const other = pointsById(ba.parts);
        expect(other).toEqual({
          ...one,
          moolankAWithBhagyankB: one.moolankBWithBhagyankA,
          moolankBWithBhagyankA: one.moolankAWithBhagyankB,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic', () => {
    expect(compatibility(asha, rahul, year2026)).toEqual(compatibility(asha, rahul, year2026));
  });
});

describe('compatibility: bad input names the person and the field', () => {
  it.each([
    [{ ...asha, name: ' ' }, rahul, 'a.name'],
    [asha, { ...rahul, dob: '1985-02-30' }, 'b.dob'],
    [{ ...asha, gender: 'Other' }, rahul, 'a.gender'],
    [asha, { ...rahul, dob: '2030-01-01' }, 'b.dob'],
    [null, rahul, 'a.name'],
  ])('%j with %j -> %s', (a, b, field) => {
    let error: unknown;
    try {
      compatibility(a as NumerologyInput, b, year2026);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NumerologyInputError);
    expect(error).toMatchObject({ field });
  });

  it('keeps a bad year as currentYear', () => {
    expect(() => compatibility(asha, rahul, { currentYear: 0 })).toThrow(
      expect.objectContaining({ field: 'currentYear' }),
    );
  });
});
