import { impactIndex, type Digit } from '@ankvidya/numerology-core';
import { en } from './locales/en/index.js';
import { hi } from './locales/hi/index.js';
import type { BlogEntry, ContentBundle, Locale } from './types.js';

export type * from './types.js';
export { LOCALE_META, type LocaleMeta } from './locale-meta.js';
export { LATIN_ALLOWED_IN_HINDI, strayLatinWords } from './latin-in-hindi.js';

const bundles: Readonly<Record<Locale, ContentBundle>> = { en, hi };

export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALES = Object.keys(bundles) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(bundles, value);
}

/** Every text of one locale, as a plain serialisable object. */
export function getContent(locale: Locale = DEFAULT_LOCALE): ContentBundle {
  return bundles[locale];
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

/** Route paths of the blog articles, as the specification lists them. */
export const BLOG_PATHS = [
  '/blog/life-path-number-interpretation',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/blog/life-path-number-${n}`),
] as const;
