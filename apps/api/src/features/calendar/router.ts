import {
  pdfIdParamsSchema,
  reportLocaleSchema,
  type CalendarFeedCreated,
  type CalendarFeedsResponse,
  type ReportLocale,
} from '@ankvidya/schemas';
import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { signedIn } from '../../http/auth.js';
import { HttpError, notFound, parseOr400 } from '../../http/errors.js';
import {
  FEED_TOKEN_PATTERN,
  hashFeedToken,
  newFeedToken,
  type CalendarFeeds,
} from '../../ports/calendar-feeds.js';
import type { ReportRecord, Store } from '../../ports/store.js';
import { reportCalendar } from './events.js';
import { serializeCalendar } from './ics.js';

export interface CalendarDeps {
  store: Store;
  feeds: CalendarFeeds;
  now: () => Date;
}

export const calendarQuerySchema = z.object({
  locale: reportLocaleSchema
    .optional()
    .describe("The file's language (absent: the report's own, as last asked for)"),
});

/** The path of a feed's address on this site; the web puts its own origin in front. */
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

function sendCalendar(res: Response, report: ReportRecord, locale: ReportLocale, now: Date) {
  res
    .type('text/calendar; charset=utf-8')
    .set('Content-Disposition', 'attachment; filename="ankvidya-dates.ics"')
    .set('Cache-Control', 'private, no-store')
    .send(serializeCalendar(reportCalendar(report, locale, now)));
}

/**
 * The report's dates as a calendar file, to its owner (`/reports/{pdfID}/calendar.ics`), and as a
 * private subscription address anyone holding it may read (`/calendar/{token}.ics`), which the
 * owner sets up or replaces from My account. Someone else's report, a locked one's address and a
 * token that names nothing get the same 404 as a report that does not exist.
 */
export function calendarRouter(
  deps: CalendarDeps,
  requireUser: RequestHandler,
  publicLimit: RequestHandler,
): Router {
  const router = Router();

  /** The signed-in user's report; 404 for anyone else's, 402 while it is not bought. */
  async function ownReport(res: Response, pdfID: string): Promise<ReportRecord> {
    const { user } = signedIn(res);
    const report = await deps.store.getReport(pdfID);
    if (!report || report.uid !== user.uid) throw notFound('That report');
    if (!report.unlockedBy)
      throw new HttpError(
        402,
        'payment_required',
        'The calendar comes with the report once it is bought.',
      );
    return report;
  }

  router.get('/reports/:pdfID/calendar.ics', requireUser, async (req, res) => {
    const { pdfID } = parseOr400(pdfIdParamsSchema, req.params);
    const { locale } = parseOr400(calendarQuerySchema, req.query);
    const report = await ownReport(res, pdfID);
    sendCalendar(res, report, locale ?? report.locale, deps.now());
  });

  router.post('/reports/:pdfID/calendar-feed', requireUser, async (req, res) => {
    const { pdfID } = parseOr400(pdfIdParamsSchema, req.params);
    await ownReport(res, pdfID);
    const token = newFeedToken();
    const createdAt = deps.now().toISOString();
    // Replaces the report's earlier address, if any: its token stops working with this write.
    await deps.feeds.putFeed({ pdfID, tokenHash: hashFeedToken(token), createdAt });
    const body: CalendarFeedCreated = { path: feedPath(token), createdAt };
    res.status(201).set('Cache-Control', 'private, no-store').json(body);
  });

  router.get('/me/calendar-feeds', requireUser, async (_req, res) => {
    const { user } = signedIn(res);
    const reports = await deps.store.listReports(user.uid);
    const feeds = await deps.feeds.listFeeds(reports.map((r) => r.pdfID));
    const body: CalendarFeedsResponse = {
      feeds: feeds.map(({ pdfID, createdAt }) => ({ pdfID, createdAt })),
    };
    res.set('Cache-Control', 'private, no-store').json(body);
  });

  router.get('/calendar/:file', publicLimit, async (req, res) => {
    const token =
      /^(.+)\.ics$/.exec(typeof req.params.file === 'string' ? req.params.file : '')?.[1] ?? '';
    const feed = FEED_TOKEN_PATTERN.test(token)
      ? await deps.feeds.findByTokenHash(hashFeedToken(token))
      : undefined;
    const report = feed && (await deps.store.getReport(feed.pdfID));
    if (!report?.unlockedBy) throw notFound('That calendar');
    sendCalendar(res, report, report.locale, deps.now());
  });

  return router;
}
