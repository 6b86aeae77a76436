/**
 * Makes Indic text copy and search as written. pdfkit writes the shaped glyphs, and a PDF reader
 * maps each glyph back to characters through the font's ToUnicode table; for Devanagari that map
 * cannot hold the truth: the vowel sign ि is drawn before its consonant, a reph (र्) after the
 * letter it sits on, and a conjunct is one glyph for several letters. So "रिपोर्ट" came back from
 * pdftotext as "िरपोटर्". Each line of Indic text is therefore wrapped in a marked-content span
 * whose ActualText is the line as written (PDF 1.7, 14.9.4), which copy, search and screen
 * readers take in place of the glyphs.
 */

/** Scripts that are shaped with reordering or conjuncts: Devanagari to Malayalam. */
const REORDERED = /[\u0900-\u0DFF]/u;

/** pdfkit's private line drawer and content writer (not in its typings). */
type Fragment = (text: string, x: number, y: number, options: object) => void;
interface Internals {
  _fragment: Fragment;
  addContent: (this: unknown, data: string) => unknown;
}

/** A PDF text string in UTF-16BE with its byte order mark, written in hex. */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) {
    hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  }
  return `<${hex}>`;
}

/** Whether a line of text needs its characters carried beside the glyphs. */
export function needsActualText(text: string): boolean {
  return REORDERED.test(text);
}

/**
 * Wraps the document's line drawer so that every line with Indic letters is drawn inside a Span
 * with its ActualText. Latin lines are drawn as before: their glyphs map back one to one.
 */
export function carryActualText(doc: PDFKit.PDFDocument): void {
  const target = doc as unknown as Internals;
  const draw = target._fragment;
  const write = target.addContent;
  if (typeof draw !== 'function' || typeof write !== 'function') return;
  target._fragment = function (text, x, y, options) {
    // pdfkit drops line breaks from a fragment before drawing it; the span carries the same text.
    const line = `${text}`.replace(/\n/g, '');
    if (!needsActualText(line)) {
      draw.call(this, text, x, y, options);
      return;
    }
    // The span opens and closes inside the line's text object (BT ... ET), where the page's
    // coordinates are those of the glyphs: readers place the text there (poppler put it upside
    // down when the span closed after pdfkit restored the page's flipped coordinates).
    target.addContent = function (data) {
      if (data === 'ET') write.call(this, 'EMC');
      write.call(this, data);
      if (data === 'BT') write.call(this, `/Span <</ActualText ${pdfTextString(line)}>> BDC`);
      return this;
    };
    try {
      draw.call(this, text, x, y, options);
    } finally {
      target.addContent = write;
    }
  };
}
