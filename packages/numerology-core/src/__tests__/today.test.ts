import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOf, reduceNumber } from '../reduce.js';
import { indiaToday, personalDayNumbers, universalDay } from '../today.js';

describe('universal day', () => {
  it("reduces all the date's digits to one", () => {
    // 25 November 2026: 2+5+1+1+2+0+2+6 = 19 -> 1.
    expect(universalDay({ year: 2026, month: 11, day: 25 })).toBe(1);
    // 9 September 1999: 9+9+1+9+9+9 = 46 -> 1.
    expect(universalDay({ year: 1999, month: 9, day: 9 })).toBe(1);
    // 1 January 2027: 1+1+2+0+2+7 = 13 -> 4.
    expect(universalDay({ year: 2027, month: 1, day: 1 })).toBe(4);
  });

  it('handles 29 February and the change of year', () => {
    // 29 February 2028: 2+9+2+2+0+2+8 = 25 -> 7; the next day, 1 March: 1+3+2+0+2+8 = 16 -> 7.
    expect(universalDay({ year: 2028, month: 2, day: 29 })).toBe(7);
    expect(universalDay({ year: 2028, month: 3, day: 1 })).toBe(7);
    // 31 December 2026 -> 3+1+1+2+2+0+2+6 = 17 -> 8; 1 January 2027 -> 4.
    expect(universalDay({ year: 2026, month: 12, day: 31 })).toBe(8);
  });

  it('equals the digit sum of the written date, always 1-9', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const digits = [...digitsOf(year), ...digitsOf(month), ...digitsOf(day)];
          const value = universalDay({ year, month, day });
          expect(value).toBe(reduceNumber(digits.reduce((a, b) => a + b, 0)));
          expect(value).toBeGreaterThanOrEqual(1);
          expect(value).toBeLessThanOrEqual(9);
        },
      ),
    );
  });
});

describe('personal day', () => {
  it('chains year, month and day, each reduced', () => {
    // Born 5 August, on 25 November 2026: year 5 + 8 + 2026 -> 5 + 8 + 1 = 14 -> 5;
    // month 5 + 11 = 16 -> 7; day 7 + 25 = 32 -> 5.
    expect(personalDayNumbers({ day: 5, month: 8 }, { year: 2026, month: 11, day: 25 })).toEqual({
      year: 5,
      month: 7,
      day: 5,
    });
  });

  it('reads a birthday on 29 February, and a 29 February date', () => {
    // Born 29 February: year in 2028 = 2 + 2 + 12 (-> 3) = 2 + 2 + 3 -> 7; March 7 + 3 = 10 -> 1.
    const leapling = personalDayNumbers({ day: 29, month: 2 }, { year: 2028, month: 3, day: 1 });
    expect(leapling).toEqual({ year: 7, month: 1, day: 2 });
    // On 29 February 2028 for someone born 5 August: year 5 + 8 + 3 = 16 -> 7; month 9; day 29 + 9.
    expect(personalDayNumbers({ day: 5, month: 8 }, { year: 2028, month: 2, day: 29 })).toEqual({
      year: 7,
      month: 9,
      day: 2,
    });
  });

  it('moves to the next personal year on 1 January', () => {
    const birth = { day: 5, month: 8 };
    const lastDay = personalDayNumbers(birth, { year: 2026, month: 12, day: 31 });
    const firstDay = personalDayNumbers(birth, { year: 2027, month: 1, day: 1 });
    expect(lastDay.year).toBe(5);
    expect(firstDay.year).toBe(6);
    // Month 6 + 1 = 7, day 7 + 1 = 8.
    expect(firstDay).toEqual({ year: 6, month: 7, day: 8 });
  });

  it('always equals the sum of all the numbers, reduced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (bDay, bMonth, year, month, day) => {
          const numbers = personalDayNumbers({ day: bDay, month: bMonth }, { year, month, day });
          expect(numbers.day).toBe(reduceNumber(bDay + bMonth + year + month + day));
          expect(numbers.month).toBe(reduceNumber(numbers.year + month));
          expect(numbers.day).toBe(reduceNumber(numbers.month + day));
        },
      ),
    );
  });
});

describe("today's date in India", () => {
  it('changes at midnight IST (18:30 UTC), not at midnight UTC', () => {
    expect(indiaToday(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
    expect(indiaToday(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    // New Year arrives in India while it is still 31 December in UTC.
    expect(indiaToday(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
    expect(indiaToday(new Date('2028-02-28T20:00:00Z'))).toBe('2028-02-29');
  });
});
