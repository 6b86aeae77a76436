/**
 * GET /api/business-name and POST /api/compare-numbers: the inputs and answers, shared by the API
 * and the web pages. Every check is numerology-core's own, so each message names its field (a
 * bad number in a comparison by its index: `numbers.3`).
 */
import {
  COMPARE_KINDS,
  COMPARE_NUMBERS_MAX,
  COMPARE_OWNERS_MAX,
  NumerologyInputError,
  compareCandidate,
  ownerNumbers,
  parseLaunchDate,
  suggestNames,
} from '@ankvidya/numerology-core';
import { z } from 'zod';
import { nameEditSchema } from './name-suggestions.js';
import { latestToday } from './today.js';

const digit = z.number().int().min(1).max(9);
const harmony = z.enum(['friendly', 'neutral', 'challenging']);
const pairHarmony = z.object({ moolank: harmony, bhagyank: harmony });

/** The business name (with a letter A to Z), the owner's date of birth, optionally a launch date. */
export const businessNameQuerySchema = z
  .object({
    name: z.string().max(1000).default(''),
    dob: z.string().max(40).default(''),
    launch: z.string().max(40).optional(),
  })
  .superRefine((query, ctx) => {
    try {
      // The smallest search runs every check of the full one (name, Latin letters, date).
      suggestNames(query.name, { dob: query.dob, today: latestToday(), max: 1, maxEdits: 1 });
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
    }
    if (query.launch) {
      const launch = parseLaunchDate(query.launch);
      if ('problem' in launch)
        ctx.addIssue({ code: 'custom', path: ['launch'], message: launch.problem });
    }
  })
  .transform(({ name, dob, launch }) => ({
    name: name.trim(),
    dob: dob.trim(),
    ...(launch ? { launch: launch.trim() } : {}),
  }));
export type BusinessNameQuery = z.output<typeof businessNameQuerySchema>;

const letterSchema = z.object({
  letter: z.string(),
  value: digit,
  word: z.number().int().min(0),
});

const spellingSchema = z.object({
  name: z.string(),
  letters: z.array(letterSchema),
  compound: z.number().int().min(1),
  compoundLabel: z.string(),
  nameNumber: digit,
  tone: z.enum(['favourable', 'neutral', 'challenging']).nullable(),
  harmony: pairHarmony,
  edits: z.array(nameEditSchema),
});

export const businessNameResponseSchema = z.object({
  name: z.string(),
  letters: z.array(letterSchema),
  compound: z.number().int().min(1),
  compoundLabel: z.string(),
  tone: z.enum(['favourable', 'neutral', 'challenging']).nullable(),
  nameNumber: digit,
  moolank: digit,
  bhagyank: digit,
  harmony: pairHarmony,
  launch: z
    .object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      dayNumber: digit,
      harmony: z.object({ nameNumber: harmony, moolank: harmony, bhagyank: harmony }),
    })
    .nullable(),
  suggestions: z.array(spellingSchema),
  fallback: z.boolean(),
});
export type BusinessNameResponse = z.infer<typeof businessNameResponseSchema>;

/**
 * Up to 10 candidate numbers for one person or a family (up to 4 dates of birth), each checked by
 * its kind's own rules in core: a mobile number's ten digits, or a vehicle registration as a
 * plate shows it.
 */
export const compareNumbersBodySchema = z
  .object({
    kind: z.enum(COMPARE_KINDS as unknown as ['mobile', 'vehicle']),
    dobs: z
      .array(z.string().max(40))
      .min(1, 'Please give at least one date of birth.')
      .max(COMPARE_OWNERS_MAX, `Please give at most ${COMPARE_OWNERS_MAX} dates of birth.`),
    numbers: z
      .array(z.string().max(100))
      .min(1, 'Please give at least one number to compare.')
      .max(COMPARE_NUMBERS_MAX, `Please compare at most ${COMPARE_NUMBERS_MAX} numbers at a time.`),
  })
  .superRefine((body, ctx) => {
    const today = latestToday();
    const check = (path: (string | number)[], fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        if (!(error instanceof NumerologyInputError)) throw error;
        ctx.addIssue({ code: 'custom', path, message: error.message });
      }
    };
    body.dobs.forEach((dob, i) => check(['dobs', i], () => ownerNumbers(dob, today)));
    // Each number by its own kind's rules: a mobile number's ten digits, a registration's plate.
    body.numbers.forEach((number, i) =>
      check(['numbers', i], () => compareCandidate(body.kind, number)),
    );
  });
export type CompareNumbersBody = z.output<typeof compareNumbersBodySchema>;

export const compareNumbersResponseSchema = z.object({
  ranked: z.array(
    z.object({
      number: z.string(),
      total: z.number().int().min(0),
      reduced: digit,
      score: z.number().int().min(0).max(100),
      /** For each date of birth, in the order given. */
      harmony: z.array(pairHarmony),
      challenging: z.number().int().min(0),
    }),
  ),
});
export type CompareNumbersResponse = z.infer<typeof compareNumbersResponseSchema>;
