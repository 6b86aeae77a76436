/**
 * The report's fonts: TTF files from npm packages, parsed once per process with fontkit (pdfkit's
 * own font engine) and handed to every document already parsed. Parsing Noto Sans takes longer
 * than laying out a page, so doing it per report would dominate the render time.
 *
 * The words each font has shaped are kept for the process too (see sharedLayouts): shaping words
 * (OpenType substitution and positioning) was most of the time of a report.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The part of a fontkit font the report uses; pdfkit accepts the object as a font source. */
export interface ParsedFont {
  readonly familyName: string;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string, features?: unknown): unknown;
}

export type FontRole = 'sans' | 'sansBold' | 'sansItalic' | 'serif' | 'mono';

const FILES: Readonly<Record<FontRole, string>> = {
  // Noto Sans covers Latin and Devanagari (with its shaping rules), so names and texts in Hindi
  // print in the same body font as English.
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  sansItalic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  // Headings; Latin only. Text it cannot draw falls back to the sans face (see fontFor).
  serif: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  // The working of each number ("2+0+0+3 = 5 → 5"): even digits and an arrow glyph.
  mono: 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf',
};

/** Where each role falls back to when it lacks a glyph. */
const FALLBACK: Readonly<Record<FontRole, FontRole>> = {
  sans: 'sans',
  sansBold: 'sans',
  sansItalic: 'sans',
  serif: 'sansBold',
  mono: 'sans',
};

export const FONT_ROLES = Object.keys(FILES) as FontRole[];

const require = createRequire(import.meta.url);

interface Fontkit {
  create(data: Uint8Array): ParsedFont;
}

let fonts: Readonly<Record<FontRole, ParsedFont>> | undefined;

/** pdfkit's own copy of fontkit, so the parsed fonts are exactly what pdfkit would make. */
function loadFontkit(): Fontkit {
  const fromPdfkit = createRequire(require.resolve('pdfkit'));
  return fromPdfkit('fontkit') as Fontkit;
}

/** Absolute path of one font file, resolved through node's package resolution. */
export function fontPath(role: FontRole): string {
  return require.resolve(FILES[role]);
}

/** Every font of the report, parsed on first use and kept for the life of the process. */
export function loadFonts(): Readonly<Record<FontRole, ParsedFont>> {
  if (fonts) return fonts;
  const fontkit = loadFontkit();
  const entries = FONT_ROLES.map((role) => [role, fontkit.create(readFileSync(fontPath(role)))]);
  fonts = Object.fromEntries(entries) as Record<FontRole, ParsedFont>;
  return fonts;
}

/** Whether a font has a glyph for every character of the text (spaces and controls aside). */
export function covers(font: ParsedFont, text: string): boolean {
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint > 0x20 && !font.hasGlyphForCodePoint(codePoint)) return false;
  }
  return true;
}

/** The role to draw a text in: the wanted one, or its fallback when it lacks a glyph. */
export function fontFor(role: FontRole, text: string): FontRole {
  return covers(loadFonts()[role], text) ? role : FALLBACK[role];
}

/** Reports after which the shaped words are dropped, so names typed by readers cannot pile up. */
const REPORTS_PER_LAYOUT_CACHE = 2_000;
let layoutCaches: Partial<Record<FontRole, Record<string, unknown>>> = {};
let reportsOnCaches = 0;

/** Called once per document: counts documents and renews the shared caches now and then. */
export function startDocument(): void {
  reportsOnCaches += 1;
  if (reportsOnCaches > REPORTS_PER_LAYOUT_CACHE) {
    layoutCaches = {};
    reportsOnCaches = 1;
  }
}

/**
 * The word-layout cache of one font, shared by every document. pdfkit keeps one per font per
 * document (EmbeddedFont.layoutCache: word -> glyphs and positions, already scaled) and only
 * reads an entry after making it, so documents can share one.
 */
export function sharedLayouts(role: FontRole): Record<string, unknown> {
  return (layoutCaches[role] ??= Object.create(null) as Record<string, unknown>);
}
