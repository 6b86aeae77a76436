import { NumerologyInputError, type InputProblem } from './errors.js';
import type { Digit } from './grid.js';
import { numberHarmony, type Harmony } from './harmony.js';
import { localToday, parseDob } from './input.js';
import { valueOfCode } from './letters.js';
import { reduceNumber } from './reduce.js';

/**
 * The codes of India's states and union territories on registration plates, the older ones
 * included (OR before OD, UA before UK, CT before CG, DD and DN before they merged) since those
 * plates are still on the road.
 */
export const VEHICLE_STATE_CODES: readonly string[] = [
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'CT', 'DD', 'DL', 'DN', 'GA', 'GJ', 'HP', 'HR', 'JH',
  'JK', 'KA', 'KL', 'LA', 'LD', 'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ',
  'SK', 'TN', 'TR', 'TS', 'UA', 'UK', 'UP', 'WB',
]; // prettier-ignore

export interface VehicleRegistration {
  /** The registration as a plate shows it: "MH 12 AB 1234", "22 BH 1234 AA". */
  number: string;
  kind: 'state' | 'bh';
  /** The plate's four-digit number ("0042" for 42): the last four digits. */
  serial: string;
}

export interface VehicleOptions {
  /** The owner's date of birth as YYYY-MM-DD. */
  dob: string;
  /** The latest date of birth accepted, as YYYY-MM-DD; defaults to today's local date. */
  today?: string;
}

export interface VehicleReading {
  number: string;
  /** Every digit of the registration, in order (the serial with its leading zeros). */
  digits: number[];
  total: number;
  reduced: Digit;
  /** The four digits of the plate's own number, which many practitioners read alone. */
  lastFour: { digits: string; total: number; reduced: Digit };
  /** The letters by the one letter table (Chaldean), and with the digits, for those who count them. */
  letters: {
    values: Array<{ letter: string; value: number }>;
    total: number;
    withDigits: number;
    reduced: Digit;
  };
  moolank: Digit;
  bhagyank: Digit;
  /** The reduced number (all the digits) against the owner's moolank and bhagyank. */
  harmony: { moolank: Harmony; bhagyank: Harmony };
}

// What people type between the parts of a registration.
const SEPARATORS = /[\s\-.]/g;
// State plate: state code, RTO (1 or 2 digits), series (1 to 3 letters), number (1 to 4 digits).
const STATE_PLATE = /^([A-Z]{2})(\d{1,2})([A-Z]{1,3})(\d{1,4})$/;
// Bharat series: year of registration, BH, four digits, one or two letters (never I or O).
const BH_PLATE = /^(\d{2})BH(\d{4})([A-HJ-NP-Z]{1,2})$/;
const MAX_TYPED_LENGTH = 30;
const EXAMPLE = 'for example MH 12 AB 1234, or 22 BH 1234 AA for the Bharat series';

const refuse = (message: string, code: InputProblem, values: Record<string, string> = {}) =>
  new NumerologyInputError('number', message, code, values);

/** A registration checked and written the plate's way, or a NumerologyInputError saying why not. */
export function vehicleRegistration(typed: unknown): VehicleRegistration {
  if (typeof typed !== 'string' || typed.trim() === '') {
    throw refuse('Please enter your vehicle number.', 'vehicle_missing');
  }
  const compact =
    typed.length > MAX_TYPED_LENGTH ? '' : typed.replace(SEPARATORS, '').toUpperCase();
  const bh = BH_PLATE.exec(compact);
  if (bh) {
    const [, year, serial, series] = bh as unknown as [string, string, string, string];
    if (serial !== '0000') return { number: `${year} BH ${serial} ${series}`, kind: 'bh', serial };
  }
  const plate = STATE_PLATE.exec(compact);
  if (plate) {
    const [, state, rto, series, digits] = plate as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const serial = digits.padStart(4, '0');
    if (!VEHICLE_STATE_CODES.includes(state)) {
      throw refuse(
        `${state} is not a state code used on Indian number plates. Please check the first two letters, for example MH 12 AB 1234.`,
        'vehicle_state',
        { state },
      );
    }
    if (serial !== '0000' && Number(rto) > 0) {
      return {
        number: `${state} ${rto} ${series} ${serial}`,
        kind: 'state',
        serial,
      };
    }
  }
  throw refuse(
    `Please enter the registration as it is on the plate, ${EXAMPLE}.`,
    'vehicle_format',
  );
}

/**
 * Reads a vehicle registration as Indian practitioners do: every digit added and reduced, the
 * plate's four-digit number on its own too, and (for those who count them) the letters by the
 * letter table; the all-digits number is set against the owner's moolank and bhagyank by the one
 * friend table. Throws NumerologyInputError for a bad registration or date.
 */
export function vehicleNumberReading(typed: string, options: VehicleOptions): VehicleReading {
  const { number, serial } = vehicleRegistration(typed);
  const { day, month, year } = parseDob(options.dob, options.today ?? localToday());
  const digits: number[] = [];
  const values: Array<{ letter: string; value: number }> = [];
  for (const character of number) {
    if (character >= '0' && character <= '9') digits.push(Number(character));
    else if (character !== ' ')
      values.push({ letter: character, value: valueOfCode(character.charCodeAt(0)) });
  }
  const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);
  // The serial is never 0000, so every total is at least 1 and reduces to 1 to 9.
  const total = sum(digits);
  const reduced = reduceNumber(total) as Digit;
  const lastFourTotal = sum([...serial].map(Number));
  const letterTotal = sum(values.map((v) => v.value));
  const moolank = reduceNumber(day) as Digit;
  const bhagyank = reduceNumber(day + month + year) as Digit;
  return {
    number,
    digits,
    total,
    reduced,
    lastFour: {
      digits: serial,
      total: lastFourTotal,
      reduced: reduceNumber(lastFourTotal) as Digit,
    },
    letters: {
      values,
      total: letterTotal,
      withDigits: total + letterTotal,
      reduced: reduceNumber(total + letterTotal) as Digit,
    },
    moolank,
    bhagyank,
    harmony: {
      moolank: numberHarmony(reduced, moolank),
      bhagyank: numberHarmony(reduced, bhagyank),
    },
  };
}
