/** The timing chapter's texts: complete in both languages for every aim, year and verdict, and kind. */
import { DIGITS, TIMING_AIMS } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { getContent, type Locale } from '../index.js';
import { allStrings } from './helpers.js';

const VERDICTS = ['friendly', 'neutral', 'challenging'] as const;
const FEAR = /\b(bad|unlucky|ominous|danger|misfortune|avoid)\b|अशुभ|दोष|संकट|ख़तरनाक|अनर्थ|बुरा/i;

describe.each<Locale>(['en', 'hi'])('timing texts in %s', (locale) => {
  const timing = getContent(locale).report.timing;

  it('name every aim in the figure and in a sentence', () => {
    for (const aim of TIMING_AIMS) {
      expect(timing.aims[aim].trim(), aim).not.toBe('');
      expect(timing.aimPhrases[aim].trim(), aim).not.toBe('');
    }
  });

  it('have a focus, a moolank angle and a bhagyank angle for every number, all different', () => {
    for (const group of [timing.focus, timing.moolankAngle, timing.bhagyankAngle]) {
      const texts = DIGITS.map((d) => group[d].trim());
      expect(texts.every(Boolean)).toBe(true);
      expect(new Set(texts).size).toBe(9);
    }
  });

  it('weave the personal year with the person’s own numbers in every verdict', () => {
    for (const verdict of VERDICTS) {
      expect(timing.withMoolank[verdict]).toHaveLength(2);
      expect(timing.withBhagyank[verdict]).toHaveLength(2);
      for (const text of timing.withMoolank[verdict]) {
        expect(text).toMatch(/\{moolank\}/);
        expect(text).toMatch(/\{angle\}/);
        expect(text).toMatch(/\{number\}/);
      }
      for (const text of timing.withBhagyank[verdict]) {
        expect(text).toMatch(/\{bhagyank\}/);
        expect(text).toMatch(/\{angle\}/);
      }
      expect(timing.withMoolank[verdict][0]).not.toBe(timing.withMoolank[verdict][1]);
      expect(timing.withBhagyank[verdict][0]).not.toBe(timing.withBhagyank[verdict][1]);
    }
    expect(timing.sameAsMoolank).toMatch(/\{angle\}/);
    expect(timing.sameAsBhagyank).toMatch(/\{bhagyank\}.*\{angle\}|\{angle\}.*\{bhagyank\}/);
    expect(timing.favours).toMatch(/\{year\}.*\{number\}|\{number\}.*\{year\}/);
    expect(timing.favours).toMatch(/\{aims\}/);
    expect(timing.relationshipReasons.universalYear).toMatch(/\{universal\}/);
    expect(timing.relationshipReasons.universalYear).toMatch(/\{moolank\}/);
  });

  it('never frighten: no year is called bad', () => {
    const bad = allStrings(timing).filter((text) => FEAR.test(text));
    expect(bad).toEqual([]);
  });
});
