import { DIGITS } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, getContent } from '../index.js';
import { loadSection } from '../lazy.js';
import { allStrings, sectionTexts, words } from './helpers.js';

/** The `{slot}` names of a template, sorted. */
const slots = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The sentences of a text in either script. */
const sentencesOf = (text: string) => text.split(/(?<=[.।?!])\s+/).map((s) => s.trim());
/** Those long enough that two readings sharing one would be a copy. */
const longSentences = (text: string) => sentencesOf(text).filter((s) => s.split(/\s+/).length >= 4);

const DOOM =
  /\b(bad luck|unlucky|inauspicious|doom|curse|danger|disaster|misfortune|evil|guarantee)|अशुभ|दोष|संकट|ख़तरनाक|अनर्थ|गारंटी/i;

describe.each(LOCALES)("today's number texts, locale %s", (locale) => {
  const texts = getContent(locale).todayPage;

  it('has a reading for each of the 81 pairs of universal day and moolank, each its own', () => {
    const seen = new Map<string, string>();
    for (const day of DIGITS) {
      expect(Object.keys(texts.readings[day]).map(Number)).toEqual([...DIGITS]);
      for (const moolank of DIGITS) {
        const reading = texts.readings[day][moolank];
        const count = sentencesOf(reading).length;
        // Two or three sentences: short enough for a line a day.
        expect(count, `${day}x${moolank}`).toBeGreaterThanOrEqual(2);
        expect(count, `${day}x${moolank}`).toBeLessThanOrEqual(3);
        for (const sentence of longSentences(reading)) {
          const before = seen.get(sentence);
          expect(before === undefined || before === `${day}x${moolank}`, sentence).toBe(true);
          seen.set(sentence, `${day}x${moolank}`);
        }
      }
    }
    expect(Object.keys(texts.readings).map(Number)).toEqual([...DIGITS]);
  });

  it('has a reading for each of the 9 personal days, each different', () => {
    expect(Object.keys(texts.personalDays).map(Number)).toEqual([...DIGITS]);
    const all = DIGITS.map((d) => texts.personalDays[d]);
    expect(new Set(all).size).toBe(9);
    for (const text of all) expect(words(text)).toBeGreaterThanOrEqual(12);
  });

  it('says how it counts, and frames it as a nudge that keeps the date on the device', () => {
    expect(texts.sections).toHaveLength(3);
    for (const section of texts.sections)
      expect(words(sectionTexts([section]).join(' ')), section.heading).toBeGreaterThan(40);
    expect(texts.meta.description.length).toBeLessThanOrEqual(160);
    expect(texts.meta.shareKicker.length).toBeLessThanOrEqual(48);
  });

  it('fills every template with exactly the slots the page gives it', () => {
    const expected: Array<[string, string[]]> = [
      [texts.today.heading, ['date']],
      [texts.today.universal, ['number']],
      [texts.today.working, ['number', 'sum', 'total']],
      [texts.today.moolank, ['number']],
      [texts.today.moolankYours, ['number']],
      [texts.personal.result, ['number']],
      [texts.personal.yearLine, ['calendarYear', 'year']],
      [texts.personal.monthLine, ['calendarMonth', 'month', 'year']],
      [texts.personal.dayLine, ['date', 'day', 'month']],
      [texts.personal.moolankLine, ['number']],
    ];
    for (const [template, names] of expected) expect(slots(template), template).toEqual(names);
  });

  it('never frightens and promises nothing', () => {
    for (const text of allStrings(texts)) expect(text).not.toMatch(DOOM);
  });

  it('loads as its own section', async () => {
    expect(await loadSection(locale, 'todayPage')).toEqual(texts);
  });
});
