/** GET /api/today: the universal day of a date, its readings and, with a dob, the personal day. */
import { NumerologyInputError, daysInMonth, parseDob } from '@ankvidya/numerology-core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@ankvidya/content/lazy';
import { z } from 'zod';
import { latestToday } from './today.js';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD, checked to exist (29 February only in a leap year). */
function parseDate(text: string): { year: number; month: number; day: number } | string {
  const match = DATE_PATTERN.exec(text);
  if (!match) return 'Please give the date as year-month-day, for example 2026-11-25.';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return `${text} is not a real date: the year must be from 0001 on.`;
  if (month < 1 || month > 12)
    return `${text} is not a real date: the month must be from 01 to 12.`;
  if (day < 1 || day > daysInMonth(year, month))
    return `${text} is not a real date: that month has ${daysInMonth(year, month)} days.`;
  return { year, month, day };
}

export const todayQuerySchema = z
  .object({
    /** The day to read (the page sends today's date in India). */
    date: z.string().max(40).default(''),
    dob: z.string().max(40).optional(),
    /** The language of the readings. */
    locale: z.string().max(10).optional(),
  })
  .superRefine((query, ctx) => {
    const date =
      query.date.trim() === '' ? 'Please give the date to read.' : parseDate(query.date.trim());
    if (typeof date === 'string') ctx.addIssue({ code: 'custom', path: ['date'], message: date });
    if (query.dob !== undefined) {
      try {
        parseDob(query.dob, latestToday());
      } catch (error) {
        if (!(error instanceof NumerologyInputError)) throw error;
        ctx.addIssue({ code: 'custom', path: ['dob'], message: error.message });
      }
    }
    if (query.locale !== undefined && !(LOCALES as readonly string[]).includes(query.locale)) {
      ctx.addIssue({
        code: 'custom',
        path: ['locale'],
        message: `Please choose one of: ${LOCALES.join(', ')}.`,
      });
    }
  })
  .transform(({ date, dob, locale }) => ({
    date: parseDate(date.trim()) as ReturnType<typeof parseDob>,
    dob: dob === undefined ? null : parseDob(dob, latestToday()),
    locale: (locale ?? DEFAULT_LOCALE) as Locale,
  }));
export type TodayQuery = z.output<typeof todayQuerySchema>;

const digitSchema = z.number().int().min(1).max(9);

export const todayResponseSchema = z.object({
  date: z.string().regex(DATE_PATTERN),
  universalDay: digitSchema,
  /** The day's reading for each moolank, keyed 1 to 9. */
  readings: z.object({
    1: z.string(),
    2: z.string(),
    3: z.string(),
    4: z.string(),
    5: z.string(),
    6: z.string(),
    7: z.string(),
    8: z.string(),
    9: z.string(),
  }),
  personal: z
    .object({
      year: digitSchema,
      month: digitSchema,
      day: digitSchema,
      reading: z.string(),
    })
    .nullable(),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;
