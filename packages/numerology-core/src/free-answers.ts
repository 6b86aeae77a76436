/**
 * The free pages' direct answers, each read from the rule the report uses, never a copy of it:
 * whether the name number suits moolank and bhagyank (the friend table), the lucky numbers, dates
 * and days (luckyTimes), what went into the Lo Shu grid (gridSources), and a mobile number's one
 * verdict with the totals that would suit its owner.
 */
import type { Analysis } from './analyze.js';
import { DIGITS, gridSources, type Digit, type GridSources } from './grid.js';
import { HARMONY_TABLE, isDigit, numberHarmony, type Harmony } from './harmony.js';
import { luckyTimes, type LuckyTimes } from './lucky.js';
import { friendlyToBoth, type HarmonyPair } from './name-verdict.js';

/** How the name number sits with both birth numbers, in one word for the page. */
export type NameFit = 'fits' | 'mixed' | 'care';

export interface AnalysisAnswers {
  /** The name number against moolank and bhagyank; null when the name has no number. */
  nameHarmony: HarmonyPair;
  /** fits: friendly to both; care: challenging to either; mixed: anything between. */
  nameFit: NameFit | null;
  /** Lucky numbers, dates and weekdays of the moolank, by the one rule of the friend table. */
  lucky: LuckyTimes;
  /** What the grid counted: the date's digits, the moolank (two-digit day), bhagyank and kua. */
  grid: GridSources;
}

export function nameFitOf(harmony: HarmonyPair): NameFit | null {
  if (!harmony?.moolank || !harmony.bhagyank) return null;
  if (friendlyToBoth(harmony)) return 'fits';
  if (harmony.moolank === 'challenging' || harmony.bhagyank === 'challenging') return 'care';
  return 'mixed';
}

export function analysisAnswers(analysis: Analysis): AnalysisAnswers {
  const { nameNumber, psychicNumber, lifePathNumber } = analysis;
  const nameHarmony: HarmonyPair = isDigit(nameNumber)
    ? {
        moolank: numberHarmony(nameNumber, psychicNumber),
        bhagyank: numberHarmony(nameNumber, lifePathNumber),
      }
    : null;
  return {
    nameHarmony,
    nameFit: nameFitOf(nameHarmony),
    lucky: luckyTimes(psychicNumber),
    grid: gridSources(analysis),
  };
}

/** A number's one verdict for its owner: suits, neutral, or better avoided. */
export type NumberVerdict = 'suits' | 'neutral' | 'avoid';

/**
 * One verdict from the two harmonies: friendly to one and challenging to neither suits; a
 * challenging one with no friendly one is better avoided; the rest (both neutral, or one friendly
 * and one challenging, which pull both ways) is neutral.
 */
export function numberVerdict(harmony: { moolank: Harmony; bhagyank: Harmony }): NumberVerdict {
  const both = [harmony.moolank, harmony.bhagyank];
  const friendly = both.includes('friendly');
  const challenging = both.includes('challenging');
  if (friendly && !challenging) return 'suits';
  if (challenging && !friendly) return 'avoid';
  return 'neutral';
}

/**
 * The reduced totals (1 to 9) a number would best have for this owner: those friendly to both
 * moolank and bhagyank; when the table has none, those the verdict above calls "suits".
 */
export function suitingTotals(moolank: Digit, bhagyank: Digit): Digit[] {
  const both = HARMONY_TABLE[moolank].friendly.filter((d) =>
    HARMONY_TABLE[bhagyank].friendly.includes(d),
  );
  if (both.length > 0) return [...both];
  return DIGITS.filter(
    (d) =>
      numberVerdict({
        moolank: numberHarmony(d, moolank),
        bhagyank: numberHarmony(d, bhagyank),
      }) === 'suits',
  );
}
