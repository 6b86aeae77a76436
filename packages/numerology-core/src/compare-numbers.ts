/**
 * Comparing candidate numbers (mobile or vehicle numbers) for one person or a family: each number's
 * total is reduced and set against every owner's moolank and bhagyank by the one friend table,
 * and the numbers are ranked by how well they sit with all of them. The rule is in
 * docs/decisions.md ("Comparing numbers").
 */
import type { Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { localToday, parseDob } from './input.js';
import { mobileDigits } from './mobile.js';
import { reduceNumber } from './reduce.js';
import { vehicleRegistration } from './vehicle-number.js';

export const COMPARE_NUMBERS_MAX = 10;
export const COMPARE_OWNERS_MAX = 4;
export const COMPARE_KINDS = ['mobile', 'vehicle'] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

/** Points per verdict: a friendly pair counts twice a neutral one, a challenging one nothing. */
const POINTS: Record<Harmony, number> = { friendly: 2, neutral: 1, challenging: 0 };

export interface OwnerNumbers {
  moolank: Digit;
  bhagyank: Digit;
}

export interface CandidateNumber {
  /** The number as normalised (a mobile number's ten digits; a registration as the plate shows it). */
  number: string;
  total: number;
  reduced: Digit;
}

export interface RankedNumber extends CandidateNumber {
  /** 0 to 100: the share of the greatest points, over every owner's moolank and bhagyank. */
  score: number;
  /** For each owner, in the order given: the reduced number against moolank and bhagyank. */
  harmony: Array<{ moolank: Harmony; bhagyank: Harmony }>;
  /** How many of those verdicts are challenging (the tie-break: fewer first). */
  challenging: number;
}

/**
 * The ranking rule, pure: each number scores the points of its verdicts with every owner's
 * moolank and bhagyank (friendly 2, neutral 1, challenging 0) as a share of 100, rounded; higher
 * first, then fewer challenging verdicts, then the order the numbers were given in. Every owner
 * weighs the same, so a family's ranking favours the number that sits with all of them.
 */
export function rankNumbers(
  candidates: readonly CandidateNumber[],
  owners: readonly OwnerNumbers[],
): RankedNumber[] {
  if (owners.length === 0) throw new RangeError('At least one owner is needed to rank numbers.');
  const scored = candidates.map((candidate, index) => {
    const harmony = owners.map((owner) => ({
      moolank: numberHarmony(candidate.reduced, owner.moolank),
      bhagyank: numberHarmony(candidate.reduced, owner.bhagyank),
    }));
    let points = 0;
    let challenging = 0;
    for (const pair of harmony) {
      points += POINTS[pair.moolank] + POINTS[pair.bhagyank];
      challenging +=
        Number(pair.moolank === 'challenging') + Number(pair.bhagyank === 'challenging');
    }
    const score = Math.round((100 * points) / (4 * owners.length));
    return { ranked: { ...candidate, score, harmony, challenging }, index };
  });
  scored.sort(
    (a, b) =>
      b.ranked.score - a.ranked.score ||
      a.ranked.challenging - b.ranked.challenging ||
      a.index - b.index,
  );
  return scored.map((s) => s.ranked);
}

/** A mobile number's ten digits, their total and its reduction (a bad one throws, field 'number'). */
export function mobileCandidate(typed: unknown): CandidateNumber {
  const number = mobileDigits(typed);
  let total = 0;
  for (let i = 0; i < number.length; i++) total += number.charCodeAt(i) - 48;
  // The first digit is 6 to 9, so the total is at least 6 and reduces to 1 to 9.
  return { number, total, reduced: reduceNumber(total) as Digit };
}

/**
 * A vehicle registration checked and written the plate's way (a bad one throws, field 'number'),
 * with the total of all its digits and its reduction: the same number the vehicle tool reads.
 */
export function vehicleCandidate(typed: unknown): CandidateNumber {
  const { number } = vehicleRegistration(typed);
  let total = 0;
  for (const character of number)
    if (character >= '0' && character <= '9') total += Number(character);
  // The plate's serial is never 0000, so the total is at least 1 and reduces to 1 to 9.
  return { number, total, reduced: reduceNumber(total) as Digit };
}

/** The candidate for a number of the given kind, checked by that kind's own rules. */
export function compareCandidate(kind: CompareKind, typed: unknown): CandidateNumber {
  return kind === 'vehicle' ? vehicleCandidate(typed) : mobileCandidate(typed);
}

/** An owner's moolank and bhagyank from a date of birth (a bad one throws, field 'dob'). */
export function ownerNumbers(dob: unknown, today: string = localToday()): OwnerNumbers {
  const { day, month, year } = parseDob(dob, today);
  return {
    moolank: reduceNumber(day) as Digit,
    bhagyank: reduceNumber(day + month + year) as Digit,
  };
}
