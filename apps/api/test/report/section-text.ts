/**
 * The strings one chapter draws, in order, as they are handed to pdfkit: read without a PDF reader,
 * so Hindi comes back in logical order (pdftotext gives Devanagari in visual order).
 */
import { createDocument } from '../../src/report/layout/document.js';
import type { ReportModel } from '../../src/report/model.js';
import { SECTIONS } from '../../src/report/sections/index.js';

export function sectionTexts(model: ReportModel, id: string): string[] {
  const section = SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`No section ${id}`);
  const doc = createDocument({
    title: 'test',
    author: 'test',
    subject: 'test',
    createdAt: new Date('2026-03-14T10:30:00Z'),
    lang: model.locale,
  });
  const drawn: string[] = [];
  const text = doc.text.bind(doc);
  doc.text = (value: string, ...rest: unknown[]) => {
    drawn.push(String(value));
    return (text as (...args: unknown[]) => PDFKit.PDFDocument)(value, ...rest);
  };
  doc.addPage();
  // Every block at the same height: only the words matter here, not where they land.
  for (const block of section.blocks(model)) block.draw({ doc, x: 50, width: 495 }, 100);
  doc.end();
  return drawn;
}
