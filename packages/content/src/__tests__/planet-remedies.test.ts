/** Every planet's remedies, complete in both languages, and the mantras kept once. */
import { DIGITS, REMEDY_KINDS } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, PLANET_MANTRAS, getContent, strayLatinWords } from '../index.js';
import { allStrings } from './helpers.js';

const DEVANAGARI = /^[\u0900-\u097F\s]+$/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(LOCALES)('the remedies of each planet in %s', (locale) => {
  const copy = getContent(locale).report.planetRemedies;
  const attributes = getContent(locale).attributes;

  it.each(DIGITS)(
    'gives %s its colour, daan, fast, mantra meaning, yantra and small act, each with why',
    (d) => {
      const planet = copy.planets[d];
      const texts = {
        name: planet.name,
        inSentence: planet.inSentence,
        colours: planet.colours,
        colourWhy: planet.colourWhy,
        daanItems: planet.daan.items,
        daanTo: planet.daan.to,
        daanWhy: planet.daan.why,
        fastHow: planet.fast.how,
        fastWhy: planet.fast.why,
        mantraMeaning: planet.mantraMeaning,
        mantraWhy: planet.mantraWhy,
        actWhy: planet.actWhy,
        yantraName: planet.yantra.name,
        yantraHow: planet.yantra.how,
        yantraWhy: planet.yantra.why,
      };
      for (const [field, text] of Object.entries(texts))
        expect(text.trim().length, `${d} ${field}`).toBeGreaterThan(2);
      // The colours are attributes' colours of the number, not a second list.
      for (const colour of attributes[d].luckyColours)
        expect(planet.colours.toLowerCase()).toContain(colour.toLowerCase());
    },
  );

  it('never repeats a "why" between two planets', () => {
    const whys = DIGITS.flatMap((d) => {
      const p = copy.planets[d];
      return [
        p.colourWhy,
        p.daan.why,
        p.fast.why,
        p.mantraMeaning,
        p.mantraWhy,
        p.yantra.why,
        p.actWhy,
      ];
    });
    expect(new Set(whys).size).toBe(whys.length);
  });

  it('fills the same places in its templates as English', () => {
    const en = getContent('en').report.planetRemedies;
    const templates = (c: typeof copy) => ({
      planetHeading: c.planetHeading,
      ...Object.fromEntries(Object.entries(c.summaryItems).map(([k, v]) => [`item-${k}`, v])),
      ...Object.fromEntries(Object.entries(c.moolankAndBhagyank).map(([k, v]) => [`mb-${k}`, v])),
      ...Object.fromEntries(Object.entries(c.moolankWithName).map(([k, v]) => [`mn-${k}`, v])),
      ...c.reasons,
      ...c.clashWith,
      calmNote: c.calmNote,
      colourWhat: c.colourWhat,
      daanWhat: c.daanWhat,
      fastWhat: c.fastWhat,
      mantraWhat: c.mantraWhat,
      yantraWhat: c.yantraWhat,
      actWhat: c.actWhat,
      ...Object.fromEntries(
        Object.entries(c.whyFor).flatMap(([mode, kinds]) =>
          Object.entries(kinds).map(([kind, v]) => [`why-${mode}-${kind}`, v]),
        ),
      ),
    });
    const ours = templates(copy);
    for (const [key, text] of Object.entries(templates(en)))
      expect(placeholders(ours[key as keyof typeof ours]), key).toEqual(placeholders(text));
    // Hindi prints the mantra in Devanagari only, without the Latin transliteration.
    expect(copy.transliterate).toBe(locale !== 'hi');
  });

  it("says why for exactly the three remedies each aim gets, in the person's numbers", () => {
    for (const [mode, kinds] of Object.entries(REMEDY_KINDS)) {
      const whys = copy.whyFor[mode as keyof typeof copy.whyFor] as Record<string, string>;
      expect(Object.keys(whys).sort(), mode).toEqual([...kinds].sort());
      // Each names the planet and at least one of the person's own numbers.
      for (const text of Object.values(whys)) {
        expect(text).toContain('{planet}');
        expect(text).toMatch(/\{(moolank|bhagyank|naamank)\}/);
      }
    }
    // Calming names the numbers the name number pulls against.
    for (const text of Object.values(copy.whyFor.calm)) expect(text).toContain('{numbers}');
  });

  it('promises nothing and frightens no one', () => {
    const all = allStrings(copy).join('\n');
    expect(all).not.toMatch(/guarantee|will (bring|remove|cure)|danger|curse|malefic|evil/i);
    expect(all).not.toMatch(/अशुभ|दोष|संकट|ख़तरनाक|गारंटी|पक्का/);
  });
});

describe('the navagraha beej mantras', () => {
  it('are written once, in Devanagari with a Latin transliteration, for all nine', () => {
    for (const d of DIGITS) {
      const { devanagari, transliteration } = PLANET_MANTRAS[d];
      expect(devanagari, `${d}`).toMatch(DEVANAGARI);
      expect(devanagari.startsWith('ॐ') && devanagari.endsWith('नमः')).toBe(true);
      expect(transliteration).toMatch(/^Om [A-Za-z ]+ Namah$/);
    }
    expect(new Set(DIGITS.map((d) => PLANET_MANTRAS[d].devanagari)).size).toBe(9);
  });

  it('are not copied into the Hindi texts, which keep to Devanagari', () => {
    const hi = getContent('hi').report.planetRemedies;
    // Placeholders ({planet}) are filled in before printing.
    const printed = allStrings(hi).map((text) => text.replace(/\{\w+\}/g, ''));
    expect(printed.flatMap((text) => strayLatinWords(text))).toEqual([]);
  });
});
