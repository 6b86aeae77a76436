/**
 * The report for known people, read back with pdftotext: every number, every heading, the three
 * years, the grid in Lo Shu order, the kua directions, and the page layout.
 */
import { getContent } from '@ankvidya/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport, type ReportRequest } from '../../src/report/index.js';
import { chapterTitles } from '../../src/report/sections/index.js';
import { buildModel } from '../../src/report/model.js';
import { mobileInvite } from '../../src/report/weave-others.js';
import { PdfFile, requirePoppler, type Word } from './pdf-tools.js';

const copy = getContent('en').report;
const chapters = chapterTitles(copy);
const generatedAt = new Date('2026-03-14T10:30:00Z');

const ASHA: ReportRequest = {
  name: 'Asha Verma',
  dob: '1990-08-05',
  gender: 'Female',
  generatedAt,
  currentYear: 2026,
};
const RAHUL: ReportRequest = {
  name: 'Rahul Sharma',
  dob: '1985-12-23',
  gender: 'Male',
  generatedAt,
  currentYear: 2026,
};

/** The words of one page that spell a phrase, in order; returns the first word of each match. */
function findPhrase(words: Word[], page: number, phrase: string): Word[] {
  const onPage = words.filter((w) => w.page === page);
  const parts = phrase.split(' ');
  return onPage.filter((_, i) => parts.every((part, j) => onPage[i + j]?.text === part));
}

/** The first word drawn right under a label (e.g. a direction under "WEALTH" on its card). */
function wordBelow(words: Word[], page: number, label: string): string | undefined {
  const [labelWord] = findPhrase(words, page, label);
  if (!labelWord) return undefined;
  return words.find(
    (w) =>
      w.page === page &&
      Math.abs(w.xMin - labelWord.xMin) < 2 &&
      w.yMin > labelWord.yMax &&
      w.yMin < labelWord.yMax + 20,
  )?.text;
}

/** The big number drawn left of a label on the numbers page. */
function badgeNextTo(words: Word[], page: number, label: string): string | undefined {
  const [labelWord] = findPhrase(words, page, label);
  if (!labelWord) return undefined;
  return words.find(
    (w) =>
      w.page === page &&
      /^\d+$/.test(w.text) &&
      w.xMax < labelWord.xMin &&
      w.yMin > labelWord.yMin - 12 &&
      w.yMin < labelWord.yMin + 40,
  )?.text;
}

interface KnownPerson {
  request: ReportRequest;
  numbers: { name: number; psychic: number; lifePath: number; kua: number; personalYear: number };
  /** What each present cell of the grid shows. */
  grid: Record<number, string>;
  missing: number[];
  dates: string[];
  kua: { borrowed: string | undefined; wealth: string };
  years: Array<[number, number]>;
}

describe.each<KnownPerson>([
  {
    request: ASHA,
    numbers: { name: 1, psychic: 5, lifePath: 5, kua: 5, personalYear: 5 },
    grid: { 1: '1', 5: '555', 8: '8', 9: '99' },
    missing: [2, 3, 4, 6, 7],
    dates: ['5 August 1990', '14 March 2026'],
    // Kua 5 for a woman: the directions of kua 8.
    kua: { borrowed: 'West group, using the directions of kua 8', wealth: 'South-west' },
    years: [
      [2026, 5],
      [2027, 6],
      [2028, 7],
    ],
  },
  {
    request: RAHUL,
    numbers: { name: 6, psychic: 5, lifePath: 4, kua: 6, personalYear: 9 },
    grid: { 1: '11', 2: '22', 3: '3', 4: '4', 5: '55', 6: '6', 8: '8', 9: '9' },
    missing: [7],
    dates: ['23 December 1985', '14 March 2026'],
    kua: { borrowed: undefined, wealth: 'West' },
    // Personal year 9 ends the cycle: the next two years start a new one.
    years: [
      [2026, 9],
      [2027, 1],
      [2028, 2],
    ],
  },
])('the report for $request.name', ({ request, numbers, grid, missing, dates, kua, years }) => {
  let pdf: PdfFile;
  let pages: string[];
  let words: Word[];
  let all: string;
  const pageOf = (title: string) => pages.findIndex((p, i) => i > 1 && p.includes(title)) + 1;

  beforeAll(async () => {
    requirePoppler();
    pdf = new PdfFile(await renderReport(request));
    pages = pdf.pages();
    words = pdf.words().words;
    all = pages.join('\n');
  });
  afterAll(() => pdf?.remove());

  it('is an A4 PDF with the person in its title, of a sensible length', () => {
    const info = pdf.info();
    expect(info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
    expect(info).toMatch(new RegExp(`Title:\\s+${copy.title}: ${request.name}\n`));
    expect(pdf.pageCount()).toBeGreaterThanOrEqual(24);
    expect(pdf.pageCount()).toBeLessThanOrEqual(44);
  });

  it('has the name, the dates and the title on the cover', () => {
    expect(pages[0]).toContain(request.name);
    expect(pages[0]).toContain(copy.title.split(' ')[0]);
    for (const date of dates) expect(pages[0]).toContain(date);
    expect(pages[0]).not.toMatch(/Page \d+ of/);
  });

  it('has every chapter heading, in order, after the cover and contents', () => {
    const titles = chapters;
    const starts = titles.map(pageOf);
    expect(starts.every((page) => page > 2)).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(pages[1]).toContain(copy.contents);
  });

  it('lists the right page for every section on the contents page', () => {
    const lines = pdf.text({ page: 2, layout: true }).split('\n');
    const entries = lines
      .map((line) => /^\s*(\d{2})\s+(.+?)\s{2,}(\d+)\s*$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ title: m[2]!, page: Number(m[3]) }));
    expect(entries.map((e) => e.title)).toEqual(chapters);
    // Chapters are numbered from 1.
    expect(lines.find((l) => l.includes(chapters[0]!))).toMatch(/^\s*01\s/);
    // The running header names each page's section: a section starts on the listed page.
    const headerOf = (page: number) =>
      pages[page - 1]!.split('\n').filter((l) => l.trim() !== '')[1];
    for (const entry of entries) {
      expect(headerOf(entry.page), entry.title).toBe(entry.title);
      expect(headerOf(entry.page - 1), entry.title).not.toBe(entry.title);
      expect(pages[entry.page - 1], entry.title).toContain(`${entry.title}\n`);
    }
  });

  it('puts the running header and "Page n of N" on every page after the cover', () => {
    const total = pages.length;
    pages.slice(1).forEach((page, i) => {
      expect(page, `page ${i + 2}`).toContain('Ankvidya');
      expect(page, `page ${i + 2}`).toContain(`Page ${i + 2} of ${total}`);
      expect(page, `page ${i + 2}`).toContain(request.name);
    });
  });

  it('shows every number with its working on the numbers page', () => {
    const page = pageOf(copy.sections.numbersAtAGlance);
    // The report gave both names in its first chapter: here each number has its one name.
    expect(badgeNextTo(words, page, 'Naamank')).toBe(String(numbers.name));
    expect(badgeNextTo(words, page, 'Moolank')).toBe(String(numbers.psychic));
    expect(badgeNextTo(words, page, 'Bhagyank')).toBe(String(numbers.lifePath));
    expect(badgeNextTo(words, page, 'Kua number')).toBe(String(numbers.kua));
    expect(badgeNextTo(words, page, 'Personal year 2026')).toBe(String(numbers.personalYear));
    const text = pages[page - 1]!;
    for (const label of Object.values(copy.working.steps).filter(
      (l) => l !== copy.working.steps.month,
    )) {
      if (request.gender === 'Female' && label === copy.working.steps.year) continue;
      expect(text).toContain(label);
    }
  });

  it('draws the grid 4 9 2 / 3 5 7 / 8 1 6 with repeated digits and missing cells marked', () => {
    const page = pageOf(copy.sections.grid);
    const onPage = words.filter((w) => w.page === page);
    const cell = (digit: number) => {
      const text = grid[digit] ?? String(digit);
      const found = onPage.filter((w) => w.text === text && w.xMax < 66 + 3 * 84 + 20);
      return found.at(-1) ?? found[0];
    };
    const centre = (w: Word | undefined) => ({
      x: ((w?.xMin ?? 0) + (w?.xMax ?? 0)) / 2,
      y: ((w?.yMin ?? 0) + (w?.yMax ?? 0)) / 2,
    });
    const layout = [
      [4, 9, 2],
      [3, 5, 7],
      [8, 1, 6],
    ];
    layout.forEach((row, r) =>
      row.forEach((digit, c) => {
        const { x, y } = centre(cell(digit));
        const reference = centre(cell(layout[0]![0]!));
        expect(Math.round((x - reference.x) / 90), `column of ${digit}`).toBe(c);
        expect(Math.round((y - reference.y) / 90), `row of ${digit}`).toBe(r);
      }),
    );
    expect(onPage.filter((w) => w.text === copy.grid.missingCell)).toHaveLength(missing.length);
    for (const text of Object.values(grid)) expect(pages[page - 1]).toContain(text);
  });

  it('explains each digit present and each missing number, and the first three remedies', () => {
    const content = getContent('en');
    for (const digit of Object.keys(grid)) expect(all).toContain(`Number ${digit}\n`);
    const flat = all.replace(/\s+/g, ' ');
    for (const digit of missing) {
      expect(all).toContain(`Missing number ${digit}`);
      expect(flat).toContain(content.depth.missingDepth[digit as 1].split('. ')[0]);
    }
    expect(flat).toContain(copy.planetRemedies.heading.toUpperCase());
    // The first missing number's planet has its remedies (core chooseRemedies).
    const first = missing[0] as 1;
    expect(flat).toContain(`${copy.planetRemedies.planets[first].name}, number ${first}`);
  });

  it('reads every plane of the grid', () => {
    const content = getContent('en');
    for (const id of [
      'mental',
      'emotional',
      'practical',
      'thought',
      'will',
      'action',
      'golden',
      'silver',
    ] as const) {
      expect(all).toContain(content.planes[id].name);
    }
  });

  it('shows the kua element, group and favourable directions', () => {
    const text = pages[pageOf(copy.sections.kua) - 1]!;
    if (kua.borrowed) expect(text).toContain(kua.borrowed);
    expect(text).toContain(copy.kua.compassCaption);
    expect(
      wordBelow(
        words,
        pageOf(copy.sections.kua),
        getContent('en').kua.names.purposes.wealth.toUpperCase(),
      ),
    ).toBe(kua.wealth);
  });

  it('predicts the three years, each with its personal year and four quarters', () => {
    const section = pages
      .slice(pageOf(copy.sections.prediction) - 1, pageOf(copy.sections.occupations) - 1)
      .join('\n');
    for (const [year, personal] of years) {
      expect(section).toContain(`${year}: personal year ${personal}`);
      expect(all).toContain(String(year));
    }
    for (const quarter of copy.prediction.quarters) {
      expect(section.split(quarter).length - 1).toBe(3);
    }
    expect(section).toContain(copy.prediction.thisYear.toUpperCase());
  });

  it('puts the disclaimer before the first reading and ends with occupations and a closing word', () => {
    expect(all).toContain(copy.occupations.lucky);
    expect(all).toContain(copy.occupations.colours);
    expect(pages.at(-1)).toContain(copy.sections.disclaimer);
    const disclaimerPage = pages.findIndex((p) =>
      p.replace(/\s+/g, ' ').includes(getContent('en').site.disclaimer),
    );
    expect(disclaimerPage).toBe(pageOf(copy.reading.chapters.howToRead) - 1);
    expect(disclaimerPage).toBeLessThan(pageOf(copy.reading.chapters.glance) - 1);
  });

  it('keeps every word inside the page, the text inside the margins and clear of header and footer', () => {
    const { boxes, words: all } = pdf.words();
    expect(boxes).toHaveLength(pdf.pageCount());
    for (const w of all) {
      const box = boxes[w.page - 1]!;
      const where = `"${w.text}" on page ${w.page} at ${w.xMin.toFixed(0)},${w.yMin.toFixed(0)}-${w.xMax.toFixed(0)},${w.yMax.toFixed(0)}`;
      // Inside the left and right margins of 66 pt on every page, cover included.
      expect(w.xMin, where).toBeGreaterThanOrEqual(66 - 1);
      expect(w.xMax, where).toBeLessThanOrEqual(box.width - 66 + 1);
      expect(w.yMin, where).toBeGreaterThanOrEqual(30);
      expect(w.yMax, where).toBeLessThanOrEqual(box.height - 30);
      if (w.page > 1) {
        // Between the header band (above 62 pt) and the footer band (below 780 pt).
        const inHeader = w.yMax <= 62;
        const inFooter = w.yMin >= 780;
        const inBody = w.yMin >= 94 && w.yMax <= box.height - 80 + 2;
        expect(inHeader || inFooter || inBody, where).toBe(true);
      }
    }
  });

  it('embeds its fonts as subsets, one of them with Devanagari', () => {
    const fonts = pdf.fonts();
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.embedded, font.name).toBe(true);
      expect(font.subset, font.name).toBe(true);
    }
    expect(fonts.map((f) => f.name.split('+')[1])).toContain('NotoSans-Regular');
  });
});

describe('reports for other cases', () => {
  beforeAll(() => requirePoppler());

  const read = async (request: ReportRequest) => {
    const pdf = new PdfFile(await renderReport(request));
    try {
      return {
        text: pdf.text().replace(/\s+/g, ' '),
        words: pdf.words().words,
        pages: pdf.pages(),
      };
    } finally {
      pdf.remove();
    }
  };

  it('gives a man with kua 5 the directions of kua 2', async () => {
    const { text, words, pages } = await read({
      name: 'Vikram Rao',
      dob: '1986-03-14',
      gender: 'Male',
      generatedAt,
      currentYear: 2026,
    });
    expect(text).toContain('West group, using the directions of kua 2');
    const page = pages.findIndex((p, i) => i > 1 && p.includes(copy.sections.kua)) + 1;
    expect(wordBelow(words, page, 'WEALTH')).toBe('North-east');
  });

  it('says so when no number is missing', async () => {
    const { text } = await read({
      name: 'Meera Iyer',
      dob: '1952-06-17',
      gender: 'Male',
      generatedAt,
      currentYear: 2026,
    });
    expect(text).toContain(copy.missing.none);
    expect(text).toContain(copy.grid.noneMissing);
    expect(text).not.toContain('Missing number ');
  });

  it('prints a name written in Devanagari, whose name number is 0', async () => {
    const pdf = new PdfFile(
      await renderReport({
        name: 'आशा',
        dob: '1990-08-05',
        gender: 'Female',
        generatedAt,
        currentYear: 2026,
      }),
    );
    try {
      const text = pdf.text();
      expect(text).toContain('आशा');
      expect(text.replace(/\s+/g, ' ')).toContain(copy.inDepth.noNameNumber);
      expect(pdf.fonts().map((f) => f.name.split('+')[1])).toContain('NotoSans-Bold');
    } finally {
      pdf.remove();
    }
  });

  it.each([
    'Venkata Lakshmi Narasimha Subrahmanya Sri Sai Padmavathi Kameswari Annapurna',
    // The longest name the calculator accepts, without a single space to break at.
    'W'.repeat(100),
  ])('fits the long name %s on the cover and in the footer', async (name) => {
    const pdf = new PdfFile(
      await renderReport({
        name,
        dob: '1979-01-31',
        gender: 'Female',
        generatedAt,
        currentYear: 2026,
      }),
    );
    try {
      const { boxes, words } = pdf.words();
      for (const w of words) {
        expect(w.xMin, w.text).toBeGreaterThanOrEqual(66 - 1);
        expect(w.xMax, w.text).toBeLessThanOrEqual(boxes[0]!.width - 66 + 1);
      }
      // On the cover, the name never runs into the dates below it.
      const cover = words.filter((w) => w.page === 1);
      const nameBottom = Math.max(...cover.filter((w) => name.includes(w.text)).map((w) => w.yMax));
      const datesTop = Math.min(...cover.filter((w) => w.text === 'DATE').map((w) => w.yMin));
      expect(nameBottom).toBeLessThan(datesTop - 20);
      // The footer stays one line: the name shrinks, then is cut short.
      const footer = words.filter((w) => w.page === 2 && w.yMin >= 780);
      expect(new Set(footer.map((w) => Math.round(w.yMin))).size).toBe(1);
      expect(pdf.text({ page: 1 }).replace(/\s+/g, '')).toContain(name.replace(/\s+/g, ''));
    } finally {
      pdf.remove();
    }
  });

  it('renders the same bytes for the same request, whatever was rendered before', async () => {
    const first = await renderReport(ASHA);
    await renderReport(RAHUL);
    await renderReport({ ...RAHUL, name: 'Zoë Ávila-Fernandes', dob: '2001-02-17' });
    const again = await renderReport(ASHA);
    expect(again.equals(first)).toBe(true);
  });

  it('rejects an impossible date of birth', async () => {
    await expect(renderReport({ ...ASHA, dob: '1990-02-30' })).rejects.toThrow(/not a real date/);
  });
});

describe('many reports at once', () => {
  it('answers 20 concurrent requests with 20 valid PDFs', async () => {
    requirePoppler();
    const people = ['Asha Verma', 'Rahul Sharma', 'Priya Nair', 'Mohammed Iqbal', 'Anjali Gupta'];
    const pdfs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        renderReport({
          name: people[i % people.length]!,
          dob: `19${70 + i}-0${(i % 9) + 1}-1${i % 10}`,
          gender: i % 2 ? 'Male' : 'Female',
          generatedAt,
          currentYear: 2026,
        }),
      ),
    );
    for (const [i, buffer] of pdfs.entries()) {
      expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = new PdfFile(buffer);
      try {
        expect(pdf.pageCount()).toBeGreaterThanOrEqual(18);
        expect(pdf.text({ page: 1 })).toContain(people[i % people.length]);
      } finally {
        pdf.remove();
      }
    }
  });
});

describe('the mobile number sent with a download', () => {
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it('is read in the chapter on other people, with its working and verdicts', async () => {
    requirePoppler();
    const pdf = new PdfFile(await renderReport({ ...ASHA, mobileNumber: '9876543210' }));
    try {
      const text = flat(pdf.text());
      const others = copy.reading.others;
      const mobile = getContent('en').mobile;
      // 9+8+7+6+5+4+3+2+1+0 = 45 -> 9; Asha's moolank and bhagyank are both 5.
      expect(text).toContain(flat(others.mobileHeading.replace('{number}', '98765 43210')));
      expect(text).toContain('9 + 8 + 7 + 6 + 5 + 4 + 3 + 2 + 1 + 0 = 45; 4 + 5 = 9');
      expect(text).toContain(
        `9 with your moolank 5 ${getContent('en').mobilePage.result.verdicts.challenging}`,
      );
      expect(text).toContain(flat(mobile.byNumber[9]).slice(0, 60));
      // She misses 2, 3, 4, 6 and 7; the number carries all of them.
      expect(text).toContain(
        flat(mobile.supplies.replace('{digits}', '2, 3, 4, 6, 7')).slice(0, 60),
      );
      expect(text).not.toContain(flat(mobileInvite(buildModel(ASHA))).slice(0, 60));
    } finally {
      pdf.remove();
    }
  });

  it('is invited, not invented, when none is sent', async () => {
    requirePoppler();
    const pdf = new PdfFile(await renderReport(ASHA));
    try {
      const text = flat(pdf.text());
      // The invitation from her numbers: the totals that suit 5/5, the digits her grid lacks.
      const invite = mobileInvite(buildModel(ASHA));
      expect(invite).toContain('to 1, 4, 5, 6, or 8 suits');
      expect(text).toContain(flat(invite).slice(0, 60));
      expect(text).not.toContain('98765');
    } finally {
      pdf.remove();
    }
  });
});
