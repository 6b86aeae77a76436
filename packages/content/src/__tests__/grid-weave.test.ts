/** The grid and remedies weaving texts: the same places filled in Hindi as in English. */
import { describe, expect, it } from 'vitest';
import { getContent } from '../index.js';
import { allStrings } from './helpers.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the grid and remedies weaving texts', () => {
  const en = getContent('en').depth.gridWeave;
  const hi = getContent('hi').depth.gridWeave;

  it('fill the same places in Hindi as in English', () => {
    const flat = (copy: typeof en) => ({
      ...copy.gridWithPair,
      ...Object.fromEntries(Object.entries(copy.whatWithSources).map(([k, v]) => [`what-${k}`, v])),
      ...Object.fromEntries(Object.entries(copy.sourcesNoLetter).map(([k, v]) => [`src-${k}`, v])),
      ...Object.fromEntries(Object.entries(copy.missingWithPair).map(([k, v]) => [`miss-${k}`, v])),
      ...Object.fromEntries(Object.entries(copy.remedies.modes).map(([k, v]) => [`mode-${k}`, v])),
      ...Object.fromEntries(Object.entries(copy.remedies).filter(([, v]) => typeof v === 'string')),
    });
    const [english, hindi] = [flat(en), flat(hi)] as Record<string, string>[];
    expect(Object.keys(hindi!).sort()).toEqual(Object.keys(english!).sort());
    for (const [key, text] of Object.entries(english!)) {
      expect(placeholders(hindi![key]!), key).toEqual(placeholders(text));
    }
  });

  it('write Hindi in Devanagari, without English words', () => {
    for (const text of allStrings(hi)) expect(text).not.toMatch(/[A-Za-z]{3,}(?![^{]*\})/);
  });
});
