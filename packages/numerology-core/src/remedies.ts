import { missingNumbers, PLANES, type Digit, type LoshuGrid } from './grid.js';
import { isDigit, numberHarmony } from './harmony.js';
import type { Weekday } from './lucky.js';
import { NUMBER_PLANETS, type Planet } from './planets.js';

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

/** The most planets the report's remedies chapter works with: a start a person can keep up. */
export const MAX_REMEDY_PLANETS = 3;

/** Why a planet's remedies are offered to this person. */
export type RemedyReason =
  /** Its number is the moolank. */
  | { kind: 'moolank' }
  /** Its number is missing from the grid. */
  | { kind: 'missing' }
  /** Its number is the name number, which the friend table calls challenging to these numbers. */
  | { kind: 'nameClash'; with: readonly ('moolank' | 'bhagyank')[] };

/** The kinds of remedy a practitioner gives for a planet, and one small everyday act on its day. */
export type RemedyKind = 'colour' | 'daan' | 'fast' | 'mantra' | 'yantra' | 'act';

/**
 * What a planet's remedies aim at, from its reason: strengthen the moolank's own planet, invite
 * the planet of a missing number, calm the planet of a name number that clashes (a clash wins
 * over the other reasons, then the moolank).
 */
export type RemedyMode = 'strengthen' | 'invite' | 'calm';

/**
 * Three remedies a practitioner picks for each aim, not the whole table (docs/decisions.md,
 * "Remedies by reason"): strengthen with the planet's colour on its day, its mantra and one
 * small act; invite with giving (daan), its yantra kept in sight and one small act; calm with
 * giving, a simple fast and its mantra, never its colour, which would add to the pull.
 */
export const REMEDY_KINDS: Readonly<Record<RemedyMode, readonly RemedyKind[]>> = {
  strengthen: ['colour', 'mantra', 'act'],
  invite: ['daan', 'yantra', 'act'],
  calm: ['daan', 'fast', 'mantra'],
};

/** The aim of a planet's remedies, from its reasons. */
function modeOf(reasons: readonly RemedyReason[]): RemedyMode {
  if (reasons.some((r) => r.kind === 'nameClash')) return 'calm';
  if (reasons.some((r) => r.kind === 'moolank')) return 'strengthen';
  return 'invite';
}

export interface RemedyChoice {
  /** The number whose planet this is. */
  digit: Digit;
  planet: Planet;
  /** The day its remedies are kept. */
  day: Weekday;
  reasons: RemedyReason[];
  mode: RemedyMode;
  kinds: readonly RemedyKind[];
}

export interface RemedyInput {
  moolank: Digit;
  bhagyank: Digit;
  /** 0 for a name with no letter of the table. */
  nameNumber: number;
  grid: LoshuGrid;
}

/**
 * Which planets' remedies to offer, from the person's own numbers, in this order: the moolank's
 * planet; the name number's, when the friend table calls it challenging to the moolank or the
 * bhagyank; then the planets of missing numbers in firstRemedies' order, up to `max` planets.
 * A planet with several reasons is offered once with all of them (the moolank's planet is also
 * "missing" when the day of birth reduces to a number that is not in the grid, as 28 to 1).
 */
export function chooseRemedies(input: RemedyInput, max = MAX_REMEDY_PLANETS): RemedyChoice[] {
  const { moolank, bhagyank, nameNumber, grid } = input;
  const reasons = new Map<Digit, RemedyReason[]>();
  const add = (digit: Digit, reason: RemedyReason) => {
    const known = reasons.get(digit);
    if (known) known.push(reason);
    else if (reasons.size < max) reasons.set(digit, [reason]);
  };
  add(moolank, { kind: 'moolank' });
  if (isDigit(nameNumber)) {
    const clashes = (['moolank', 'bhagyank'] as const).filter(
      (which) =>
        numberHarmony(nameNumber, which === 'moolank' ? moolank : bhagyank) === 'challenging',
    );
    if (clashes.length > 0) add(nameNumber, { kind: 'nameClash', with: clashes });
  }
  // Every missing number in the order of firstRemedies: a chosen planet gains the reason, and
  // the first others fill the remaining places.
  for (const digit of firstRemedies(grid, 9)) add(digit, { kind: 'missing' });
  return [...reasons].map(([digit, why]) => {
    const mode = modeOf(why);
    return { digit, ...NUMBER_PLANETS[digit], reasons: why, mode, kinds: REMEDY_KINDS[mode] };
  });
}
