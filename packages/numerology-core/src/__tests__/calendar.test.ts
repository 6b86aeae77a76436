import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BEST_DATES,
  CARE_DATES,
  firstPlannedYear,
  monthPlan,
  monthsPlan,
  personalDay,
  plannedMonths,
} from '../calendar.js';
import { DIGITS, type Digit } from '../grid.js';
import { numberHarmony } from '../harmony.js';
import { birthMasters } from '../master.js';
import { personalYear } from '../personal-year.js';
import { reduceNumber } from '../reduce.js';

const digit = fc.constantFrom(...DIGITS);
const birth = fc.record({
  day: fc.integer({ min: 1, max: 28 }),
  month: fc.integer({ min: 1, max: 12 }),
});

describe('personal days', () => {
  it('adds personal year, calendar month and date, reduced', () => {
    // Born 5 August: personal year 2026 = 5 + 8 + 1 = 14 -> 5; 25 November: 5 + 11 + 25 = 41 -> 5.
    expect(personalYear(5, 8, 2026)).toBe(5);
    expect(personalDay(5, 11, 25)).toBe(5);
    const plan = monthPlan({ day: 5, month: 8 }, { moolank: 5, bhagyank: 5 }, 2026, 11);
    expect(plan.personalDays).toHaveLength(30);
    expect(plan.personalDays[24]).toBe(5);
    expect(plan.personalMonth).toBe(reduceNumber(5 + 11));
  });
});

describe('best dates and dates to handle with care', () => {
  it('gives at most 5 best and 3 care dates, in order, apart, inside the month', () => {
    fc.assert(
      fc.property(
        birth,
        digit,
        digit,
        fc.integer({ min: 1950, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        (b, moolank, bhagyank, year, month) => {
          const plan = monthPlan(b, { moolank, bhagyank }, year, month);
          expect(plan.bestDates.length).toBeLessThanOrEqual(BEST_DATES);
          expect(plan.careDates.length).toBeLessThanOrEqual(CARE_DATES);
          for (const list of [plan.bestDates, plan.careDates]) {
            expect(list).toEqual([...list].sort((x, y) => x - y));
            for (const date of list) expect(date).toBeLessThanOrEqual(plan.personalDays.length);
          }
          expect(plan.bestDates.filter((d) => plan.careDates.includes(d))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads each date’s personal day against moolank and bhagyank in the friend table', () => {
    fc.assert(
      fc.property(
        birth,
        digit,
        digit,
        fc.integer({ min: 1950, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        (b, moolank, bhagyank, year, month) => {
          const plan = monthPlan(b, { moolank, bhagyank }, year, month);
          const verdicts = (date: number) => {
            const pd = plan.personalDays[date - 1]!;
            return [numberHarmony(pd, moolank), numberHarmony(pd, bhagyank)];
          };
          // Best: friendly to one at least and challenging to neither.
          for (const date of plan.bestDates) {
            expect(verdicts(date)).toContain('friendly');
            expect(verdicts(date)).not.toContain('challenging');
          }
          // Care: challenging to one at least and friendly to neither.
          for (const date of plan.careDates) {
            expect(verdicts(date)).toContain('challenging');
            expect(verdicts(date)).not.toContain('friendly');
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('no longer lists 16 dates, nor the same dates every month', () => {
    // Asha, born 8 August 1990: moolank 8, bhagyank 9.
    const plan = monthsPlan(
      { day: 8, month: 8 },
      { moolank: 8, bhagyank: 9 },
      { year: 2026, month: 1 },
      12,
    );
    expect(plan.every((m) => m.bestDates.length === BEST_DATES)).toBe(true);
    expect(new Set(plan.map((m) => m.bestDates.join())).size).toBe(12);
  });

  it('never repeats a month’s list in a plan where the rule leaves another date', () => {
    fc.assert(
      fc.property(
        birth,
        digit,
        digit,
        fc.integer({ min: 1950, max: 2100 }),
        (b, moolank, bhagyank, year) => {
          const plan = monthsPlan(b, { moolank, bhagyank }, { year, month: 11 }, 14);
          const lists = plan.map((m) => m.bestDates.join());
          lists.forEach((list, i) => {
            const month = plan[i]!;
            const candidates = month.personalDays.filter(
              (pd) =>
                [numberHarmony(pd, moolank), numberHarmony(pd, bhagyank)].includes('friendly') &&
                ![numberHarmony(pd, moolank), numberHarmony(pd, bhagyank)].includes('challenging'),
            ).length;
            if (candidates > BEST_DATES) expect(lists.slice(0, i)).not.toContain(list);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lets the coming year weigh in from October, so October is not January again', () => {
    const numbers = { moolank: 1 as Digit, bhagyank: 1 as Digit };
    const b = { day: 1, month: 1 };
    const january = monthPlan(b, numbers, 2027, 1);
    const october = monthPlan(b, numbers, 2027, 10);
    // The same personal days, date by date (10 reduces to 1)...
    expect(october.personalDays).toEqual(january.personalDays);
    // ...yet October's dates are ranked with the coming year's count as well.
    expect(october.bestDates).not.toEqual(january.bestDates);
  });
});

describe('the months and years a report plans', () => {
  it('plans this year until September, then the rest of it and the whole coming year', () => {
    expect(plannedMonths(2026, 9)).toEqual({ from: { year: 2026, month: 1 }, count: 12 });
    expect(plannedMonths(2026, 11)).toEqual({ from: { year: 2026, month: 11 }, count: 14 });
    const plan = monthsPlan(
      { day: 5, month: 8 },
      { moolank: 5, bhagyank: 5 },
      plannedMonths(2026, 11).from,
      14,
    );
    expect(plan.map((m) => `${m.year}-${m.month}`)).toEqual([
      '2026-11',
      '2026-12',
      ...Array.from({ length: 12 }, (_, i) => `2027-${i + 1}`),
    ]);
  });

  it('starts the three years with the coming year from October', () => {
    expect(firstPlannedYear(2026, 9)).toBe(2026);
    expect(firstPlannedYear(2026, 10)).toBe(2027);
    expect(firstPlannedYear(2026, 12)).toBe(2027);
  });
});

describe('master numbers in the birth day and month', () => {
  it('finds 11 in the 11th and 29th, 22 in the 22nd, 11 in November', () => {
    expect(birthMasters(29, 11)).toEqual({ day: 11, month: 11 });
    expect(birthMasters(11, 3)).toEqual({ day: 11, month: null });
    expect(birthMasters(22, 4)).toEqual({ day: 22, month: null });
    expect(birthMasters(20, 1)).toEqual({ day: null, month: null });
    expect(birthMasters(2, 12)).toEqual({ day: null, month: null });
  });
});
