/**
 * In a newborn's report the name chapter offers no spellings of the name sent (the parents are
 * still choosing one): the newborn chapter reads their shortlisted names instead.
 */
import { getContent } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

const en = getContent('en').report.reading;
const BABY: ReportRequest = {
  name: 'Baby Sharma',
  dob: '2026-11-02',
  gender: 'Male',
  generatedAt: new Date('2026-11-25T06:00:00Z'),
  currentYear: 2026,
};

describe("a newborn's name chapter", () => {
  it('offers no spellings of the name when shortlisted names came with the report', async () => {
    requirePoppler();
    const pdf = new PdfFile(
      await renderReport({
        ...BABY,
        babyNames: ['aditya', 'arjun', 'ishaan', 'krishna', 'vihaan'],
      }),
    );
    try {
      const text = pdf.text().replace(/\s+/g, ' ');
      expect(text).toContain('Krishna');
      expect(text).not.toContain(en.harmony.suggestionsHeading);
      expect(text).not.toContain(en.harmony.strengthenHeading);
      expect(text).not.toContain(en.harmony.spellingsAhead);
      expect(text).not.toContain(en.harmony.changesLabel);
      expect(text).not.toMatch(/Baby Shaarma|A\. Baby Sharma/);
    } finally {
      pdf.remove();
    }
  });

  it("calls the friend table's verdicts by the name chapter's words", async () => {
    requirePoppler();
    // Moolank 2, bhagyank 5: Arjun (15/6) and Ishaan (16/7) are challenging to moolank 2.
    const pdf = new PdfFile(
      await renderReport({ ...BABY, babyNames: ['arjun', 'ishaan', 'krishna'] }),
    );
    try {
      const pages = pdf.pages().map((p) => p.replace(/\s+/g, ' '));
      const title = getContent('en').report.sections.newborn;
      const chapter = pages.find((p, i) => i > 1 && p.includes(title))!;
      expect(chapter).toContain(en.harmony.verdicts.challenging);
      expect(chapter).not.toContain(getContent('en').babyNamesPage.results.verdicts.challenging);
      expect(chapter).toMatch(/sits best with the child's numbers: friendly with moolank 2/);
    } finally {
      pdf.remove();
    }
  });

  it('still offers them in a report without shortlisted names', async () => {
    requirePoppler();
    const pdf = new PdfFile(await renderReport(BABY));
    try {
      expect(pdf.text().replace(/\s+/g, ' ')).toContain(en.harmony.changesLabel);
    } finally {
      pdf.remove();
    }
  });
});
