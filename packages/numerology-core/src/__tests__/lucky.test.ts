import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIGITS } from '../grid.js';
import { HARMONY_TABLE, numberHarmony } from '../harmony.js';
import { luckyTimes, WEEKDAY_RULERS, type Weekday } from '../lucky.js';
import { reduceNumber } from '../reduce.js';

const moolank = fc.constantFrom(...DIGITS);

describe('luckyTimes', () => {
  it('never calls a date lucky whose number the table calls challenging for the moolank', () => {
    fc.assert(
      fc.property(moolank, fc.integer({ min: 1, max: 31 }), (m, date) => {
        const lucky = luckyTimes(m).dates.includes(date);
        if (numberHarmony(reduceNumber(date), m) === 'challenging') expect(lucky).toBe(false);
        // And the other way round: every date of a friendly number is listed.
        expect(lucky).toBe(numberHarmony(reduceNumber(date), m) === 'friendly');
      }),
    );
  });

  it('never calls a weekday lucky whose ruling number the table calls challenging', () => {
    fc.assert(
      fc.property(moolank, fc.constantFrom<Weekday>(0, 1, 2, 3, 4, 5, 6), (m, day) => {
        const verdict = numberHarmony(WEEKDAY_RULERS[day], m);
        const lucky = luckyTimes(m).weekdays.includes(day);
        if (verdict === 'challenging') expect(lucky).toBe(false);
        expect(lucky).toBe(verdict === 'friendly');
      }),
    );
  });

  it("puts the moolank's own day first, the rest in week order", () => {
    expect(luckyTimes(1).weekdays).toEqual([0, 1, 2, 3, 4]);
    expect(luckyTimes(6).weekdays).toEqual([5, 3, 6]);
    // Ketu (7) rules no weekday: Venus's Friday and Mars's Tuesday, in week order.
    expect(luckyTimes(7).weekdays).toEqual([2, 5]);
  });

  it('gives the friendly numbers of the table as the lucky numbers', () => {
    for (const m of DIGITS) expect(luckyTimes(m).numbers).toEqual(HARMONY_TABLE[m].friendly);
  });

  it('reads 4 and 8 as the table does: friends, so 8, 17 and 26 suit moolank 4 and back', () => {
    const verdict = numberHarmony(4, 8);
    expect(verdict).toBe(numberHarmony(8, 4));
    expect(HARMONY_TABLE[4][verdict]).toContain(8);
    expect(HARMONY_TABLE[8][verdict]).toContain(4);
    const friends = verdict === 'friendly';
    for (const date of [8, 17, 26]) expect(luckyTimes(4).dates.includes(date)).toBe(friends);
    for (const date of [4, 13, 22, 31]) expect(luckyTimes(8).dates.includes(date)).toBe(friends);
    expect(luckyTimes(4).weekdays.includes(6)).toBe(friends); // Saturday, Saturn's day
  });

  it('no longer gives moolank 4 Sunday, 7 Monday or Sunday, or 2 Friday', () => {
    expect(luckyTimes(4).weekdays).not.toContain(0);
    expect(luckyTimes(7).weekdays).not.toContain(1);
    expect(luckyTimes(7).weekdays).not.toContain(0);
    expect(luckyTimes(2).weekdays).not.toContain(5);
  });

  it('refuses a moolank outside 1 to 9', () => {
    expect(() => luckyTimes(0)).toThrow(RangeError);
    expect(() => luckyTimes(10)).toThrow(RangeError);
  });
});
