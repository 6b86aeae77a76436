import { describe, expect, it } from 'vitest';
import {
  isRepeated,
  loshuGrid,
  planeMissingDigits,
  planes,
  presentDigits,
  repeatedDigits,
  strongestPlane,
  type LoshuGrid,
} from '../index.js';

/** A grid from the digits it holds, e.g. gridOf(1, 1, 5). */
function gridOf(...digits: number[]): LoshuGrid {
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0 };
  for (const d of digits) counts[d as keyof typeof counts] += 1;
  return counts;
}

describe('presentDigits', () => {
  it('lists the digits that occur, in ascending order', () => {
    // 15/08/1990: 1 5 8 1 9 9, psychic 6, life path 6 (33), kua (male) 1.
    const grid = loshuGrid({
      day: 15,
      month: 8,
      year: 1990,
      psychicNumber: 6,
      lifePathNumber: 6,
      kuaNumber: 1,
    });
    expect(presentDigits(grid)).toEqual([1, 5, 6, 8, 9]);
    expect(presentDigits(gridOf())).toEqual([]);
  });
});

describe('isRepeated', () => {
  it('counts a digit as repeated from three occurrences', () => {
    expect(isRepeated(2)).toBe(false);
    expect(isRepeated(3)).toBe(true);
    expect(isRepeated(5)).toBe(true);
  });
});

describe('repeatedDigits', () => {
  it('lists the digits occurring three or more times, in ascending order', () => {
    expect(repeatedDigits(gridOf(9, 9, 9, 1, 1, 1, 1, 2, 2))).toEqual([1, 9]);
    expect(repeatedDigits(gridOf(2, 2, 3))).toEqual([]);
  });
});

describe('planeMissingDigits', () => {
  it("lists a plane's absent digits in the plane's order", () => {
    const [mental] = planes(gridOf(9));
    expect(mental?.digits).toEqual([4, 9, 2]);
    expect(planeMissingDigits(mental!)).toEqual([4, 2]);
    const [full] = planes(gridOf(4, 9, 2));
    expect(planeMissingDigits(full!)).toEqual([]);
  });
});

describe('strongestPlane', () => {
  it('takes the plane with the most digits present', () => {
    // Will (9, 5, 1) is complete; every other plane has at most two.
    expect(strongestPlane(gridOf(9, 5, 1, 4)).id).toBe('will');
  });

  it('breaks a tie on digits present by how often they occur', () => {
    // Mental (4 9 2) and practical (8 1 6) both have two; 8 occurs three times.
    expect(strongestPlane(gridOf(4, 9, 8, 8, 8, 1)).id).toBe('practical');
  });

  it('keeps the first plane in order when digits and occurrences tie', () => {
    expect(strongestPlane(gridOf(4, 8)).id).toBe('thought');
    expect(strongestPlane(gridOf()).id).toBe('mental');
  });

  it('reads the planes it is given', () => {
    const grid = gridOf(2, 5, 8);
    const readings = planes(grid).filter((plane) => plane.kind === 'row');
    expect(strongestPlane(grid, readings).id).toBe('mental');
  });
});
