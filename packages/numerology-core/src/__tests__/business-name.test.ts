import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessNameReading,
  nameCompound,
  numberHarmony,
  NumerologyInputError,
  parseLaunchDate,
  reduceNumber,
  suggestNames,
} from '../index.js';

const today = '2026-11-21';
// Asha, 1990-08-05: moolank 5, bhagyank 5.
const asha = { dob: '1990-08-05', today };

describe('businessNameReading', () => {
  it('reads the compound and number by the letter table, punctuation and & counting nothing', () => {
    // A1 N5 K2 V6 I1 D4 Y1 A1 = 21, C3 O7 = 10: 31/4; 4 with 5 is friendly both ways.
    const reading = businessNameReading('Ankvidya & Co.', asha);
    expect(reading).toMatchObject({
      name: 'Ankvidya & Co.',
      compound: 31,
      compoundLabel: '31/4',
      nameNumber: 4,
      moolank: 5,
      bhagyank: 5,
      harmony: { moolank: 'friendly', bhagyank: 'friendly' },
      launch: null,
    });
    expect(reading.letters.map((l) => l.letter).join('')).toBe('ANKVIDYACO');
  });

  it('counts digits 1 to 9 at their face value and 0 as nothing', () => {
    // 2 + 4 + X5 + 7 = 18, M4 A1 R2 T4 = 11: 29/2; 2 with 5 is neutral (5 does not return it).
    const reading = businessNameReading('24x7 Mart', asha);
    expect(reading.compound).toBe(29);
    expect(reading.nameNumber).toBe(2);
    expect(reading.harmony).toEqual({ moolank: 'neutral', bhagyank: 'neutral' });
    expect(businessNameReading('Mart 2000', asha).compound).toBe(11 + 2);
  });

  it('reads a launch date by its day of the month, against the name and both birth numbers', () => {
    // 14 April: 1 + 4 = 5; with name number 4 and Asha's 5 and 5, all friendly.
    const reading = businessNameReading('Ankvidya & Co.', { ...asha, launch: '2026-04-14' });
    expect(reading.launch).toEqual({
      date: '2026-04-14',
      dayNumber: 5,
      harmony: { nameNumber: 'friendly', moolank: 'friendly', bhagyank: 'friendly' },
    });
  });

  it('offers the name engine’s spellings, at most five, each sitting better than the name', () => {
    // 63/9: challenging with Asha's 5 and 5.
    const reading = businessNameReading('Shanti Sweets 24x7', asha);
    expect(reading.harmony.moolank).toBe('challenging');
    const engine = suggestNames('Shanti Sweets 24x7', {
      dob: asha.dob,
      today,
      max: 5,
      prefixInitials: false,
    });
    expect(reading.suggestions).toEqual(engine.suggestions);
    expect(reading.suggestions.length).toBeGreaterThan(0);
    expect(reading.suggestions.length).toBeLessThanOrEqual(5);
    for (const s of reading.suggestions) {
      expect(s.harmony!.moolank).not.toBe('challenging');
      expect(s.harmony!.bhagyank).not.toBe('challenging');
      // The digits stay as typed: only letters are edited, and no initial is put in front.
      expect(s.name).toMatch(/ 24x7$/);
      expect(s.name).toMatch(/^Sh/);
      expect(s.edits.map((e) => e.kind)).not.toContain('prefix-initial');
    }
  });

  it('agrees with the letter table for any name with a letter', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9&.\-' ]{0,30}$/), (name) => {
        const reading = businessNameReading(name, asha);
        expect(reading.compound).toBe(nameCompound(name));
        expect(reading.nameNumber).toBe(reduceNumber(nameCompound(name)));
        expect(reading.harmony.moolank).toBe(numberHarmony(reading.nameNumber, 5));
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a name without a letter A to Z, and a bad date of birth, naming the field', () => {
    const field = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof NumerologyInputError ? error.field : 'other';
      }
      return 'none';
    };
    expect(field(() => businessNameReading('1947', asha))).toBe('name');
    expect(field(() => businessNameReading('  ', asha))).toBe('name');
    expect(field(() => businessNameReading('Ankvidya', { dob: '1990-02-30', today }))).toBe('dob');
  });

  it('refuses a launch date that is not a calendar day from 1900 to 2100', () => {
    for (const bad of ['2026-02-30', '14-04-2026', '1899-12-31', '2101-01-01', '2026-13-01', ''])
      expect(() => businessNameReading('Ankvidya', { ...asha, launch: bad })).toThrow(RangeError);
    expect(parseLaunchDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseLaunchDate('2023-02-29')).toHaveProperty('problem');
  });
});
