/**
 * The reading sentences of a whole report, and the share two reports have word for word (issue 23
 * item 15). Every chapter's blocks are drawn on a pdfkit page whose text() only records what it is
 * handed, with the font size it is handed in: the words a reader gets, in logical order, without
 * laying out pages or writing a PDF (a few hundred ms per report instead of seconds).
 *
 * Left out, as not reading (docs/decisions.md, "Shared-sentence measure"): the cover and contents
 * (name, dates, chapter list), the how-to-read and disclaimer chapters (the same guidance and legal
 * lines for everyone by design), each chapter's introduction under its title (what the chapter
 * does, the same for everyone), text drawn in heading, subheading or label styles (chapter and
 * section titles, table column titles), and fact lines, whose parts the report separates with
 * " · " ("Planet: Mars · Feng shui element: Fire · appears twice"). Everything else counts.
 */
import { createDocument } from '../../src/report/layout/document.js';
import { buildModel, type ReportModel, type ReportRequest } from '../../src/report/model.js';
import { SECTIONS } from '../../src/report/sections/index.js';
import { TYPE } from '../../src/report/theme.js';

/** Chapters whose text is the same for everyone by design: guidance and legal lines. */
export const NOT_READING_CHAPTERS: readonly string[] = ['howToRead', 'disclaimer'];

/** Sizes of the styles that title things rather than read them (headings, labels, column titles). */
const TITLE_SIZES = new Set<number>([
  TYPE.display.size,
  TYPE.title.size,
  TYPE.heading.size,
  TYPE.label.size,
]);

interface Drawn {
  text: string;
  size: number;
  bold: boolean;
}

/** The strings one chapter's blocks hand to pdfkit, with their size and weight. */
function drawnTexts(model: ReportModel, blocks: ReturnType<(typeof SECTIONS)[number]['blocks']>) {
  const doc = createDocument({
    title: 'measure',
    author: 'measure',
    subject: 'measure',
    createdAt: new Date('2026-03-14T10:30:00Z'),
    lang: model.locale,
  });
  const drawn: Drawn[] = [];
  const state = doc as unknown as { _fontSize: number; _font?: { name?: string } };
  doc.text = (value: string) => {
    drawn.push({
      text: String(value),
      size: state._fontSize,
      bold: /bold/i.test(state._font?.name ?? ''),
    });
    return doc;
  };
  doc.addPage();
  for (const block of blocks) block.draw({ doc, x: 50, width: 495 }, 100);
  return drawn;
}

/** Whether a drawn string titles something rather than reads (see the file's comment). */
function isTitle(item: Drawn): boolean {
  if (TITLE_SIZES.has(item.size)) return true;
  return item.size === TYPE.subheading.size && item.bold;
}

const normalise = (text: string) =>
  text
    .replace(/\u00ad/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Fewer words with letters than this is a label, a table cell or a line of working ("1 + 0 = 1",
 * "row 4 – 9 – 2 · present: 9, 2"), not a sentence.
 */
const MIN_WORDS = 5;
const WORD = /\p{L}/u;

/** Sentences of a text: split after . ! ? and the danda, as numerology-core's splitText does. */
export function sentencesOf(text: string): string[] {
  return normalise(text)
    .split(/(?<=[.!?।])\s+/u)
    .filter((s) => !s.includes(' · '))
    .filter((s) => s.split(' ').filter((word) => WORD.test(word)).length >= MIN_WORDS);
}

/** The reading text of each chapter of the report, by chapter id. */
export function readingByChapter(model: ReportModel): Map<string, string[]> {
  const chapters = new Map<string, string[]>();
  for (const section of SECTIONS) {
    if (NOT_READING_CHAPTERS.includes(section.id)) continue;
    const texts = drawnTexts(model, section.blocks(model))
      .filter((item) => !isTitle(item))
      .map((item) => item.text);
    chapters.set(section.id, texts);
  }
  return chapters;
}

/** Distinct reading sentences of the report, with the chapter each first appears in. */
export function reportSentences(
  request: ReportRequest,
  chapters?: readonly string[],
): Map<string, string> {
  const sentences = new Map<string, string>();
  for (const [chapter, texts] of readingByChapter(buildModel(request))) {
    if (chapters && !chapters.includes(chapter)) continue;
    for (const text of texts) {
      for (const sentence of sentencesOf(text)) {
        if (!sentences.has(sentence)) sentences.set(sentence, chapter);
      }
    }
  }
  return sentences;
}

export interface SharedFigure {
  /** Share of A's distinct sentences found word for word in B, and the other way round. */
  aInB: number;
  bInA: number;
  /** The larger of the two: what the targets are held to. */
  shared: number;
  /** Shared sentences of A by chapter, to see where the sharing is. */
  byChapter: Record<string, number>;
}

/** The shared share of two reports, over the given chapters (all reading chapters by default). */
export function sharedSentences(
  a: ReportRequest,
  b: ReportRequest,
  chapters?: readonly string[],
): SharedFigure {
  const sa = reportSentences(a, chapters);
  const sb = reportSentences(b, chapters);
  const common = [...sa.keys()].filter((s) => sb.has(s));
  const byChapter: Record<string, number> = {};
  for (const s of common) byChapter[sa.get(s)!] = (byChapter[sa.get(s)!] ?? 0) + 1;
  const aInB = common.length / sa.size;
  const bInA = common.length / sb.size;
  return { aInB, bInA, shared: Math.max(aInB, bInA), byChapter };
}
