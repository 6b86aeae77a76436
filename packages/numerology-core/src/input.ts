import { NumerologyInputError } from './errors.js';
import { GENDERS, type Gender } from './kua.js';

export interface NumerologyInput {
  name: string;
  /** Date of birth as YYYY-MM-DD. */
  dob: string;
  gender: Gender;
}

export interface AnalyzeOptions {
  /** The year personal year is worked out for; defaults to this calendar year. */
  currentYear?: number;
  /** The latest date of birth accepted, as YYYY-MM-DD; defaults to today's local date. */
  today?: string;
}

export const NAME_MAX_LENGTH = 100;

/** A spelling in Latin letters, for reading the name number of a name written in another script. */
export const LATIN_NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]*$/;
export const EARLIEST_BIRTH_YEAR = 1800;

export interface ValidInput {
  name: string;
  day: number;
  month: number;
  year: number;
  gender: Gender;
}

const DOB_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// Control characters (tabs and new lines included) never belong in a name, and bidi overrides
// and isolates can make a printed name read differently from what was typed.
const CONTROL_OR_BIDI = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
// A name needs at least one character that shows: a letter, a mark or a digit. Joiners,
// zero-width spaces and fillers alone leave an empty-looking name.
const VISIBLE = /[\p{L}\p{M}\p{N}]/u;
const INVISIBLE_LETTERS = /[\u115F\u1160\u3164\uFFA0]/gu;

/** Today's date in local time as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** Reads a YYYY-MM-DD date of birth, or throws a message a person can act on. */
export function parseDob(
  dob: unknown,
  today: string = localToday(),
): { day: number; month: number; year: number } {
  if (typeof dob !== 'string' || dob.trim() === '') {
    throw new NumerologyInputError('dob', 'Please enter your date of birth.', 'dob_missing');
  }
  const match = DOB_PATTERN.exec(dob.trim());
  if (!match) {
    throw new NumerologyInputError(
      'dob',
      'Please enter your date of birth as year-month-day, for example 1990-08-05.',
      'dob_format',
    );
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) {
    throw new NumerologyInputError(
      'dob',
      `${dob} is not a real date: the month must be from 01 to 12.`,
      'dob_month',
      { dob },
    );
  }
  if (day < 1 || day > daysInMonth(year, month)) {
    throw new NumerologyInputError(
      'dob',
      `${dob} is not a real date: that month has ${daysInMonth(year, month)} days.`,
      'dob_day',
      { dob, days: daysInMonth(year, month) },
    );
  }
  if (year < EARLIEST_BIRTH_YEAR) {
    throw new NumerologyInputError(
      'dob',
      `Please enter a date of birth in ${EARLIEST_BIRTH_YEAR} or later.`,
      'dob_too_early',
      { year: EARLIEST_BIRTH_YEAR },
    );
  }
  if (dob.trim() > today) {
    throw new NumerologyInputError(
      'dob',
      'Your date of birth cannot be in the future.',
      'dob_future',
    );
  }
  return { day, month, year };
}

/** Checks all three fields and returns them in the shape the calculations use. */
export function validateInput(input: unknown, options: AnalyzeOptions = {}): ValidInput {
  const candidate = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const name = validateName(candidate.name);
  const gender = candidate.gender;
  if (!GENDERS.includes(gender as Gender)) {
    throw new NumerologyInputError('gender', 'Please choose Male or Female.', 'gender_missing');
  }
  const { day, month, year } = parseDob(candidate.dob, options.today ?? localToday());
  return { name, day, month, year, gender: gender as Gender };
}

/** Checks a typed name (present, plain text, visible, not too long) and returns it trimmed. */
export function validateName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') {
    throw new NumerologyInputError('name', 'Please enter your name.', 'name_missing');
  }
  if (CONTROL_OR_BIDI.test(name)) {
    throw new NumerologyInputError(
      'name',
      'Please type your name as plain text: it contains a hidden control or direction character.',
      'name_control',
    );
  }
  if (!VISIBLE.test(name.replace(INVISIBLE_LETTERS, ''))) {
    throw new NumerologyInputError(
      'name',
      'Please enter your name: it has no visible letters.',
      'name_invisible',
    );
  }
  // Count characters, not UTF-16 units, but only when the cheap length could be over the limit.
  if (name.length > NAME_MAX_LENGTH && Array.from(name).length > NAME_MAX_LENGTH) {
    throw new NumerologyInputError(
      'name',
      `Please keep your name to ${NAME_MAX_LENGTH} characters or fewer.`,
      'name_too_long',
      { max: NAME_MAX_LENGTH },
    );
  }
  return name;
}

export function resolveCurrentYear(options: AnalyzeOptions): number {
  const year = options.currentYear ?? new Date().getFullYear();
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new NumerologyInputError(
      'currentYear',
      'The year must be a whole number from 1 to 9999.',
      'year_range',
    );
  }
  return year;
}
