import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyze,
  DIGITS,
  gridSources,
  digitsOf,
  GRID_LAYOUT,
  loshuGrid,
  missingNumbers,
  planes,
  type LoshuGrid,
} from '../index.js';

const emptyGrid: LoshuGrid = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0 };

describe('GRID_LAYOUT', () => {
  it('is the Lo Shu square, every line summing to 15', () => {
    expect(GRID_LAYOUT).toEqual([
      [4, 9, 2],
      [3, 5, 7],
      [8, 1, 6],
    ]);
    for (const row of GRID_LAYOUT) expect(row.reduce((a, b) => a + b, 0)).toBe(15);
  });
});

describe('loshuGrid', () => {
  it('adds the psychic number only for a day above 9', () => {
    const parts = { month: 1, year: 2000, psychicNumber: 9, lifePathNumber: 1, kuaNumber: 1 };
    expect(loshuGrid({ ...parts, day: 9 })[9]).toBe(1);
    expect(loshuGrid({ ...parts, day: 18 })[9]).toBe(1 + 0); // the 9 here is only the psychic number
    expect(loshuGrid({ ...parts, day: 18 })[8]).toBe(1);
  });

  it('totals the non-zero digits of the date plus 2 or 3', () => {
    const date = fc.date({
      min: new Date('1800-01-01T00:00:00Z'),
      max: new Date('2026-11-21T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(date, fc.constantFrom('Male', 'Female'), (d, gender) => {
        const dob = d.toISOString().slice(0, 10);
        const result = analyze(
          { name: 'Test', dob, gender },
          { currentYear: 2026, today: '2026-11-21' },
        );
        const nonZero = [result.day, result.month, result.year]
          .flatMap(digitsOf)
          .filter((x) => x > 0).length;
        const total = Object.values(result.loshuGrid).reduce((a, b) => a + b, 0);
        expect(total).toBe(nonZero + (result.day > 9 ? 3 : 2));
      }),
    );
  });
});

describe('missingNumbers', () => {
  it('lists absent digits in order', () => {
    expect(missingNumbers({ ...emptyGrid, 1: 1, 5: 3, 8: 1, 9: 2 })).toEqual([2, 3, 4, 6, 7]);
    expect(missingNumbers(emptyGrid)).toHaveLength(9);
  });
});

describe('planes', () => {
  it('reads rows, columns and diagonals as complete, partial or empty', () => {
    const grid = { ...emptyGrid, 4: 1, 9: 2, 2: 1, 5: 1 };
    const byId = Object.fromEntries(planes(grid).map((p) => [p.id, p]));
    expect(planes(grid)).toHaveLength(8);
    expect(byId.mental?.status).toBe('complete');
    expect(byId.practical?.status).toBe('empty');
    expect(byId.golden?.status).toBe('partial');
    expect(byId.golden?.present).toEqual([4, 5]);
    expect(byId.silver?.digits).toEqual([2, 5, 8]);
  });
});

describe('gridSources', () => {
  it('lists the non-zero digits of the date, then the numbers added to them', () => {
    // 23/12/1985: psychic 5 (two-digit day), life path 4, kua (male) 6.
    expect(
      gridSources({
        day: 23,
        month: 12,
        year: 1985,
        psychicNumber: 5,
        lifePathNumber: 4,
        kuaNumber: 6,
      }),
    ).toEqual({
      dobDigits: [2, 3, 1, 2, 1, 9, 8, 5],
      psychicNumber: 5,
      lifePathNumber: 4,
      kuaNumber: 6,
    });
  });

  it('leaves out zeros and the psychic number of a one-digit day', () => {
    const sources = gridSources({
      day: 5,
      month: 10,
      year: 2000,
      psychicNumber: 5,
      lifePathNumber: 8,
      kuaNumber: 6,
    });
    expect(sources.dobDigits).toEqual([5, 1, 2]);
    expect(sources.psychicNumber).toBeNull();
  });

  it('lists exactly what loshuGrid counts', () => {
    fc.assert(
      fc.property(
        fc.record({
          day: fc.integer({ min: 1, max: 31 }),
          month: fc.integer({ min: 1, max: 12 }),
          year: fc.integer({ min: 1800, max: 9999 }),
          psychicNumber: fc.integer({ min: 1, max: 9 }),
          lifePathNumber: fc.integer({ min: 1, max: 9 }),
          kuaNumber: fc.integer({ min: 1, max: 9 }),
        }),
        (parts) => {
          const sources = gridSources(parts);
          const listed = [
            ...sources.dobDigits,
            ...(sources.psychicNumber === null ? [] : [sources.psychicNumber]),
            sources.lifePathNumber,
            sources.kuaNumber,
          ];
          const grid = loshuGrid(parts);
          for (const digit of DIGITS)
            expect(grid[digit]).toBe(listed.filter((d) => d === digit).length);
        },
      ),
    );
  });
});
