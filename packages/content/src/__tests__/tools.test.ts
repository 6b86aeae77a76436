import { DIGITS } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, getContent } from '../index.js';
import { words } from './helpers.js';

describe.each(LOCALES)('free tools texts in %s', (locale) => {
  const content = getContent(locale);

  it('reads every one of the 45 unordered moolank pairs', () => {
    const keys = DIGITS.flatMap((a) => DIGITS.filter((b) => b >= a).map((b) => `${a}-${b}`));
    expect(keys).toHaveLength(45);
    expect(Object.keys(content.compatibility.pairs).sort()).toEqual([...keys].sort());
    for (const key of keys)
      expect(words(content.compatibility.pairs[key]!), key).toBeGreaterThanOrEqual(80);
  });

  it('reads every one of the 45 bhagyank pairs too, each in its own words', () => {
    const keys = DIGITS.flatMap((a) => DIGITS.filter((b) => b >= a).map((b) => `${a}-${b}`));
    const texts = content.compatibility.bhagyankPairs;
    expect(Object.keys(texts).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(words(texts[key]!), key).toBeGreaterThanOrEqual(35);
    expect(new Set(Object.values(texts)).size).toBe(45);
    // Not a copy of the moolank pair: the bhagyank text speaks of the roads of life.
    for (const key of keys) expect(texts[key]).not.toBe(content.compatibility.pairs[key]);
  });

  it('explains every verdict, for partners and for mobile numbers, with an honest framing', () => {
    for (const verdict of ['friendly', 'neutral', 'challenging'] as const) {
      expect(words(content.compatibility.verdicts[verdict])).toBeGreaterThanOrEqual(30);
      expect(words(content.mobile.verdicts[verdict])).toBeGreaterThanOrEqual(25);
    }
    expect(words(content.compatibility.framing)).toBeGreaterThanOrEqual(30);
    expect(words(content.mobile.framing)).toBeGreaterThanOrEqual(30);
  });

  it('reads every reduced mobile total, with the slots its templates need', () => {
    for (const digit of DIGITS)
      expect(words(content.mobile.byNumber[digit])).toBeGreaterThanOrEqual(50);
    expect(content.mobile.supplies).toContain('{digits}');
    expect(content.mobile.repeated).toContain('{digits}');
    expect(content.mobile.zeros).toContain('{count}');
  });
});
