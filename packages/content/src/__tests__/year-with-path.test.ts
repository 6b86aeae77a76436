/**
 * A personal year read with the bhagyank (issue 23 item 15): all 81 pairs of bhagyank and
 * personal year in both languages, each its own text, and the Hindi about as long as the English
 * (the report's Hindi pages may run little longer than its English ones).
 */
import { describe, expect, it } from 'vitest';
import { DIGITS } from '@ankvidya/numerology-core';
import { getContent } from '../index.js';

const sentences = (text: string) => text.split(/(?<=[.!?।])\s+/u).filter(Boolean);

describe.each(['en', 'hi'] as const)('the year-with-bhagyank texts (%s)', (locale) => {
  const texts = getContent(locale).timeWoven.yearWithPath;
  const all = DIGITS.flatMap((bhagyank) => DIGITS.map((year) => texts[bhagyank][year]));

  it('have a text of one or two sentences for each of the 81 pairs', () => {
    expect(all).toHaveLength(81);
    for (const text of all) {
      expect(text.trim().length).toBeGreaterThan(40);
      expect(sentences(text).length).toBeGreaterThanOrEqual(1);
      expect(sentences(text).length).toBeLessThanOrEqual(2);
    }
  });

  it('are all different, sentence by sentence', () => {
    const each = all.flatMap(sentences);
    expect(new Set(each).size).toBe(each.length);
  });

  it('name the personal year they read in their first clause, which the months read', () => {
    const term = getContent(locale).timeWoven.yearWithPathMonth.year;
    for (const bhagyank of DIGITS) {
      for (const year of DIGITS) {
        const clause = sentences(texts[bhagyank][year])[0]!.split(': ')[0]!;
        expect(clause.toLowerCase()).toContain(term.replace('{number}', String(year)));
      }
    }
  });
});

describe('the Hindi year-with-bhagyank texts', () => {
  const en = getContent('en').timeWoven.yearWithPath;
  const hi = getContent('hi').timeWoven.yearWithPath;

  it('run about as long as the English', () => {
    for (const bhagyank of DIGITS) {
      for (const year of DIGITS) {
        const ratio = hi[bhagyank][year].length / en[bhagyank][year].length;
        expect(ratio, `${bhagyank}/${year}`).toBeLessThan(1.25);
      }
    }
  });

  it('are written in Devanagari, without English words', () => {
    for (const bhagyank of DIGITS) {
      for (const year of DIGITS) expect(hi[bhagyank][year]).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});
