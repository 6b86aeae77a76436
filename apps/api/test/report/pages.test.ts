/**
 * No near-empty pages: reports for varied people, each page's words counted with pdftotext. A page
 * may carry fewer than about 120 words only if it is the cover, the last page, or a chapter's last
 * page (the next page's running header names another chapter); and a chapter that runs over
 * pages never ends on a nearly empty one. Headings stay with what follows them.
 */
import { getContent } from '@ankvidya/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill } from '../../src/report/format.js';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import type { Block } from '../../src/report/layout/flow.js';
import { createDocument } from '../../src/report/layout/document.js';
import { buildModel } from '../../src/report/model.js';
import { layOut } from '../../src/report/render.js';
import { chapterTitles } from '../../src/report/sections/index.js';
import { PdfFile, requirePoppler } from './pdf-tools.js';

const copy = getContent('en').report;
const MIN_WORDS = 120;
/** A chapter's last page may be short, but not nearly empty. */
const MIN_TAIL_WORDS = 60;

const march = new Date('2026-03-14T10:30:00Z');
const PEOPLE: Array<{ why: string; request: ReportRequest }> = [
  {
    why: 'a woman with kua 5, 555 and five missing numbers',
    request: {
      name: 'Asha Verma',
      dob: '1990-08-05',
      gender: 'Female',
      generatedAt: march,
      currentYear: 2026,
    },
  },
  {
    why: 'a man with kua 5',
    request: {
      name: 'Vikram Rao',
      dob: '1986-03-14',
      gender: 'Male',
      generatedAt: march,
      currentYear: 2026,
    },
  },
  {
    why: 'kua 3, born before 4 February',
    request: {
      name: 'Arjun Mehta',
      dob: '1997-01-20',
      gender: 'Male',
      generatedAt: march,
      currentYear: 2026,
    },
  },
  {
    why: 'kua 4',
    request: {
      name: 'Kavya Reddy',
      dob: '1998-11-08',
      gender: 'Female',
      generatedAt: march,
      currentYear: 2026,
    },
  },
  {
    why: 'kua 9, 2222, six missing numbers, generated in October (the coming year month by month)',
    request: {
      name: 'Rohan Das',
      dob: '2000-02-20',
      gender: 'Male',
      generatedAt: new Date('2026-10-20T06:00:00Z'),
      currentYear: 2026,
    },
  },
  {
    why: 'every digit present',
    request: {
      name: 'Meera Iyer',
      dob: '1952-06-17',
      gender: 'Male',
      generatedAt: march,
      currentYear: 2026,
    },
  },
  {
    why: 'a name in Devanagari only (no name number)',
    request: {
      name: 'प्रिया शर्मा',
      dob: '1993-07-19',
      gender: 'Female',
      generatedAt: march,
      currentYear: 2026,
    },
  },
  {
    why: 'a long name in two scripts',
    request: {
      name: 'Lakshmi Venkataraman Subramanian लक्ष्मी',
      dob: '1976-04-28',
      gender: 'Female',
      generatedAt: march,
      currentYear: 2026,
    },
  },
];

interface Page {
  number: number;
  /** The running header's title ('' on the cover). */
  chapter: string;
  /** Words in the text area, header and footer left out. */
  words: number;
}

function readPages(pdf: PdfFile): Page[] {
  const { boxes, words } = pdf.words();
  return boxes.map((_, i) => {
    const onPage = words.filter((w) => w.page === i + 1);
    const header = onPage.filter((w) => w.yMax <= 62);
    return {
      number: i + 1,
      // The brand comes first in the header, then the chapter's title.
      chapter: header
        .slice(1)
        .map((w) => w.text)
        .join(' '),
      words: onPage.filter((w) => w.yMin > 62 && w.yMax < 780 && /[\p{L}\p{N}]/u.test(w.text))
        .length,
    };
  });
}

describe.each(PEOPLE)('the pages of the report for $why', ({ request }) => {
  let pdf: PdfFile;
  let pages: Page[];

  beforeAll(async () => {
    requirePoppler();
    pdf = new PdfFile(await renderReport(request));
    pages = readPages(pdf);
  });
  afterAll(() => pdf?.remove());

  it(`carry at least ${MIN_WORDS} words, unless the cover, the last page or a chapter's last`, () => {
    const short = pages.filter((page, i) => {
      const next = pages[i + 1];
      const lastOfChapter = next === undefined || next.chapter !== page.chapter;
      return page.number > 1 && !lastOfChapter && page.words < MIN_WORDS;
    });
    expect(short.map((p) => `page ${p.number} (${p.chapter}): ${p.words} words`)).toEqual([]);
  });

  it(`end no chapter of more than one page on a page of under ${MIN_TAIL_WORDS} words`, () => {
    const tails = pages.filter((page, i) => {
      const next = pages[i + 1];
      const lastOfChapter = next === undefined || next.chapter !== page.chapter;
      return lastOfChapter && pages[i - 1]?.chapter === page.chapter && page.words < MIN_TAIL_WORDS;
    });
    expect(tails.map((p) => `page ${p.number} (${p.chapter}): ${p.words} words`)).toEqual([]);
  });

  it("name each page's chapter in the running header", () => {
    const chapters = [...new Set(pages.slice(1).map((p) => p.chapter))];
    expect(chapters).toEqual([copy.contents, ...chapterTitles(copy)]);
  });
});

describe('headings', () => {
  it.each(PEOPLE)('stay on the page of the block after them, for $why', ({ request }) => {
    const model = buildModel(request);
    const doc = createDocument({
      title: 'test',
      author: 'test',
      subject: 'test',
      createdAt: request.generatedAt,
      lang: 'en',
    });
    const split: string[] = [];
    layOut(doc, model, (blocks) => {
      const pageOf: number[] = [];
      // Checked as each block lands, against the block before it.
      return blocks.map((block, i): Block => ({
        ...block,
        placed: (page, y) => {
          pageOf[i] = page;
          const before = blocks[i - 1];
          if (before?.keepWithNext && !block.pageBreakBefore && pageOf[i - 1] !== page)
            split.push(
              `block ${i - 1} of a chapter on page ${pageOf[i - 1]! + 1}, ${i} on ${page + 1}`,
            );
          block.placed?.(page, y);
        },
      }));
    });
    expect(split).toEqual([]);
  });
});

describe('the remedies chapter on the page', () => {
  it('never leaves a planet’s heading and reason at the foot of a page, its table overleaf', async () => {
    requirePoppler();
    // Ajay Devgan: Mercury, the third planet, began at the foot of a page (review of issue 23).
    const remedies = copy.planetRemedies;
    const pdf = new PdfFile(
      await renderReport({
        name: 'Ajay Devgan',
        dob: '1969-04-02',
        gender: 'Male',
        generatedAt: march,
        currentYear: 2026,
      }),
    );
    try {
      const pages = pdf.pages().map((p) => p.replace(/\s+/g, ' '));
      for (const planet of ['Moon (Chandra)', 'Sun (Surya)', 'Mercury (Budh)']) {
        const heading = fill(remedies.planetHeading, { planet, digit: '' }).trim();
        const page = pages.find((p) => p.includes(heading));
        expect(page, heading).toBeDefined();
        // The table's header follows the heading on the same page.
        const after = page!.slice(page!.indexOf(heading));
        expect(after, heading).toContain(remedies.columns.what.toUpperCase());
      }
    } finally {
      pdf.remove();
    }
  });
});
