/** Readings of the Lo Shu grid that pick digits or a plane; the words for them live in content. */
import { DIGITS, planes, type Digit, type LoshuGrid, type PlaneReading } from './grid.js';

/** A digit that occurs this many times or more has a reading of its own (555, 1111). */
export const REPEATED_MIN = 3;

/** Digits that occur in the grid, in ascending order. */
export function presentDigits(grid: LoshuGrid): Digit[] {
  return DIGITS.filter((digit) => grid[digit] > 0);
}

/** Digits that occur REPEATED_MIN times or more, in ascending order. */
export function repeatedDigits(grid: LoshuGrid): Digit[] {
  return DIGITS.filter((digit) => isRepeated(grid[digit]));
}

/** Whether a digit occurring `count` times counts as repeated. */
export function isRepeated(count: number): boolean {
  return count >= REPEATED_MIN;
}

/** The digits of a plane that are absent from the grid, in the plane's order. */
export function planeMissingDigits(plane: PlaneReading): Digit[] {
  return plane.digits.filter((digit) => !plane.present.includes(digit));
}

/**
 * The strongest line of the grid: the most digits present, then the most occurrences of them,
 * then the first in PLANES order (rows, columns, diagonals).
 */
export function strongestPlane(grid: LoshuGrid, readings = planes(grid)): PlaneReading {
  const weight = (plane: PlaneReading) => plane.digits.reduce((sum, d) => sum + grid[d], 0);
  const [first, ...rest] = readings;
  if (first === undefined) throw new RangeError('strongestPlane needs at least one plane');
  return rest.reduce(
    (best, plane) =>
      plane.present.length > best.present.length ||
      (plane.present.length === best.present.length && weight(plane) > weight(best))
        ? plane
        : best,
    first,
  );
}
