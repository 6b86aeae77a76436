/** The Hindi a reader reads about their own numbers uses the glossary's terms (issue 23). */
import { describe, expect, it } from 'vitest';
import { getContent } from '../index.js';
import { allStrings } from './helpers.js';

const hi = getContent('hi');

/** Sentences of a Hindi text, split at the danda, ? and !. */
const sentencesOf = (text: string) => text.split(/(?<=[।?!])\s+/).map((s) => s.trim());

describe('Hindi texts on reduction', () => {
  it('never call adding the digits down to one "घटाना" (subtract)', () => {
    // घटाना is right where something is taken away ("11 में से घटाया", "ख़र्च घटाना"), wrong beside
    // a sum of digits, where the glossary says "एक अंक तक जोड़ना".
    const aboutSums = /जोड़|एक अंक|अंक तक|\d\s*\+\s*\d/u;
    const wrong = allStrings(hi)
      .flatMap(sentencesOf)
      .filter((s) => /घटा/u.test(s) && aboutSums.test(s) && !/में से घटा/u.test(s));
    expect(wrong).toEqual([]);
  });
});
