/**
 * One name per number in the report (docs/decisions.md): its first chapter gives both names of
 * each number once, "psychic number (moolank)"; from there on it says moolank, bhagyank, naamank.
 */
import { getContent } from '@ankvidya/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

const TERMS = [
  ['psychic number', 'moolank'],
  ['life path number', 'bhagyank'],
  ['name number', 'naamank'],
] as const;

describe('the English report names each number one way', () => {
  let pdf: PdfFile;
  /** The chapters' text, from the first chapter on (the contents page lists titles only). */
  let chapters: string;
  beforeAll(async () => {
    requirePoppler();
    pdf = new PdfFile(
      await renderReport({
        name: 'Ravi Kumar',
        dob: '1990-01-18',
        gender: 'Male',
        generatedAt: new Date('2026-03-14T10:30:00Z'),
        currentYear: 2026,
        mobileNumber: '9876543210',
      }),
    );
    const pages = pdf.pages().map((page) => page.replace(/\s+/g, ' '));
    const first = getContent('en').report.reading.chapters.howToRead;
    const start = pages.findIndex((page, i) => i > 1 && page.includes(first));
    expect(start).toBeGreaterThan(1);
    chapters = pages.slice(start).join(' ').toLowerCase();
  });
  afterAll(() => pdf?.remove());

  it.each(TERMS)('says "%s" once, beside its name, before the name stands alone', (term, name) => {
    const all = pdf.text().replace(/\s+/g, ' ').toLowerCase();
    expect(all.split(term).length - 1).toBe(1);
    expect(all).toContain(`${term} (${name})`);
    expect(chapters.indexOf(name)).toBe(chapters.indexOf(`${term} (${name})`) + term.length + 2);
  });

  it('never says "life path" or "destiny number" on its own', () => {
    const all = pdf.text().replace(/\s+/g, ' ').toLowerCase();
    expect(
      all.match(/life path(?! number \(bhagyank\))|destiny number|psychic(?! number \(moolank\))/g),
    ).toBeNull();
  });
});
