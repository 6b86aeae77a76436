import {
  pdfIdParamsSchema,
  reportCopySchema,
  reportDraftSchema,
  reportLocaleSchema,
  type CreateReportResponse,
  type ReportCopy,
} from '@ankvidya/schemas';
import { z } from 'zod';
import { mobileDigits, NumerologyInputError, yearIn } from '@ankvidya/numerology-core';
import { Router, type RequestHandler, type Response } from 'express';
import { REPORT_TIME_ZONE } from '../../report/model.js';
import { HttpError, notFound, parseOr400 } from '../../http/errors.js';
import { signedIn } from '../../http/auth.js';
import { ReportRendererBusyError, type ReportRenderer } from '../../ports/report.js';
import type { Store } from '../../ports/store.js';
import { reportId } from './report-id.js';
import { sharedBabyNameCatalog } from '../baby-names/catalog.js';
import { unfitBabyNames } from '../../report/newborn.js';

export interface ReportDeps {
  store: Store;
  render: ReportRenderer;
  fileName: (name: string, dob: string) => string;
  now: () => Date;
}

/**
 * "This year" of a report: the year in India when it is generated, unless the visitor's browser
 * sends its own (a reader abroad on 31 December), which may differ from India's by one at most.
 */
export function reportYear(asked: unknown, now: Date): number {
  const india = yearIn(REPORT_TIME_ZONE, now);
  if (asked === undefined) return india;
  const year =
    typeof asked === 'number'
      ? asked
      : typeof asked === 'string' && /^\d{4}$/.test(asked)
        ? Number(asked)
        : NaN;
  if (!(Math.abs(year - india) <= 1))
    throw new HttpError(
      400,
      'invalid_input',
      `The year must be the current year where you are (${india - 1} to ${india + 1}).`,
      'year',
    );
  return year;
}

/**
 * The older way to ask for a copy (GET with `year` and `locale` query values and this header),
 * still accepted for existing clients; the web sends the ReportDraft's copy as a POST body.
 * A header, like a body, is kept by no log or URL.
 */
export const MOBILE_NUMBER_HEADER = 'x-mobile-number';

/** What a download reads besides its path; the OpenAPI document describes these same objects. */
export const pdfDownloadQuerySchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .optional()
    .describe("The reader's own year, within one of India's (a reader abroad on 31 December)"),
  locale: reportLocaleSchema
    .optional()
    .describe("This copy's language, without changing the report's own"),
});
export const pdfDownloadHeadersSchema = z.object({
  [MOBILE_NUMBER_HEADER]: z
    .string()
    .optional()
    .describe('An Indian mobile number to read in this copy: never stored or logged'),
});

/** The ten digits of the mobile number sent with a download, if any; 400 when it is not one. */
export function mobileNumberOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  try {
    return mobileDigits(Array.isArray(header) ? header.join(',') : header);
  } catch (error) {
    if (!(error instanceof NumerologyInputError)) throw error;
    throw new HttpError(400, 'invalid_input', error.message, 'mobileNumber');
  }
}

export function reportsRouter(deps: ReportDeps, requireUser: RequestHandler): Router {
  const router = Router();

  router.post('/reports', requireUser, async (req, res) => {
    const { user } = signedIn(res);
    // The whole draft is checked; its person is the report, the rest is for downloads.
    const input = parseOr400(reportDraftSchema, req.body);
    // An account handed to a new uid keeps its reports under their first ids: find those first.
    const same = (await deps.store.listReports(user.uid)).find(
      (r) =>
        r.name === input.name &&
        r.dob === input.dob &&
        r.gender === input.gender &&
        r.latinName === (input.latinName ?? null),
    );
    // The starred spelling is not part of the report's identity: the latest one sent is kept.
    const preferredSpelling = input.preferredSpelling ?? null;
    const stored =
      same ??
      (await deps.store.createReport({
        pdfID: reportId(user.uid, input),
        uid: user.uid,
        name: input.name,
        dob: input.dob,
        gender: input.gender,
        latinName: input.latinName ?? null,
        preferredSpelling,
        locale: input.locale,
        createdAt: deps.now().toISOString(),
      }));
    if (stored.preferredSpelling !== preferredSpelling)
      await deps.store.setPreferredSpelling(stored.pdfID, preferredSpelling);
    // The report is written in the language of the page it was last asked for on.
    if (stored.locale !== input.locale)
      await deps.store.setReportLocale(stored.pdfID, input.locale);
    const body: CreateReportResponse = {
      pdfID: stored.pdfID,
      unlocked: stored.unlockedBy !== null,
    };
    res.json(body);
  });

  /**
   * Draws the report `pdfID` of the signed-in user with this copy, spending the welcome credit
   * when it is locked. The copy is checked before anything changes, so bad input spends nothing.
   */
  async function sendReport(
    res: Response,
    pdfID: string,
    { year, ...copy }: ReportCopy,
  ): Promise<void> {
    const { user } = signedIn(res);
    const currentYear = reportYear(year, deps.now());
    let report = await deps.store.getReport(pdfID);
    // Someone else's report is answered exactly like one that does not exist.
    if (!report || report.uid !== user.uid) throw notFound('That report');
    // A newborn's names must be ours and the child's gender's, checked before any credit is spent.
    if (copy.babyNames) {
      const unfit = unfitBabyNames(copy.babyNames, report.gender, await sharedBabyNameCatalog());
      if (unfit.length > 0)
        throw new HttpError(
          400,
          'invalid_input',
          `babyNames: ${unfit.join(', ')} ${unfit.length === 1 ? 'is' : 'are'} not among our names for a ${report.gender === 'Male' ? 'boy' : 'girl'}. Please choose names on the baby names page.`,
          'babyNames',
        );
    }
    if (!report.unlockedBy) {
      const outcome = await deps.store.unlockWithCredit(user.uid, pdfID, deps.now().toISOString());
      if (outcome === 'no_credit') {
        throw new HttpError(
          402,
          'payment_required',
          'This report is not paid for yet. Please complete the payment to download it.',
        );
      }
      report = (await deps.store.getReport(pdfID))!;
    }
    const now = deps.now();
    const pdf = await deps
      .render({
        name: report.name,
        dob: report.dob,
        gender: report.gender,
        ...(report.latinName ? { latinName: report.latinName } : {}),
        // What the report keeps (its starred spelling and language) unless this copy says other.
        ...(report.preferredSpelling ? { preferredSpelling: report.preferredSpelling } : {}),
        locale: report.locale,
        ...copy,
        generatedAt: now,
        currentYear,
      })
      .catch((error: unknown) => {
        if (!(error instanceof ReportRendererBusyError)) throw error;
        // The report is unlocked already: trying again later costs the reader nothing.
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
        throw new HttpError(
          503,
          'reports_busy',
          `Many reports are being prepared right now. Please try again in ${error.retryAfterSeconds} seconds.`,
        );
      });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader(
      'Content-Disposition',
      // A name in another script is named by its Latin spelling: file names stay ASCII.
      `attachment; filename="${deps.fileName(report.latinName ?? report.name, report.dob)}"`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf);
  }

  // The web's download: the ReportDraft's copy as the body, whatever fields it has.
  router.post('/reports/:pdfID/pdf', requireUser, async (req, res) => {
    const { pdfID } = parseOr400(pdfIdParamsSchema, req.params);
    const copy = parseOr400(reportCopySchema, req.body ?? {});
    await sendReport(res, pdfID, copy);
  });

  // The older download, for existing clients: the same copy from two query values and a header.
  router.get('/reports/:pdfID/pdf', requireUser, async (req, res) => {
    const { pdfID } = parseOr400(pdfIdParamsSchema, req.params);
    // First, so its message names the years allowed (sendReport checks the year again).
    reportYear(req.query.year, deps.now());
    const asked = parseOr400(pdfDownloadQuerySchema, req.query);
    const headers = parseOr400(pdfDownloadHeadersSchema, req.headers);
    const mobileNumber = mobileNumberOf(headers[MOBILE_NUMBER_HEADER]);
    await sendReport(res, pdfID, {
      ...(asked.year ? { year: Number(asked.year) } : {}),
      ...(asked.locale ? { locale: asked.locale } : {}),
      ...(mobileNumber ? { mobileNumber } : {}),
    });
  });

  return router;
}
