/** Measuring and drawing styled text with pdfkit, always at an explicit position and width. */
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

function apply(doc: Doc, style: TextStyle): void {
  setFont(doc, style.font);
  doc.fontSize(style.size).fillColor(style.color);
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
export function textHeight(doc: Doc, text: string, style: TextStyle, options: TextOptions): number {
  const key = `${style.font}|${style.size}|${style.lineGap}|${style.characterSpacing ?? 0}|${options.width}|${options.align ?? style.align ?? ''}|${options.noWrap ? 1 : 0}|${text}`;
  const known = heights.get(key);
  if (known !== undefined) return known;
  apply(doc, style);
  // pdfkit counts the line gap after the last line too; the block below sets its own space.
  const height = doc.heightOfString(text, pdfkitOptions(style, options)) - style.lineGap;
  if (heights.size >= MAX_HEIGHTS) heights.clear();
  heights.set(key, height);
  return height;
}

export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  apply(doc, style);
  return doc.widthOfString(text, { characterSpacing: style.characterSpacing ?? 0 });
}

/** Draws text with its first line's top at y; returns the height drawn. */
export function drawText(
  doc: Doc,
  text: string,
  style: TextStyle,
  x: number,
  y: number,
  options: TextOptions,
): number {
  apply(doc, style);
  doc.text(text, x, y, pdfkitOptions(style, options));
  // pdfkit leaves doc.y below the last line and its line gap.
  return doc.y - y - style.lineGap;
}

/** The largest size up to style.size at which the text fits the width on one line. */
export function fitSize(
  doc: Doc,
  text: string,
  style: TextStyle,
  width: number,
  min: number,
): number {
  const natural = textWidth(doc, text, style);
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
): string {
  if (textWidth(doc, text, style) <= width) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (textWidth(doc, chars.slice(0, middle).join('').trimEnd() + ellipsis, style) <= width)
      low = middle;
    else high = middle - 1;
  }
  return chars.slice(0, low).join('').trimEnd() + ellipsis;
}
