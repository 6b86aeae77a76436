/**
 * Request and response shapes shared by the web app and the API. The API validates with these;
 * the web app uses the inferred types (and the same rules for its own messages).
 */
import {
  GENDERS,
  LATIN_NAME_PATTERN,
  NumerologyInputError,
  mobileDigits,
  parseDob,
  validateInput,
} from '@ankvidya/numerology-core';
import { z } from 'zod';
import { latestToday } from './today.js';
import { invoiceSummarySchema } from './invoices.js';
import { reportLocaleSchema } from './report-draft.js';
import { stateCodeSchema } from './seller.js';

/** The only price there is: INR 499, in paise. The server decides it, never the browser. */
export const REPORT_PRICE = { amount: 49900, currency: 'inr' } as const;

export const genderSchema = z.enum(GENDERS as unknown as ['Male', 'Female']);

export * from './name-suggestions.js';
export * from './seller.js';
export * from './invoices.js';
export * from './report-draft.js';
export * from './numerology-today.js';
export * from './baby-names.js';
export * from './business.js';
export * from './calendar.js';
import { calendarFeedSchema } from './calendar.js';
export { latestToday } from './today.js';

/** Calculator input; dates and names are checked by numerology-core's own rules. */
export const analysisInputSchema = z
  .object({
    name: z.string().max(1000),
    dob: z.string().max(40),
    gender: z.string().max(20),
  })
  .superRefine((input, ctx) => {
    try {
      validateInput(input, { today: latestToday() });
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
    }
  })
  .transform((input) => ({
    name: input.name.trim(),
    dob: input.dob.trim(),
    gender: input.gender as 'Male' | 'Female',
  }));
export type AnalysisInput = z.output<typeof analysisInputSchema>;

// The vehicle and house number tools' query and response shapes.
export * from './number-tools.js';

const digitSchema = z.number().int().min(1).max(9);
const harmonySchema = z.enum(['friendly', 'neutral', 'challenging']);

/** One person's free analysis, as numerology-core's analyze() gives it. */
export const analysisSchema = z.object({
  name: z.string(),
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  psychicNumber: digitSchema,
  lifePathNumber: digitSchema,
  kuaNumber: digitSchema,
  nameNumber: z.number().int().min(0).max(9),
  personalYear: digitSchema,
  loshuGrid: z.record(z.string(), z.number().int().min(0)),
});

/** GET /api/mobile-number: checked by numerology-core's own rules, each field named. */
export const mobileNumberQuerySchema = z
  .object({
    number: z.string().max(100).default(''),
    dob: z.string().max(40).default(''),
    gender: z.string().max(20).optional(),
  })
  .superRefine((query, ctx) => {
    const checks: Array<[string, () => unknown]> = [
      ['number', () => mobileDigits(query.number)],
      ['dob', () => parseDob(query.dob, latestToday())],
    ];
    for (const [field, check] of checks) {
      try {
        check();
      } catch (error) {
        if (!(error instanceof NumerologyInputError)) throw error;
        ctx.addIssue({ code: 'custom', path: [field], message: error.message });
      }
    }
    if (query.gender && !GENDERS.includes(query.gender as 'Male')) {
      ctx.addIssue({ code: 'custom', path: ['gender'], message: 'Please choose Male or Female.' });
    }
  })
  .transform(({ number, dob, gender }) => ({
    number,
    dob: dob.trim(),
    ...(gender ? { gender: gender as 'Male' | 'Female' } : {}),
  }));
export type MobileNumberQuery = z.output<typeof mobileNumberQuerySchema>;

export const mobileNumberResponseSchema = z.object({
  number: z.string().regex(/^[6-9]\d{9}$/),
  digits: z.array(z.number().int().min(0).max(9)),
  total: z.number().int(),
  reduced: digitSchema,
  moolank: digitSchema,
  bhagyank: digitSchema,
  harmony: z.object({ moolank: harmonySchema, bhagyank: harmonySchema }),
  birthMissing: z.array(digitSchema),
  suppliesMissing: z.array(digitSchema),
  repeated: z.record(z.string(), z.number().int().min(2)),
  zeros: z.number().int().min(0),
});
export type MobileNumberResponse = z.infer<typeof mobileNumberResponseSchema>;

/** POST /api/compatibility: two people, each checked like the calculator (fields a.dob etc.). */
export const compatibilityBodySchema = z.object({
  a: analysisInputSchema,
  b: analysisInputSchema,
  /** The year personal years are read for; this calendar year when absent. */
  year: z.number().int().min(1).max(9999).optional(),
});
export type CompatibilityBody = z.output<typeof compatibilityBodySchema>;

export const compatibilityResponseSchema = z.object({
  score: z.number().int().min(0).max(100),
  parts: z.array(
    z.object({
      id: z.enum([
        'moolank',
        'bhagyank',
        'moolankAWithBhagyankB',
        'moolankBWithBhagyankA',
        'complements',
        'personalYears',
      ]),
      label: z.string(),
      points: z.number().int().min(0),
      max: z.number().int().min(1),
      numbers: z.tuple([digitSchema, digitSchema]).optional(),
      harmony: harmonySchema.optional(),
    }),
  ),
  a: analysisSchema,
  b: analysisSchema,
  missing: z.object({ a: z.array(digitSchema), b: z.array(digitSchema) }),
  complements: z.object({ aFillsB: z.array(digitSchema), bFillsA: z.array(digitSchema) }),
  personalYears: z.object({
    year: z.number().int(),
    a: digitSchema,
    b: digitSchema,
    harmony: harmonySchema,
    together: z.boolean(),
  }),
});
export type CompatibilityResponse = z.infer<typeof compatibilityResponseSchema>;

// The Latin-spelling rule lives with the other name rules in numerology-core.
export { LATIN_NAME_PATTERN };

export const pdfIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a report id');
/** The path parameters of the routes under /reports/{pdfID} and /payments/{pdfID}. */
export const pdfIdParamsSchema = z.object({ pdfID: pdfIdSchema });

export const userProfileSchema = z.object({
  uid: z.string(),
  name: z.string(),
  authProvider: z.literal('google'),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  photoURL: z.string().nullable(),
  remainingPDFQuota: z.number().int().min(0),
  lastLogin: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const reportSummarySchema = z.object({
  pdfID: z.string(),
  name: z.string(),
  dob: z.string(),
  gender: genderSchema,
  unlocked: z.boolean(),
  unlockedBy: z.enum(['credit', 'payment']).nullable(),
  createdAt: z.string(),
  /** When it was unlocked (bought, or opened with the welcome credit). */
  unlockedAt: z.string().nullable().optional(),
  /** The language the report is written in, as last asked for. */
  locale: reportLocaleSchema.optional(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** One payment as its payer sees it: amount in paise, `paidAt` when its state last changed. */
export const paymentEntrySchema = z.object({
  paymentId: z.string(),
  pdfID: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['succeeded', 'failed', 'duplicate', 'refunded']),
  paidAt: z.string(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

/**
 * The version of the data notice shown at first sign-in (what is stored, why, how long, your
 * rights, whom to ask). A new wording gets a new version, and is shown again.
 */
export const DATA_NOTICE_VERSION = '2026-11-25';
export const consentBodySchema = z.object({
  version: z.literal(DATA_NOTICE_VERSION, {
    message: `The notice version must be ${DATA_NOTICE_VERSION}, the one shown now.`,
  }),
  locale: reportLocaleSchema,
});
export type ConsentBody = z.infer<typeof consentBodySchema>;
/** An acknowledged notice: which version, in which language, when. */
export const consentSchema = z.object({
  version: z.string(),
  locale: reportLocaleSchema,
  acceptedAt: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

/** GET /api/me/export: everything stored about the account. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: userProfileSchema,
  reports: z.array(
    z.object({
      pdfID: z.string(),
      name: z.string(),
      dob: z.string(),
      gender: genderSchema,
      latinName: z.string().nullable(),
      preferredSpelling: z.string().nullable(),
      locale: reportLocaleSchema,
      createdAt: z.string(),
      unlockedBy: z.enum(['credit', 'payment']).nullable(),
      unlockedAt: z.string().nullable(),
    }),
  ),
  payments: z.array(paymentEntrySchema),
  invoices: z.array(invoiceSummarySchema).optional(),
  consents: z.array(consentSchema),
  /** Messages sent through the contact form from the account's email address. */
  contactMessages: z.array(
    z.object({ name: z.string(), email: z.string(), message: z.string(), createdAt: z.string() }),
  ),
  /** The account's private calendar addresses (which reports, since when; never the token). */
  calendarFeeds: z.array(calendarFeedSchema).optional(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const meResponseSchema = z.object({
  user: userProfileSchema,
  reports: z.array(reportSummarySchema),
  /** The spec's payments map: pdfID -> payment id. */
  payments: z.record(z.string(), z.string()),
  /** Invoices and credit notes, oldest first. */
  invoices: z.array(invoiceSummarySchema),
  /** Every payment of the account with its amount and state, oldest first (My account, receipts). */
  paymentHistory: z.array(paymentEntrySchema),
  /** The data notices this account has acknowledged. */
  consents: z.array(consentSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const createReportResponseSchema = z.object({ pdfID: z.string(), unlocked: z.boolean() });
export type CreateReportResponse = z.infer<typeof createReportResponseSchema>;

/**
 * Every payment provider's id: the wire contract between the API's provider registry
 * (apps/api/src/adapters/payments/registry.ts) and the web's (features/report/checkout/registry.ts).
 * Adding a provider adds its id here; nothing else outside those registries names one.
 */
export const PAYMENT_PROVIDER_IDS = ['stripe', 'razorpay', 'demo'] as const;
export const paymentModeSchema = z.enum(PAYMENT_PROVIDER_IDS);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

export const publishKeyResponseSchema = z.object({
  publishableKey: z.string(),
  mode: paymentModeSchema,
});
export type PublishKeyResponse = z.infer<typeof publishKeyResponseSchema>;

export const createPaymentIntentBodySchema = z.object({
  currency: z.string().max(10),
  amount: z.number(),
  pdfID: pdfIdSchema,
  /** The buyer's state (GST code), asked at checkout for the invoice; optional. */
  buyerState: stateCodeSchema.optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBodySchema>;

export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  mode: paymentModeSchema,
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

export const demoConfirmBodySchema = z.object({ clientSecret: z.string().min(1).max(300) });
export type DemoConfirmBody = z.infer<typeof demoConfirmBodySchema>;
/** What Razorpay Checkout hands the page on success; the server checks its signature. */
export const razorpayVerifyBodySchema = z.object({
  razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/),
  razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBodySchema>;
export const paymentStatusResponseSchema = z.object({
  pdfID: z.string(),
  status: z.enum(['succeeded', 'processing', 'failed']),
  unlocked: z.boolean(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

export const ANALYTICS_EVENTS = [
  'goto-download-report',
  'generate-analysis-clicked',
  'page_view',
  /** The name correction tool read a name (its own event, like the calculator's). */
  'name-correction-used',
  /** The mobile number tool read a number (never the number itself: events carry a path only). */
  'mobile-number-used',
  /** The compatibility tool showed a score, and the visitor shared it (image or link). */
  'compatibility-used',
  'compatibility-shared',
  /** The today's number tool showed a visitor's personal day (never the date of birth). */
  'numerology-today-used',
  /** The vehicle and house number tools read a number (never the number itself). */
  'vehicle-number-used',
  'house-number-used',
  /** The business name tool read a name; the mobile page ranked pasted numbers. */
  'business-name-used',
  'numbers-compared',
] as const;
export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS),
  path: z.string().max(200).regex(/^\//).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(100),
  email: z.email('Please enter an email address we can reply to.').max(200),
  message: z
    .string()
    .trim()
    .min(10, 'Please write a little more, at least 10 characters.')
    .max(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The pages the browser draws (not prerendered), which the API serves with its shell and a 200;
 * other unknown paths get a 404. The web's route table (apps/web/src/app/route-table.ts) is the
 * source; a web test checks this list against it.
 */
export const CLIENT_ROUTES = ['/numerology-analysis', '/numerology-pdf', '/account'] as const;
