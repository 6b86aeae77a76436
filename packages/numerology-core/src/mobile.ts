import { NumerologyInputError, type InputProblem } from './errors.js';
import { loshuGrid, missingNumbers, type Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { localToday, parseDob } from './input.js';
import { GENDERS, kuaNumber, type Gender } from './kua.js';
import { reduceNumber } from './reduce.js';

export interface MobileOptions {
  /** The owner's date of birth as YYYY-MM-DD. */
  dob: string;
  /** The owner's gender: with it the birth grid holds the kua, as on the analysis page. */
  gender?: Gender;
  /** The latest date of birth accepted, as YYYY-MM-DD; defaults to today's local date. */
  today?: string;
}

export interface MobileReading {
  /** The ten digits, without +91 or 0. */
  number: string;
  digits: number[];
  /** The sum of the ten digits, and its reduction to one digit. */
  total: number;
  reduced: Digit;
  moolank: Digit;
  bhagyank: Digit;
  /** The reduced number against the owner's moolank and bhagyank, by the one table. */
  harmony: { moolank: Harmony; bhagyank: Harmony };
  /** The numbers 1 to 9 missing from the owner's birth Lo Shu grid, ascending. */
  birthMissing: Digit[];
  /** Those of them the mobile number contains, ascending. */
  suppliesMissing: Digit[];
  /** Digits 1 to 9 that occur twice or more, with their counts (zeros are counted apart). */
  repeated: Partial<Record<Digit, number>>;
  zeros: number;
}

// What people type around a number: spaces, dashes, dots and brackets.
const SEPARATORS = /[\s\-.()]/g;
// +91, 91 or a trunk 0 in front, then ten digits starting 6 to 9 (the TRAI mobile series).
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;
// Longer than any honest way of writing a number with separators; not worth reading further.
const MAX_TYPED_LENGTH = 40;
const EXAMPLE = 'for example 98765 43210 (with or without +91 or 0 in front)';

const refuse = (
  message: string,
  code: InputProblem,
  values: Readonly<Record<string, number>> = {},
) => new NumerologyInputError('number', message, code, values);

/** "9876543210" -> "98765 43210", the way Indian mobile numbers are written and read out. */
export const groupedMobile = (digits: string) => `${digits.slice(0, 5)} ${digits.slice(5)}`;

/** The ten digits of an Indian mobile number, or a NumerologyInputError saying what is expected. */
export function mobileDigits(typed: unknown): string {
  if (typeof typed !== 'string' || typed.trim() === '') {
    throw refuse('Please enter your mobile number.', 'number_missing');
  }
  if (typed.length > MAX_TYPED_LENGTH) {
    throw refuse(
      `Please enter just the 10 digits of an Indian mobile number, ${EXAMPLE}.`,
      'number_too_long',
    );
  }
  const compact = typed.replace(SEPARATORS, '');
  const match = INDIAN_MOBILE.exec(compact);
  if (match) return match[1] as string;
  // Say what is wrong, in the order a person would fix it.
  if (!/^\+?\d+$/.test(compact)) {
    throw refuse(
      `A mobile number holds only digits: please enter 10 digits, ${EXAMPLE}.`,
      'number_not_digits',
    );
  }
  if (compact.startsWith('+') && !compact.startsWith('+91')) {
    throw refuse(`Please enter an Indian mobile number (+91), ${EXAMPLE}.`, 'number_not_indian');
  }
  const national = compact.startsWith('+91')
    ? compact.slice(3)
    : compact.length === 12 && compact.startsWith('91')
      ? compact.slice(2)
      : compact.length === 11 && compact.startsWith('0')
        ? compact.slice(1)
        : compact;
  if (national.length !== 10) {
    throw refuse(
      `An Indian mobile number has 10 digits and this one has ${national.length}: please enter 10 digits, ${EXAMPLE}.`,
      'number_length',
      { digits: national.length },
    );
  }
  throw refuse(`An Indian mobile number starts with 6, 7, 8 or 9, ${EXAMPLE}.`, 'number_prefix');
}

/**
 * Reads a mobile number as Indian practitioners do: the ten digits (no country code) are added
 * and reduced, and the result is set against the owner's moolank and bhagyank by the one
 * friend/enemy table. Also which missing birth-grid numbers the number carries, which digits
 * repeat and how many zeros it has. Throws NumerologyInputError for a bad number or date.
 */
export function mobileNumberReading(typed: string, options: MobileOptions): MobileReading {
  const number = mobileDigits(typed);
  const { day, month, year } = parseDob(options.dob, options.today ?? localToday());
  const gender = options.gender;
  if (gender !== undefined && !GENDERS.includes(gender)) {
    throw new NumerologyInputError('gender', 'Please choose Male or Female.', 'gender_missing');
  }

  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const digits: number[] = [];
  let total = 0;
  for (let i = 0; i < number.length; i++) {
    const digit = number.charCodeAt(i) - 48;
    digits.push(digit);
    counts[digit] = (counts[digit] as number) + 1;
    total += digit;
  }
  // The first digit is 6 to 9, so the total and every reduction below are 1 to 9.
  const reduced = reduceNumber(total) as Digit;
  const moolank = reduceNumber(day) as Digit;
  const bhagyank = reduceNumber(day + month + year) as Digit;

  const birthMissing = missingNumbers(
    loshuGrid({
      day,
      month,
      year,
      psychicNumber: moolank,
      lifePathNumber: bhagyank,
      // Without a gender the kua is unknown and the grid is read from the date alone.
      kuaNumber: gender ? kuaNumber(year, gender) : 0,
    }),
  );
  const repeated: Partial<Record<Digit, number>> = {};
  for (let d = 1; d <= 9; d++) if ((counts[d] as number) >= 2) repeated[d as Digit] = counts[d];

  return {
    number,
    digits,
    total,
    reduced,
    moolank,
    bhagyank,
    harmony: {
      moolank: numberHarmony(reduced, moolank),
      bhagyank: numberHarmony(reduced, bhagyank),
    },
    birthMissing,
    suppliesMissing: birthMissing.filter((d) => (counts[d] as number) > 0),
    repeated,
    zeros: counts[0] as number,
  };
}
