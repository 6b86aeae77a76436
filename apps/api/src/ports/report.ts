import type { Gender } from '@ankvidya/numerology-core';

export interface ReportRequest {
  name: string;
  dob: string;
  gender: Gender;
  generatedAt: Date;
  currentYear: number;
}

/** Draws the personalised PDF report. */
export type ReportRenderer = (request: ReportRequest) => Promise<Buffer>;
