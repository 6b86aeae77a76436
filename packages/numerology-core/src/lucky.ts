/**
 * Lucky numbers, dates and weekdays of a moolank: one rule, read from the one friend table
 * (HARMONY_TABLE), so a day or date is never called lucky while the table calls its number
 * challenging for the same moolank.
 */
import type { Digit } from './grid.js';
import { HARMONY_TABLE, isDigit } from './harmony.js';
import { reduceNumber } from './reduce.js';

/** A day of the week as Date.prototype.getDay counts it: 0 Sunday to 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The number whose planet rules each weekday (vaara), Sunday first: Sun 1, Moon 2, Mars 9,
 * Mercury 5, Jupiter 3, Venus 6, Saturn 8. Rahu (4) and Ketu (7) rule no day of the week.
 */
export const WEEKDAY_RULERS: Readonly<Record<Weekday, Digit>> = {
  0: 1,
  1: 2,
  2: 9,
  3: 5,
  4: 3,
  5: 6,
  6: 8,
};

const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** The most days a month has: lucky dates are read for 1 to 31 and cut to each month. */
const LAST_DATE = 31;

export interface LuckyTimes {
  /** The numbers the table calls friendly to the moolank (the moolank itself included). */
  numbers: readonly Digit[];
  /** Dates of the month, 1 to 31, whose reduced number is one of them. */
  dates: readonly number[];
  /** Weekdays whose ruling number is one of them: the moolank's own day first, then in week order. */
  weekdays: readonly Weekday[];
}

/** A moolank's favourable numbers, lucky dates and lucky weekdays, all from the friend table. */
export function luckyTimes(moolank: number): LuckyTimes {
  if (!isDigit(moolank)) throw new RangeError(`Expected a moolank from 1 to 9, got ${moolank}`);
  const numbers = HARMONY_TABLE[moolank].friendly;
  const dates = Array.from({ length: LAST_DATE }, (_, i) => i + 1).filter((date) =>
    numbers.includes(reduceNumber(date) as Digit),
  );
  const friendlyDays = WEEKDAYS.filter((day) => numbers.includes(WEEKDAY_RULERS[day]));
  const own = friendlyDays.filter((day) => WEEKDAY_RULERS[day] === moolank);
  const weekdays = [...own, ...friendlyDays.filter((day) => !own.includes(day))];
  return { numbers, dates, weekdays };
}
