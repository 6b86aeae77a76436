import { NumerologyInputError } from './errors.js';
import type { Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { localToday, parseDob } from './input.js';
import { valueOfCode } from './letters.js';
import { reduceNumber } from './reduce.js';

export interface HouseOptions {
  /** The owner's date of birth as YYYY-MM-DD. */
  dob: string;
  /** The latest date of birth accepted, as YYYY-MM-DD; defaults to today's local date. */
  today?: string;
}

export interface HouseReading {
  /** The number as the door shows it, tidied: "A-504", "12B", "1/7". */
  number: string;
  /** Each digit and letter with its value (a digit is itself, a letter its Chaldean value). */
  parts: Array<{ character: string; value: number }>;
  total: number;
  reduced: Digit;
  moolank: Digit;
  bhagyank: Digit;
  harmony: { moolank: Harmony; bhagyank: Harmony };
}

// Digits, letters and the separators a door number is written with: space - / . , #
const HOUSE_CHARACTERS = /^[A-Z0-9][A-Z0-9 \-/.,#]*$/;
const MAX_TYPED_LENGTH = 20;
// Flat 12345 in tower C: beyond that it is not a door number.
const MAX_SIGNS = 8;
const EXAMPLE = 'for example 12B, A-504 or 1/7';

const refuse = (message: string, code: 'house_missing' | 'house_format') =>
  new NumerologyInputError('number', message, code);

/** A house or flat number checked and tidied (upper case, single spaces), or a NumerologyInputError. */
export function houseNumber(typed: unknown): string {
  if (typeof typed !== 'string' || typed.trim() === '') {
    throw refuse('Please enter your house or flat number.', 'house_missing');
  }
  const tidy = typed.trim().replace(/\s+/g, ' ').toUpperCase();
  const signs = tidy.replace(/[^A-Z0-9]/g, '');
  if (
    typed.length > MAX_TYPED_LENGTH ||
    !HOUSE_CHARACTERS.test(tidy) ||
    signs.length > MAX_SIGNS ||
    !/[1-9]/.test(signs)
  ) {
    throw refuse(
      `Please enter the number on your door, with letters, dashes or a slash if it has them, ${EXAMPLE}.`,
      'house_format',
    );
  }
  return tidy;
}

/**
 * Reads a house or flat number by the rule in docs/decisions.md: everything written on the door
 * counts, each digit as itself and each letter by the letter table (Chaldean), separators not at
 * all; the total is reduced to one digit and set against the owner's moolank and bhagyank.
 */
export function houseNumberReading(typed: string, options: HouseOptions): HouseReading {
  const number = houseNumber(typed);
  const { day, month, year } = parseDob(options.dob, options.today ?? localToday());
  const parts: Array<{ character: string; value: number }> = [];
  for (const character of number) {
    if (/[0-9]/.test(character)) parts.push({ character, value: Number(character) });
    else if (/[A-Z]/.test(character)) {
      parts.push({ character, value: valueOfCode(character.charCodeAt(0)) });
    }
  }
  // At least one digit 1-9 is there, so the total is at least 1 and reduces to 1 to 9.
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const reduced = reduceNumber(total) as Digit;
  const moolank = reduceNumber(day) as Digit;
  const bhagyank = reduceNumber(day + month + year) as Digit;
  return {
    number,
    parts,
    total,
    reduced,
    moolank,
    bhagyank,
    harmony: {
      moolank: numberHarmony(reduced, moolank),
      bhagyank: numberHarmony(reduced, bhagyank),
    },
  };
}
