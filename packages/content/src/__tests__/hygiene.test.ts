import { DIGITS } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, getContent } from '../index.js';
import { allStrings, paragraphs, words } from './helpers.js';

describe.each(LOCALES)('locale %s', (locale) => {
  const content = getContent(locale);

  it('keeps every grid impact and missing-number text between 60 and 150 words', () => {
    for (const digit of DIGITS) {
      for (const text of content.gridImpact[digit]) {
        expect(words(text), text.slice(0, 40)).toBeGreaterThanOrEqual(60);
        expect(words(text), text.slice(0, 40)).toBeLessThanOrEqual(150);
      }
      expect(words(content.missingNumbers[digit].impact)).toBeGreaterThanOrEqual(60);
      expect(words(content.missingNumbers[digit].impact)).toBeLessThanOrEqual(150);
    }
  });

  it('keeps number meanings and year overviews within their bounds', () => {
    for (const group of [content.psychicNumbers, content.nameNumbers, content.lifePathNumbers]) {
      for (const meaning of Object.values(group)) {
        expect(words(meaning.summary)).toBeGreaterThanOrEqual(15);
        expect(words(meaning.summary)).toBeLessThanOrEqual(35);
        for (const p of meaning.paragraphs) {
          expect(words(p)).toBeGreaterThanOrEqual(60);
          expect(words(p)).toBeLessThanOrEqual(150);
        }
      }
    }
    for (const year of Object.values(content.personalYears)) {
      expect(words(year.overview)).toBeGreaterThanOrEqual(60);
      expect(words(year.overview)).toBeLessThanOrEqual(150);
    }
  });

  it('never repeats a paragraph', () => {
    const seen = new Map<string, number>();
    for (const p of paragraphs(content)) seen.set(p, (seen.get(p) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([p]) => p.slice(0, 60))).toEqual([]);
  });

  it('has no placeholder words and no empty strings', () => {
    const strings = allStrings(content);
    expect(strings.length).toBeGreaterThan(500);
    for (const s of strings) {
      expect(s, 'placeholder').not.toMatch(
        /\blorem\b|\bipsum\b|\bTODO\b|\bTBD\b|\bFIXME\b|\bxxx\b/i,
      );
      if (s !== '') continue;
      throw new Error('An empty string is in the content');
    }
  });

  it('makes no promises of wealth, cures or guaranteed outcomes', () => {
    for (const s of allStrings(content)) {
      expect(s).not.toMatch(/\bwill (make you|become) rich\b|\bguaranteed\b|\bcures?\b(?! or)/i);
    }
  });
});
