/** The report in Hindi: the same chapters, Devanagari in fonts that have it (looked at as PNG pages). */
import { getContent } from '@ankvidya/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

const asha: ReportRequest = {
  name: 'आशा वर्मा',
  latinName: 'Asha Verma',
  dob: '1990-08-05',
  gender: 'Female',
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
};

describe('the report in Hindi', () => {
  let hindi: PdfFile;
  let english: PdfFile;
  beforeAll(async () => {
    requirePoppler();
    hindi = new PdfFile(await renderReport({ ...asha, locale: 'hi' }));
    english = new PdfFile(await renderReport({ ...asha, locale: 'en' }));
  });
  afterAll(() => {
    hindi?.remove();
    english?.remove();
  });

  it('has as many chapters and about as many pages as the English one', () => {
    expect(Math.abs(hindi.pageCount() - english.pageCount())).toBeLessThanOrEqual(4);
    expect(hindi.info()).toMatch(/Title:\s+.*आशा वर्मा/);
  });

  it('draws Devanagari headings in a face that has it, never the Latin-only serif', () => {
    const fonts = hindi.fonts().map((f) => f.name.split('+')[1]);
    expect(fonts).toContain('NotoSans-Bold');
    // Page 3's heading is Devanagari: the serif face, if present at all, draws only Latin there.
    const onPage3 = hindi.text({ page: 3 });
    expect(onPage3).toMatch(/[\u0900-\u097F]/);
  });

  it('writes its dates the Indian way, in Hindi', () => {
    const cover = hindi.text({ page: 1 }).normalize('NFC');
    expect(cover).toContain('1990');
    expect(cover).toMatch(/5\s/);
  });

  it('gives its Hindi back as written when copied or searched (the text layer carries Unicode)', () => {
    const flat = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
    const text = flat(hindi.text());
    // The first chapter's paragraphs, wrapped over several lines on the page, read back whole.
    for (const paragraph of getContent('hi', asha.gender).report.reading.howToRead) {
      expect(text).toContain(flat(paragraph));
    }
    // No word starts with a vowel sign or a virama: glyphs read back in drawing order did ("िरपोटर्").
    expect(text).not.toMatch(/(^|[\s(“'"])[\u093E-\u094D]/u);
  });
});
