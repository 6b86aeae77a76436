/** The compatibility, careers and remedies weaving texts: the same places in Hindi as in English. */
import { describe, expect, it } from 'vitest';
import { getContent } from '../index.js';
import { allStrings } from './helpers.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the compatibility, careers and remedies weaving texts', () => {
  const en = getContent('en').depth.othersWeave;
  const hi = getContent('hi').depth.othersWeave;

  it('fill the same places in Hindi as in English', () => {
    const flat = (copy: typeof en) =>
      Object.fromEntries(
        Object.entries(copy).flatMap(([group, texts]) =>
          Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text as string]),
        ),
      );
    const [english, hindi] = [flat(en), flat(hi)];
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(hindi[key]!), key).toEqual(placeholders(text));
    }
  });

  it('write Hindi in Devanagari, without English words', () => {
    for (const text of allStrings(hi)) expect(text).not.toMatch(/[A-Za-z]{3,}(?![^{]*\})/);
  });

  it('keep the Hindi about as long as the English', () => {
    for (const [group, texts] of Object.entries(en)) {
      for (const [key, text] of Object.entries(texts)) {
        const hindi = (hi as unknown as Record<string, Record<string, string>>)[group]![key]!;
        expect(hindi.length / (text as string).length, `${group}.${key}`).toBeLessThan(1.3);
      }
    }
  });

  it('keep each sentence short enough that the page never breaks it in two', () => {
    // The report splits a sentence of over 60 words mid-way (splitText); the slots add up to 15.
    for (const text of [...allStrings(en), ...allStrings(hi)]) {
      for (const sentence of text.split(/(?<=[.।]) /)) {
        expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(45);
      }
    }
  });
});
