/**
 * The kua chapter read back from the PDF: the directions to use less ranked worst first, where to
 * face at work and where the head goes in bed, the solar-year note, and a compass whose labels
 * never print over its caption.
 */
import { getContent } from '@ankvidya/content';
import {
  DIGITS,
  KUA_DIRECTIONS,
  kuaDirections,
  sleepingDirection,
  type Direction,
} from '@ankvidya/numerology-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import { PdfFile, requirePoppler, type Word } from './pdf-tools.js';

const content = getContent('en');
const copy = content.report;
const reading = copy.reading.kua;
const generatedAt = new Date('2026-03-14T10:30:00Z');
const person = (name: string, dob: string, gender: ReportRequest['gender']): ReportRequest => ({
  name,
  dob,
  gender,
  generatedAt,
  currentYear: 2026,
});

/** Born 20 January 1997: kua 3 by the calendar year, kua 4 by the solar year (1996). */
const ARJUN = person('Arjun Mehta', '1997-01-20', 'Male');
/** Kua 4, born after Lichun. */
const KAVYA = person('Kavya Reddy', '1998-11-08', 'Female');
/** Kua 9. */
const ROHAN = person('Rohan Das', '2000-02-20', 'Male');

const flat = (text: string) => text.replace(/\s+/g, ' ');

interface KuaPages {
  words: Word[];
  text: string;
  pages: number[];
}

async function kuaPages(request: ReportRequest): Promise<KuaPages> {
  const pdf = new PdfFile(await renderReport(request));
  try {
    const { words } = pdf.words();
    // The chapter's pages are those whose running header names it.
    const pages = pdf
      .pages()
      .map((text, i) => ({ header: text.split('\n').filter((l) => l.trim())[1], page: i + 1 }))
      .filter((p) => p.header === copy.sections.kua)
      .map((p) => p.page);
    const inBody = (w: Word) => pages.includes(w.page) && w.yMin > 62 && w.yMax < 780;
    return {
      words: words.filter(inBody),
      text: flat(pages.map((page) => pdf.text({ page })).join(' ')),
      pages,
    };
  } finally {
    pdf.remove();
  }
}

/** The lines of words in a column that starts at a word, from that word's line down. */
function columnLines(words: Word[], first: Word, width: number, depth: number): string[] {
  const inColumn = words.filter(
    (w) =>
      w.page === first.page &&
      w.xMin >= first.xMin - 1 &&
      w.xMin < first.xMin + width &&
      w.yMin >= first.yMin - 1 &&
      w.yMin < first.yMin + depth,
  );
  const lines = new Map<number, Word[]>();
  for (const w of inColumn) {
    const key = [...lines.keys()].find((y) => Math.abs(y - w.yMin) < 3) ?? w.yMin;
    lines.set(key, [...(lines.get(key) ?? []), w]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, line]) =>
      line
        .sort((a, b) => a.xMin - b.xMin)
        .map((w) => w.text)
        .join(' '),
    );
}

/** The first word of a phrase on the chapter's pages. */
function wordOf(words: Word[], phrase: string): Word {
  const parts = phrase.split(' ');
  const found = words.find((_, i) => parts.every((part, j) => words[i + j]?.text === part));
  if (!found) throw new Error(`"${phrase}" is not on the kua pages`);
  return found;
}

const name = (direction: Direction) => content.kua.names.directions[direction];

describe('the bed never points north', () => {
  it('uses the health direction, or for a north health direction the next that is not north', () => {
    for (const kua of DIGITS) {
      const favourable = kuaDirections(kua)?.favourable;
      if (!favourable) continue;
      const sleeping = sleepingDirection(favourable);
      expect(sleeping.direction, `kua ${kua}`).not.toBe('N');
      if (favourable.health !== 'N')
        expect(sleeping).toEqual({ direction: favourable.health, purpose: 'health' });
    }
    // Kua 3's health direction is north: its growth direction, east, which vastu welcomes too.
    expect(sleepingDirection(KUA_DIRECTIONS[3].favourable)).toEqual({
      direction: 'E',
      purpose: 'growth',
    });
  });
});

describe('the kua chapter', () => {
  beforeAll(() => requirePoppler());

  describe('for kua 3, born before 4 February', () => {
    let kua: KuaPages;
    beforeAll(async () => {
      kua = await kuaPages(ARJUN);
    });

    it('ranks the four directions to use less, worst first, numbered 1 to 4', () => {
      const heading = wordOf(kua.words, reading.rankedUnfavourable.toUpperCase().split(' ')[0]!);
      const lines = columnLines(kua.words, heading, 200, 120);
      const ranked = KUA_DIRECTIONS[3].unfavourable.map((d, i) => `${i + 1} ${name(d)}`);
      expect(ranked).toEqual(['1 West', '2 North-east', '3 North-west', '4 South-west']);
      const first = lines.findIndex((line) => line === ranked[0]);
      expect(first, lines.join(' | ')).toBeGreaterThan(0);
      expect(lines.slice(first, first + 4)).toEqual(ranked);
      expect(flat(lines.slice(0, first).join(' '))).toBe(reading.rankedUnfavourable.toUpperCase());
    });

    it('shows where to face at work (wealth) and where the head goes in bed (growth, not north)', () => {
      const working = columnLines(kua.words, wordOf(kua.words, 'FACE THIS WAY'), 110, 90);
      expect(working).toContain('South');
      expect(flat(working.join(' '))).toContain('Your wealth direction');
      const sleeping = columnLines(kua.words, wordOf(kua.words, 'SLEEP WITH'), 110, 90);
      expect(sleeping).toContain('East');
      expect(sleeping).not.toContain('North');
      expect(flat(sleeping.join(' '))).toContain('Your personal growth direction');
      // And says why, in one line of the content's words.
      expect(kua.text).toContain(
        reading.northHealth.replace('{direction}', 'east').replace('{purpose}', 'personal growth'),
      );
    });

    it('notes that feng shui counts the solar year, with the kua that gives, and keeps kua 3', () => {
      expect(kua.text).toContain(
        reading.lichunNote.replace('{year}', '1996').replaceAll('{kua}', '4'),
      );
      // The number in the compass's hub is still the calendar year's.
      const caption = wordOf(kua.words, copy.kua.compassCaption);
      const hub = kua.words.filter(
        (w) =>
          /^\d$/.test(w.text) && w.page === caption.page && w.yMax < caption.yMin && w.xMin < 250,
      );
      expect(hub.map((w) => w.text)).toEqual(['3']);
    });
  });

  it('for kua 4 sleeps the head to the health direction, south, with no north or solar-year note', async () => {
    const kua = await kuaPages(KAVYA);
    const sleeping = columnLines(kua.words, wordOf(kua.words, 'SLEEP WITH'), 110, 90);
    expect(sleeping).toContain('South');
    expect(flat(sleeping.join(' '))).toContain('Your health direction');
    expect(kua.text).not.toContain(reading.northHealth.split(',')[0]!);
    expect(kua.text).not.toContain(reading.lichunNote.split('.')[0]!);
  });

  // South favourable: its label and purpose sit under the ring, above the caption.
  it.each([
    ['3', ARJUN],
    ['4', KAVYA],
    ['9', ROHAN],
  ])('prints no word over another on the pages of kua %s', async (_, request) => {
    const { words, pages } = await kuaPages(request);
    expect(pages.length).toBeGreaterThan(0);
    const overlaps: string[] = [];
    words.forEach((a, i) =>
      words.slice(i + 1).forEach((b) => {
        const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
        const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
        if (a.page === b.page && x > 0.5 && y > 0.5) overlaps.push(`"${a.text}" over "${b.text}"`);
      }),
    );
    expect(overlaps).toEqual([]);
  });
});
