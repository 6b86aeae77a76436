import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LETTER_VALUES, nameNumber } from '../index.js';

describe('nameNumber', () => {
  it('adds letter values and reduces', () => {
    expect(nameNumber('Asha Verma')).toBe(1); // 28 -> 10 -> 1
    expect(nameNumber('Rahul Sharma')).toBe(6); // 33 -> 6
    expect(nameNumber('Zoë')).toBe(5); // Z7 O7, ë outside the table: 14 -> 5
  });

  it('counts digits 1 to 9 as themselves', () => {
    expect(nameNumber('R2D2')).toBe(1); // R2 + 2 + D4 + 2 = 10 -> 1
  });

  it('is 0 when nothing carries a value', () => {
    expect(nameNumber('!!! 000')).toBe(0);
    expect(nameNumber('')).toBe(0);
  });

  it('matches the letter table of the specification', () => {
    expect(Object.entries(LETTER_VALUES).filter(([k]) => /[A-Z]/.test(k))).toHaveLength(26);
    expect(LETTER_VALUES.F).toBe(8);
    expect(LETTER_VALUES.O).toBe(7);
    expect(LETTER_VALUES.Z).toBe(7);
  });

  it('ignores letter case and characters outside the table', () => {
    const letters = fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyz123'.split('')),
    });
    const noise = fc.string({ unit: fc.constantFrom(' ', '-', '.', "'", '0', 'é', 'अ', '!') });
    fc.assert(
      fc.property(letters, noise, (name, extra) => {
        expect(nameNumber(name.toLowerCase())).toBe(nameNumber(name.toUpperCase()));
        expect(nameNumber(`${extra}${name}${extra}`)).toBe(nameNumber(name));
      }),
    );
  });
});
