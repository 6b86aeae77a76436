/**
 * The working on the numbers page reads as steps, not as code: the name's letters in a row, each
 * with its value right under it, then every sum on a line of its own ("P(8)+R(2)+...H(5" is gone).
 */
import { getContent } from '@ankvidya/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.js';
import { PdfFile, requirePoppler, type Word } from './pdf-tools.js';

const copy = getContent('en').report;

describe('the working in the report', () => {
  let pdf: PdfFile;
  let page: number;
  let words: Word[];
  let lines: string[];

  beforeAll(async () => {
    requirePoppler();
    pdf = new PdfFile(
      await renderReport({
        name: 'Asha Verma',
        dob: '1990-08-05',
        gender: 'Female',
        generatedAt: new Date('2026-03-14T10:30:00Z'),
        currentYear: 2026,
      }),
    );
    page = pdf.pages().findIndex((text) => text.includes(copy.working.steps.name)) + 1;
    words = pdf.words().words.filter((w) => w.page === page);
    lines = pdf
      .text({ page, layout: true })
      .split('\n')
      .map((line) => line.trim());
  });
  afterAll(() => pdf?.remove());

  it('writes no letter with its value in brackets', () => {
    expect(page).toBeGreaterThan(0);
    expect(pdf.text({ page })).not.toMatch(/[A-Z]\(\d\)/);
  });

  it('shows the letters of the name in a row, each value right under its letter', () => {
    const letters = [...'ASHAVERMA'];
    const values = [1, 3, 5, 1, 6, 5, 2, 4, 1];
    // The row: nine one-letter words on one line, in the order of the name.
    const rows = new Map<number, Word[]>();
    for (const w of words)
      rows.set(Math.round(w.yMin), [...(rows.get(Math.round(w.yMin)) ?? []), w]);
    const row = [...rows.values()].find((r) => r.map((w) => w.text).join('') === 'ASHAVERMA');
    expect(row, 'a row reading A S H A V E R M A').toBeDefined();
    row!.forEach((letter, i) => {
      expect(letter.text).toBe(letters[i]);
      const centre = (letter.xMin + letter.xMax) / 2;
      const below = words.find(
        (w) =>
          Math.abs((w.xMin + w.xMax) / 2 - centre) < 3 &&
          w.yMin > letter.yMin + 6 &&
          w.yMin < letter.yMax + 6,
      );
      expect(below?.text, `the value under ${letter.text}`).toBe(String(values[i]));
    });
    // The two words of the name are set apart.
    const gap = (i: number) => row![i + 1]!.xMin - row![i]!.xMax;
    expect(gap(3)).toBeGreaterThan(gap(2) + 5);
  });

  it('puts each sum on a line of its own', () => {
    const sums = [
      '1 + 3 + 5 + 1 + 6 + 5 + 2 + 4 + 1 = 28',
      '2 + 8 = 10',
      '1 + 0 = 1',
      '5 + 8 + 1990 = 2003',
      '2 + 0 + 0 + 3 = 5',
      '1990 + 4 = 1994',
      '1 + 9 + 9 + 4 = 23',
      '2 + 3 = 5',
    ];
    for (const sum of sums)
      expect(
        lines.some((line) => line.endsWith(sum)),
        sum,
      ).toBe(true);
  });
});
