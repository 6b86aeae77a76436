/** GET /api/baby-names: the query and the answer, shared by the API and the web page. */
import {
  LATIN_NAME_PATTERN,
  NumerologyInputError,
  parseDob,
  TWIN_GENDERS,
  twinGenders,
  type TwinGenders,
} from '@ankvidya/numerology-core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@ankvidya/content/lazy';
import { z } from 'zod';
import { latestToday } from './today.js';

export const BABY_NAMES_LIMIT_MAX = 100;
export const BABY_NAMES_LIMIT_DEFAULT = 20;
const SURNAME_MAX = 40;
export const SHARED_MAX = 30;
const SHARED_IDS = new RegExp(`^[a-z0-9-]{1,40}(?:,[a-z0-9-]{1,40}){0,${SHARED_MAX - 1}}$`);
/** Parents look for a name before the birth too: a date up to a year ahead (the expected one). */
const AHEAD_MS = 366 * 24 * 3600_000;

/** True when the runtime knows this IANA zone (kept here so the schema needs no ephemeris). */
function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const whole = (field: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .max(6)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const n = Number(value);
      if (!/^\d+$/.test(value) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `Please give ${field} as a whole number from ${min} to ${max}.`,
        });
        return z.NEVER;
      }
      return n;
    });

export const babyNamesQuerySchema = z
  .object({
    dob: z.string().max(40).default(''),
    gender: z.string().max(20).default(''),
    time: z.string().max(10).optional(),
    tz: z.string().max(64).optional(),
    surname: z.string().max(200).optional(),
    letter: z.string().max(10).optional(),
    origin: z.string().max(40).optional(),
    locale: z.string().max(10).optional(),
    /** Only these names (ids, comma-separated): a shortlist shared by link. */
    names: z.string().max(1500).optional(),
    limit: whole('limit', 1, BABY_NAMES_LIMIT_MAX, BABY_NAMES_LIMIT_DEFAULT),
    /** Names for twins, in pairs: the two children's genders (then `gender` is not needed). */
    twins: z.string().max(20).optional(),
    offset: whole('offset', 0, 100_000, 0),
  })
  .superRefine((query, ctx) => {
    const problem = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    try {
      parseDob(query.dob, latestToday(new Date(Date.now() + AHEAD_MS)));
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      problem('dob', error.message);
    }
    if (query.twins && !TWIN_GENDERS.includes(query.twins as TwinGenders)) {
      problem('twins', `Please choose the twins as one of ${TWIN_GENDERS.join(', ')}.`);
    }
    if (!query.twins && query.gender !== 'boy' && query.gender !== 'girl') {
      problem('gender', 'Please choose boy or girl.');
    }
    if (query.time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(query.time)) {
      problem('time', 'Please give the time of birth as HH:MM, 24-hour, for example 06:45.');
    }
    if (query.tz && !isTimeZone(query.tz)) {
      problem(
        'tz',
        'Please give the time zone of the birth as Area/City, for example Asia/Kolkata.',
      );
    }
    const surname = query.surname?.trim();
    if (surname && (surname.length > SURNAME_MAX || !LATIN_NAME_PATTERN.test(surname))) {
      problem('surname', `Please type the surname in English letters, at most ${SURNAME_MAX}.`);
    }
    if (query.letter && !/^[A-Za-z]$/.test(query.letter)) {
      problem('letter', 'Please choose one letter from A to Z.');
    }
    if (query.origin && !/^[a-z]+$/.test(query.origin)) {
      problem('origin', 'Please choose an origin from the list.');
    }
    if (query.names !== undefined && !SHARED_IDS.test(query.names)) {
      problem('names', `Please give at most ${SHARED_MAX} name ids, separated by commas.`);
    }
    if (query.locale && !LOCALES.includes(query.locale as Locale)) {
      problem('locale', `Please choose one of ${LOCALES.join(', ')}.`);
    }
  })
  .transform((query) => ({
    dob: query.dob.trim(),
    // Twins: the first child's gender stands for the query's (the pairs name each child's).
    gender: query.twins
      ? twinGenders(query.twins as TwinGenders)[0]
      : (query.gender as 'boy' | 'girl'),
    ...(query.twins ? { twins: query.twins as TwinGenders } : {}),
    ...(query.time ? { time: query.time } : {}),
    tz: query.tz || 'Asia/Kolkata',
    ...(query.surname?.trim() ? { surname: query.surname.trim() } : {}),
    ...(query.letter ? { letter: query.letter.toLowerCase() } : {}),
    ...(query.origin ? { origin: query.origin } : {}),
    locale: (query.locale || DEFAULT_LOCALE) as Locale,
    ...(query.names ? { names: query.names.split(',') } : {}),
    limit: query.limit,
    offset: query.offset,
  }));
export type BabyNamesQuery = z.output<typeof babyNamesQuerySchema>;

const digit = z.number().int().min(1).max(9);
const harmony = z.object({
  moolank: z.enum(['friendly', 'neutral', 'challenging']),
  bhagyank: z.enum(['friendly', 'neutral', 'challenging']),
});

export const babyNameSchema = z.object({
  /** Stable, for a shortlist and a shared link. */
  id: z.string(),
  name: z.string(),
  devanagari: z.string(),
  gender: z.enum(['boy', 'girl', 'both']),
  meaning: z.object({ en: z.string(), hi: z.string() }),
  origin: z.string(),
  compound: z.number().int().min(1),
  nameNumber: digit,
  harmony,
  fullName: z
    .object({
      name: z.string(),
      compound: z.number().int().min(1),
      nameNumber: digit,
      harmony,
    })
    .nullable(),
  /** Begins with the birth pada's own syllable (not any of the star's four); null without a time. */
  syllableMatch: z.boolean().nullable(),
  score: z.number().int().min(0).max(100),
});
export type BabyName = z.infer<typeof babyNameSchema>;

export const babyNamesResponseSchema = z.object({
  moolank: digit,
  bhagyank: digit,
  nakshatra: z
    .object({
      number: z.number().int().min(1).max(27),
      /** In the query's locale. */
      name: z.string(),
      pada: z.number().int().min(1).max(4),
      /** The child's own syllable (its pada's): the one `syllableMatch` checks. */
      syllable: z.object({ devanagari: z.string(), latin: z.string() }),
      /** The star's four syllables, the pada's own first (context). */
      syllables: z.array(z.object({ devanagari: z.string(), latin: z.string() })).length(4),
      nearBoundary: z.boolean(),
    })
    .nullable(),
  /** How many names (or, for twins, pairs) fit the query, before limit and offset. */
  total: z.number().int().min(0),
  /** Empty for twins, whose names come in `pairs`. */
  names: z.array(babyNameSchema),
  /** Only when twins were asked for: two names that go together, best first. */
  pairs: z
    .array(
      z.object({
        /** The first child's name (the boy's, for a boy and a girl), then the second's. */
        names: z.tuple([babyNameSchema, babyNameSchema]),
        bond: z.object({ sameStart: z.boolean(), rhyme: z.boolean() }),
        score: z.number().int().min(0).max(100),
      }),
    )
    .optional(),
});
export type BabyNamesResponse = z.infer<typeof babyNamesResponseSchema>;
export type TwinNamesPair = NonNullable<BabyNamesResponse['pairs']>[number];
