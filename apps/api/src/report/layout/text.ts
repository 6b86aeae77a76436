/** Measuring and drawing styled text with pdfkit, always at an explicit position and width. */
import { fontFor, fontOf, isBaseRole, textRuns, type BaseRole } from '../fonts.js';
import type { TextStyle } from '../theme.js';
import { setFont } from './document.js';

type Doc = PDFKit.PDFDocument;

export interface TextOptions {
  width: number;
  align?: 'left' | 'center' | 'right';
  /** Draw on one line without wrapping (labels that are known to fit). */
  noWrap?: boolean;
  /** Makes the text a link to a named destination in the document. */
  goTo?: string;
}

/**
 * Sets the style's font, or its fallback when the font lacks some of the text's glyphs (a Hindi
 * heading in the Latin-only serif falls back to the bold sans, which has Devanagari).
 */
function apply(doc: Doc, style: TextStyle, text: string): void {
  setFont(doc, isBaseRole(style.font) ? fontFor(style.font, text) : style.font);
  doc.fontSize(style.size).fillColor(style.color);
}

/** Indic scripts join their letters into clusters: spacing them apart breaks the shaping. */
const INDIC = /[\u0900-\u0DFF]/u;

/** The style as it applies to this text: no letter spacing for a text in an Indic script. */
function forText(style: TextStyle, text: string): TextStyle {
  return style.characterSpacing && INDIC.test(text) ? { ...style, characterSpacing: 0 } : style;
}

function pdfkitOptions(style: TextStyle, options: TextOptions): PDFKit.Mixins.TextOptions {
  return {
    width: options.width,
    lineGap: style.lineGap,
    align: options.align ?? style.align ?? 'left',
    characterSpacing: style.characterSpacing ?? 0,
    lineBreak: !options.noWrap,
    ...(options.goTo ? { goTo: options.goTo } : {}),
  };
}

/**
 * Heights already measured, for the life of the process. A height depends only on the text, the
 * style and the width (the fonts never change), and most texts of a report are the same for
 * everyone, so after the first reports almost nothing is measured twice.
 */
const heights = new Map<string, number>();
const MAX_HEIGHTS = 20_000;

/** Height the text takes, from the top of its first line to the bottom of its last. */
export function textHeight(
  doc: Doc,
  text: string,
  wanted: TextStyle,
  options: TextOptions,
): number {
  const style = forText(wanted, text);
  const key = `${style.font}|${style.size}|${style.lineGap}|${style.characterSpacing ?? 0}|${options.width}|${options.align ?? style.align ?? ''}|${options.noWrap ? 1 : 0}|${text}`;
  const known = heights.get(key);
  if (known !== undefined) return known;
  apply(doc, style, text);
  // pdfkit counts the line gap after the last line too; the block below sets its own space.
  const height = doc.heightOfString(text, pdfkitOptions(style, options)) - style.lineGap;
  if (heights.size >= MAX_HEIGHTS) heights.clear();
  heights.set(key, height);
  return height;
}

export function textWidth(doc: Doc, text: string, wanted: TextStyle): number {
  const style = forText(wanted, text);
  apply(doc, style, text);
  return doc.widthOfString(text, { characterSpacing: style.characterSpacing ?? 0 });
}

/** Draws text with its first line's top at y; returns the height drawn. */
export function drawText(
  doc: Doc,
  text: string,
  wanted: TextStyle,
  x: number,
  y: number,
  options: TextOptions,
): number {
  const style = forText(wanted, text);
  apply(doc, style, text);
  doc.text(text, x, y, pdfkitOptions(style, options));
  // pdfkit leaves doc.y below the last line and its line gap.
  return doc.y - y - style.lineGap;
}

/** A text's width on one line; textWidth, or mixedWidth for a reader's own words. */
type Measure = (doc: Doc, text: string, style: TextStyle) => number;

/** The largest size up to style.size at which the text fits the width on one line. */
export function fitSize(
  doc: Doc,
  text: string,
  style: TextStyle,
  width: number,
  min: number,
  measure: Measure = textWidth,
): number {
  const natural = measure(doc, text, style);
  if (natural <= width) return style.size;
  return Math.max(min, Math.floor(((style.size * width) / natural) * 10) / 10);
}

/** The text cut short with an ellipsis so that it fits the width on one line at the style's size. */
export function truncate(
  doc: Doc,
  text: string,
  style: TextStyle,
  width: number,
  ellipsis = '…',
  measure: Measure = textWidth,
): string {
  if (measure(doc, text, style) <= width) return text;
  // Cut between graphemes, so a consonant never loses its vowel sign or virama.
  const chars = Array.from(graphemes.segment(text), (part) => part.segment);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(doc, chars.slice(0, middle).join('').trimEnd() + ellipsis, style) <= width)
      low = middle;
    else high = middle - 1;
  }
  return chars.slice(0, low).join('').trimEnd() + ellipsis;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/*
 * A reader's own words (the name) may be in any script: they are drawn run by run, each run in a
 * face that has its glyphs (fonts.ts textRuns). Our own texts print in the report's fonts and skip
 * this, since splitting every paragraph by script would cost time for nothing.
 */

/** The width of a reader's text on one line, each run measured in its own face. */
export function mixedWidth(doc: Doc, text: string, style: TextStyle): number {
  return textRuns(style.font as BaseRole, text).reduce(
    (sum, run) => sum + textWidth(doc, run.text, { ...style, font: run.role }),
    0,
  );
}

/** Draws a reader's text with its first line's top at y, like drawText; returns the height. */
export function drawMixed(
  doc: Doc,
  text: string,
  style: TextStyle,
  x: number,
  y: number,
  options: TextOptions,
): number {
  const runs = textRuns(style.font as BaseRole, text);
  // Faces differ in height: every run sits on the baseline the style's own font would use.
  const own = fontOf(style.font);
  const baseline = -(own.ascent / own.unitsPerEm) * style.size;
  runs.forEach((run, i) => {
    apply(doc, { ...style, font: run.role }, run.text);
    const runOptions = {
      ...pdfkitOptions(style, options),
      baseline,
      continued: i < runs.length - 1,
    };
    if (i === 0) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc.y - y - style.lineGap;
}
