/**
 * The Hindi of the report as a Hindi reader expects it (issue 23): sentences end with the danda,
 * and the reader is addressed in the forms of their own gender.
 */
import { getContent } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import { sectionTexts } from './section-text.js';

const request: ReportRequest = {
  name: 'Priya Sharma',
  dob: '1992-09-18',
  gender: 'Female',
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
  locale: 'hi',
};

/** A Devanagari letter or sign followed by a full stop: an English sentence end in Hindi. */
const LATIN_STOP_AFTER_HINDI = /[\u0900-\u097F]\.(\s|$)/u;

describe('the Hindi month table', () => {
  const texts = sectionTexts(buildModel(request), 'yearAhead');

  it('ends the focus of each month with the danda, not a full stop', () => {
    const months = Object.values(getContent('hi', request.gender).reading.personalMonths);
    // The calendar's month reading opens with how the month sits with moolank and bhagyank; the
    // personal month's focus follows it.
    const cells = texts.filter((text) => months.some((month) => text.includes(month.focus)));
    expect(cells.length).toBeGreaterThanOrEqual(12);
    for (const cell of cells) {
      const month = months.find((candidate) => cell.includes(candidate.focus))!;
      expect(cell).toContain(`${month.focus}। `);
      expect(cell).not.toMatch(LATIN_STOP_AFTER_HINDI);
    }
  });
});

describe('the Hindi report to its reader', () => {
  // Born on the 18th: moolank 9, whose opening calls the reader "कर्म करने वाला" in the male form
  // (the chapter keeps the moolank's opening paragraph: issue 23 item 15).
  const forPriya = sectionTexts(buildModel(request), 'inDepth').join(' ');
  const forRahul = sectionTexts(
    buildModel({ ...request, name: 'Rahul Sharma', gender: 'Male' }),
    'inDepth',
  ).join(' ');

  it('speaks to a woman in the feminine forms', () => {
    expect(forPriya).toContain('आप ख़ुद को कर्म करने वाली मानती हैं');
    expect(forPriya).not.toContain('कर्म करने वाला मानते हैं');
  });

  it('speaks to a man in the masculine forms', () => {
    expect(forRahul).toContain('आप ख़ुद को कर्म करने वाला मानते हैं');
  });
});
