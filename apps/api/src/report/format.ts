/** Filling the content's templates and printing dates and the working of each number. */
import type { WorkingStep } from '@ankvidya/numerology-core';
import { formatCalendarDate, type Locale, type ReportCopy } from '@ankvidya/content';

/** Replaces each {key} of a template with its value; an unknown key is an error. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {${key}} in "${template}"`);
    return String(value);
  });
}

/** A calendar date as the locale prints it, e.g. "5 August 1990", "5 अगस्त 1990" (Intl). */
export function formatDate(
  locale: Locale,
  date: { year: number; month: number; day: number },
): string {
  if (!Number.isInteger(date.month) || date.month < 1 || date.month > 12)
    throw new RangeError(`No month ${date.month}`);
  return formatCalendarDate(locale, date);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Year, month and day of an instant in a time zone (the report's readers are mostly in India). */
export function calendarDate(
  instant: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  let format = dateFormats.get(timeZone);
  if (format === undefined) {
    // Only numbers are read from it, so the locale of the format does not matter.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export function isoDate(date: { year: number; month: number; day: number }): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

const NBSP = '\u00A0';

/** One letter of the name with its value, as the working shows it. */
export interface LetterValue {
  letter: string;
  value: number;
}

/**
 * The working of one step as a reader follows it with a pen: for the name, its letters with their
 * values, word by word; then each sum on a line of its own, e.g. "1 + 9 + 9 + 0 = 19", "1 + 9 =
 * 10", "1 + 0 = 1". A long sum breaks only before a "+", never inside a term.
 */
export function workingSteps(step: WorkingStep): { words: LetterValue[][]; sums: string[] } {
  const words: LetterValue[][] = [];
  // A name without letters of the table is worked as a single 0 (total 0), which is no letter.
  if (step.id === 'name' && step.total > 0) {
    for (const term of step.terms) {
      (words[term.word ?? 0] ??= []).push({ letter: term.letter ?? '', value: term.value });
    }
  }
  const operator = step.operator === '-' ? ' −' : ' +';
  const values = step.terms.map((term) => String(term.value));
  const head =
    values.length === 1
      ? (values[0] ?? '0')
      : `${values.join(`${operator}${NBSP}`)}${NBSP}=${NBSP}${step.total}`;
  const reductions = step.reductions.map(
    (r) => `${r.digits.join(`${NBSP}+${NBSP}`)}${NBSP}=${NBSP}${r.total}`,
  );
  return { words: words.filter((word) => word.length > 0), sums: [head, ...reductions] };
}

/** The locale's label for a step of numerology-core's explain(). */
export function stepLabel(copy: ReportCopy, step: WorkingStep): string {
  return copy.working.steps[step.id];
}
