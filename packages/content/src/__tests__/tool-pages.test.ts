import { COMPATIBILITY_MAX } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, getContent } from '../index.js';
import { loadSection } from '../lazy.js';
import type { ToolPageMeta } from '../tool-pages-types.js';
import { allStrings, sectionTexts, words } from './helpers.js';

/** These checks read English wording; other locales mirror it (locales.test.ts) and have their own (hindi.test.ts). */
const WORDED_IN_ENGLISH = LOCALES.filter((locale) => locale === 'en');

/** The `{slot}` names of a template, sorted. */
const slots = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const PART_IDS = Object.keys(COMPATIBILITY_MAX).sort();
const VERDICTS = ['challenging', 'friendly', 'neutral'];

function expectMeta(meta: ToolPageMeta) {
  expect(meta.description.length).toBeGreaterThanOrEqual(120);
  expect(meta.description.length).toBeLessThanOrEqual(160);
  expect(meta.title.length).toBeGreaterThan(10);
  expect(meta.title.length).toBeLessThanOrEqual(75);
  expect(meta.keywords.length).toBeGreaterThanOrEqual(3);
  // One line on the 1200x630 share image, beside the Lo Shu panel.
  expect(meta.shareKicker.length).toBeGreaterThan(10);
  expect(meta.shareKicker.length).toBeLessThanOrEqual(48);
}

const DOOM = /\b(bad luck|unlucky|inauspicious|doom|curse|danger|disaster|misfortune|evil)\b/i;

describe.each(WORDED_IN_ENGLISH)('mobile number page texts, locale %s', (locale) => {
  const texts = getContent(locale).mobilePage;

  it('has a search title, a description of 120 to 160 characters and keywords', () => {
    expectMeta(texts.meta);
  });

  it('says what it is, how we read a number, and frames it honestly with the privacy promise', () => {
    expect(texts.sections).toHaveLength(3);
    for (const section of texts.sections)
      expect(words(sectionTexts([section]).join(' ')), section.heading).toBeGreaterThan(60);
    const framing = sectionTexts([texts.sections[2]!]).join(' ');
    expect(framing).toMatch(/never as a reason to worry/);
    expect(framing).toMatch(/no need to change/);
    expect(framing).toMatch(/never sends it to us: it is never logged and never stored/);
    expect(framing).toMatch(/even then we keep no copy/);
    expect(texts.form.intro).toMatch(/checking your number never sends it anywhere/);
  });

  it('fills every template with exactly the slots the page gives it', () => {
    const expected: Array<[string, string[]]> = [
      [texts.result.heading, ['number']],
      [texts.result.total, ['total']],
      [texts.result.reduced, ['number']],
      [texts.result.birthNumbers, ['bhagyank', 'moolank']],
      [texts.result.withMoolank, ['moolank', 'number']],
      [texts.result.withBhagyank, ['bhagyank', 'number']],
      [texts.result.meaningHeading, ['number']],
      [texts.result.birthMissing, ['digits']],
      [texts.result.repeatedItem, ['count', 'digit']],
    ];
    for (const [template, names] of expected) expect(slots(template), template).toEqual(names);
    expect(Object.keys(texts.result.verdicts).sort()).toEqual(VERDICTS);
  });

  it('never frightens', () => {
    for (const text of allStrings(texts)) expect(text).not.toMatch(DOOM);
  });

  it('loads as its own section', async () => {
    expect(await loadSection(locale, 'mobilePage')).toEqual(texts);
  });
});

describe.each(WORDED_IN_ENGLISH)('compatibility page texts, locale %s', (locale) => {
  const texts = getContent(locale).compatibilityPage;

  it('has a search title, a description of 120 to 160 characters and keywords', () => {
    expectMeta(texts.meta);
  });

  it('says what it is and what it cannot tell, keeps dates on the device, shares first names only', () => {
    expect(texts.sections).toHaveLength(2);
    const honest = sectionTexts([texts.sections[1]!]).join(' ');
    expect(honest).toMatch(/never a verdict on a relationship/);
    expect(honest).toMatch(/nothing is sent to us/);
    expect(honest).toMatch(/only the two first names and the score/);
    expect(texts.share.intro).toMatch(/never a date of birth/);
  });

  it("names every part of numerology-core's score, in the method and in the result", () => {
    expect(Object.keys(texts.method.parts).sort()).toEqual(PART_IDS);
    expect(Object.keys(texts.result.parts).sort()).toEqual(PART_IDS);
    // The method's maxima come from the core, so the page can never drift from the score.
    for (const text of Object.values(texts.method.parts)) expect(slots(text)).toEqual(['max']);
    for (const [id, text] of Object.entries(texts.result.parts))
      expect(
        slots(text).every((slot) => slot === 'a' || slot === 'b'),
        id,
      ).toBe(true);
    expect(slots(texts.result.parts.moolankAWithBhagyankB)).toEqual(['a', 'b']);
    expect(slots(texts.result.parts.moolankBWithBhagyankA)).toEqual(['a', 'b']);
  });

  it('fills every template with exactly the slots the page gives it', () => {
    const expected: Array<[string, string[]]> = [
      [texts.result.heading, ['a', 'b']],
      [texts.result.score, ['score']],
      [texts.result.partNumbers, ['x', 'y']],
      [texts.result.points, ['max', 'points']],
      [texts.result.total, ['score', 'sum']],
      [texts.result.pairHeading, ['x', 'y']],
      [texts.result.bhagyankHeading, ['x', 'y']],
      [texts.result.fills, ['digits', 'name', 'other']],
      [texts.result.fillsNone, ['name', 'other']],
      [texts.result.nothingMissing, ['name']],
      [texts.result.yearsHeading, ['year']],
      [texts.result.yearLine, ['name', 'number']],
      [texts.share.message, ['a', 'b', 'score']],
      [texts.share.image.names, ['a', 'b']],
      [texts.share.previewAlt, ['a', 'b', 'score']],
      [texts.shared.heading, ['a', 'b', 'score']],
    ];
    for (const [template, names] of expected) expect(slots(template), template).toEqual(names);
    expect(Object.keys(texts.result.verdicts).sort()).toEqual(VERDICTS);
  });

  it('never frightens, and never calls a score a verdict on the relationship', () => {
    for (const text of allStrings(texts)) expect(text).not.toMatch(DOOM);
  });

  it('loads as its own section', async () => {
    expect(await loadSection(locale, 'compatibilityPage')).toEqual(texts);
  });
});

describe.each(WORDED_IN_ENGLISH)('links to the two tools, locale %s', (locale) => {
  const { ui } = getContent(locale);

  it('has a navigation label and an analysis-page line for each', () => {
    expect(ui.nav.mobileNumber.length).toBeGreaterThan(0);
    expect(ui.nav.compatibility.length).toBeGreaterThan(0);
    expect(words(ui.analysis.tools.mobile.text)).toBeGreaterThan(5);
    expect(words(ui.analysis.tools.compatibility.text)).toBeGreaterThan(5);
  });
});

describe.each(LOCALES)('home page tool cards, locale %s', (locale) => {
  it('lead to every free tool, each card with its own words', () => {
    const tools = getContent(locale).site.features.tools;
    expect(tools.map((tool) => tool.to)).toEqual([
      '/name-correction',
      '/mobile-number-numerology',
      '/compatibility',
      '/vehicle-number-numerology',
      '/house-number-numerology',
    ]);
    for (const tool of tools) {
      expect(words(tool.text), tool.to).toBeGreaterThanOrEqual(20);
      expect(tool.link.length, tool.to).toBeGreaterThan(0);
    }
  });
});

describe.each(LOCALES)('vehicle and house number page texts, locale %s', (locale) => {
  const { vehiclePage, housePage } = getContent(locale);

  it('have search titles, descriptions of 120 to 160 characters and keywords', () => {
    expectMeta(vehiclePage.meta);
    expectMeta(housePage.meta);
  });

  it('fill every template with exactly the slots the page gives it', () => {
    const expected: Array<[string, string[]]> = [
      [vehiclePage.result.heading, ['number']],
      [vehiclePage.result.total, ['total']],
      [vehiclePage.result.reduced, ['number']],
      [vehiclePage.result.lastFour, ['number', 'serial', 'total']],
      [vehiclePage.result.withLetters, ['digits', 'letters', 'number', 'total']],
      [vehiclePage.result.withMoolank, ['moolank', 'number']],
      [housePage.result.heading, ['number']],
      [housePage.result.reduced, ['number']],
      [housePage.result.meaningHeading, ['number']],
      [housePage.result.withBhagyank, ['bhagyank', 'number']],
    ];
    for (const [template, names] of expected) expect(slots(template), template).toEqual(names);
    expect(Object.keys(vehiclePage.result.byNumber)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(Object.keys(housePage.result.byNumber)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('never frighten, and load as their own sections', async () => {
    for (const text of [...allStrings(vehiclePage), ...allStrings(housePage)])
      expect(text).not.toMatch(DOOM);
    expect(await loadSection(locale, 'vehiclePage')).toEqual(vehiclePage);
    expect(await loadSection(locale, 'housePage')).toEqual(housePage);
  });
});

describe('house number page, in English', () => {
  it('makes no vastu claims and says so', () => {
    const { housePage } = getContent('en');
    expect(sectionTexts(housePage.sections).join(' ')).toMatch(/We do not read vastu/);
    expect(housePage.result.framing).toMatch(/no vastu claims/);
  });
});
