/**
 * The ReportDraft: everything a PDF report will contain, as one object the web app builds and the
 * API reads. It has two parts:
 *
 * - the person (name, date of birth, gender, the name in Latin letters): who the report is
 *   about. It decides the report's pdfID and so what is paid for; POST /api/reports takes it.
 * - the copy (reportCopyShape): what this copy reads besides the person: the starred spelling,
 *   the language, the reader's year, a mobile number, and whatever a later tool adds. The
 *   download (POST /api/reports/{pdfID}/pdf) takes it as its body and hands it to the renderer.
 *
 * A new tool that adds to the report adds one optional field to reportCopyShape (say
 * `vehicleNumber`), its check to checkCopy and its tidying to tidyCopy: the web sends it in the
 * draft, the API passes it to the PDF, with no new header or query value.
 */
import {
  LATIN_NAME_PATTERN,
  NumerologyInputError,
  mobileDigits,
  nameNumber,
  validateInput,
} from '@ankvidya/numerology-core';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@ankvidya/content/lazy';
import { latestToday } from './today.js';

/** The languages a report can be written in: every locale of the content package's registry. */
export const REPORT_LOCALES: readonly [Locale, ...Locale[]] = [DEFAULT_LOCALE, ...LOCALES.slice(1)];
export type ReportLocale = Locale;
export const reportLocaleSchema = z.enum(REPORT_LOCALES, {
  message: `The language must be one of: ${REPORT_LOCALES.join(', ')}.`,
});

/** Who the report is about (the calculator's input, plus the name in Latin letters). */
const personShape = {
  name: z.string().max(1000),
  dob: z.string().max(40),
  gender: z.string().max(20),
  /**
   * The name in Latin letters, needed when the name as written has no letter of the A to Z table
   * (a name in Devanagari, say), so the report has a name number to read.
   */
  latinName: z.string().max(200).optional(),
};

const YEAR_MESSAGE = 'The year must be a four-digit year, like 2026.';

/** What one copy of the report reads besides the person. Each field is optional. */
export const reportCopyShape = {
  /** The spelling the visitor starred among their trials on /name-correction. */
  preferredSpelling: z.string().max(200).optional(),
  /** The language of the page the report was asked for on; the PDF is written in it. */
  locale: reportLocaleSchema.optional(),
  /** The reader's own year ("this year" in the report), within one of India's. */
  year: z
    .number({ message: YEAR_MESSAGE })
    .int({ message: YEAR_MESSAGE })
    .min(1000, { message: YEAR_MESSAGE })
    .max(9999, { message: YEAR_MESSAGE })
    .optional(),
  /** An Indian mobile number the reader asked to have read in this copy: never stored or logged. */
  mobileNumber: z.string().max(100).optional(),
  /**
   * A newborn's report: the best names of the baby-names shortlist (2 to 5 ids of our names
   * data, comma-separated, as in GET /api/baby-names?names=), read after the name chapter, as a
   * list once tidied;
   * the API checks each is one of our names and fits the child's gender.
   */
  babyNames: z.string().max(300).optional(),
  /** The newborn's time of birth (HH:MM, India time), for the birth star's syllables. */
  birthTime: z.string().max(10).optional(),
};

type PersonInput = { name: string; dob: string; gender: string; latinName?: string | undefined };
type CopyInput = z.input<z.ZodObject<typeof reportCopyShape>>;

/** Adds an issue for the field a numerology-core check names, and rethrows anything else. */
function issueFrom(error: unknown, ctx: z.RefinementCtx, field?: string) {
  if (!(error instanceof NumerologyInputError)) throw error;
  ctx.addIssue({ code: 'custom', path: [field ?? error.field], message: error.message });
}

function checkPerson(input: PersonInput, ctx: z.RefinementCtx) {
  const latin = input.latinName?.trim();
  if (latin && (!LATIN_NAME_PATTERN.test(latin) || latin.length > 100)) {
    ctx.addIssue({
      code: 'custom',
      path: ['latinName'],
      message: 'Please write the name in English letters only (A to Z), up to 100 characters.',
    });
  } else if (!latin && input.name.trim() !== '' && nameNumber(input.name) === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['latinName'],
      message:
        'Your name has no letters of the A to Z table that numerology uses. Please also write it in English letters, as on your PAN card or passport.',
    });
  }
  try {
    validateInput(input, { today: latestToday() });
  } catch (error) {
    issueFrom(error, ctx);
  }
}

export const BABY_NAMES_IN_REPORT = { min: 2, max: 5 } as const;
const NAME_ID = /^[a-z0-9-]{1,40}$/;
const babyNameIds = (value: string) => value.split(',').map((id) => id.trim());

function checkCopy(input: CopyInput, ctx: z.RefinementCtx) {
  const preferred = input.preferredSpelling?.trim();
  if (preferred && (!LATIN_NAME_PATTERN.test(preferred) || preferred.length > 100)) {
    ctx.addIssue({
      code: 'custom',
      path: ['preferredSpelling'],
      message:
        'Please write the starred spelling in English letters only (A to Z), up to 100 characters.',
    });
  }
  if (input.mobileNumber !== undefined) {
    try {
      mobileDigits(input.mobileNumber);
    } catch (error) {
      issueFrom(error, ctx, 'mobileNumber');
    }
  }
  if (input.babyNames !== undefined) {
    const ids = babyNameIds(input.babyNames);
    const { min, max } = BABY_NAMES_IN_REPORT;
    if (
      ids.length < min ||
      ids.length > max ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => NAME_ID.test(id))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['babyNames'],
        message: `Please choose ${min} to ${max} different names from the baby names list.`,
      });
    }
  }
  if (input.birthTime !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(input.birthTime)) {
    ctx.addIssue({
      code: 'custom',
      path: ['birthTime'],
      message: 'Please give the time of birth as HH:MM, 24-hour, for example 06:45.',
    });
  }
}

function tidyPerson(input: PersonInput) {
  const latinName = input.latinName?.trim();
  return {
    name: input.name.trim(),
    dob: input.dob.trim(),
    gender: input.gender as 'Male' | 'Female',
    ...(latinName ? { latinName } : {}),
  };
}

/** The copy as the renderer takes it: spelling tidied, the mobile number as its ten digits. */
function tidyCopy({
  preferredSpelling,
  mobileNumber,
  babyNames,
  ...rest
}: z.output<typeof copyObject>) {
  const spelling = preferredSpelling?.trim().replace(/\s+/g, ' ');
  return {
    ...rest,
    ...(spelling ? { preferredSpelling: spelling } : {}),
    ...(mobileNumber !== undefined ? { mobileNumber: mobileDigits(mobileNumber) } : {}),
    ...(babyNames !== undefined ? { babyNames: babyNameIds(babyNames) } : {}),
  };
}

const copyObject = z.object(reportCopyShape);

/** The body of a download: what this copy reads (fields named on a 400). */
export const reportCopySchema = copyObject.superRefine(checkCopy).transform(tidyCopy);
export type ReportCopy = z.output<typeof reportCopySchema>;
export type ReportCopyInput = z.input<typeof reportCopySchema>;

/** The whole draft: the person and the copy, checked together (fields named on a 400). */
export const reportDraftSchema = z
  .object({ ...personShape, ...reportCopyShape })
  .superRefine(checkPerson)
  .superRefine(checkCopy)
  .transform(({ name, dob, gender, latinName, ...copy }) => ({
    ...tidyPerson({ name, dob, gender, latinName }),
    ...tidyCopy(copy),
    locale: copy.locale ?? DEFAULT_LOCALE,
  }));
export type ReportDraft = z.output<typeof reportDraftSchema>;
export type ReportDraftInput = z.input<typeof reportDraftSchema>;

/** The part of a draft that decides which report it is. */
export type ReportPerson = ReturnType<typeof tidyPerson>;

/**
 * POST /api/reports: the draft. Its person decides the report; its starred spelling and language
 * are kept with the report (for downloads that send no copy); the rest is for downloads only and
 * is not kept.
 */
export const createReportBodySchema = reportDraftSchema;
export type CreateReportBody = ReportDraft;
