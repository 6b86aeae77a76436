import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIGITS,
  mobileCandidate,
  mobileNumberReading,
  numberHarmony,
  NumerologyInputError,
  ownerNumbers,
  rankNumbers,
  type CandidateNumber,
  type Digit,
  type OwnerNumbers,
} from '../index.js';

const today = '2026-11-21';

const candidate = (reduced: Digit, n = 0): CandidateNumber => ({
  number: `9${String(n).padStart(9, '0')}`,
  total: reduced,
  reduced,
});

describe('rankNumbers', () => {
  it('ranks friendly above neutral above challenging for one owner', () => {
    // Asha: moolank 5, bhagyank 5. 4 is friendly, 2 neutral, 9 challenging with 5.
    const owner = ownerNumbers('1990-08-05', today);
    expect(owner).toEqual({ moolank: 5, bhagyank: 5 });
    const ranked = rankNumbers(['9876543210', '9000000002', '9000000004'].map(mobileCandidate), [
      owner,
    ]);
    expect(ranked.map((r) => [r.number, r.total, r.reduced, r.score])).toEqual([
      ['9000000004', 13, 4, 100],
      ['9000000002', 11, 2, 50],
      ['9876543210', 45, 9, 0],
    ]);
    expect(ranked[0]!.harmony).toEqual([{ moolank: 'friendly', bhagyank: 'friendly' }]);
  });

  it('weighs every member of a family the same', () => {
    // Moolank 1, bhagyank 1 and moolank 8, bhagyank 8: 3 is friendly with 1 and neutral with 8,
    // 8 friendly with itself and challenging with 1.
    const family: OwnerNumbers[] = [
      { moolank: 1, bhagyank: 1 },
      { moolank: 8, bhagyank: 8 },
    ];
    const ranked = rankNumbers([candidate(8, 1), candidate(3, 2)], family);
    expect(ranked.map((r) => r.reduced)).toEqual([3, 8]);
    expect(ranked[0]!.score).toBe(75);
    expect(ranked[1]!.score).toBe(50);
    expect(ranked[1]!.challenging).toBe(2);
  });

  const owners = fc.array(
    fc.record({
      moolank: fc.constantFrom(...DIGITS),
      bhagyank: fc.constantFrom(...DIGITS),
    }),
    { minLength: 1, maxLength: 4 },
  );
  const candidates = fc.array(
    fc.constantFrom(...DIGITS).chain((d) => fc.nat(999).map((n) => candidate(d, n))),
    { maxLength: 10 },
  );

  it('keeps every number, best first, scores 0 to 100 (property)', () => {
    fc.assert(
      fc.property(candidates, owners, (list, family) => {
        const ranked = rankNumbers(list, family);
        expect(ranked.map((r) => r.number).sort()).toEqual(list.map((c) => c.number).sort());
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1]!, ranked[i]!];
          expect(a.score > b.score || (a.score === b.score && a.challenging <= b.challenging)).toBe(
            true,
          );
        }
        for (const r of ranked) {
          expect(r.score).toBeGreaterThanOrEqual(0);
          expect(r.score).toBeLessThanOrEqual(100);
          expect(r.harmony).toHaveLength(family.length);
          // 100 exactly when every verdict is friendly.
          const allFriendly = family.every(
            (o) =>
              numberHarmony(r.reduced, o.moolank) === 'friendly' &&
              numberHarmony(r.reduced, o.bhagyank) === 'friendly',
          );
          expect(r.score === 100).toBe(allFriendly);
        }
      }),
    );
  });

  it('does not depend on the order the owners are given in, and keeps ties in input order (property)', () => {
    fc.assert(
      fc.property(candidates, owners, (list, family) => {
        const a = rankNumbers(list, family).map((r) => [r.number, r.score]);
        const b = rankNumbers(list, [...family].reverse()).map((r) => [r.number, r.score]);
        expect(b).toEqual(a);
        // Equal numbers keep the order they came in.
        const same = rankNumbers([candidate(4, 1), candidate(4, 2)], family);
        expect(same.map((r) => r.number)).toEqual([candidate(4, 1).number, candidate(4, 2).number]);
      }),
    );
  });

  it('reads each number as the mobile tool does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[6-9]\d{9}$/), (typed) => {
        const reading = mobileNumberReading(typed, { dob: '1990-08-05', today });
        expect(mobileCandidate(`+91 ${typed}`)).toEqual({
          number: reading.number,
          total: reading.total,
          reduced: reading.reduced,
        });
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a bad number or date with the field named, and no owners at all', () => {
    expect(() => mobileCandidate('12345')).toThrow(NumerologyInputError);
    expect(() => ownerNumbers('2090-01-01', today)).toThrow(NumerologyInputError);
    expect(() => rankNumbers([candidate(1)], [])).toThrow(RangeError);
  });
});
