import { getContent } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { loadContent, loadedContent } from '@/shared/content/content';
import { formatDob } from '@/shared/lib/dates';
import { listOf } from '@/shared/lib/list';
import { localizePath, splitLocale } from '../locale';

describe('locale from the URL', () => {
  it('reads the locale from a /hi prefix, English without one', () => {
    expect(splitLocale('/hi/numerology-calculator')).toEqual({
      locale: 'hi',
      path: '/numerology-calculator',
    });
    expect(splitLocale('/hi/blog/life-path-number-1')).toEqual({
      locale: 'hi',
      path: '/blog/life-path-number-1',
    });
    expect(splitLocale('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
    // Only a whole first segment that is a locale; "en" itself is never a prefix.
    expect(splitLocale('/hindi')).toEqual({ locale: 'en', path: '/hindi' });
    expect(splitLocale('/en/about')).toEqual({ locale: 'en', path: '/en/about' });
  });

  it('writes a route path in a locale, keeping query and fragment', () => {
    expect(localizePath('/', 'hi')).toBe('/hi/');
    expect(localizePath('/about', 'hi')).toBe('/hi/about');
    expect(localizePath('/numerology-pdf?payment_intent=pi_1', 'hi')).toBe(
      '/hi/numerology-pdf?payment_intent=pi_1',
    );
    expect(localizePath('/compatibility#a=Asha', 'hi')).toBe('/hi/compatibility#a=Asha');
    expect(localizePath('/hi/about', 'en')).toBe('/about');
    expect(localizePath('/hi/about', 'hi')).toBe('/hi/about');
    expect(localizePath('/about', 'en')).toBe('/about');
    // Not a path of the site: left alone.
    expect(localizePath('#section', 'hi')).toBe('#section');
    expect(localizePath('https://example.com/x', 'hi')).toBe('https://example.com/x');
  });
});

describe('texts per locale', () => {
  it('loads and caches each section once per locale', async () => {
    const [en, hi] = await Promise.all([loadContent('ui', 'en'), loadContent('ui', 'hi')]);
    expect(en.nav.home).toBe(getContent('en').ui.nav.home);
    expect(hi.nav.home).toBe(getContent('hi').ui.nav.home);
    expect(hi.nav.home).not.toBe(en.nav.home);
    expect(loadContent('ui', 'hi')).toBe(loadContent('ui', 'hi'));
    expect(loadedContent('ui', 'hi')).toBe(hi);
  });
});

describe('dates and lists in the page language', () => {
  it('writes a date in Indian order with the month of the page language', () => {
    expect(formatDob('1990-08-05', 'hi')).toBe('5 अगस्त 1990');
    expect(formatDob('1990-08-05', 'en')).toBe('5 August 1990');
    expect(formatDob('2026-11-21', 'hi')).toBe('21 नवंबर 2026');
    expect(formatDob('2026-02-14', 'hi')).toBe('14 फ़रवरी 2026');
    expect(formatDob('not a date', 'hi')).toBe('not a date');
    expect(formatDob('2026-13-01', 'en')).toBe('2026-13-01');
  });

  it('joins digits with "और" in Hindi and "and" in English, no comma before it', () => {
    expect(listOf([3, 6, 8], 'hi')).toBe('3, 6 और 8');
    expect(listOf([3, 6], 'hi')).toBe('3 और 6');
    expect(listOf([3, 6, 8], 'en')).toBe('3, 6 and 8');
    expect(listOf([7], 'hi')).toBe('7');
  });
});
