import { daysInMonth } from './input.js';
import { luckyTimes } from './lucky.js';
import { personalYear } from './personal-year.js';
import { reduceNumber } from './reduce.js';

/** Personal month: reduce(personal year + calendar month). */
export function personalMonth(personalYearNumber: number, month: number): number {
  return reduceNumber(personalYearNumber + month);
}

export interface MonthPlan {
  year: number;
  month: number;
  personalMonth: number;
  /** Dates of the month whose reduced day is friendly to the moolank (luckyTimes' dates). */
  luckyDates: number[];
}

/** The twelve personal months of a calendar year for one person, each with its lucky dates. */
export function yearPlan(day: number, month: number, moolank: number, year: number): MonthPlan[] {
  const py = personalYear(day, month, year);
  const { dates } = luckyTimes(moolank);
  return Array.from({ length: 12 }, (_, i) => {
    const m = i + 1;
    const luckyDates = dates.filter((date) => date <= daysInMonth(year, m));
    return { year, month: m, personalMonth: personalMonth(py, m), luckyDates };
  });
}

/** The month from which a report also covers the coming year fully (1 October). */
export const NEXT_YEAR_FROM_MONTH = 10;

/** The years a report plans month by month: this year, and the next too from 1 October. */
export function plannedYears(thisYear: number, todayMonth: number): number[] {
  return todayMonth >= NEXT_YEAR_FROM_MONTH ? [thisYear, thisYear + 1] : [thisYear];
}

/** The calendar year at a moment in a time zone (the report's "this year": Asia/Kolkata). */
export function yearIn(timeZone: string, at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(at));
}
