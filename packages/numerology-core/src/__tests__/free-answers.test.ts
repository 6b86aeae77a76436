import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.js';
import { analysisAnswers, nameFitOf, numberVerdict, suitingTotals } from '../free-answers.js';
import { DIGITS, gridSources } from '../grid.js';
import { numberHarmony, type Harmony } from '../harmony.js';
import { luckyTimes } from '../lucky.js';

const digit = fc.constantFrom(...DIGITS);
const harmony = fc.constantFrom<Harmony>('friendly', 'neutral', 'challenging');

describe('analysisAnswers', () => {
  it('reads the name against moolank and bhagyank by the friend table', () => {
    // Asha Verma, 5 August 1990: moolank 5, bhagyank 5 (5+8+1990 = 2003 -> 5), name 28 -> 1.
    const analysis = analyze({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' });
    const answers = analysisAnswers(analysis);
    expect(answers.nameHarmony).toEqual({
      moolank: numberHarmony(analysis.nameNumber, analysis.psychicNumber),
      bhagyank: numberHarmony(analysis.nameNumber, analysis.lifePathNumber),
    });
    expect(answers.lucky).toEqual(luckyTimes(analysis.psychicNumber));
  });

  it('lists what went into the grid: all three 9s of 1999, and a two-digit day adds its moolank', () => {
    const analysis = analyze({ name: 'Ravi', dob: '1999-12-23', gender: 'Male' });
    const { grid } = analysisAnswers(analysis);
    expect(grid.dobDigits).toEqual([2, 3, 1, 2, 1, 9, 9, 9]);
    expect(grid.psychicNumber).toBe(5);
    expect(grid).toEqual(gridSources(analysis));
  });

  it('a name friendly to both fits; a challenging side asks for care', () => {
    expect(nameFitOf({ moolank: 'friendly', bhagyank: 'friendly' })).toBe('fits');
    expect(nameFitOf({ moolank: 'friendly', bhagyank: 'neutral' })).toBe('mixed');
    expect(nameFitOf({ moolank: 'friendly', bhagyank: 'challenging' })).toBe('care');
    expect(nameFitOf(null)).toBeNull();
  });
});

describe('numberVerdict and suitingTotals', () => {
  it('suits only with a friendly side and no challenging one; avoid only the reverse', () => {
    fc.assert(
      fc.property(harmony, harmony, (moolank, bhagyank) => {
        const verdict = numberVerdict({ moolank, bhagyank });
        const both = [moolank, bhagyank];
        if (verdict === 'suits') expect(both).not.toContain('challenging');
        if (verdict === 'suits') expect(both).toContain('friendly');
        if (verdict === 'avoid') expect(both).not.toContain('friendly');
        if (verdict === 'avoid') expect(both).toContain('challenging');
        expect(numberVerdict({ moolank: bhagyank, bhagyank: moolank })).toBe(verdict);
      }),
    );
  });

  it('every suiting total is one the verdict calls "suits", and there is always at least one', () => {
    fc.assert(
      fc.property(digit, digit, (moolank, bhagyank) => {
        const totals = suitingTotals(moolank, bhagyank);
        expect(totals.length).toBeGreaterThan(0);
        for (const total of totals) {
          const verdict = numberVerdict({
            moolank: numberHarmony(total, moolank),
            bhagyank: numberHarmony(total, bhagyank),
          });
          expect(verdict).toBe('suits');
        }
      }),
    );
  });

  it('prefers totals friendly to both: moolank 1 and bhagyank 3 get 1, 2, 3 and 9', () => {
    expect(suitingTotals(1, 3)).toEqual([1, 2, 3, 9]);
  });
});
