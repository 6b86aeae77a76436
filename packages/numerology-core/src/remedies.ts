import { missingNumbers, PLANES, type Digit, type LoshuGrid } from './grid.js';

export const MAX_FIRST_REMEDIES = 3;

/**
 * Which missing numbers to work on first, at most three. The rule: a missing number that would
 * complete the most planes (rows, columns, diagonals with its two other digits present) comes
 * first; then the one that would add to the most planes with one digit present; then the smaller
 * number. So the first remedies are those that close the most gaps in the grid.
 */
export function firstRemedies(grid: LoshuGrid, max = MAX_FIRST_REMEDIES): Digit[] {
  const present = (d: Digit) => grid[d] > 0;
  const score = (digit: Digit) => {
    const planes = PLANES.filter((p) => p.digits.includes(digit));
    const others = (p: (typeof PLANES)[number]) =>
      p.digits.filter((d) => d !== digit && present(d));
    return {
      completes: planes.filter((p) => others(p).length === 2).length,
      adds: planes.filter((p) => others(p).length === 1).length,
    };
  };
  return missingNumbers(grid)
    .map((digit) => ({ digit, ...score(digit) }))
    .sort((a, b) => b.completes - a.completes || b.adds - a.adds || a.digit - b.digit)
    .slice(0, max)
    .map((entry) => entry.digit);
}
