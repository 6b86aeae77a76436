/**
 * The visitor's language choice, kept in localStorage, and the browser's preferred language: no
 * React or router here, so the first script of a reading page (src/boot-on-intent.ts) can read them.
 */
import type { Locale } from '@ankvidya/content';
import { DEFAULT_LOCALE, LOCALES, isLocale } from '@ankvidya/content/lazy';

/** Where the visitor's explicit choice of language is kept (set by the language switch). */
export const LOCALE_CHOICE_KEY = 'ankvidya:locale';

export function rememberedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_CHOICE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_CHOICE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

/** The first of the browser's languages the site has, if it is not English. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = LOCALES.find((locale) => locale === primary);
    if (match) return match === DEFAULT_LOCALE ? null : match;
  }
  return null;
}
