import { describe, expect, it } from 'vitest';
import { LOCALES, getContent } from '../index.js';
import { loadSection } from '../lazy.js';
import { allStrings, sectionTexts, words } from './helpers.js';

/** These checks read English wording; other locales mirror it (locales.test.ts) and have their own (hindi.test.ts). */
const WORDED_IN_ENGLISH = LOCALES.filter((locale) => locale === 'en');

// Every kind of edit numerology-core's suggestNames() can make; each needs its words.
const EDIT_KINDS = [
  'double-consonant',
  'double-vowel',
  'lengthen-vowel',
  'add-h',
  'drop-h',
  'y-for-i',
  'drop-final-a',
  'add-final-a',
  'add-initial',
  'drop-initial',
  'drop-vowel',
  'shorten-vowel',
  'swap-vowel',
  'y-glide',
  'prefix-initial',
] as const;

/** The `{slot}` names of a template. */
const slots = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(WORDED_IN_ENGLISH)('name correction texts, locale %s', (locale) => {
  const texts = getContent(locale).nameCorrection;

  it('has a search description of 120 to 160 characters, a title and keywords', () => {
    expect(texts.meta.description.length).toBeGreaterThanOrEqual(120);
    expect(texts.meta.description.length).toBeLessThanOrEqual(160);
    expect(texts.meta.title.length).toBeGreaterThan(10);
    expect(texts.meta.keywords.length).toBeGreaterThanOrEqual(3);
  });

  it('explains what name correction is, how we do it, and the cautions', () => {
    expect(texts.sections).toHaveLength(3);
    for (const section of texts.sections) {
      expect(section.heading.length).toBeGreaterThan(0);
      expect(sectionTexts([section]).join(' ').length).toBeGreaterThan(200);
    }
    const cautions = sectionTexts([texts.sections[2]!]).join(' ');
    expect(cautions).toMatch(/not a legal change/);
    expect(cautions).toMatch(/documents/i);
    expect(cautions).toMatch(/bank/i);
    expect(cautions).toMatch(/family/i);
    // The method names each kind of edit with an example, and the two-change limit.
    expect(sectionTexts([texts.sections[1]!]).join(' ')).toMatch(/more than two changes/);
  });

  it('words every kind of edit, each naming the word it changed', () => {
    expect(Object.keys(texts.suggestions.edits).sort()).toEqual([...EDIT_KINDS].sort());
    for (const kind of EDIT_KINDS) {
      const text = texts.suggestions.edits[kind];
      expect(slots(text).length, kind).toBeGreaterThan(0);
      expect(
        slots(text).every((slot) => slot === 'from' || slot === 'to'),
        kind,
      ).toBe(true);
      expect(words(text), kind).toBeLessThanOrEqual(20);
    }
  });

  it('fills every template with exactly the slots the page gives it', () => {
    const expected: Array<[string, string[]]> = [
      [texts.reading.currentHeading, ['name']],
      [texts.reading.birthNumbers, ['bhagyank', 'moolank']],
      [texts.reading.compound, ['label']],
      [texts.reading.naamank, ['number']],
      [texts.reading.withMoolank, ['number']],
      [texts.reading.withBhagyank, ['number']],
      [texts.reading.total, ['total']],
      [texts.suggestions.addTrial, ['name']],
      [texts.suggestions.inTrials, ['name']],
      [texts.trials.duplicate, ['name']],
      [texts.trials.table.moolank, ['number']],
      [texts.trials.table.bhagyank, ['number']],
      [texts.trials.star, ['name']],
      [texts.suggestions.showMore, ['count']],
      [texts.trials.remove, ['name']],
      [texts.report.starredNote, ['name']],
    ];
    for (const [template, names] of expected) expect(slots(template), template).toEqual(names);
  });

  it('never frightens: no doom words anywhere in the section', () => {
    for (const text of allStrings(texts)) {
      expect(text).not.toMatch(/\b(bad luck|unlucky|doom|curse|danger|disaster|misfortune)\b/i);
    }
  });

  it('is linked from the home page feature cards', () => {
    expect(getContent(locale).site.features.tools.map((tool) => tool.to)).toContain(
      '/name-correction',
    );
  });

  it('loads as its own section', async () => {
    expect(await loadSection(locale, 'nameCorrection')).toEqual(texts);
  });
});
