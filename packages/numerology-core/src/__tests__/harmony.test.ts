import { describe, expect, it } from 'vitest';
import { DIGITS } from '../grid.js';
import { HARMONY_TABLE, numberHarmony } from '../harmony.js';

describe('HARMONY_TABLE', () => {
  it('gives every pair 1..9 x 1..9 exactly one verdict: the lists never overlap', () => {
    for (const a of DIGITS) {
      const { friendly, neutral, challenging } = HARMONY_TABLE[a];
      expect([...friendly, ...neutral, ...challenging].sort()).toEqual([...DIGITS]);
      expect(new Set([...friendly, ...neutral, ...challenging]).size).toBe(9);
    }
  });

  it('is symmetric and every number is friendly to itself', () => {
    for (const a of DIGITS) {
      expect(numberHarmony(a, a)).toBe('friendly');
      for (const b of DIGITS) expect(numberHarmony(a, b)).toBe(numberHarmony(b, a));
    }
  });

  it('follows the planetary friendships: Sun and Saturn apart, Rahu and Saturn together', () => {
    expect(numberHarmony(1, 8)).toBe('challenging');
    expect(numberHarmony(4, 8)).toBe('friendly');
    expect(numberHarmony(1, 9)).toBe('friendly');
    expect(numberHarmony(3, 8)).toBe('neutral');
    expect(HARMONY_TABLE[8]).toEqual({
      friendly: [4, 5, 6, 8],
      neutral: [3, 7],
      challenging: [1, 2, 9],
    });
  });

  it('refuses numbers that are not single digits', () => {
    expect(() => numberHarmony(0, 1)).toThrow(RangeError);
    expect(() => numberHarmony(11, 1)).toThrow(RangeError);
  });
});
