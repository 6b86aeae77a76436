/**
 * The pay form says "a 35-page personal reading" and shows three pages of a sample report: both
 * come from apps/web/src/features/report/sample-pages.ts and the images beside it, written by
 * scripts/report-sample-pages.mjs. Here the sample is drawn again with today's renderer: when
 * the report grows or shrinks, this fails until the script is run again, so the page never
 * claims a count the report no longer has.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@ankvidya/content';
import { afterAll, describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.js';
import { sampleReportRequest, sampleShownPages } from '../../src/report/sample.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const recorded = readFileSync(path.join(web, 'src/features/report/sample-pages.ts'), 'utf8');
const RERUN = 'run `node apps/api/scripts/report-sample-pages.mjs` and commit what it writes';

/** The generated file's line for a locale: `  en: { pages: 35, shown: [1, 8, 28] },`. */
function recordedFor(locale: string): { pages: number; shown: number[] } {
  const match = new RegExp(
    `^  ${locale}: \\{ pages: (\\d+), shown: \\[([\\d, ]+)\\] \\},$`,
    'm',
  ).exec(recorded);
  if (!match) throw new Error(`sample-pages.ts has no line for ${locale}: ${RERUN}`);
  return { pages: Number(match[1]), shown: match[2]!.split(', ').map(Number) };
}

describe('the sample report shown at the pay form', () => {
  requirePoppler();
  const files: PdfFile[] = [];
  afterAll(() => files.forEach((file) => file.remove()));

  it.each(LOCALES)('has, in %s, the page count and pages the web app shows', async (locale) => {
    const pdf = new PdfFile(await renderReport(sampleReportRequest(locale)));
    files.push(pdf);
    const expected = { pages: pdf.pageCount(), shown: sampleShownPages(locale) };
    expect(recordedFor(locale), RERUN).toEqual(expected);
    // The cover, then two chapters' first pages, in order, inside the report.
    expect(expected.shown[0]).toBe(1);
    expect(expected.shown[1]).toBeLessThan(expected.shown[2]!);
    expect(expected.shown[2]).toBeLessThanOrEqual(expected.pages);
    for (const n of [1, 2, 3])
      expect(existsSync(path.join(web, `public/images/report-sample/${locale}-${n}.jpg`))).toBe(
        true,
      );
  });
});
