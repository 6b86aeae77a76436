/**
 * A business or brand name read for its owner: the name's compound and number by the one letter
 * table (digits 1 to 9 at their face value; 0, '&' and punctuation count nothing), its harmony
 * with the owner's moolank and bhagyank, a launch date's day number with its harmony, and better
 * spellings from the name engine. The rules are in docs/decisions.md ("Business names").
 */
import type { CompoundTone } from './compound.js';
import type { Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { suggestNames, type NameLetter, type NameSuggestion } from './name-suggestions.js';
import { reduceNumber } from './reduce.js';

/** Launch dates are read from 1900 to 2100: any real business's past or planned opening. */
export const LAUNCH_YEAR_MIN = 1900;
export const LAUNCH_YEAR_MAX = 2100;
/** A brand takes fewer suggestions than a person's name: the few closest spellings. */
export const BUSINESS_SUGGESTIONS_MAX = 5;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A launch date as YYYY-MM-DD, a real calendar day from LAUNCH_YEAR_MIN to LAUNCH_YEAR_MAX (past
 * or future: a shop already open or one being planned); the reason in plain words when it is not.
 */
export function parseLaunchDate(
  text: unknown,
): { year: number; month: number; day: number } | { problem: string } {
  const match = typeof text === 'string' ? ISO_DATE.exec(text.trim()) : null;
  if (!match) return { problem: 'Please give the launch date as YYYY-MM-DD, e.g. 2026-04-14.' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < LAUNCH_YEAR_MIN || year > LAUNCH_YEAR_MAX)
    return {
      problem: `Please give a launch date from ${LAUNCH_YEAR_MIN} to ${LAUNCH_YEAR_MAX}.`,
    };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCDate() !== day)
    return { problem: 'That launch date is not on the calendar: please check the day and month.' };
  return { year, month, day };
}

export interface LaunchReading {
  /** YYYY-MM-DD. */
  date: string;
  /** The day of the month reduced to one digit, read as a moolank is from the day of birth. */
  dayNumber: Digit;
  /** The day number against the business's name number and the owner's moolank and bhagyank. */
  harmony: { nameNumber: Harmony; moolank: Harmony; bhagyank: Harmony };
}

export interface BusinessNameReading {
  name: string;
  /** The letters and digits that carry a value, in order (the working). */
  letters: NameLetter[];
  compound: number;
  compoundLabel: string;
  tone: CompoundTone | null;
  nameNumber: Digit;
  moolank: Digit;
  bhagyank: Digit;
  harmony: { moolank: Harmony; bhagyank: Harmony };
  launch: LaunchReading | null;
  /** Spellings close to the name whose number sits better with the owner, closest first. */
  suggestions: NameSuggestion[];
  /** As in name correction: true when no spelling is friendly to both numbers. */
  fallback: boolean;
}

export interface BusinessNameOptions {
  /** The owner's date of birth, YYYY-MM-DD. */
  dob: string;
  /** The planned or actual launch date, YYYY-MM-DD. */
  launch?: string;
  /** The latest accepted date of birth, YYYY-MM-DD; today's local date unless given. */
  today?: string;
}

/**
 * Reads a business name against its owner's birth numbers. Bad input throws NumerologyInputError
 * (name, dob: the name engine's own checks) or RangeError for a bad launch date (the schema names
 * it `launch` first).
 */
export function businessNameReading(
  name: string,
  options: BusinessNameOptions,
): BusinessNameReading {
  // The name engine checks the name and date, reads the spelling as typed and finds spellings;
  // no gender: the final-a edits are for a man's given name, not a brand.
  const found = suggestNames(name, {
    dob: options.dob,
    today: options.today,
    max: BUSINESS_SUGGESTIONS_MAX,
    // "K. Tata Traders" is no brand: an initial in front is for a person's name.
    prefixInitials: false,
  });
  const { current, moolank, bhagyank } = found;
  // The engine takes only names with a letter A to Z, so the compound is at least 1.
  const nameNumber = current.nameNumber as Digit;
  let launch: LaunchReading | null = null;
  if (options.launch !== undefined) {
    const parsed = parseLaunchDate(options.launch);
    if ('problem' in parsed) throw new RangeError(parsed.problem);
    const dayNumber = reduceNumber(parsed.day) as Digit;
    launch = {
      date: options.launch.trim(),
      dayNumber,
      harmony: {
        nameNumber: numberHarmony(dayNumber, nameNumber),
        moolank: numberHarmony(dayNumber, moolank),
        bhagyank: numberHarmony(dayNumber, bhagyank),
      },
    };
  }
  return {
    name: current.name,
    letters: current.letters,
    compound: current.compound,
    compoundLabel: current.compoundLabel,
    tone: current.tone,
    nameNumber,
    moolank,
    bhagyank,
    harmony: current.harmony!,
    launch,
    suggestions: found.suggestions,
    fallback: found.fallback,
  };
}
