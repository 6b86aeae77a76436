import { NAKSHATRA_IDS } from '@ankvidya/numerology-core/birth-star';
import { describe, expect, it } from 'vitest';
import { getContent, INDIAN_STATE_CODES, LOCALES } from '../index.js';

describe.each(LOCALES)('places in %s', (locale) => {
  const { places } = getContent(locale);

  it('names every GST state code and no other', () => {
    expect(Object.keys(places.states).sort()).toEqual([...INDIAN_STATE_CODES].sort());
    for (const name of Object.values(places.states)) expect(name.trim()).not.toBe('');
  });

  it('names every nakshatra of the core table and no other', () => {
    expect(Object.keys(places.nakshatras).sort()).toEqual([...NAKSHATRA_IDS].sort());
  });
});

describe('Hindi place names', () => {
  it('are written in Devanagari', () => {
    const { places } = getContent('hi');
    for (const name of [...Object.values(places.states), ...Object.values(places.nakshatras)]) {
      expect(name).toMatch(/^[\u0900-\u097F ]+$/);
    }
  });
});
