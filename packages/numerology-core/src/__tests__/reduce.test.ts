import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduceKeepingMasters, reduceNumber, reductionChain } from '../index.js';

describe('reduceNumber', () => {
  it('sums digits until one is left', () => {
    expect(reduceNumber(1990)).toBe(1);
    expect(reduceNumber(2003)).toBe(5);
    expect(reduceNumber(29)).toBe(2);
    expect(reduceNumber(9)).toBe(9);
    expect(reduceNumber(0)).toBe(0);
  });

  it('lands in 0..9 and keeps the value mod 9', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const r = reduceNumber(n);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(9);
        expect(r % 9).toBe(n % 9);
        expect(r === 0).toBe(n === 0);
      }),
    );
  });

  it('refuses negative and fractional numbers', () => {
    expect(() => reduceNumber(-1)).toThrow(RangeError);
    expect(() => reduceNumber(1.5)).toThrow(RangeError);
  });
});

describe('reduceKeepingMasters', () => {
  it('stops at 11, 22 and 33', () => {
    expect(reduceKeepingMasters(29)).toBe(11);
    expect(reduceKeepingMasters(2002)).toBe(4);
    expect(reduceKeepingMasters(1993)).toBe(22);
    expect(reduceKeepingMasters(33)).toBe(33);
    expect(reduceKeepingMasters(44)).toBe(8);
  });
});

describe('reductionChain', () => {
  it('records each digit sum', () => {
    expect(reductionChain(1990)).toEqual([
      { digits: [1, 9, 9, 0], total: 19 },
      { digits: [1, 9], total: 10 },
      { digits: [1, 0], total: 1 },
    ]);
    expect(reductionChain(7)).toEqual([]);
  });
});
