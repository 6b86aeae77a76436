import { personalDay, personalMonth } from './calendar.js';
import type { Digit } from './grid.js';
import { personalYear } from './personal-year.js';
import { reduceNumber } from './reduce.js';

/** A calendar date as numbers (month 1-12). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** One person's numbers for one date: personal year, month and day, each 1-9. */
export interface PersonalDayNumbers {
  year: Digit;
  month: Digit;
  day: Digit;
}

/**
 * The universal day: every digit of the date added and reduced to one digit, the same for
 * everyone (25 November 2026: 2+5+1+1+2+0+2+6 = 19 -> 1). Adding the digits and adding
 * day + month + year reduce alike, so this is reduce(day + month + year).
 */
export function universalDay(date: CalendarDate): Digit {
  return reduceNumber(date.day + date.month + date.year) as Digit;
}

/**
 * One person's numbers for a date: the personal year (counted from 1 January, as the report's
 * calendar does), the personal month (year + month) and the personal day (month + day), each
 * reduced, by the calendar's own rules.
 */
export function personalDayNumbers(
  birth: Pick<CalendarDate, 'day' | 'month'>,
  date: CalendarDate,
): PersonalDayNumbers {
  const year = personalYear(birth.day, birth.month, date.year);
  return {
    year: year as Digit,
    month: personalMonth(year, date.month) as Digit,
    day: personalDay(year, date.month, date.day) as Digit,
  };
}

/** India keeps one offset all year (IST, UTC+5:30, no summer time). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today's date in India (Asia/Kolkata) as YYYY-MM-DD, whatever the device's own time zone. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
