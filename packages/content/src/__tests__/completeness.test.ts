import { DIGITS, PLANES, impactIndex, kuaGroup } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { BLOG_PATHS, LOCALES, blogEntry, getContent, impactText, isLocale } from '../index.js';
import { loadBlogEntry, loadSection } from '../lazy.js';
import { articleWords } from './helpers.js';

/** These checks read English wording; other locales mirror it (locales.test.ts) and have their own (hindi.test.ts). */
const WORDED_IN_ENGLISH = LOCALES.filter((locale) => locale === 'en');

const FEATURE_TITLES = [
  'Name Number Analysis',
  'Loshu Grid Analysis for Personality',
  'Destiny Number',
  'Grid Rows and Diagonals',
  'Missing Number in the Grid',
  'Personal Year Analysis (current year and next two years)',
];

describe.each(WORDED_IN_ENGLISH)('locale %s', (locale) => {
  const content = getContent(locale);

  it('has at least 4 impact texts per digit, and 6 for 1, 2 and 9', () => {
    for (const digit of DIGITS) {
      const minimum = [1, 2, 9].includes(digit) ? 6 : 4;
      expect(content.gridImpact[digit].length, `digit ${digit}`).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('has a missing-number text with 3 to 5 remedies for every digit', () => {
    for (const digit of DIGITS) {
      const missing = content.missingNumbers[digit];
      expect(missing.impact.length).toBeGreaterThan(0);
      expect(missing.remedies.length).toBeGreaterThanOrEqual(3);
      expect(missing.remedies.length).toBeLessThanOrEqual(5);
    }
  });

  it('explains every number as psychic, life path and name number, and the master numbers', () => {
    for (const digit of DIGITS) {
      for (const group of [content.psychicNumbers, content.lifePathNumbers, content.nameNumbers]) {
        expect(group[digit].paragraphs.length).toBeGreaterThanOrEqual(2);
        expect(group[digit].strengths.length).toBeGreaterThanOrEqual(3);
        expect(group[digit].challenges.length).toBeGreaterThanOrEqual(3);
      }
    }
    for (const master of [11, 22, 33] as const)
      expect(content.lifePathNumbers[master].title).not.toBe('');
  });

  it("gives every kua its element, and a description naming numerology-core's group for it", () => {
    // The directions themselves are numerology-core's KUA_DIRECTIONS (tested there).
    for (const digit of DIGITS) {
      const kua = content.kua[digit];
      expect(kua.element.trim()).not.toBe('');
      const group = kuaGroup(digit);
      if (group === null) continue;
      expect(kua.description, `kua ${digit}`).toContain(`${group} group`);
    }
    expect(content.kua.fiveNote).toMatch(/kua 2/i);
    expect(content.kua.fiveNote).toMatch(/kua 8/i);
  });

  it('has a personal year text with four quarters for every year of the cycle', () => {
    for (const digit of DIGITS) expect(content.personalYears[digit].quarters).toHaveLength(4);
  });

  it('describes every plane of the grid and names its tradition', () => {
    for (const plane of PLANES) {
      expect(content.planes[plane.id].complete.length).toBeGreaterThan(0);
      expect(content.planes[plane.id].empty.length).toBeGreaterThan(0);
    }
    expect(content.planes.tradition.length).toBeGreaterThan(0);
  });

  it('lists 8 to 12 occupations and the planet, element and lucky things for every number', () => {
    const planets = [
      'Sun',
      'Moon',
      'Jupiter',
      'Rahu',
      'Mercury',
      'Venus',
      'Ketu',
      'Saturn',
      'Mars',
    ];
    const elements = ['Water', 'Earth', 'Wood', 'Wood', 'Earth', 'Metal', 'Metal', 'Earth', 'Fire'];
    for (const digit of DIGITS) {
      expect(content.occupations[digit].items.length).toBeGreaterThanOrEqual(8);
      expect(content.occupations[digit].items.length).toBeLessThanOrEqual(12);
      expect(content.attributes[digit].planet).toContain(planets[digit - 1]);
      expect(content.attributes[digit].element).toContain(elements[digit - 1]);
      expect(content.kua[digit].element).toContain(elements[digit - 1]);
      expect(content.attributes[digit].luckyColours.length).toBeGreaterThan(0);
    }
  });

  it('has the six analysis features word for word, six benefits, and no invented testimonials', () => {
    expect(content.site.features.cards.map((c) => c.title)).toEqual(FEATURE_TITLES);
    expect(content.site.benefits.cards).toHaveLength(6);
    expect(content.site.reportPromo.summary).toBe(
      '3 years prediction, missing numbers impact, remedies for missing numbers, suitable occupations, and more',
    );
    expect(content.site.hero.cta).toBe('Generate Analysis');
    expect(content.site.testimonials).toEqual([]);
    expect(content.site.disclaimer.length).toBeGreaterThan(20);
  });

  it('has a blog entry for exactly the routes of the specification, with unique metadata', () => {
    expect(content.blog.entries.map((e) => e.path).sort()).toEqual([...BLOG_PATHS].sort());
    for (const key of ['title', 'description', 'image'] as const) {
      const values = content.blog.entries.map((e) => e[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const entry of content.blog.entries) {
      expect(entry.keywords.length).toBeGreaterThanOrEqual(3);
      expect(entry.description.length).toBeGreaterThanOrEqual(110);
      expect(entry.description.length).toBeLessThanOrEqual(165);
      expect(entry.imageAlt.length).toBeGreaterThan(0);
      expect(articleWords(entry), entry.path).toBeGreaterThanOrEqual(900);
      // A worked example of the calculation, e.g. "16 + 1988 = 2004".
      expect(JSON.stringify(entry.sections), entry.path).toMatch(/\d+ \+ \d+ = \d+/);
    }
  });

  it('keeps the spec texts of the interface word for word', () => {
    expect(content.ui.loading).toBe('Loading...');
    expect(content.ui.calculator.submitSignedOut).toBe('Login and see Report');
    expect(content.ui.calculator.submitSignedIn).toBe('Get your Free Report');
    expect(content.ui.calculator.missingDetails).toBe('Please fill all details first');
    expect(content.ui.payment.pay).toBe('Pay INR 499/-');
    expect(content.ui.payment.processing).toBe('Processing ... ');
    expect(content.ui.payment.unexpectedError).toBe('An unexpected error occured.');
    expect(content.ui.footer.version).toBe('1.2');
    expect(content.ui.footer.columns.map((c) => c.heading)).toEqual([
      'Company',
      'Help center',
      'Legal',
      'Download',
    ]);
  });

  it('is plain data that survives JSON', () => {
    expect(JSON.parse(JSON.stringify(content))).toEqual(content);
  });

  it('loads the same texts section by section', async () => {
    expect(await loadSection(locale, 'gridImpact')).toEqual(content.gridImpact);
    expect(await loadSection(locale, 'site')).toEqual(content.site);
    expect(await loadBlogEntry(locale, '/blog/life-path-number-3')).toEqual(
      blogEntry('/blog/life-path-number-3', locale),
    );
  });
});

describe('look-ups', () => {
  it('picks the impact text by count, the last one for higher counts', () => {
    const texts = getContent('en').gridImpact[9];
    expect(impactText(9, 1)).toBe(texts[0]);
    expect(impactText(9, 2)).toBe(texts[1]);
    expect(impactText(9, 40)).toBe(texts[impactIndex(40, texts.length)]);
    expect(() => impactText(9, 0)).toThrow(RangeError);
  });

  it('knows its locales', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('xx')).toBe(false);
    expect(isLocale('toString')).toBe(false);
  });
});
