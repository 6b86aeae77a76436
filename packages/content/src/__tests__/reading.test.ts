import { DIGITS, PLANES } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, getContent } from '../index.js';
import { loadSection } from '../lazy.js';
import { words } from './helpers.js';

/** These checks read English wording; other locales mirror it (locales.test.ts) and have their own (hindi.test.ts). */
const WORDED_IN_ENGLISH = LOCALES.filter((locale) => locale === 'en');

/** Sentences of a text, normalised, for the "no sentence shared" rule. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => words(s) >= 4);
}

describe.each(WORDED_IN_ENGLISH)('report readings in %s', (locale) => {
  const content = getContent(locale);

  it('has 81 moolank x bhagyank readings of at least 150 words, with three strengths and three to work on', () => {
    let count = 0;
    for (const moolank of DIGITS)
      for (const bhagyank of DIGITS) {
        const reading = content.combinations[moolank][bhagyank];
        const label = `${moolank} x ${bhagyank}`;
        expect(reading.title.trim(), label).not.toBe('');
        expect(words(reading.paragraphs.join(' ')), label).toBeGreaterThanOrEqual(150);
        expect(words(reading.portrait), label).toBeGreaterThanOrEqual(30);
        expect(reading.strengths, label).toHaveLength(3);
        expect(reading.workOn, label).toHaveLength(3);
        count++;
      }
    expect(count).toBe(81);
  });

  it('shares no sentence between two combination readings', () => {
    const seen = new Map<string, string>();
    for (const moolank of DIGITS)
      for (const bhagyank of DIGITS) {
        const reading = content.combinations[moolank][bhagyank];
        for (const sentence of [reading.portrait, ...reading.paragraphs].flatMap(sentences)) {
          const here = `${moolank}x${bhagyank}`;
          const before = seen.get(sentence);
          expect(
            before === undefined || before === here,
            `"${sentence}" in ${before} and ${here}`,
          ).toBe(true);
          seen.set(sentence, here);
        }
      }
  });

  it('means something for every compound 10 to 52, and nothing else', () => {
    const keys = Object.keys(content.reading.compoundMeanings)
      .map(Number)
      .sort((a, b) => a - b);
    expect(keys).toEqual(Array.from({ length: 43 }, (_, i) => i + 10));
    for (const key of keys) {
      const meaning = content.reading.compoundMeanings[key]!;
      expect(meaning.title.trim()).not.toBe('');
      expect(words(meaning.text), `compound ${key}`).toBeGreaterThanOrEqual(35);
    }
  });

  it('has a focus for every personal month, three actions per personal year and a weekly plan', () => {
    for (const digit of DIGITS) {
      const month = content.reading.personalMonths[digit];
      expect(month.focus.trim()).not.toBe('');
      expect(words(month.advice)).toBeGreaterThanOrEqual(15);
      expect(content.reading.yearActions[digit]).toHaveLength(3);
      expect(content.reading.weeklyPlan[digit].mantra.trim()).not.toBe('');
      expect(content.reading.weeklyPlan[digit].act.trim()).not.toBe('');
      expect(words(content.reading.repeatedDigits[digit])).toBeGreaterThanOrEqual(40);
    }
    for (const plane of PLANES) expect(content.reading.planeStrength[plane.id].trim()).not.toBe('');
    for (const master of [11, 22, 33] as const)
      expect(content.reading.masterNotes[master]).toContain(String(master));
    for (const verdict of ['friendly', 'neutral', 'challenging'] as const)
      expect(words(content.reading.harmony[verdict])).toBeGreaterThanOrEqual(20);
    expect(content.reading.gemCaution).toMatch(/consult/i);
  });

  it('loads the new sections lazily like every other', async () => {
    expect(await loadSection(locale, 'combinations')).toEqual(content.combinations);
    expect(await loadSection(locale, 'reading')).toEqual(content.reading);
  });
});
