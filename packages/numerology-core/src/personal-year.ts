import { reduceNumber } from './reduce.js';

/** Personal year: reduce(reduce(day) + reduce(month) + reduce(currentYear)). */
export function personalYear(day: number, month: number, currentYear: number): number {
  return reduceNumber(reduceNumber(day) + reduceNumber(month) + reduceNumber(currentYear));
}
