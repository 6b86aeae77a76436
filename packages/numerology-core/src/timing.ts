/**
 * Timing: the next nine personal years, what each favours, and the years for marriage or
 * partnership. One rule table, read the way Indian and Western numerologists read the 1-9
 * personal year cycle; the friend table (HARMONY_TABLE) says how strongly a year sits with the
 * person's own moolank and bhagyank.
 */
import { firstPlannedYear } from './calendar.js';
import type { Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { personalYear } from './personal-year.js';
import { reduceNumber } from './reduce.js';

/** The aims a year is read for, in the order the report lists them. */
export const TIMING_AIMS = ['start', 'change', 'marriage', 'study', 'consolidate', 'move'] as const;
export type TimingAim = (typeof TIMING_AIMS)[number];

/** How many years the timeline shows: one whole personal year cycle. */
export const TIMING_YEARS = 9;

/**
 * What each personal year favours. 1 begins (a new cycle: start work or a business, a new job);
 * 2 is partnership; 3 learning and widening the circle; 4 building steadily (consolidate);
 * 5 change and movement (new job, a move, travel); 6 home, love and marriage; 7 study and quiet
 * reflection; 8 work, money and enterprise (start a business, a step up at work); 9 completing
 * and letting go (consolidate, travel). A year of consolidation is a good year, not a bad one.
 */
export const YEAR_AIMS: Readonly<Record<Digit, readonly TimingAim[]>> = {
  1: ['start', 'change'],
  2: ['marriage'],
  3: ['study', 'move'],
  4: ['consolidate'],
  5: ['change', 'move'],
  6: ['marriage'],
  7: ['study', 'consolidate'],
  8: ['start', 'change'],
  9: ['consolidate', 'move'],
};

/** The personal years that are themselves years of partnership (2) and of marriage and home (6). */
export const PARTNERSHIP_YEARS: readonly Digit[] = [2, 6];

/**
 * How the year's personal year sits with moolank and bhagyank in the friend table: 'strong' when
 * it is friendly to one of them and challenging to neither ("strengthened"), 'gentle' when it is
 * challenging to one and friendly to neither (still favoured: go step by step), else 'steady'.
 */
export type TimingSupport = 'strong' | 'steady' | 'gentle';

/**
 * Why a year is a relationship year: its personal year is 2 or 6 ('personalYear'), or both the
 * calendar year's own number (the universal year, the same for everyone) and the personal year
 * are friendly to both moolank and bhagyank ('universalYear'; see UNIVERSAL_RELATIONSHIP_MAX).
 */
export type RelationshipReason = 'personalYear' | 'universalYear';

export interface TimingYear {
  year: number;
  personalYear: Digit;
  /** reduce(calendar year): the year's own number, the same for everyone. */
  universalYear: Digit;
  /** The personal year against moolank and against bhagyank. */
  withMoolank: Harmony;
  withBhagyank: Harmony;
  support: TimingSupport;
  /** What the year favours: YEAR_AIMS, plus marriage in a relationship year; in TIMING_AIMS order. */
  aims: TimingAim[];
  /** Why it is a year for marriage or partnership; empty when it is not one. */
  relationship: RelationshipReason[];
}

export interface Timing {
  /** The first year shown: this year, or from October the coming one. */
  firstYear: number;
  /** Whether the years start with the coming year (the October rule). */
  startsNextYear: boolean;
  years: TimingYear[];
  /** The years of `years` with a relationship reason, in order. */
  relationshipYears: number[];
}

const POINTS: Readonly<Record<Harmony, number>> = { friendly: 1, neutral: 0, challenging: -1 };

/** How a number sits with moolank and bhagyank together: -2 to 2. */
function fit(number: Digit, numbers: { moolank: Digit; bhagyank: Digit }): number {
  return (
    POINTS[numberHarmony(number, numbers.moolank)] + POINTS[numberHarmony(number, numbers.bhagyank)]
  );
}

function supportOf(withMoolank: Harmony, withBhagyank: Harmony): TimingSupport {
  const both = [withMoolank, withBhagyank];
  if (both.includes('friendly') && !both.includes('challenging')) return 'strong';
  if (both.includes('challenging') && !both.includes('friendly')) return 'gentle';
  return 'steady';
}

/**
 * At most this many years of the nine are relationship years for the universal year alone (the
 * nearest first), so the two or three years the reading points to still stand out.
 */
export const UNIVERSAL_RELATIONSHIP_MAX = 2;

/** One calendar year for one person; `universalReason: false` leaves out the universal year reason. */
export function timingYear(
  birth: { day: number; month: number },
  numbers: { moolank: Digit; bhagyank: Digit },
  year: number,
  options: { universalReason?: boolean } = {},
): TimingYear {
  const py = personalYear(birth.day, birth.month, year) as Digit;
  const universalYear = reduceNumber(year) as Digit;
  const withMoolank = numberHarmony(py, numbers.moolank);
  const withBhagyank = numberHarmony(py, numbers.bhagyank);
  const relationship: RelationshipReason[] = [];
  if (PARTNERSHIP_YEARS.includes(py)) relationship.push('personalYear');
  if (
    options.universalReason !== false &&
    fit(universalYear, numbers) === 2 &&
    POINTS[withMoolank] + POINTS[withBhagyank] === 2
  )
    relationship.push('universalYear');
  const favoured = new Set<TimingAim>(YEAR_AIMS[py]);
  if (relationship.length > 0) favoured.add('marriage');
  return {
    year,
    personalYear: py,
    universalYear,
    withMoolank,
    withBhagyank,
    support: supportOf(withMoolank, withBhagyank),
    aims: TIMING_AIMS.filter((aim) => favoured.has(aim)),
    relationship,
  };
}

/**
 * The next nine years for one person, from this year, or from the coming year when the reading
 * is made in October or later (the report's October rule, firstPlannedYear).
 */
export function timing(
  birth: { day: number; month: number },
  numbers: { moolank: Digit; bhagyank: Digit },
  today: { year: number; month: number },
): Timing {
  const firstYear = firstPlannedYear(today.year, today.month);
  let universalOnly = 0;
  const years = Array.from({ length: TIMING_YEARS }, (_, i) => {
    const year = timingYear(birth, numbers, firstYear + i);
    if (year.relationship.length !== 1 || year.relationship[0] !== 'universalYear') return year;
    universalOnly += 1;
    return universalOnly <= UNIVERSAL_RELATIONSHIP_MAX
      ? year
      : timingYear(birth, numbers, firstYear + i, { universalReason: false });
  });
  return {
    firstYear,
    startsNextYear: firstYear !== today.year,
    years,
    relationshipYears: years.filter((y) => y.relationship.length > 0).map((y) => y.year),
  };
}
