/** Checks of the Hindi texts that read their words (the structure is checked in locales.test.ts). */
import { DIGITS } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { getContent } from '../index.js';
import { allStrings } from './helpers.js';

const hi = getContent('hi');

/** Hindi sentences: they end in "।" (or ? !). */
const sentences = (text: string) =>
  text
    .split(/(?<=[।?!])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4);

describe('Hindi texts', () => {
  it('never names a gemstone without the caution', () => {
    // पन्ना is also "a page" in everyday Hindi: a text with it alone is not about a gemstone.
    const gems = DIGITS.flatMap((d) => [hi.attributes[d].gem.name, hi.attributes[d].gem.localName])
      .filter((gem) => gem !== 'पन्ना')
      .concat('रत्न');
    const caution = hi.reading.gemCaution;
    const mentions = allStrings(hi).filter(
      (text) =>
        text.split(/\s+/).length > 3 && gems.some((gem) => text.includes(gem)) && text !== caution,
    );
    expect(mentions.length).toBeGreaterThan(0);
    // A text that itself says nothing needs to be bought is its own caution.
    const uncautioned = mentions.filter(
      (text) => !text.includes(caution) && !/(ख़रीद|खरीद)[^।]*नहीं|नहीं[^।]*(ख़रीद|खरीद)/.test(text),
    );
    expect(uncautioned).toEqual([]);
  });

  it('shares no sentence between two moolank x bhagyank readings', () => {
    const seen = new Map<string, string>();
    for (const m of DIGITS)
      for (const b of DIGITS) {
        const reading = hi.combinations[m][b];
        for (const sentence of [reading.portrait, ...reading.paragraphs].flatMap(sentences)) {
          const before = seen.get(sentence);
          expect(before === undefined || before === `${m}x${b}`, sentence).toBe(true);
          seen.set(sentence, `${m}x${b}`);
        }
      }
  });

  it('uses the glossary terms and never the words it rules out', () => {
    const all = allStrings(hi).join('\n');
    for (const term of ['मूलांक', 'भाग्यांक', 'नामांक', 'लो शू ग्रिड', 'कुआ अंक', 'व्यक्तिगत वर्ष'])
      expect(all).toContain(term);
    for (const word of ['अशुभ', 'दोष', 'ख़तरनाक', 'गारंटी']) expect(all).not.toContain(word);
  });

  it('writes Western digits only, never Devanagari or Gujarati ones', () => {
    expect(allStrings(hi).join('\n')).not.toMatch(/[०-९૦-૯]/);
  });

  it('keeps kua 3 from putting the head north for sleep', () => {
    expect(hi.kua[3].description).toContain('पूर्व');
    expect(hi.kua[3].description).toContain('वास्तु');
  });
});
