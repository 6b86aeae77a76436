import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinSchema, isValidGstin, stateCodeSchema } from '../seller.js';

describe('GSTIN', () => {
  // Sample GSTINs seen in public GST guides; the scheme gives back their check characters.
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts %s', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('rejects a wrong check character, a wrong shape and a wrong length', () => {
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1XV')).toBe(false);
    expect(isValidGstin('2AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('')).toBe(false);
  });

  it('computes the check character over the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('normalises case and spaces before checking', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.safeParse('27AAPFU0939F1ZA').success).toBe(false);
  });
});

describe('state codes', () => {
  it('takes the GST codes in use and refuses retired or unknown ones', () => {
    expect(stateCodeSchema.parse('27')).toBe('27');
    expect(stateCodeSchema.safeParse('25').success).toBe(false);
    expect(stateCodeSchema.safeParse('28').success).toBe(false);
    expect(stateCodeSchema.safeParse('99').success).toBe(false);
  });
});
