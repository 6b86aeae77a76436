/**
 * A date of birth typed as three parts (day, month chosen by name, year), checked and turned into
 * the YYYY-MM-DD string the rest of the app keeps. Three parts instead of a native date field: an
 * en-US browser shows mm/dd/yyyy there, and "14 08 1992" typed in Indian order became 8 December.
 */
import type { UiStrings } from '@ankvidya/content';
import { EARLIEST_BIRTH_YEAR } from '@ankvidya/numerology-core';
import { fill } from '@/shared/content/content';
import { formatCalendarDate, locationLocale, monthNames, type Locale } from '@/shared/i18n/locale';

export type DobTexts = UiStrings['dateOfBirth'];
export type DobPart = 'day' | 'month' | 'year';
/** As typed: day and year free text, month "1" to "12" or "" when not chosen. */
export type DobParts = Readonly<Record<DobPart, string>>;

export const EMPTY_DOB: DobParts = { day: '', month: '', year: '' };
export const DOB_PARTS: readonly DobPart[] = ['day', 'month', 'year'];

export interface DobProblem {
  message: string;
  /** The parts to mark invalid; the first one gets the focus. */
  parts: readonly DobPart[];
  /** Some part is empty (the form then says "Please fill all details first"). */
  missing: boolean;
}

export type DobCheck =
  { dob: string; problem?: undefined } | { dob?: undefined; problem: DobProblem };

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** "14 August 1992", in the page's language (Intl). */
export function dobInWords(
  day: number,
  month: number,
  year: number,
  locale: Locale = locationLocale(),
): string {
  return formatCalendarDate(locale, { year, month, day });
}

/**
 * Checks the three parts: each present, a real calendar date, not before the earliest year and
 * not after `today` (YYYY-MM-DD, the visitor's own date). Checked in the browser as the visitor
 * types, so the locale defaults to the current page's.
 */
export function checkDob(
  parts: DobParts,
  today: string,
  texts: DobTexts,
  locale: Locale = locationLocale(),
): DobCheck {
  const { errors } = texts;
  const values = { day: parts.day.trim(), month: parts.month.trim(), year: parts.year.trim() };
  const empty = DOB_PARTS.filter((part) => values[part] === '');
  if (empty.length > 0) {
    const [only] = empty;
    const message = empty.length === 1 && only ? errors[only] : errors.missing;
    return { problem: { message, parts: empty, missing: true } };
  }
  const problem = (message: string, ...invalid: DobPart[]): DobCheck => ({
    problem: { message, parts: invalid, missing: false },
  });
  const day = /^\d{1,2}$/.test(values.day) ? Number(values.day) : 0;
  const month = /^\d{1,2}$/.test(values.month) ? Number(values.month) : 0;
  const year = /^\d{4}$/.test(values.year) ? Number(values.year) : 0;
  if (day < 1 || day > 31) return problem(errors.day, 'day');
  if (month < 1 || month > 12) return problem(errors.month, 'month');
  if (year === 0) return problem(errors.year, 'year');
  if (year < EARLIEST_BIRTH_YEAR) {
    return problem(fill(errors.tooEarly, { year: EARLIEST_BIRTH_YEAR }), 'year');
  }
  const days = daysIn(year, month);
  if (day > days) {
    const date = dobInWords(day, month, year, locale);
    const monthName = monthNames(locale)[month - 1] ?? '';
    return problem(fill(errors.notADate, { date, month: monthName, year, days }), 'day', 'month');
  }
  const dob = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (dob > today) return problem(errors.future, 'day', 'month', 'year');
  return { dob };
}

/** "1990-08-05" as the three parts the date of birth field shows (to fill it from a kept date). */
export function partsOfDob(dob: string): DobParts {
  const [year = '', month = '', day = ''] = dob.split('-');
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/** A Hindi keyboard may type Devanagari digits: read them as the digits they are. */
const westernDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/** A month written as its number or by name (whole, or its first three letters or more). */
function monthNumber(word: string, months: readonly string[]): number | null {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  const lower = word.toLowerCase();
  const index = months.findIndex((name) => {
    const month = name.toLowerCase();
    return month === lower || (lower.length >= 3 && month.startsWith(lower));
  });
  return index < 0 ? null : index + 1;
}

/**
 * A whole date typed or pasted into one part of the field: "14/08/1992", "14-08-1992",
 * "14.08.1992", "14 08 1992", "14 August 1992" (the month named in the page's language) or ISO
 * "1992-08-14", as the three parts. Null when the text is not three parts of a date. A month
 * number that is no month (13) leaves the month empty, for the visitor to choose.
 * `whileTyping`: only a date typed to its end (a four-digit year last, or a two-digit day after
 * an ISO year), so "1992-08-1" is not read as the 1st while the 4 is still to come.
 */
export function readWholeDate(
  text: string,
  months: readonly string[],
  { whileTyping = false }: { whileTyping?: boolean } = {},
): DobParts | null {
  const words = westernDigits(text)
    .trim()
    .split(/[\s/.,-]+/);
  if (words.length !== 3 || words.some((word) => word === '')) return null;
  const [first = '', middle = '', last = ''] = words;
  const isoOrder = /^\d{4}$/.test(first);
  const [day, year] = isoOrder ? [last, first] : [first, last];
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,4}$/.test(year)) return null;
  const month = monthNumber(middle, months);
  if (month === null) return null;
  if (whileTyping && (isoOrder ? day.length < 2 : year.length < 4)) return null;
  return {
    day: String(Number(day)),
    month: month >= 1 && month <= 12 ? String(month) : '',
    year,
  };
}
