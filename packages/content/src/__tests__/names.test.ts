import { describe, expect, it } from 'vitest';
import { LOCALES } from '../index.js';
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
