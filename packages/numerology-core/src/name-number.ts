import { letterValue, valueOfCode } from './letters.js';
import { reduceNumber } from './reduce.js';

/** The letters of a name that carry a value, each with that value, in order. */
export function nameLetterValues(name: string): Array<{ letter: string; value: number }> {
  return Array.from(name)
    .map((letter) => ({ letter: letter.toUpperCase(), value: letterValue(letter) }))
    .filter((entry) => entry.value > 0);
}

/** Reduced sum of the letter values of a name; 0 when no character carries a value. */
export function nameNumber(name: string): number {
  let sum = 0;
  for (let i = 0; i < name.length; i++) sum += valueOfCode(name.charCodeAt(i));
  return Number.isFinite(sum) ? reduceNumber(sum) : 0;
}
