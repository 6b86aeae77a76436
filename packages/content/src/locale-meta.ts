/**
 * The one line of configuration per locale: its name as its own readers write it (the language
 * switch shows it on every page, so it cannot wait for that locale's texts), the BCP 47 tag for
 * Intl and structured data, and the Open Graph locale. Small and free of texts, so the browser's
 * entry (lazy.ts) can carry it. Adding a language: its folder under locales/ and one line here.
 */
import type { Locale } from './types.js';

export interface LocaleMeta {
  /** The language's own name, e.g. "हिंदी" (never translated). */
  name: string;
  /** BCP 47 tag for Intl and schema.org's inLanguage, e.g. "hi-IN". */
  tag: string;
  /** Open Graph locale, e.g. "hi_IN". */
  og: string;
}

export const LOCALE_META: Readonly<Record<Locale, LocaleMeta>> = {
  en: { name: 'English', tag: 'en-IN', og: 'en_IN' },
  hi: { name: 'हिंदी', tag: 'hi-IN', og: 'hi_IN' },
};

/** The locale of unprefixed URLs ("/about"); every other locale lives under "/<locale>/". */
export const DEFAULT_LOCALE: Locale = 'en';

/** Every locale, the default first. */
export const LOCALES = Object.keys(LOCALE_META) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALE_META, value);
}
