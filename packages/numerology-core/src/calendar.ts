import type { Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { daysInMonth } from './input.js';
import { personalYear } from './personal-year.js';
import { reduceNumber } from './reduce.js';

/** Personal month: reduce(personal year + calendar month). */
export function personalMonth(personalYearNumber: number, month: number): number {
  return reduceNumber(personalYearNumber + month);
}

/** Personal day: reduce(personal year + calendar month + date), the day's number for one person. */
export function personalDay(personalYearNumber: number, month: number, date: number): number {
  return reduceNumber(personalYearNumber + month + date);
}

/** At most this many best dates, and this many dates to handle with care, in a month. */
export const BEST_DATES = 5;
export const CARE_DATES = 3;

/**
 * The months from October on, when many numerologists say the coming personal year is already
 * felt (the cusp): a report planned then starts its years with the coming one, and these months
 * weigh each date in the coming year's count too.
 */
export const NEXT_YEAR_FROM_MONTH = 10;

export interface MonthPlan {
  year: number;
  month: number;
  personalMonth: number;
  /** The personal day of each date, the 1st first (index 0). */
  personalDays: number[];
  /** Up to BEST_DATES dates whose personal day suits both moolank and bhagyank best, in order. */
  bestDates: number[];
  /** Up to CARE_DATES dates whose personal day sits worst with them, in order; often none. */
  careDates: number[];
}

const POINTS: Readonly<Record<Harmony, number>> = { friendly: 1, neutral: 0, challenging: -1 };

/** How a number sits with moolank and bhagyank together, from the friend table: -2 to 2. */
function fit(number: number, moolank: number, bhagyank: number): number {
  return POINTS[numberHarmony(number, moolank)] + POINTS[numberHarmony(number, bhagyank)];
}

interface Scored {
  date: number;
  /** The personal day against moolank and bhagyank: decides best (above 0) or care (below 0). */
  day: number;
  /** In the cusp months, the same date counted in the coming personal year; else 0. */
  cusp: number;
  /** 2 when the personal day is the moolank itself, 1 the bhagyank, else 0. */
  match: number;
  /** The date's own number against the moolank (the lucky dates of the friend table). */
  own: number;
}

/** Dates closer than this to one already chosen wait until every month part has one. */
const SPREAD_DAYS = 4;

/** The first `count` of `ranked`, spread over the month first, then in rank order; by date. */
function spreadPick(ranked: readonly Scored[], count: number): number[] {
  const chosen: number[] = [];
  for (const spread of [true, false])
    for (const { date } of ranked) {
      if (chosen.length === count) break;
      if (chosen.includes(date)) continue;
      if (spread && chosen.some((c) => Math.abs(c - date) < SPREAD_DAYS)) continue;
      chosen.push(date);
    }
  return chosen.sort((a, b) => a - b);
}

/**
 * spreadPick's dates, unless another month of the plan already has that very list (months whose
 * personal days fall alike, as January and October do): then one chosen date, the weakest first,
 * gives way to the next in rank, so two months share a list only when the rule leaves no other.
 */
function pick(ranked: readonly Scored[], count: number, taken: ReadonlySet<string>): number[] {
  const first = spreadPick(ranked, count);
  if (!taken.has(first.join())) return first;
  const kept = ranked.filter((s) => first.includes(s.date)).map((s) => s.date);
  const others = ranked.filter((s) => !first.includes(s.date)).map((s) => s.date);
  // The weakest chosen date gives way first, to the strongest date not chosen.
  for (let k = kept.length - 1; k >= 0; k--)
    for (const date of others) {
      const other = kept.map((d, i) => (i === k ? date : d)).sort((a, b) => a - b);
      if (!taken.has(other.join())) return other;
    }
  return first;
}

/**
 * One month for one person. The rule: a date's personal day is weighed against moolank and
 * bhagyank in the friend table (+1 friendly, 0 neutral, -1 challenging, added). Dates above zero
 * may be best, below zero need care. Ties are broken by the coming year's count in the cusp
 * months, then (for best dates) a personal day that is the moolank or bhagyank itself, then the
 * date's own number against the moolank; the chosen dates are spread over the month.
 */
export function monthPlan(
  birth: { day: number; month: number },
  numbers: { moolank: Digit; bhagyank: Digit },
  year: number,
  month: number,
  /** The best and care lists of the plan's months so far, each joined with commas. */
  taken: { best: ReadonlySet<string>; care: ReadonlySet<string> } = {
    best: new Set(),
    care: new Set(),
  },
): MonthPlan {
  const { moolank, bhagyank } = numbers;
  const py = personalYear(birth.day, birth.month, year);
  const coming = personalYear(birth.day, birth.month, year + 1);
  const cuspMonth = month >= NEXT_YEAR_FROM_MONTH;
  const personalDays = Array.from({ length: daysInMonth(year, month) }, (_, i) =>
    personalDay(py, month, i + 1),
  );
  const matchOf = (pd: number) => (pd === moolank ? 2 : pd === bhagyank ? 1 : 0);
  const scored: Scored[] = personalDays.map((pd, i) => {
    const next = personalDay(coming, month, i + 1);
    return {
      date: i + 1,
      day: fit(pd, moolank, bhagyank),
      cusp: cuspMonth ? fit(next, moolank, bhagyank) : 0,
      match: matchOf(pd) + (cuspMonth ? matchOf(next) : 0),
      own: POINTS[numberHarmony(reduceNumber(i + 1), moolank)],
    };
  });
  const best = scored
    .filter((s) => s.day > 0)
    .sort((a, b) => b.day + b.cusp - (a.day + a.cusp) || b.match - a.match || b.own - a.own);
  const care = scored
    .filter((s) => s.day < 0)
    .sort((a, b) => a.day - b.day || a.cusp - b.cusp || a.own - b.own);
  return {
    year,
    month,
    personalMonth: personalMonth(py, month),
    personalDays,
    bestDates: pick(best, BEST_DATES, taken.best),
    careDates: pick(care, CARE_DATES, taken.care),
  };
}

/**
 * Consecutive months planned together, `count` of them from `year`/`month`: no two share a best
 * (or care) list where the rule leaves a choice (see pick).
 */
export function monthsPlan(
  birth: { day: number; month: number },
  numbers: { moolank: Digit; bhagyank: Digit },
  from: { year: number; month: number },
  count: number,
): MonthPlan[] {
  const taken = { best: new Set<string>(), care: new Set<string>() };
  return Array.from({ length: count }, (_, i) => {
    const index = from.month - 1 + i;
    const plan = monthPlan(
      birth,
      numbers,
      from.year + Math.floor(index / 12),
      (index % 12) + 1,
      taken,
    );
    taken.best.add(plan.bestDates.join());
    taken.care.add(plan.careDates.join());
    return plan;
  });
}

/** The first of the three years a report predicts: this year, or the coming one from October. */
export function firstPlannedYear(thisYear: number, todayMonth: number): number {
  return todayMonth >= NEXT_YEAR_FROM_MONTH ? thisYear + 1 : thisYear;
}

/**
 * The months a report plans: this year's twelve; from October, this year's remaining months
 * (this one included) and then the whole coming year, so no month is shown twice or has passed.
 */
export function plannedMonths(
  thisYear: number,
  todayMonth: number,
): { from: { year: number; month: number }; count: number } {
  return todayMonth >= NEXT_YEAR_FROM_MONTH
    ? { from: { year: thisYear, month: todayMonth }, count: 12 - todayMonth + 1 + 12 }
    : { from: { year: thisYear, month: 1 }, count: 12 };
}

/** The calendar year at a moment in a time zone (the report's "this year": Asia/Kolkata). */
export function yearIn(timeZone: string, at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(at));
}

/** How many months the report's dated calendar and the calendar file cover. */
export const CALENDAR_MONTHS = 12;

/**
 * A report made after this day of the month starts its calendar with the next month: most of the
 * month's best and care dates would already be past when it is read (review of issue 23).
 */
export const LATE_IN_MONTH = 15;

/**
 * The dated calendar: the `count` months from `today`'s month on (from the next month when
 * `today.day` is after LATE_IN_MONTH). They are planned from January of the first month's year
 * (and only the last `count` returned), so a month's best and care dates stay the same whichever
 * month of the year the report or the subscribed calendar is made in; no two of them share a list
 * where the rule leaves a choice (see pick).
 */
export function calendarMonths(
  birth: { day: number; month: number },
  numbers: { moolank: Digit; bhagyank: Digit },
  today: { year: number; month: number; day?: number },
  count: number = CALENDAR_MONTHS,
): MonthPlan[] {
  const late = (today.day ?? 1) > LATE_IN_MONTH;
  const first = !late
    ? today
    : today.month === 12
      ? { year: today.year + 1, month: 1 }
      : { year: today.year, month: today.month + 1 };
  const before = first.month - 1;
  return monthsPlan(birth, numbers, { year: first.year, month: 1 }, before + count).slice(before);
}

/**
 * Weeks start on Sunday (0), as on India's printed calendars and in the en-IN and hi-IN week of
 * the Unicode CLDR, which phone calendars in India follow.
 */
export const WEEK_STARTS_ON = 0;

/**
 * A month as the rows of a wall calendar: seven cells a week from WEEK_STARTS_ON, each the date
 * or null where the week falls outside the month.
 */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const lead = (firstWeekday - WEEK_STARTS_ON + 7) % 7;
  const days = daysInMonth(year, month);
  const cells = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) {
    const week = cells.slice(i, i + 7);
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  }
  return weeks;
}
