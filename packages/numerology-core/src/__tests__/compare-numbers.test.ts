import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareCandidate,
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
  vehicleCandidate,
  vehicleNumberReading,
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

describe('vehicleCandidate', () => {
  it('writes a registration the plate way and totals every digit', () => {
    expect(vehicleCandidate('mh-12-ab-1234')).toEqual({
      number: 'MH 12 AB 1234',
      total: 13,
      reduced: 4,
    });
    // The serial keeps its leading zeros (they add nothing) and a Bharat plate counts its year.
    expect(vehicleCandidate('dl1c7')).toEqual({ number: 'DL 1 C 0007', total: 8, reduced: 8 });
    expect(vehicleCandidate('22bh1234aa')).toEqual({
      number: '22 BH 1234 AA',
      total: 14,
      reduced: 5,
    });
  });

  it('agrees with the vehicle tool on the total and its reduction', () => {
    for (const typed of ['MH 12 AB 1234', 'KA 05 MN 9999', '22 BH 0001 Z', 'UP 16 A 42']) {
      const reading = vehicleNumberReading(typed, { dob: '1990-08-05', today });
      expect(vehicleCandidate(typed)).toEqual({
        number: reading.number,
        total: reading.total,
        reduced: reading.reduced,
      });
    }
  });

  it('refuses what is not a registration, naming the number field', () => {
    for (const typed of ['', 'XX 12 AB 1234', 'MH 12 AB 0000', '9876543210', 42]) {
      expect(() => vehicleCandidate(typed)).toThrow(NumerologyInputError);
    }
    try {
      vehicleCandidate('XX 12 AB 1234');
    } catch (error) {
      expect(error).toMatchObject({ field: 'number', code: 'vehicle_state' });
    }
  });

  it('ranks registrations by the same rule as mobile numbers', () => {
    // The same reduced numbers rank the same way whatever kind of number carries them.
    const registrations = ['DL 1 C 0008', 'MH 12 AB 1234']; // 9 (challenging for 5) and 4
    const owners = [ownerNumbers('1990-08-05', today)];
    const ranked = rankNumbers(registrations.map(vehicleCandidate), owners);
    const asMobile = rankNumbers(
      [mobileCandidate('9000000000'), mobileCandidate('9000000004')],
      owners,
    );
    expect(ranked.map((r) => [r.reduced, r.score, r.challenging])).toEqual(
      asMobile.map((r) => [r.reduced, r.score, r.challenging]),
    );
    expect(ranked[0]!.number).toBe('MH 12 AB 1234');
  });
});

describe('compareCandidate', () => {
  it('checks each kind by its own rules', () => {
    expect(compareCandidate('mobile', '9876543210').number).toBe('9876543210');
    expect(compareCandidate('vehicle', 'mh12ab1234').number).toBe('MH 12 AB 1234');
    expect(() => compareCandidate('vehicle', '9876543210')).toThrow(NumerologyInputError);
    expect(() => compareCandidate('mobile', 'MH 12 AB 1234')).toThrow(NumerologyInputError);
  });
});
