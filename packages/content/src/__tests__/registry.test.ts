/**
 * The locale registry is the one list of locales: the browser's entry (lazy.ts) and the full
 * bundles read it, the browser's section loaders serve every locale from it, and no other source
 * file of the workspace names a locale.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as lazy from '../lazy.js';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_META,
  LOCALE_REGISTRY,
  formatCalendarDate,
  getContent,
  monthNames,
} from '../index.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('locale registry', () => {
  it('names every locale that has texts, and only those, the default first', () => {
    expect(lazy.LOCALES).toEqual(LOCALES);
    expect(LOCALES).toEqual(LOCALE_REGISTRY.map((entry) => entry.code));
    expect(lazy.DEFAULT_LOCALE).toBe(DEFAULT_LOCALE);
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    for (const locale of LOCALES) expect(getContent(locale).locale).toBe(locale);
  });

  it('gives each language its own name in its own script and its tags', () => {
    expect(LOCALE_META.hi).toMatchObject({ name: 'हिंदी', tag: 'hi-IN', og: 'hi_IN' });
    expect(LOCALE_META.en).toMatchObject({ name: 'English', tag: 'en-IN', og: 'en_IN' });
    for (const locale of LOCALES) {
      const entry = LOCALE_META[locale];
      expect(entry.code).toBe(locale);
      expect(new Intl.Locale(entry.tag).language).toBe(locale);
      expect(entry.og).toBe(entry.tag.replace('-', '_'));
      expect(entry.fonts.web.length).toBeGreaterThan(0);
      // A script other than Latin needs its own faces for the share images (resvg's DejaVu
      // draws Latin only); Latin needs no transliteration.
      expect(entry.fonts.shareImage === null).toBe(entry.script === 'Latn');
      if (entry.script === 'Latn') expect(entry.transliterate).toBeNull();
    }
  });

  it('tells locales from other strings', () => {
    expect(lazy.isLocale('hi')).toBe(true);
    expect(lazy.isLocale('fr')).toBe(false);
    expect(lazy.isLocale('toString')).toBe(false);
  });

  it.each(LOCALES)(
    'loads every section of %s lazily exactly as the full bundle has it',
    async (locale) => {
      const full = getContent(locale);
      // Sentences in each gender's forms are resolved for the reader on both paths.
      const forWoman = getContent(locale, 'Female');
      for (const name of Object.keys(lazy.SECTION_FILES) as (keyof typeof lazy.SECTION_FILES)[]) {
        if (name === 'blog') expect(await lazy.loadBlog(locale)).toEqual(full.blog);
        else {
          expect(await lazy.loadSection(locale, name), name).toEqual(full[name]);
          expect(await lazy.loadSection(locale, name, 'Female'), name).toEqual(forWoman[name]);
        }
      }
      // The emails are the server's: the browser never loads them.
      const sections = Object.keys(full).filter((key) => key !== 'locale' && key !== 'email');
      expect(Object.keys(lazy.SECTION_FILES).sort()).toEqual(sections.sort());
    },
  );

  it.each(LOCALES)(
    'loads %s from the files SECTION_FILES names (prerender finds chunks by them)',
    (locale) => {
      const loaders = readFileSync(
        join(root, `packages/content/src/locales/${locale}/sections.ts`),
        'utf8',
      );
      // Every folder's loaders are the same text: copying the folder copies them.
      expect(loaders).toBe(
        readFileSync(
          join(root, `packages/content/src/locales/${DEFAULT_LOCALE}/sections.ts`),
          'utf8',
        ),
      );
      for (const [name, { file, name: exported }] of Object.entries(lazy.SECTION_FILES)) {
        const call = new RegExp(
          `\\b${name}: \\(\\) =>\\s*import\\('\\./${file}\\.js'\\)\\.then\\(\\(m\\) =>[ ({]*(?:index: )?m\\.${exported}\\b`,
        );
        expect(loaders, name).toMatch(call);
      }
    },
  );
});

/** Source files of the workspace (no tests, no builds, no dependencies). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (['node_modules', 'dist', '__tests__', 'test', 'tests', 'bench', '.turbo'].includes(name))
      return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Places allowed to write a locale's code: the registry, each locale's own folder, and five that
 * are not a list of locales (the Latin spelling field is English by nature, as are the Latin
 * spellings on the names-by-letter pages beside their Devanagari; the SQL column's default is a
 * stored value; the script that draws sample reports picks a Hindi one; the pay form's sample
 * pages are written per locale of the registry by apps/api/scripts).
 */
const ALLOWED = [
  /^packages\/content\/src\/locales\//,
  /^apps\/api\/scripts\/render-report-pages\.mjs$/,
  /^apps\/web\/src\/features\/report\/components\/LatinNameForm\.tsx$/,
  /^apps\/api\/src\/adapters\/store\/sqlite\.ts$/,
  /^apps\/web\/src\/features\/report\/sample-pages\.ts$/,
  /^apps\/web\/src\/features\/baby-names\/components\/NamesByLetterPage\.tsx$/,
];

/** Code without its comments, which may well give a locale as an example. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('one list of locales', () => {
  it('no source file outside the registry and the locale folders names a locale', () => {
    const codes = LOCALES.join('|');
    const literal = new RegExp(`['"\`](${codes})['"\`]|\\b(${codes}): *[{(]`);
    const files = ['packages', 'apps'].flatMap((top) => sourceFiles(join(root, top)));
    expect(files.length).toBeGreaterThan(100);
    const naming = files
      .map((file) => relative(root, file).replace(/\\/g, '/'))
      .filter((file) => !ALLOWED.some((allowed) => allowed.test(file)))
      .filter((file) => literal.test(withoutComments(readFileSync(join(root, file), 'utf8'))));
    expect(naming).toEqual([]);
  });
});

describe('dates from Intl, digits Western', () => {
  it('writes a date as the report and the site always have', () => {
    expect(formatCalendarDate('en', { year: 1990, month: 8, day: 5 })).toBe('5 August 1990');
    expect(formatCalendarDate('hi', { year: 1990, month: 8, day: 5 })).toBe('5 अगस्त 1990');
    expect(formatCalendarDate('hi', { year: 2026, month: 11, day: 21 })).toBe('21 नवंबर 2026');
    expect(formatCalendarDate('en', { year: 1, month: 1, day: 1 })).toMatch(/^1 January 0*1$/);
    // A date the calendar lacks, as a visitor typed it, to say why it is refused.
    expect(formatCalendarDate('en', { year: 1992, month: 2, day: 31 })).toBe('31 February 1992');
    expect(formatCalendarDate('hi', { year: 1993, month: 2, day: 29 })).toBe('29 फ़रवरी 1993');
  });

  it('names the months as the texts named them before Intl did', () => {
    expect(monthNames('en')).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(monthNames('hi')).toEqual([
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्टूबर',
      'नवंबर',
      'दिसंबर',
    ]);
    for (const locale of LOCALES) {
      for (let month = 1; month <= 12; month += 1) {
        const written = formatCalendarDate(locale, { year: 1994, month, day: 21 });
        expect(written).toBe(`21 ${monthNames(locale)[month - 1]} 1994`);
      }
    }
  });
});
