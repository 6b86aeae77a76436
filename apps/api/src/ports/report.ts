import type { Gender } from '@ankvidya/numerology-core';
import type { ReportLocale } from '@ankvidya/schemas';

export interface ReportRequest {
  name: string;
  dob: string;
  gender: Gender;
  /** The name in Latin letters, for the name number of a name written in another script. */
  latinName?: string;
  /** The spelling the visitor starred on /name-correction, read in the name chapter. */
  preferredSpelling?: string;
  /**
   * Ten digits of a mobile number the reader checked and asked to have read in this copy. Sent
   * with the download only: never stored, never logged.
   */
  mobileNumber?: string;
  generatedAt: Date;
  /** The language the report is written in (English when absent). */
  locale?: ReportLocale;
  currentYear: number;
}

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
