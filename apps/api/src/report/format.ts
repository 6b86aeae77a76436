/** Filling the content's templates and printing dates and the working of each number. */
import type { WorkingStep } from '@ankvidya/numerology-core';
import type { ReportCopy } from '@ankvidya/content';

/** Replaces each {key} of a template with its value; an unknown key is an error. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {${key}} in "${template}"`);
    return String(value);
  });
}

/** A calendar date as the locale prints it, e.g. "5 August 1990". */
export function formatDate(
  copy: ReportCopy,
  date: { year: number; month: number; day: number },
): string {
  const month = copy.months[date.month - 1];
  if (month === undefined) throw new RangeError(`No month ${date.month}`);
  return fill(copy.dateFormat, { day: date.day, month, year: date.year });
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

const LETTER = /^\p{L}$/u;
const NBSP = '\u00A0';

/**
 * One step of working as a formula: letters with their values, numbers as they are, then each
 * digit sum, e.g. "5 + 8 + 1990 = 2003 → 2+0+0+3 = 5".
 */
export function formula(step: WorkingStep): string {
  const terms = step.terms.map((term) =>
    LETTER.test(term.label) ? `${term.label}(${term.value})` : String(term.value),
  );
  // No-break spaces keep "= 28" and each "2+8 = 10" on one line when a long name wraps.
  const operator = step.operator === '-' ? ' − ' : ' + ';
  const head =
    terms.length === 1 ? (terms[0] ?? '0') : `${terms.join(operator)}${NBSP}=${NBSP}${step.total}`;
  const chain = step.reductions.map((r) => `${r.digits.join('+')}${NBSP}=${NBSP}${r.total}`);
  return [head, ...chain].join(` →${NBSP}`);
}

const STEP_KEYS = {
  name: 'name',
  day: 'day',
  month: 'month',
  year: 'year',
  'life path': 'lifePath',
  kua: 'kua',
  'current year': 'currentYear',
  'personal year': 'personalYear',
} as const satisfies Record<string, keyof ReportCopy['working']['steps']>;

/** The locale's label for a step of numerology-core's explain(). */
export function stepLabel(copy: ReportCopy, step: WorkingStep): string {
  const key = (STEP_KEYS as Record<string, keyof ReportCopy['working']['steps'] | undefined>)[
    step.label
  ];
  if (key === undefined) throw new Error(`No label for the working step "${step.label}"`);
  return copy.working.steps[key];
}
