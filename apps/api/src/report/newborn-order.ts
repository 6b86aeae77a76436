/** The order of a newborn's shortlisted names in the report (docs/decisions.md, "Newborn chapter"). */
import type { Harmony } from '@ankvidya/numerology-core';

interface WithHarmony {
  harmony: { moolank: Harmony; bhagyank: Harmony };
}

/** Less easy with moolank or bhagyank: such a name is never the chapter's best. */
export const lessEasy = ({ harmony }: WithHarmony): boolean =>
  harmony.moolank === 'challenging' || harmony.bhagyank === 'challenging';

/**
 * The page's ranking (the pada's syllable first), except that a name less easy with either
 * number goes last whatever its syllable, so the first name is one that sits well.
 */
export function easyFirst<T extends WithHarmony>(ranked: readonly T[]): T[] {
  return [...ranked.filter((n) => !lessEasy(n)), ...ranked.filter((n) => lessEasy(n))];
}
