/**
 * The report goes deeper than the free analysis page: at most 10% of its sentences may stand word
 * for word on that page for the same person.
 */
import { getContent } from '@ankvidya/content';
import {
  analyze,
  impactIndex,
  missingNumbers,
  planes,
  DIGITS,
  type Digit,
} from '@ankvidya/numerology-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

const content = getContent('en');
const MAX_SHARED = 0.1;

/**
 * Every text the free analysis page can show for this person, in full (the page shows some of
 * them shortened, so this is the strict side).
 */
function freePageTexts(request: ReportRequest): string[] {
  const a = analyze(request, { currentYear: request.currentYear, today: '9999-12-31' });
  const grid = a.loshuGrid;
  const digit = (n: number) => n as Digit;
  const present = DIGITS.filter((d) => grid[d] > 0);
  return [
    ...present.map(
      (d) => content.gridImpact[d][impactIndex(grid[d], content.gridImpact[d].length)]!,
    ),
    ...missingNumbers(grid).map((d) => content.missingNumbers[d].impact),
    content.planes.tradition,
    ...planes(grid).map((p) => content.planes[p.id][p.status]),
    ...(a.nameNumber ? [content.nameNumbers[digit(a.nameNumber)].summary] : []),
    content.psychicNumbers[digit(a.psychicNumber)].summary,
    content.lifePathNumbers[digit(a.lifePathNumber)].summary,
    content.kua[digit(a.kuaNumber)].description,
    content.kua.fiveNote,
    ...[0, 1, 2].map((i) => {
      const py = analyze(request, { currentYear: request.currentYear + i, today: '9999-12-31' });
      return content.personalYears[digit(py.personalYear)].overview;
    }),
    `${content.site.reportPromo.summary}.`,
  ];
}

const normalise = (text: string) =>
  text
    .replace(/\u00ad/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const sentencesOf = (text: string) =>
  normalise(text)
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.split(' ').length >= 5);

const PEOPLE: ReportRequest[] = [
  { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' },
  { name: 'Rahul Sharma', dob: '1985-12-23', gender: 'Male' },
  { name: 'Meera Iyer', dob: '1952-06-17', gender: 'Male' },
  { name: 'Kiran Das', dob: '2001-01-01', gender: 'Female' },
].map((p) => ({
  ...p,
  gender: p.gender as 'Male' | 'Female',
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
}));

describe.each(PEOPLE)('the report for $name', (request) => {
  let reportText = '';
  let pdf: PdfFile | undefined;
  beforeAll(async () => {
    requirePoppler();
    pdf = new PdfFile(await renderReport(request));
    // Lines broken by the layout join back into sentences; running headers and footers go.
    reportText = pdf
      .pages()
      .map((page) =>
        page
          .split('\n')
          .filter((line) => !/^(Ankvidya|Page \d+ of \d+)$/.test(line.trim()))
          .join(' '),
      )
      .join(' ');
  });
  afterAll(() => pdf?.remove());

  it('repeats at most 10% of its sentences from the free analysis page', () => {
    const reportSentences = sentencesOf(reportText);
    const flatReport = normalise(reportText);
    const shared = new Set(
      freePageTexts(request)
        .flatMap(sentencesOf)
        .filter((sentence) => flatReport.includes(sentence)),
    );
    const ratio = shared.size / reportSentences.length;
    expect(reportSentences.length).toBeGreaterThan(200);
    expect(ratio, [...shared].join('\n')).toBeLessThanOrEqual(MAX_SHARED);
  });
});
