/**
 * Our logo as vector paths, the same art as apps/web/public/images/logo.svg: the mark (a Lo Shu
 * square of eight cream dots around a saffron centre on indigo) and the "ankvidya" wordmark.
 */
import { COLOURS } from '../theme.js';

type Doc = PDFKit.PDFDocument;

/** Wordmark strokes, in the 0 0 370 100 space of the web logo's wordmark group. */
const WORDMARK_STROKES =
  'M0 76L22 2L44 76M8.5 50H35.5M58 26V76M58 47C58 34 66 26 77 26S96 34 96 46V76M110 0V76M142 26L111 55M122 45L144 76M156 26L174 76L192 26M206 28V76M262 0V76M274 26L295.4 75M312 26L291 88C288 96 284 100 277 100M366 26V76';

/** The square mark, size points wide, top-left corner at x, y. */
export function drawMark(doc: Doc, x: number, y: number, size: number): void {
  const s = size / 64;
  doc.save();
  doc.translate(x, y).scale(s);
  doc.roundedRect(0, 0, 64, 64, 15).fill(COLOURS.indigo);
  doc.circle(32, 32, 12.2).fillOpacity(0.28).fill(COLOURS.saffron);
  doc.fillOpacity(1);
  for (const cy of [18, 32, 46]) {
    for (const cx of [18, 32, 46]) {
      if (cx === 32 && cy === 32) continue;
      doc.circle(cx, cy, 4.6).fill(COLOURS.cream);
    }
  }
  doc.circle(32, 32, 6.2).fill(COLOURS.saffron);
  doc.restore();
}

/** The wordmark, height points tall (the x-height band to the descender), top-left at x, y. */
export function drawWordmark(
  doc: Doc,
  x: number,
  y: number,
  height: number,
  ink: string = COLOURS.ink,
): void {
  const s = height / 100;
  doc.save();
  doc.translate(x, y).scale(s);
  doc.lineWidth(9).lineCap('round').lineJoin('round').strokeColor(ink);
  doc.path(WORDMARK_STROKES).stroke();
  doc.ellipse(241, 51, 21, 25).stroke();
  doc.ellipse(345, 51, 21, 25).stroke();
  doc.circle(206, 8, 7).fill(COLOURS.saffron);
  doc.restore();
}

/** Width of the wordmark drawn at a height. */
export function wordmarkWidth(height: number): number {
  return (370 / 100) * height;
}

/** Mark and wordmark side by side, as on the website; returns the width drawn. */
export function drawLogo(
  doc: Doc,
  x: number,
  y: number,
  height: number,
  ink: string = COLOURS.ink,
): number {
  drawMark(doc, x, y, height);
  // Proportions of the web logo: a 40 px mark, then the 32 px wordmark 15.45 px to its right.
  const gap = height * 0.386;
  const wordHeight = height * 0.8;
  drawWordmark(doc, x + height + gap, y + height * 0.0895, wordHeight, ink);
  return height + gap + wordmarkWidth(wordHeight);
}
