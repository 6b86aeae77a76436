/** Creates the pdfkit document with the report's fonts, and collects its bytes. */
import PDFDocument from 'pdfkit';
import {
  FONT_ROLES,
  fontOf,
  loadFonts,
  sharedLayouts,
  startDocument,
  type FontRole,
} from '../fonts.js';
import { carryActualText } from './actual-text.js';

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  createdAt: Date;
  lang: string;
}

export function createDocument(info: DocumentInfo): PDFKit.PDFDocument {
  const fonts = loadFonts();
  startDocument();
  const doc = new PDFDocument({
    size: 'A4',
    // The layout works in absolute positions; pdfkit's own margins would add pages by themselves.
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: info.lang,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: info.author,
      CreationDate: info.createdAt,
    },
  });
  const registered = new Set<FontRole>(FONT_ROLES);
  for (const role of FONT_ROLES) {
    doc.registerFont(role, fonts[role] as unknown as PDFKit.Mixins.PDFFontSource);
  }
  registeredFonts.set(doc, registered);
  carryActualText(doc);
  return doc;
}

/** The fonts each document knows by name; script faces join when a text first needs them. */
const registeredFonts = new WeakMap<PDFKit.PDFDocument, Set<FontRole>>();

function register(doc: PDFKit.PDFDocument, role: FontRole): void {
  const registered = registeredFonts.get(doc);
  if (!registered || registered.has(role)) return;
  doc.registerFont(role, fontOf(role) as unknown as PDFKit.Mixins.PDFFontSource);
  registered.add(role);
}

/** pdfkit's font of the moment (not in its typings). */
interface WithCurrentFont {
  _font?: { layoutCache?: Record<string, unknown> };
}

/** Selects one of the report's fonts, with the word layouts it shares with other documents. */
export function setFont(doc: PDFKit.PDFDocument, role: FontRole): void {
  register(doc, role);
  doc.font(role);
  const font = (doc as unknown as WithCurrentFont)._font;
  // Should pdfkit stop keeping a layoutCache, this does nothing and reports are only slower.
  if (font?.layoutCache !== undefined) font.layoutCache = sharedLayouts(role);
}

/** Ends the document and resolves with the whole file. */
export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
