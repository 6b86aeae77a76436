import { describe, expect, it } from 'vitest';
import { friendlyToBoth, nameIsHarmonious } from '../index.js';

describe('friendlyToBoth', () => {
  it('is true only when the naamank is friendly to moolank and bhagyank alike', () => {
    expect(friendlyToBoth({ moolank: 'friendly', bhagyank: 'friendly' })).toBe(true);
    expect(friendlyToBoth({ moolank: 'friendly', bhagyank: 'neutral' })).toBe(false);
    expect(friendlyToBoth({ moolank: 'challenging', bhagyank: 'friendly' })).toBe(false);
  });

  it('is false without a naamank', () => {
    expect(friendlyToBoth(null)).toBe(false);
    expect(friendlyToBoth({ moolank: null, bhagyank: null })).toBe(false);
  });
});

describe('nameIsHarmonious', () => {
  const friendly = { moolank: 'friendly', bhagyank: 'friendly' } as const;

  it('asks for a favourable compound as well as friendliness to both numbers', () => {
    expect(nameIsHarmonious({ harmony: friendly, tone: 'favourable' })).toBe(true);
    expect(nameIsHarmonious({ harmony: friendly, tone: 'neutral' })).toBe(false);
    expect(nameIsHarmonious({ harmony: friendly, tone: null })).toBe(false);
    expect(
      nameIsHarmonious({
        harmony: { moolank: 'neutral', bhagyank: 'friendly' },
        tone: 'favourable',
      }),
    ).toBe(false);
  });
});
