/**
 * No English left in the Hindi report: every page's text, read back with pdftotext, carries only
 * the Latin words on content's allowed list, the reader's own name and the spellings the report
 * works out for it.
 */
import { strayLatinWords } from '@ankvidya/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import { buildModel } from '../../src/report/model.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

const base = {
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
  locale: 'hi' as const,
};

const REQUESTS: Record<string, ReportRequest> = {
  // A name in English letters, with a starred spelling and a mobile number; kua 5 (a woman's).
  'a Latin name, a starred spelling and a mobile number': {
    ...base,
    name: 'Neha Sharma',
    dob: '1990-08-05',
    gender: 'Female',
    preferredSpelling: 'Nehaa Sharma',
    mobileNumber: '9876543210',
  },
  // A name in Devanagari read from its Latin spelling; a man's kua 5, a master life path.
  'a Devanagari name with its Latin spelling': {
    ...base,
    name: 'रवि कुमार',
    latinName: 'Ravi Kumar',
    dob: '1990-01-18',
    gender: 'Male',
  },
  // A name whose spelling today suits neither number, so the report suggests spellings.
  'a name the report suggests spellings for': {
    ...base,
    name: 'Rahul Das',
    dob: '1993-07-09',
    gender: 'Male',
  },
};

/** The name as written and every spelling the report works out for it. */
function namesIn(request: ReportRequest): string[] {
  const model = buildModel(request);
  return [
    request.name,
    request.latinName ?? '',
    request.preferredSpelling ?? '',
    model.analysis.name,
    ...(model.spellings?.suggestions ?? []).flatMap((s) => [s.name, ...s.edits.map((e) => e.to)]),
  ].filter(Boolean);
}

describe('the Hindi report carries no stray Latin words', () => {
  const pdfs = new Map<string, PdfFile>();
  beforeAll(async () => {
    requirePoppler();
    for (const [label, request] of Object.entries(REQUESTS))
      pdfs.set(label, new PdfFile(await renderReport(request)));
  });
  afterAll(() => {
    for (const pdf of pdfs.values()) pdf.remove();
  });

  it('suggests spellings for one of the names, so their chapter is read too', () => {
    expect(buildModel(REQUESTS['a name the report suggests spellings for']!).spellings).not.toBe(
      null,
    );
  });

  it.each(Object.keys(REQUESTS))('for %s', (label) => {
    const pdf = pdfs.get(label)!;
    const request = REQUESTS[label]!;
    const stray = pdf
      .pages()
      .map((text, i) => ({ page: i + 1, words: strayLatinWords(text, namesIn(request)) }))
      .filter((page) => page.words.length > 0);
    expect(stray).toEqual([]);
  });
});
