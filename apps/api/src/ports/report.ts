import type { ReportCopy, ReportLocale, ReportPerson } from '@ankvidya/schemas';

/**
 * What the renderer draws: the report's person as stored, and the copy of the ReportDraft the
 * download sent (packages/schemas/src/report-draft.ts), so a field a tool adds to the draft's copy
 * reaches the renderer with no change here. The copy's year is checked and becomes currentYear.
 */
export type ReportRequest = ReportPerson &
  Omit<ReportCopy, 'year' | 'locale'> & {
    generatedAt: Date;
    /** The language the report is written in (English when absent). */
    locale?: ReportLocale;
    currentYear: number;
  };

/**
 * Draws the personalised PDF report. May reject with ReportRendererBusyError when it already has
 * as much work as it will queue.
 */
export type ReportRenderer = (request: ReportRequest) => Promise<Buffer>;

/** The renderer's queue is full: the caller should come back after retryAfterSeconds. */
export class ReportRendererBusyError extends Error {
  override readonly name = 'ReportRendererBusyError';

  constructor(readonly retryAfterSeconds: number) {
    super(`The report renderer is busy; retry after ${retryAfterSeconds} s`);
  }
}
