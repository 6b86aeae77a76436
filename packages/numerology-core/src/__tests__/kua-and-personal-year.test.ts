import { describe, expect, it } from 'vitest';
import { kuaDirectionsFrom, kuaNumber, personalYear } from '../index.js';

describe('kuaNumber', () => {
  it('men: reduce(11 - reduce(year))', () => {
    expect(kuaNumber(1985, 'Male')).toBe(6); // 23 -> 5; 11 - 5 = 6
    expect(kuaNumber(1999, 'Male')).toBe(1); // 1; 11 - 1 = 10 -> 1
    expect(kuaNumber(2000, 'Male')).toBe(9); // 2; 11 - 2 = 9
  });

  it('women: reduce(year + 4)', () => {
    expect(kuaNumber(1990, 'Female')).toBe(5); // 1994 -> 23 -> 5
    expect(kuaNumber(2000, 'Female')).toBe(6); // 2004 -> 6
  });
});

describe('kuaDirectionsFrom', () => {
  it('keeps a kua of its own directions and lends kua 5 those of kua 2 (men) or 8 (women)', () => {
    expect(kuaDirectionsFrom(1, 'Female')).toBe(1);
    expect(kuaDirectionsFrom(9, 'Male')).toBe(9);
    expect(kuaDirectionsFrom(5, 'Male')).toBe(2);
    expect(kuaDirectionsFrom(5, 'Female')).toBe(8);
  });
});

describe('personalYear', () => {
  it('reduces day, month and current year before adding', () => {
    expect(personalYear(5, 8, 2026)).toBe(5); // 5 + 8 + 1 = 14 -> 5
    expect(personalYear(23, 12, 2026)).toBe(9); // 5 + 3 + 1
    expect(personalYear(5, 8, 2027)).toBe(6); // 5 + 8 + 2 = 15 -> 6
  });
});
