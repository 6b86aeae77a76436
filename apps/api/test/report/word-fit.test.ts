/**
 * No word is broken across lines: every word a chapter draws fits the width of its box, so pdfkit
 * never has to cut it letter by letter ("Septembe / r" in the month table, issue 23).
 */
import { LOCALES } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { createDocument } from '../../src/report/layout/document.js';
import { buildModel, type ReportModel } from '../../src/report/model.js';
import { SECTIONS } from '../../src/report/sections/index.js';
import { CONTENT_WIDTH, PAGE } from '../../src/report/theme.js';

interface Overflow {
  section: string;
  word: string;
  width: number;
  box: number;
}

/** The words wider than the box they are drawn in, for every chapter of a report. */
function overflowingWords(model: ReportModel): Overflow[] {
  const doc = createDocument({
    title: 'test',
    author: 'test',
    subject: 'test',
    createdAt: new Date('2026-03-14T10:30:00Z'),
    lang: model.locale,
  });
  const found: Overflow[] = [];
  let section = '';
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.text = (value: string, ...rest: unknown[]) => {
    const options = rest.find((arg) => typeof arg === 'object' && arg !== null) as
      PDFKit.Mixins.TextOptions | undefined;
    // Text drawn without a width (or on one line on purpose) is not wrapped at all.
    if (options?.width !== undefined && options.lineBreak !== false) {
      for (const word of String(value).split(/\s+/).filter(Boolean)) {
        const width = doc.widthOfString(word, { characterSpacing: options.characterSpacing ?? 0 });
        if (width > options.width + 0.01) found.push({ section, word, width, box: options.width });
      }
    }
    return text(value, ...rest);
  };
  doc.addPage();
  for (const chapter of SECTIONS) {
    section = chapter.id;
    for (const block of chapter.blocks(model))
      block.draw({ doc, x: PAGE.left, width: CONTENT_WIDTH }, PAGE.top);
  }
  doc.end();
  return found;
}

const PEOPLE = [
  { name: 'Priya Sharma', dob: '1992-09-18', gender: 'Female' },
  { name: 'Ajay Devgan', dob: '1969-04-02', gender: 'Male' },
] as const;

describe.each(LOCALES)('the words of the report in %s', (locale) => {
  it.each(PEOPLE)('each fit the box they are drawn in, for $name', (person) => {
    const model = buildModel({
      ...person,
      generatedAt: new Date('2026-03-14T10:30:00Z'),
      currentYear: 2026,
      locale,
    });
    expect(overflowingWords(model)).toEqual([]);
  });
});
