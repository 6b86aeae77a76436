import { impactIndex, type Digit } from '@ankvidya/numerology-core';
import { resolveForReader, type ReaderGender, type WithGendered } from './gendered.js';
import { DEFAULT_LOCALE, LOCALES } from './locales/registry.js';
import type { BlogEntry, ContentBundle, Locale } from './types.js';

export { BLOG_TOPICS, blogByTopic, blogTopic } from './blog-topics.js';

export type * from './types.js';
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_META,
  LOCALE_REGISTRY,
  localesFrom,
  formatCalendarDate,
  isLocale,
  monthNames,
  type LocaleEntry,
  type LocaleEntry as LocaleMeta,
} from './locales/registry.js';
export { INDIAN_STATE_CODES, type IndianStateCode } from './places/indian-states.js';
export { LATIN_ALLOWED_IN_HINDI, strayLatinWords } from './latin-in-hindi.js';
export { PLANET_MANTRAS, type PlanetMantra } from './planet-mantras.js';
export type * from './remedy-types.js';
export {
  byGender,
  forReader,
  isGendered,
  resolveForReader,
  type GenderedText,
  type ReaderGender,
  type ReaderText,
  type WithGendered,
} from './gendered.js';

/**
 * Every locale's texts at once, for the server and the build: each locale of the registry from
 * its folder, whose index.ts exports the bundle under the locale's code (`export const hi`).
 * Loaded when the module is (top-level await), so getContent stays synchronous.
 */
const bundles = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const module = (await import(`./locales/${locale}/index.ts`)) as Record<string, unknown>;
      const bundle = module[locale] as WithGendered<ContentBundle> | undefined;
      if (bundle?.locale !== locale)
        throw new Error(`locales/${locale}/index.ts exports no ${locale}`);
      return [locale, bundle] as const;
    }),
  ),
) as Readonly<Record<Locale, WithGendered<ContentBundle>>>;

/** Each locale's texts resolved for each kind of reader, made on first use. */
const resolved = new Map<string, ContentBundle>();

/**
 * Every text of one locale, as a plain serialisable object, in the forms for a reader of the
 * given gender (the neutral forms when none is given).
 */
export function getContent(locale: Locale = DEFAULT_LOCALE, gender?: ReaderGender): ContentBundle {
  const key = `${locale}|${gender ?? ''}`;
  let bundle = resolved.get(key);
  if (bundle === undefined) {
    bundle = resolveForReader<ContentBundle>(bundles[locale], gender);
    resolved.set(key, bundle);
  }
  return bundle;
}

/** The impact text for a digit present `count` times (the last text covers any higher count). */
export function impactText(digit: Digit, count: number, locale: Locale = DEFAULT_LOCALE): string {
  const texts = getContent(locale).gridImpact[digit];
  const text = texts[impactIndex(count, texts.length)];
  if (text === undefined) throw new RangeError(`No impact text for ${digit} x${count}`);
  return text;
}

/** The blog article at a route path, if there is one. */
export function blogEntry(path: string, locale: Locale = DEFAULT_LOCALE): BlogEntry | undefined {
  return getContent(locale).blog.entries.find((entry) => entry.path === path);
}

/** The moolank (psychic number) articles written so far, one per number (issue 25). */
export const MOOLANK_ARTICLE_DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Route paths of the topic articles: the numbers' methods and the free tools they lead to. */
export const BLOG_TOPIC_PATHS: readonly string[] = [
  '/blog/bhagyank',
  '/blog/name-correction-numerology',
  '/blog/mobile-number-numerology',
  '/blog/lo-shu-grid-planes',
  '/blog/kua-number-directions',
  '/blog/numerology-compatibility',
  '/blog/read-your-numerology-chart',
];

/** Route paths of the blog articles: the specification's, the moolank articles, the topics. */
export const BLOG_PATHS = [
  '/blog/life-path-number-interpretation',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/blog/life-path-number-${n}`),
  ...MOOLANK_ARTICLE_DIGITS.map((n) => `/blog/moolank-${n}`),
  ...BLOG_TOPIC_PATHS,
] as const;
