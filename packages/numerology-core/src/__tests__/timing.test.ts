import { describe, expect, it } from 'vitest';
import { DIGITS, type Digit } from '../grid.js';
import { personalYear } from '../personal-year.js';
import { reduceNumber } from '../reduce.js';
import {
  timing,
  timingYear,
  TIMING_AIMS,
  TIMING_YEARS,
  UNIVERSAL_RELATIONSHIP_MAX,
  YEAR_AIMS,
} from '../timing.js';

// 14 March 1990: moolank 5, bhagyank 9 (1+4+3+1+9+9+0 = 27).
const RAVI = {
  birth: { day: 14, month: 3 },
  numbers: { moolank: 5 as Digit, bhagyank: 9 as Digit },
};
// 1 January 1988: moolank 1, bhagyank 1 (1+1+8).
const ASHA = {
  birth: { day: 1, month: 1 },
  numbers: { moolank: 1 as Digit, bhagyank: 1 as Digit },
};

describe('the rule table', () => {
  it('reads each personal year as practitioners do', () => {
    expect(YEAR_AIMS).toEqual({
      1: ['start', 'change'],
      2: ['marriage'],
      3: ['study', 'move'],
      4: ['consolidate'],
      5: ['change', 'move'],
      6: ['marriage'],
      7: ['study', 'consolidate'],
      8: ['start', 'change'],
      9: ['consolidate', 'move'],
    });
  });

  it('favours every aim in some year of the cycle, and every year something', () => {
    for (const aim of TIMING_AIMS)
      expect(
        DIGITS.some((d) => YEAR_AIMS[d].includes(aim)),
        aim,
      ).toBe(true);
    for (const d of DIGITS) expect(YEAR_AIMS[d].length).toBeGreaterThan(0);
  });
});

describe('timing', () => {
  it('gives nine consecutive years with their personal years, a whole cycle', () => {
    const t = timing(RAVI.birth, RAVI.numbers, { year: 2026, month: 5 });
    expect(t.years).toHaveLength(TIMING_YEARS);
    expect(t.years.map((y) => y.year)).toEqual([
      2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034,
    ]);
    expect(t.years.map((y) => y.personalYear)).toEqual([9, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const y of t.years) {
      expect(y.personalYear).toBe(personalYear(14, 3, y.year));
      expect(y.universalYear).toBe(reduceNumber(y.year));
    }
  });

  it('lists what each year favours from the table, in the aims order', () => {
    const t = timing(RAVI.birth, RAVI.numbers, { year: 2026, month: 5 });
    const by = new Map(t.years.map((y) => [y.year, y]));
    expect(by.get(2027)?.aims).toEqual(['start', 'change']);
    expect(by.get(2031)?.aims).toEqual(['change', 'move']);
    expect(by.get(2030)?.aims).toEqual(['consolidate']);
    for (const y of t.years) expect(y.aims).toEqual(TIMING_AIMS.filter((a) => y.aims.includes(a)));
  });

  it('strengthens a year friendly to moolank or bhagyank, and never calls a year bad', () => {
    const t = timing(RAVI.birth, RAVI.numbers, { year: 2026, month: 5 });
    const support = Object.fromEntries(t.years.map((y) => [y.personalYear, y.support]));
    // Friendly to 5 and 9 alike (1); friendly to one, neutral to the other (2, 6, 7).
    expect(support[1]).toBe('strong');
    expect(support[2]).toBe('strong');
    expect(support[6]).toBe('strong');
    expect(support[7]).toBe('strong');
    // Friendly to one and challenging to the other: steady.
    expect(support[3]).toBe('steady');
    expect(support[8]).toBe('steady');
    // Challenging to both (4 with moolank and bhagyank 1): gentle, still a year to consolidate.
    const gentle = timingYear({ day: 1, month: 1 }, { moolank: 1, bhagyank: 1 }, 2027);
    expect(gentle.personalYear).toBe(4);
    expect(gentle.support).toBe('gentle');
    expect(gentle.aims).toEqual(['consolidate']);
  });

  it('starts from the coming year from October (the report October rule)', () => {
    const september = timing(RAVI.birth, RAVI.numbers, { year: 2026, month: 9 });
    expect(september.firstYear).toBe(2026);
    expect(september.startsNextYear).toBe(false);
    const october = timing(RAVI.birth, RAVI.numbers, { year: 2026, month: 10 });
    expect(october.firstYear).toBe(2027);
    expect(october.startsNextYear).toBe(true);
    expect(october.years[0]?.year).toBe(2027);
    expect(october.years.at(-1)?.year).toBe(2035);
    const november = timing(RAVI.birth, RAVI.numbers, { year: 2026, month: 11 });
    expect(november.years).toEqual(october.years);
  });
});

describe('relationship years', () => {
  it('are the personal years 2 and 6 when no universal year sits with both numbers', () => {
    const t = timing(RAVI.birth, RAVI.numbers, { year: 2026, month: 5 });
    expect(t.relationshipYears).toEqual([2028, 2032]);
    for (const y of t.years)
      expect(y.relationship).toEqual(y.year === 2028 || y.year === 2032 ? ['personalYear'] : []);
  });

  it('add years whose universal and personal years are both friendly to moolank and bhagyank', () => {
    // 2026: personal 3, universal 1; 2028: personal 5, universal 3 (all friendly to 1).
    const t = timing(ASHA.birth, ASHA.numbers, { year: 2026, month: 5 });
    expect(t.relationshipYears).toEqual([2026, 2028, 2029, 2034]);
    const by = new Map(t.years.map((y) => [y.year, y]));
    expect(by.get(2026)?.relationship).toEqual(['universalYear']);
    expect(by.get(2026)?.aims).toEqual(['marriage', 'study', 'move']);
    expect(by.get(2029)?.relationship).toEqual(['personalYear']);
    expect(by.get(2034)?.relationship).toEqual(['personalYear', 'universalYear']);
    // 2033: personal 1 is friendly to both, but universal 8 is not.
    expect(by.get(2033)?.relationship).toEqual([]);
    expect(by.get(2033)?.aims).not.toContain('marriage');
  });

  it('mark marriage among the aims exactly in the relationship years', () => {
    const t = timing(ASHA.birth, ASHA.numbers, { year: 2030, month: 1 });
    for (const y of t.years) expect(y.aims.includes('marriage')).toBe(y.relationship.length > 0);
  });

  it('keep at most two years for the universal year alone, the nearest first', () => {
    let checked = 0;
    for (let day = 1; day <= 28; day++)
      for (let month = 1; month <= 12; month++)
        for (const birthYear of [1970, 1985, 1999]) {
          const numbers = {
            moolank: reduceNumber(day) as Digit,
            bhagyank: reduceNumber(
              reduceNumber(day) + reduceNumber(month) + reduceNumber(birthYear),
            ) as Digit,
          };
          const raw = Array.from({ length: 9 }, (_, i) =>
            timingYear({ day, month }, numbers, 2026 + i),
          );
          const universalOnly = raw
            .filter((y) => y.relationship.join() === 'universalYear')
            .map((y) => y.year);
          if (universalOnly.length <= UNIVERSAL_RELATIONSHIP_MAX) continue;
          checked += 1;
          const t = timing({ day, month }, numbers, { year: 2026, month: 1 });
          const kept = t.years.filter((y) => y.relationship.join() === 'universalYear');
          expect(kept.map((y) => y.year)).toEqual(
            universalOnly.slice(0, UNIVERSAL_RELATIONSHIP_MAX),
          );
          for (const year of universalOnly.slice(UNIVERSAL_RELATIONSHIP_MAX)) {
            const dropped = t.years.find((y) => y.year === year)!;
            expect(dropped.relationship).toEqual([]);
            expect(dropped.aims).toEqual(
              TIMING_AIMS.filter((a) => YEAR_AIMS[dropped.personalYear].includes(a)),
            );
          }
        }
    expect(checked).toBeGreaterThan(0);
  });
});
