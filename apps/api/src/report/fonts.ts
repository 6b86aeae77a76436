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
  readonly ascent: number;
  readonly unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string, features?: unknown): unknown;
}

/** The fonts every report uses, parsed when the process (or report thread) starts. */
export type BaseRole = 'sans' | 'sansBold' | 'sansItalic' | 'serif' | 'mono';

/**
 * Scripts of India (and CJK) that Noto Sans lacks. A name written in one of them prints in that
 * script's Noto face, loaded the first time a name needs it: the CJK face alone is 10 MB.
 */
export type Script =
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'cjk';

/** A script face in the weight of the text around it. */
export type ScriptRole = Script | `${Script}Bold`;

export type FontRole = BaseRole | ScriptRole;

interface ScriptFace {
  /** Unicode blocks of the script, [first, last] code point. */
  ranges: ReadonlyArray<readonly [number, number]>;
  regular: string;
  bold: string;
}

const noto = (family: string, file: string): Omit<ScriptFace, 'ranges'> => ({
  regular: `@expo-google-fonts/noto-sans-${family}/400Regular/${file}_400Regular.ttf`,
  bold: `@expo-google-fonts/noto-sans-${family}/700Bold/${file}_700Bold.ttf`,
});

const SCRIPTS: Readonly<Record<Script, ScriptFace>> = {
  bengali: { ranges: [[0x0980, 0x09ff]], ...noto('bengali', 'NotoSansBengali') },
  gurmukhi: { ranges: [[0x0a00, 0x0a7f]], ...noto('gurmukhi', 'NotoSansGurmukhi') },
  gujarati: { ranges: [[0x0a80, 0x0aff]], ...noto('gujarati', 'NotoSansGujarati') },
  // Odia, written in Odisha.
  oriya: { ranges: [[0x0b00, 0x0b7f]], ...noto('oriya', 'NotoSansOriya') },
  tamil: {
    ranges: [
      [0x0b80, 0x0bff],
      [0x11fc0, 0x11fff],
    ],
    ...noto('tamil', 'NotoSansTamil'),
  },
  telugu: { ranges: [[0x0c00, 0x0c7f]], ...noto('telugu', 'NotoSansTelugu') },
  kannada: { ranges: [[0x0c80, 0x0cff]], ...noto('kannada', 'NotoSansKannada') },
  malayalam: { ranges: [[0x0d00, 0x0d7f]], ...noto('malayalam', 'NotoSansMalayalam') },
  // Simplified Chinese face; it also has the Japanese kana. (Korean Hangul is not in it.)
  cjk: {
    ranges: [
      [0x2e80, 0x2fdf], // radicals
      [0x3000, 0x30ff], // CJK punctuation, hiragana, katakana
      [0x3100, 0x312f], // bopomofo
      [0x31a0, 0x31ff], // bopomofo extended, strokes, katakana extensions
      [0x3400, 0x4dbf], // extension A
      [0x4e00, 0x9fff], // unified ideographs
      [0xf900, 0xfaff], // compatibility ideographs
      [0xff00, 0xffef], // half- and full-width forms
      [0x20000, 0x3134f], // extensions B to G
    ],
    ...noto('sc', 'NotoSansSC'),
  },
};

const FILES: Readonly<Record<BaseRole, string>> = {
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
const FALLBACK: Readonly<Record<BaseRole, BaseRole>> = {
  sans: 'sans',
  sansBold: 'sans',
  sansItalic: 'sans',
  serif: 'sansBold',
  mono: 'sans',
};

export const FONT_ROLES = Object.keys(FILES) as BaseRole[];

const require = createRequire(import.meta.url);

interface Fontkit {
  create(data: Uint8Array): ParsedFont;
}

let fonts: Readonly<Record<BaseRole, ParsedFont>> | undefined;
const scriptFonts = new Map<ScriptRole, ParsedFont>();
let filesParsed = 0;

/** pdfkit's own copy of fontkit, so the parsed fonts are exactly what pdfkit would make. */
function loadFontkit(): Fontkit {
  const fromPdfkit = createRequire(require.resolve('pdfkit'));
  return fromPdfkit('fontkit') as Fontkit;
}

export function isBaseRole(role: FontRole): role is BaseRole {
  return Object.hasOwn(FILES, role);
}

/** Absolute path of one font file, resolved through node's package resolution. */
export function fontPath(role: FontRole): string {
  if (isBaseRole(role)) return require.resolve(FILES[role]);
  const bold = role.endsWith('Bold');
  const face = SCRIPTS[(bold ? role.slice(0, -4) : role) as Script];
  return require.resolve(bold ? face.bold : face.regular);
}

/** Reads and parses one font file: the slow step this module does once per file. */
function parseFont(fontkit: Fontkit, role: FontRole): ParsedFont {
  filesParsed += 1;
  const font = fontkit.create(readFileSync(fontPath(role)));
  rememberCodePoints(font);
  return font;
}

/** fontkit's font as far as rememberCodePoints needs it. */
interface WithCharacterSet {
  characterSet?: readonly number[];
  glyphForCodePoint?: (codePoint: number) => unknown;
}

/** The Indic blocks: Devanagari to Malayalam, Vedic extensions, Devanagari extended. */
const INDIC_BLOCKS: ReadonlyArray<readonly [number, number]> = [
  [0x0900, 0x0dff],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
];

/**
 * fontkit keeps one glyph object per glyph for the life of the font, with the characters it was
 * first made for, and its Indic shaper reads a glyph's kind (vowel sign, anusvara) from those
 * characters. Writing a document's font subset makes the parts of composite glyphs without any
 * (the anusvara inside "ौं" of a mantra), so every later "हैं" in any report of the process
 * printed a dotted circle (है◌ं) and reflowed. Making each Indic character's glyph first, with
 * its character, keeps them right. Only the Indic blocks: a ligature such as "ﬁ" must keep the
 * letters shaping makes it from, which the PDF's text layer copies.
 */
function rememberCodePoints(font: ParsedFont): void {
  const { characterSet, glyphForCodePoint } = font as unknown as WithCharacterSet;
  if (!characterSet || !glyphForCodePoint) return;
  for (const codePoint of characterSet)
    if (INDIC_BLOCKS.some(([first, last]) => codePoint >= first && codePoint <= last))
      glyphForCodePoint.call(font, codePoint);
}

/**
 * Font files parsed so far by this process (or report thread): a warm thread's reports parse
 * none, unless a name needs a script face not read before.
 */
export function fontFilesParsed(): number {
  return filesParsed;
}

/** The report's own fonts, parsed on first use and kept for the life of the process. */
export function loadFonts(): Readonly<Record<BaseRole, ParsedFont>> {
  if (fonts) return fonts;
  const fontkit = loadFontkit();
  const entries = FONT_ROLES.map((role) => [role, parseFont(fontkit, role)]);
  fonts = Object.fromEntries(entries) as Record<BaseRole, ParsedFont>;
  return fonts;
}

/** Any font of the report; a script face is read from disk the first time it is asked for. */
export function fontOf(role: FontRole): ParsedFont {
  if (isBaseRole(role)) return loadFonts()[role];
  let font = scriptFonts.get(role);
  if (font === undefined) {
    font = parseFont(loadFontkit(), role);
    skipEmptyAnchors(font);
    scriptFonts.set(role, font);
  }
  return font;
}

/** fontkit's private GPOS processor, as far as skipEmptyAnchors needs it. */
interface GposProcessor {
  applyAnchor: (
    this: GposProcessor,
    markRecord: { markAnchor?: unknown } | null,
    baseAnchor: unknown,
    base: number,
  ) => void;
}
const ANCHORS_GUARDED = Symbol('ankvidya.anchorsGuarded');

/**
 * fontkit 2.0.4 throws on a GPOS anchor a font leaves empty, which OpenType allows and HarfBuzz
 * skips (foliojs/fontkit#367, fix proposed in #374). Noto Sans Gurmukhi, Telugu and Malayalam
 * have such anchors, so "ਸਿੰਘ", "శ్రీ" or "ലക്ഷ്മി" stopped the whole report. This makes fontkit skip
 * them as HarfBuzz does: the mark keeps its default place for that one lookup. It patches the
 * processor class once, through the font's layout engine; fontkit is pinned by the lockfile.
 */
function skipEmptyAnchors(font: ParsedFont): void {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: object } } })
    ._layoutEngine?.engine;
  const processor = engine?.GPOSProcessor;
  if (!processor) return;
  const prototype = Object.getPrototypeOf(processor) as GposProcessor & {
    [ANCHORS_GUARDED]?: true;
  };
  if (prototype[ANCHORS_GUARDED] || typeof prototype.applyAnchor !== 'function') return;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (markRecord, baseAnchor, base) {
    if (baseAnchor == null || markRecord?.markAnchor == null) return;
    applyAnchor.call(this, markRecord, baseAnchor, base);
  };
  prototype[ANCHORS_GUARDED] = true;
}

/** The script faces read so far (the tests check that big faces stay unread until needed). */
export function loadedScriptRoles(): ScriptRole[] {
  return [...scriptFonts.keys()];
}

const FIRST_SCRIPT_CODE_POINT = Math.min(
  ...Object.values(SCRIPTS).flatMap((face) => face.ranges.map(([first]) => first)),
);

/** The script, among those with a face of their own, that a character belongs to. */
export function scriptOf(codePoint: number): Script | undefined {
  // Latin, Devanagari and everything else before Bengali: the common case, answered at once.
  if (codePoint < FIRST_SCRIPT_CODE_POINT) return undefined;
  for (const [script, face] of Object.entries(SCRIPTS) as Array<[Script, ScriptFace]>) {
    if (face.ranges.some(([first, last]) => codePoint >= first && codePoint <= last)) return script;
  }
  return undefined;
}

/** Roles whose text is bold: a script face around them is taken in bold too. */
const BOLD: ReadonlySet<FontRole> = new Set<FontRole>(['sansBold', 'serif']);

/** Whether a font has a glyph for every character of the text (spaces and controls aside). */
export function covers(font: ParsedFont, text: string): boolean {
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint > 0x20 && !font.hasGlyphForCodePoint(codePoint)) return false;
  }
  return true;
}

/** Latin, Latin-1, Latin Extended, general punctuation and the arrows of the working. */
// eslint-disable-next-line no-control-regex -- the range starts at U+0000 on purpose
const LATIN_ONLY = /^[\u0000-\u024F\u2000-\u206F\u20B9\u2190-\u21FF]*$/;

/**
 * The role to draw a text in: the wanted one, or its fallback when it lacks a glyph. Characters
 * of the script faces do not count: they print in their own face whatever the role.
 */
export function fontFor(role: BaseRole, text: string): BaseRole {
  // Latin text (the common case) is in every base face: no need to look glyph by glyph.
  if (LATIN_ONLY.test(text)) return role;
  const own = Array.from(text)
    .filter((char) => scriptOf(char.codePointAt(0) ?? 0) === undefined)
    .join('');
  return covers(loadFonts()[role], own) ? role : FALLBACK[role];
}

/** A stretch of text drawn in one font. */
export interface TextRun {
  text: string;
  role: FontRole;
}

/** Spaces, punctuation, digits, joiners and combining marks: they belong to the text around them. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * Splits a text (a name, typically) into runs by script: each run in a face that has its glyphs,
 * so a Tamil, Bengali or Chinese name never prints as empty boxes. A neutral character stays in
 * the run before it, so a word and its joiners or marks are shaped together.
 */
export function textRuns(role: BaseRole, text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let wanted: FontRole = role;
    if (last && NEUTRAL.test(char) && fontOf(last.role).hasGlyphForCodePoint(codePoint)) {
      wanted = last.role;
    } else {
      const script = scriptOf(codePoint);
      if (script !== undefined) {
        const scriptRole: ScriptRole = BOLD.has(role) ? `${script}Bold` : script;
        if (fontOf(scriptRole).hasGlyphForCodePoint(codePoint)) wanted = scriptRole;
      } else if (!fontOf(role).hasGlyphForCodePoint(codePoint)) {
        const fallback = FALLBACK[role];
        if (fontOf(fallback).hasGlyphForCodePoint(codePoint)) wanted = fallback;
      }
    }
    if (last?.role === wanted) last.text += char;
    else runs.push({ text: char, role: wanted });
  }
  return runs;
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
