/** GET /api/name-suggestions: the query and the answer, shared by the API and the web page. */
import { GENDERS, NumerologyInputError, suggestNames } from '@ankvidya/numerology-core';
import { z } from 'zod';
import { latestToday } from './today.js';

/**
 * The name (any spelling with a letter of the A to Z table, or in Devanagari, read in its usual
 * Latin spelling), the date of birth and, optionally,
 * the gender; checked by numerology-core's own rules, so each message names its field.
 */
export const nameSuggestionsQuerySchema = z
  .object({
    name: z.string().max(1000).default(''),
    dob: z.string().max(40).default(''),
    gender: z.string().max(20).optional(),
  })
  .superRefine((query, ctx) => {
    const gender = query.gender || undefined;
    if (gender !== undefined && !GENDERS.includes(gender as 'Male')) {
      ctx.addIssue({ code: 'custom', path: ['gender'], message: 'Please choose Male or Female.' });
      return;
    }
    try {
      // The smallest search runs every check of the full one (name, Latin letters, date).
      suggestNames(query.name, {
        dob: query.dob,
        gender: gender as 'Male' | undefined,
        today: latestToday(),
        max: 1,
        maxEdits: 1,
      });
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
    }
  })
  .transform(({ name, dob, gender }) => ({
    name: name.trim(),
    dob: dob.trim(),
    ...(gender ? { gender: gender as 'Male' | 'Female' } : {}),
  }));
export type NameSuggestionsQuery = z.output<typeof nameSuggestionsQuerySchema>;

const digit = z.number().int().min(1).max(9);
const harmony = z.enum(['friendly', 'neutral', 'challenging']);

/** A spelling with its working: letters and values, compound ("28/1"), naamank and verdicts. */
export const nameReadingSchema = z.object({
  name: z.string(),
  letters: z.array(z.object({ letter: z.string(), value: digit, word: z.number().int().min(0) })),
  compound: z.number().int().min(1),
  compoundLabel: z.string(),
  nameNumber: digit,
  tone: z.enum(['favourable', 'neutral', 'challenging']).nullable(),
  harmony: z.object({ moolank: harmony, bhagyank: harmony }),
});

export const nameEditSchema = z.object({
  kind: z.enum([
    'double-consonant',
    'double-vowel',
    'lengthen-vowel',
    'add-h',
    'drop-h',
    'y-for-i',
    'drop-final-a',
    'add-final-a',
    'add-initial',
    'drop-initial',
    'drop-vowel',
    'shorten-vowel',
    'swap-vowel',
    'y-glide',
    'prefix-initial',
  ]),
  /** The 0-based word of the name as typed. */
  word: z.number().int().min(0),
  /** The word before and after the edit; `to` is empty when an initial is dropped. */
  from: z.string(),
  to: z.string(),
});

export const nameSuggestionsResponseSchema = nameReadingSchema.extend({
  moolank: digit,
  bhagyank: digit,
  /** True when some suggestion is not friendly to both numbers; each carries its own verdicts. */
  fallback: z.boolean(),
  /** True when the name as typed already fits: the suggestions strengthen the compound. */
  alreadyHarmonious: z.boolean(),
  suggestions: z.array(nameReadingSchema.extend({ edits: z.array(nameEditSchema).min(1) })),
});
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>;
