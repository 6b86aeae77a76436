import { transliterate } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../index.js';
import { BOY_NAMES } from '../names/boys.js';
import { GIVEN_NAMES, NAME_GENDERS, NAME_ORIGINS, loadNameMeanings } from '../names/index.js';

const DEVANAGARI_WORD = /^[\u0900-\u097F]+$/;

describe('the names data', () => {
  it('gives every name a unique id of lower-case ASCII', () => {
    const ids = GIVEN_NAMES.map((name) => name.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[0-9])?$/);
  });

  it('lists a usual spelling once per gender', () => {
    const keys = GIVEN_NAMES.map((name) => `${name.latin[0]}/${name.gender}`);
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('writes every name in Latin letters and in Devanagari, with a known gender and origin', () => {
    for (const name of GIVEN_NAMES) {
      for (const spelling of name.latin) expect(spelling, name.id).toMatch(/^[A-Z][a-z]+$/);
      expect(name.devanagari, name.id).toMatch(DEVANAGARI_WORD);
      expect(NAME_GENDERS, name.id).toContain(name.gender);
      expect(NAME_ORIGINS, name.id).toContain(name.origin);
    }
  });
});

describe("the boys' names", () => {
  it('offers at least 700 names given to boys', () => {
    const boys = GIVEN_NAMES.filter((name) => name.gender === 'boy' || name.gender === 'both');
    expect(boys.length).toBeGreaterThanOrEqual(700);
  });
});

/**
 * A spelling reduced to what the everyday spellings of one Devanagari name share: lower case,
 * w as v, ee as i, oo as u, ou as au (Bengali Soumya), doubled letters once, no final a, and no a
 * between two consonants (the inherent vowel Hindi often drops: Avadhesh and Avdhesh).
 */
function looseSpelling(spelling: string): string {
  return spelling
    .toLowerCase()
    .replace(/w/g, 'v')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ou/g, 'au')
    .replace(/(.)\1+/g, '$1')
    .replace(/a$/, '')
    .replace(/(?<=[^aeiou])a(?=[^aeiou])/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * Usual spellings that no loose rule reaches from the Devanagari, each checked by hand:
 * Kishore keeps an English-style final e; Omkar writes the anusvara of ओंकार as m; Srinivas
 * writes श्र as sr; Dnyaneshwar writes ज्ञ the Marathi way, as dny.
 */
const SPELLING_EXCEPTIONS: ReadonlySet<string> = new Set([
  'dnyaneshwar',
  'kishore',
  'omkar',
  'srinivas',
]);

describe('Devanagari and Latin agree', () => {
  const agrees = (devanagari: string, spelling: string) =>
    looseSpelling(transliterate(devanagari)) === looseSpelling(spelling);

  it("reads each boy's Devanagari as his usual Latin spelling, loosely", () => {
    const disagreeing = BOY_NAMES.filter(
      (name) => !SPELLING_EXCEPTIONS.has(name.id) && !agrees(name.devanagari, name.latin[0]),
    ).map((name) => `${name.latin[0]} ${name.devanagari} (${transliterate(name.devanagari)})`);
    expect(disagreeing).toEqual([]);
  });

  it('keeps the exceptions few (under 3%), each a listed name whose spellings really differ', () => {
    expect(SPELLING_EXCEPTIONS.size).toBeLessThan(BOY_NAMES.length * 0.03);
    for (const id of SPELLING_EXCEPTIONS) {
      const name = BOY_NAMES.find((boy) => boy.id === id);
      expect(name, id).toBeDefined();
      expect(agrees(name!.devanagari, name!.latin[0]), id).toBe(false);
    }
  });

  it('reads every boy as a boy or a name for both', () => {
    for (const name of BOY_NAMES) expect(['boy', 'both'], name.id).toContain(name.gender);
    const ids = BOY_NAMES.map((name) => name.id);
    expect(ids).toEqual([...ids].sort());
  });

  it('treats only the documented differences as equal', () => {
    expect(looseSpelling('Aarav')).toBe(looseSpelling('Arav'));
    expect(looseSpelling('Deepak')).toBe(looseSpelling('Dipak'));
    expect(looseSpelling('Ashwin')).toBe(looseSpelling('Ashvin'));
    expect(looseSpelling('Krishna')).toBe(looseSpelling('Krishn'));
    expect(looseSpelling('Avadhesh')).toBe(looseSpelling('Avdhesh'));
    expect(looseSpelling('Soumya')).toBe(looseSpelling('Saumya'));
    expect(looseSpelling('Ravi')).not.toBe(looseSpelling('Ravu'));
    expect(looseSpelling('Mohan')).not.toBe(looseSpelling('Mohin'));
  });
});

describe.each(LOCALES)('name meanings in %s', (locale) => {
  it('mean every name, and no name that is not there', async () => {
    const meanings = await loadNameMeanings(locale);
    expect(Object.keys(meanings).sort()).toEqual(GIVEN_NAMES.map((name) => name.id).sort());
    for (const [id, meaning] of Object.entries(meanings)) {
      expect(meaning.trim(), id).not.toBe('');
      expect(meaning.length, id).toBeLessThanOrEqual(120);
    }
  });
});
