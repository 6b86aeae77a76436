/**
 * The sample report the pay form shows three pages of: a made-up person, drawn with the real
 * renderer by scripts/report-sample-pages.mjs, which also records its page count for the page's
 * "a N-page personal reading" line (test/report/sample-pages.test.ts holds the two equal).
 */
import type { Locale } from '@ankvidya/content';
import { createDocument } from './layout/document.js';
import { buildModel, type ReportRequest } from './model.js';
import { layOut } from './render.js';

export function sampleReportRequest(locale: Locale): ReportRequest {
  return {
    name: 'Asha Verma',
    dob: '1990-08-05',
    gender: 'Female',
    locale,
    generatedAt: new Date('2026-03-14T10:30:00Z'),
    currentYear: 2026,
  };
}

/**
 * The pages shown (1-based): the cover, and the first pages of the Lo Shu grid and of the year
 * month by month, found by laying the report out (their page numbers move as texts change).
 */
export function sampleShownPages(locale: Locale): number[] {
  const request = sampleReportRequest(locale);
  const model = buildModel(request);
  const doc = createDocument({
    title: 'sample',
    author: 'sample',
    subject: 'sample',
    createdAt: request.generatedAt,
    lang: locale,
  });
  const { starts } = layOut(doc, model);
  const copy = model.content.report;
  const startOf = (title: string) => {
    const start = starts.find((s) => s.title === title);
    if (!start) throw new Error(`The ${locale} sample report has no chapter "${title}"`);
    return start.page + 1;
  };
  return [1, startOf(copy.sections.grid), startOf(copy.reading.chapters.yearAhead)];
}
