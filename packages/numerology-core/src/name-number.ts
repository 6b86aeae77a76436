import { letterValue, valueOfCode } from './letters.js';
import { reduceNumber } from './reduce.js';

/** The letters of a name that carry a value, each with that value, in order. */
export function nameLetterValues(name: string): Array<{ letter: string; value: number }> {
  const values: Array<{ letter: string; value: number }> = [];
  for (const letter of name) {
    const value = letterValue(letter);
    if (value > 0) values.push({ letter: letter.toUpperCase(), value });
  }
  return values;
}

/** Reduced sum of the letter values of a name; 0 when no character carries a value. */
export function nameNumber(name: string): number {
  let sum = 0;
  for (let i = 0; i < name.length; i++) sum += valueOfCode(name.charCodeAt(i));
  return Number.isFinite(sum) ? reduceNumber(sum) : 0;
}
