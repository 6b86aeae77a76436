/**
 * The name chapter's pages are filled: the spellings' heading and introduction close the
 * chapter's first page when they fit there, rather than move overleaf with the first spelling.
 */
import { getContent } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

const copy = getContent('en').report.reading;

describe('the name chapter of the PDF', () => {
  it("starts the spellings on the chapter's first page when their heading fits there", async () => {
    requirePoppler();
    // Rahul Sharma (33/6, friendly to moolank 5 and bhagyank 4): the compound's reading ends a
    // little past half the page; the first spelling with its tiles and table does not fit below.
    const pdf = new PdfFile(
      await renderReport({
        name: 'Rahul Sharma',
        dob: '1985-12-14',
        gender: 'Male',
        generatedAt: new Date('2026-11-25T06:00:00Z'),
        currentYear: 2026,
      }),
    );
    try {
      const pages = pdf.pages().map((p) => p.replace(/\s+/g, ' '));
      const start = pages.findIndex((p, i) => i > 1 && p.includes(copy.chapters.harmony));
      expect(pages[start]).toContain(copy.harmony.compound);
      expect(pages[start]).toContain(copy.harmony.strengthenHeading);
      // The three spellings and the caution then fill the next page, and the chapter ends there.
      expect(pages[start + 1]).toContain(copy.harmony.spellingCaution.slice(0, 40));
      expect(pages[start + 2]).not.toContain(copy.chapters.harmony);
    } finally {
      pdf.remove();
    }
  });
});
