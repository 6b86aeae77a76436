/**
 * The one list of locales. Everything that differs by language and is not a text lives here, and
 * everything else (the Locale type, the browser's section loaders, the report schema, the web's
 * locale helpers, prerender, share images, dates) derives from it. Adding a language: its folder
 * of texts beside `en` (mirroring it key for key) and one entry below; see docs/extending.md.
 *
 * Small and free of texts (its loaders only point at them): the browser's entry (lazy.ts) carries
 * it, so the language switch can name every language before any of their texts have loaded.
 */

/** A TTF file, as a path node can resolve (package name first). */
export type FontFile = string;

export interface LocaleEntry {
  /** The URL prefix ("/hi/...") and the `lang` attribute; ISO 639-1. */
  readonly code: string;
  /** The language's own name in its own script, e.g. "हिंदी" (never translated). */
  readonly name: string;
  /** BCP 47 tag for Intl (dates, lists) and schema.org's inLanguage, e.g. "hi-IN". */
  readonly tag: string;
  /** Open Graph locale, e.g. "hi_IN". */
  readonly og: string;
  /** ISO 15924 script of its texts. */
  readonly script: 'Latn' | 'Deva' | 'Taml';
  readonly dir: 'ltr' | 'rtl';
  readonly fonts: {
    /**
     * Font families the site's stylesheet names for this script (the device's own fonts: no web
     * font is downloaded); a test checks that src/styles/index.css lists each of them.
     */
    readonly web: readonly string[];
    /**
     * The faces the share images are drawn in, shaped with fontkit and drawn as outlines; null
     * draws Latin text with resvg in DejaVu.
     */
    readonly shareImage: { readonly title: FontFile; readonly text: FontFile } | null;
  };
  /**
   * How a name written in this script is spelt in Latin letters, which numerology reads
   * (numerology-core's transliterate); null when the script is Latin already or no scheme exists
   * yet (the visitor then types the Latin spelling). Not read yet: the name form offers the
   * Devanagari spelling whatever the page's language (docs/extending.md).
   */
  readonly transliterate: 'devanagari' | null;
}

const notoDevanagari = '@expo-google-fonts/noto-sans-devanagari';

/** Every locale, the default (unprefixed URLs) first. */
export const LOCALE_REGISTRY = [
  {
    code: 'en',
    name: 'English',
    tag: 'en-IN',
    og: 'en_IN',
    script: 'Latn',
    dir: 'ltr',
    fonts: { web: ['Noto Sans', 'Arial'], shareImage: null },
    transliterate: null,
  },
  {
    code: 'hi',
    name: 'हिंदी',
    tag: 'hi-IN',
    og: 'hi_IN',
    script: 'Deva',
    dir: 'ltr',
    fonts: {
      web: ['Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari'],
      shareImage: {
        title: `${notoDevanagari}/700Bold/NotoSansDevanagari_700Bold.ttf`,
        text: `${notoDevanagari}/400Regular/NotoSansDevanagari_400Regular.ttf`,
      },
    },
    transliterate: 'devanagari',
  },
] as const satisfies readonly LocaleEntry[];

/** Every locale the site can be read in. */
export type Locale = (typeof LOCALE_REGISTRY)[number]['code'];

/**
 * The locale helpers every reader uses, derived from a list of entries (the registry below; a
 * test passes the registry plus a made-up locale to show one entry is all a locale needs).
 */
export function localesFrom<Code extends string>(
  registry: readonly (LocaleEntry & { readonly code: Code })[],
) {
  const [first] = registry;
  if (first === undefined) throw new Error('The locale registry is empty');
  const meta = Object.fromEntries(
    registry.map((entry): [string, LocaleEntry] => [entry.code, entry]),
  ) as Readonly<Record<Code, LocaleEntry>>;
  return {
    /** Every locale, the default first. */
    LOCALES: registry.map((entry) => entry.code),
    /** The locale of unprefixed URLs ("/about"); every other lives under "/<locale>/". */
    DEFAULT_LOCALE: first.code,
    /** Each locale's entry by its code. */
    LOCALE_META: meta,
    isLocale: (value: unknown): value is Code =>
      typeof value === 'string' && Object.hasOwn(meta, value),
  };
}

const derived = localesFrom(LOCALE_REGISTRY);
export const LOCALES: readonly Locale[] = derived.LOCALES;
export const DEFAULT_LOCALE: Locale = derived.DEFAULT_LOCALE;
export const LOCALE_META: Readonly<Record<Locale, LocaleEntry>> = derived.LOCALE_META;
export const isLocale: (value: unknown) => value is Locale = derived.isLocale;

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar date as the locale writes it, e.g. "5 August 1990", "5 अगस्त 1990": the order and
 * the month's name from Intl, the digits always Western (Hindi texts on this site use 0-9).
 */
export function formatCalendarDate(
  locale: Locale,
  date: { readonly year: number; readonly month: number; readonly day: number },
): string {
  let format = dateFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(LOCALE_META[locale].tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      numberingSystem: 'latn',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  // The first of the month, with the day written in: a date a visitor typed that the calendar
  // lacks ("31 February 1992", to explain why it is refused) is written as typed.
  const instant = new Date(Date.UTC(2000, date.month - 1, 1));
  instant.setUTCFullYear(date.year); // Date.UTC reads years 0 to 99 as 1900 to 1999.
  return format
    .formatToParts(instant)
    .map((part) => (part.type === 'day' ? String(date.day) : part.value))
    .join('');
}

const monthLists = new Map<Locale, readonly string[]>();

/** The twelve month names of a locale, January first, from Intl (for a month picker or a table). */
export function monthNames(locale: Locale): readonly string[] {
  let names = monthLists.get(locale);
  if (names === undefined) {
    const format = new Intl.DateTimeFormat(LOCALE_META[locale].tag, {
      month: 'long',
      timeZone: 'UTC',
    });
    names = Array.from({ length: 12 }, (_, m) => format.format(new Date(Date.UTC(2000, m, 1))));
    monthLists.set(locale, names);
  }
  return names;
}
