import { valueOfCode } from './letters.js';
import { reduceNumber } from './reduce.js';

export type CompoundTone = 'favourable' | 'neutral' | 'challenging';

/**
 * The tone of each Chaldean compound number 10 to 52, after the tradition popularised by Cheiro
 * (his "Book of Numbers"), where compounds he names "the same as" another share its tone. 11, 22
 * and 33 are read here as compounds, as Chaldean name numerology does; the life path keeps its
 * own master-number note.
 */
const FAVOURABLE = [10, 15, 17, 19, 21, 23, 24, 25, 27, 32, 33, 34, 36, 37, 41, 42, 45, 46, 50, 51];
// 11 is challenging as a compound: Cheiro calls it ominous (hidden tests, people not what they
// seem), and its meaning text says so; the master-number 11 of a life path is another reading.
const CHALLENGING = [11, 12, 16, 18, 22, 26, 28, 29, 35, 38, 43, 44, 47, 52];

export const COMPOUND_MIN = 10;
export const COMPOUND_MAX = 52;

/** The compound whose meaning applies to a total: itself up to 52; above, its digit sum. */
export function compoundKey(total: number): number | null {
  let key = total;
  while (key > COMPOUND_MAX)
    key = String(key)
      .split('')
      .reduce((sum, d) => sum + Number(d), 0);
  return key >= COMPOUND_MIN ? key : null;
}

/** Favourable, neutral or challenging, for a compound total (null below 10: no compound). */
export function compoundTone(total: number): CompoundTone | null {
  const key = compoundKey(total);
  if (key === null) return null;
  if (FAVOURABLE.includes(key)) return 'favourable';
  return CHALLENGING.includes(key) ? 'challenging' : 'neutral';
}

/** The sum of a name's letter values before reduction, e.g. 28 for a name whose number is 1. */
export function nameCompound(name: string): number {
  let sum = 0;
  for (let i = 0; i < name.length; i++) sum += valueOfCode(name.charCodeAt(i));
  return sum;
}

/** "28/1": the compound with its reduction, as numerologists write it; a single digit alone. */
export function compoundLabel(total: number): string {
  return total > 9 ? `${total}/${reduceNumber(total)}` : String(total);
}
