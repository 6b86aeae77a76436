/** The browser's list of locales (locale-meta, carried by lazy.ts) is the bundles' list. */
import { describe, expect, it } from 'vitest';
import * as lazy from '../lazy.js';
import { DEFAULT_LOCALE, LOCALES, LOCALE_META, getContent } from '../index.js';

describe('locale meta', () => {
  it('names every locale that has texts, and only those, the default first', () => {
    expect(lazy.LOCALES).toEqual(LOCALES);
    expect(lazy.DEFAULT_LOCALE).toBe(DEFAULT_LOCALE);
    expect(lazy.LOCALES[0]).toBe(DEFAULT_LOCALE);
    for (const locale of LOCALES) expect(getContent(locale).locale).toBe(locale);
  });

  it('gives each language its own name in its own script and its tags', () => {
    expect(LOCALE_META.hi).toEqual({ name: 'हिंदी', tag: 'hi-IN', og: 'hi_IN' });
    expect(LOCALE_META.en).toEqual({ name: 'English', tag: 'en-IN', og: 'en_IN' });
    for (const locale of LOCALES) {
      expect(LOCALE_META[locale].tag.startsWith(`${locale}-`)).toBe(true);
      expect(new Intl.Locale(LOCALE_META[locale].tag).language).toBe(locale);
    }
  });

  it('tells locales from other strings', () => {
    expect(lazy.isLocale('hi')).toBe(true);
    expect(lazy.isLocale('fr')).toBe(false);
    expect(lazy.isLocale('toString')).toBe(false);
  });
});
