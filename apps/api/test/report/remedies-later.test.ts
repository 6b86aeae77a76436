/**
 * The remedies chapter names the missing numbers it leaves for later, so "three at most" does
 * not leave the reader wondering where the others went.
 */
import { getContent } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import { buildModel } from '../../src/report/model.js';
import { laterWoven } from '../../src/report/weave-others.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

// Missing 3, 4, 5, 6 and 8: Mercury (5) and Venus (6) get tables, 4 everyday steps; 3 and 8 wait.
const SUNITA: ReportRequest = {
  name: 'सुनीता शर्मा',
  latinName: 'Sunita Sharma',
  dob: '1992-11-29',
  gender: 'Female',
  generatedAt: new Date('2026-11-25T06:00:00Z'),
  currentYear: 2026,
};

const chapterText = async (request: ReportRequest) => {
  const copy = getContent(request.locale ?? 'en').report.reading;
  const pdf = new PdfFile(await renderReport(request));
  try {
    const pages = pdf.pages().map((p) => p.replace(/\s+/g, ' '));
    const start = pages.findIndex((p, i) => i > 1 && p.includes(copy.chapters.remedies));
    // To the end of the chapter: the pages whose running header names it, and the next one,
    // where the chapter's last lines may stand above the next chapter's start (whose title the
    // header then carries).
    const end = pages.findIndex((p, i) => i > start && !p.includes(copy.chapters.remedies));
    return pages.slice(start, end + 1).join(' ');
  } finally {
    pdf.remove();
  }
};

describe('the remedies chapter', () => {
  it('names the missing numbers left for later, in English and Hindi', async () => {
    requirePoppler();
    expect(buildModel(SUNITA).missing).toEqual([3, 4, 5, 6, 8]);
    // Read against the letters of her name (weave-others.ts's laterWoven).
    const [en, hi] = [SUNITA, { ...SUNITA, locale: 'hi' as const }].map((request) =>
      laterWoven(buildModel(request), [3, 8]),
    );
    expect(en).toContain('3 and 8');
    expect(await chapterText(SUNITA)).toContain(en!.slice(0, 50));
    expect(await chapterText({ ...SUNITA, locale: 'hi' })).toContain(hi!.slice(0, 40));
  });

  it('says nothing of later when every missing number has its remedies', async () => {
    requirePoppler();
    // Rahul Sharma misses 3 and 7: Jupiter and Ketu each get a table.
    const rahul = {
      ...SUNITA,
      name: 'Rahul Sharma',
      latinName: undefined,
      dob: '1985-12-14',
      gender: 'Male' as const,
    };
    expect(buildModel(rahul).missing).toEqual([3, 7]);
    expect(await chapterText(rahul)).not.toContain('Still missing from your grid');
  });
});
