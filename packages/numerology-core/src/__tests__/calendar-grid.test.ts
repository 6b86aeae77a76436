import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BEST_DATES,
  CALENDAR_MONTHS,
  CARE_DATES,
  calendarMonths,
  LATE_IN_MONTH,
  monthWeeks,
  personalDay,
} from '../calendar.js';
import { DIGITS } from '../grid.js';
import { numberHarmony } from '../harmony.js';
import { personalYear } from '../personal-year.js';

const POINTS = { friendly: 1, neutral: 0, challenging: -1 } as const;
const fit = (n: number, with_: number) => POINTS[numberHarmony(n, with_)];

const digit = fc.constantFrom(...DIGITS);
const birth = fc.record({
  day: fc.integer({ min: 1, max: 28 }),
  month: fc.integer({ min: 1, max: 12 }),
});
const today = fc.record({
  year: fc.integer({ min: 2000, max: 2090 }),
  month: fc.integer({ min: 1, max: 12 }),
});

describe('the month grid', () => {
  it('starts weeks on Sunday and puts each date under its weekday', () => {
    // 1 November 2026 is a Sunday; 30 November a Monday.
    const november = monthWeeks(2026, 11);
    expect(november[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(november.at(-1)).toEqual([29, 30, null, null, null, null, null]);
    // 1 January 2027 is a Friday: five empty cells before it.
    expect(monthWeeks(2027, 1)[0]).toEqual([null, null, null, null, null, 1, 2]);
    // February 2026 begins on a Sunday and fills exactly four weeks.
    expect(monthWeeks(2026, 2)).toHaveLength(4);
  });

  it('holds every date of the month once, in order, each on its weekday', () => {
    fc.assert(
      fc.property(today, ({ year, month }) => {
        const weeks = monthWeeks(year, month);
        const dates = weeks.flat().filter((d): d is number => d !== null);
        const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
        expect(dates).toEqual(Array.from({ length: days }, (_, i) => i + 1));
        weeks.forEach((week, row) => {
          expect(week).toHaveLength(7);
          week.forEach((date, column) => {
            if (date === null) return;
            expect(new Date(Date.UTC(year, month - 1, date)).getUTCDay()).toBe(column);
            expect(row * 7 + column).toBeGreaterThanOrEqual(0);
          });
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('the dated calendar of the next 12 months', () => {
  it('runs from this month for twelve months, across the new year', () => {
    const months = calendarMonths(
      { day: 5, month: 8 },
      { moolank: 5, bhagyank: 5 },
      {
        year: 2026,
        month: 11,
      },
    );
    expect(months).toHaveLength(CALENDAR_MONTHS);
    expect(months.map((m) => `${m.year}-${m.month}`)).toEqual([
      '2026-11',
      '2026-12',
      ...Array.from({ length: 10 }, (_, i) => `2027-${i + 1}`),
    ]);
  });

  it('gives each date its personal day, in that calendar year', () => {
    fc.assert(
      fc.property(birth, digit, digit, today, (b, moolank, bhagyank, now) => {
        for (const plan of calendarMonths(b, { moolank, bhagyank }, now)) {
          const py = personalYear(b.day, b.month, plan.year);
          plan.personalDays.forEach((pd, i) => expect(pd).toBe(personalDay(py, plan.month, i + 1)));
          expect(plan.bestDates.length).toBeLessThanOrEqual(BEST_DATES);
          expect(plan.careDates.length).toBeLessThanOrEqual(CARE_DATES);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps a month’s dates whichever month of its year the calendar is made in', () => {
    fc.assert(
      fc.property(birth, digit, digit, fc.integer({ min: 2000, max: 2090 }), (b, m, bh, year) => {
        const january = calendarMonths(b, { moolank: m, bhagyank: bh }, { year, month: 1 });
        const june = calendarMonths(b, { moolank: m, bhagyank: bh }, { year, month: 6 });
        // June to December are in both, with the same lists.
        expect(june.slice(0, 7)).toEqual(january.slice(5, 12));
      }),
      { numRuns: 100 },
    );
  });

  it('starts with the next month when made after the 15th, so the first month’s dates lie ahead', () => {
    const b = { day: 14, month: 12 };
    const numbers = { moolank: 5 as const, bhagyank: 4 as const };
    const onThe15th = calendarMonths(b, numbers, { year: 2026, month: 11, day: LATE_IN_MONTH });
    const on25th = calendarMonths(b, numbers, { year: 2026, month: 11, day: 25 });
    expect(onThe15th.map((m) => m.month).slice(0, 2)).toEqual([11, 12]);
    expect(on25th.map((m) => [m.year, m.month]).slice(0, 2)).toEqual([
      [2026, 12],
      [2027, 1],
    ]);
    expect(on25th).toHaveLength(CALENDAR_MONTHS);
    // The months both hold keep their dates; a late December starts with January.
    expect(on25th.slice(0, 11)).toEqual(onThe15th.slice(1, 12));
    const lateDecember = calendarMonths(b, numbers, { year: 2026, month: 12, day: 20 });
    expect([lateDecember[0]!.year, lateDecember[0]!.month]).toEqual([2027, 1]);
  });

  it('never gives two of its months the same best or care list while another is possible', () => {
    fc.assert(
      fc.property(birth, digit, digit, today, (b, moolank, bhagyank, now) => {
        const months = calendarMonths(b, { moolank, bhagyank }, now);
        for (const kind of ['bestDates', 'careDates'] as const) {
          const lists = months.map((m) => m[kind].join());
          lists.forEach((list, i) => {
            const earlier = lists.indexOf(list);
            if (list === '' || earlier === i) return;
            // A repeat only where the month has no other date the rule allows: every date of
            // its kind (personal day friendly, or at odds, on balance) is already in the list.
            const plan = months[i]!;
            const sign = kind === 'bestDates' ? 1 : -1;
            const candidates = plan.personalDays.filter(
              (pd) => Math.sign(fit(pd, moolank) + fit(pd, bhagyank)) === sign,
            );
            expect(plan[kind].length).toBe(candidates.length);
          });
        }
      }),
      { numRuns: 300 },
    );
  });
});
