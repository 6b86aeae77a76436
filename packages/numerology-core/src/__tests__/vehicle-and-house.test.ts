import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  houseNumber,
  houseNumberReading,
  numberHarmony,
  NumerologyInputError,
  VEHICLE_STATE_CODES,
  vehicleNumberReading,
  vehicleRegistration,
} from '../index.js';

const today = '2026-11-21';
// Asha, 1990-08-05: moolank 5, bhagyank 5 (5 + 8 + 1990 = 2003 -> 5).
const asha = { dob: '1990-08-05', today };

function thrown(fn: () => unknown): NumerologyInputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof NumerologyInputError) return error;
    throw error;
  }
  throw new Error('expected a throw');
}

/** Repeated digit sums, the slow way, to check the reduction independently. */
function digitSumToOne(n: number): number {
  let value = n;
  while (value > 9) value = [...String(value)].reduce((sum, c) => sum + Number(c), 0);
  return value;
}

describe('vehicleNumberReading: worked by hand', () => {
  it('MH 12 AB 1234 for Asha', () => {
    // 1+2+1+2+3+4 = 13 -> 4; the plate's 1234 -> 10 -> 1; M4 H5 A1 B2 = 12, 13 + 12 = 25 -> 7.
    expect(vehicleNumberReading('mh-12-ab-1234', asha)).toEqual({
      number: 'MH 12 AB 1234',
      digits: [1, 2, 1, 2, 3, 4],
      total: 13,
      reduced: 4,
      lastFour: { digits: '1234', total: 10, reduced: 1 },
      letters: {
        values: [
          { letter: 'M', value: 4 },
          { letter: 'H', value: 5 },
          { letter: 'A', value: 1 },
          { letter: 'B', value: 2 },
        ],
        total: 12,
        withDigits: 25,
        reduced: 7,
      },
      moolank: 5,
      bhagyank: 5,
      harmony: { moolank: numberHarmony(4, 5), bhagyank: numberHarmony(4, 5) },
    });
  });

  it('the Bharat series 22 BH 1234 AA, written without spaces', () => {
    const reading = vehicleNumberReading('22bh1234aa', asha);
    expect(reading.number).toBe('22 BH 1234 AA');
    expect(reading.digits).toEqual([2, 2, 1, 2, 3, 4]);
    expect([reading.total, reading.reduced]).toEqual([14, 5]);
    expect(reading.lastFour).toEqual({ digits: '1234', total: 10, reduced: 1 });
    // B2 H5 A1 A1
    expect(reading.letters.total).toBe(9);
  });

  it('a short serial is the plate four digits with its zeros; Delhi RTO of one digit', () => {
    expect(vehicleRegistration('DL 3C AF 42')).toEqual({
      number: 'DL 3 CAF 0042',
      kind: 'state',
      serial: '0042',
    });
    expect(vehicleNumberReading('DL 3C AF 42', asha).lastFour).toEqual({
      digits: '0042',
      total: 6,
      reduced: 6,
    });
  });
});

describe('vehicleRegistration: refusals name the field and the problem', () => {
  it.each([
    ['', 'vehicle_missing'],
    ['   ', 'vehicle_missing'],
    ['XX 12 AB 1234', 'vehicle_state'],
    ['MH 12 AB 12345', 'vehicle_format'],
    ['MH 12 AB 0000', 'vehicle_format'],
    ['MH 00 AB 1234', 'vehicle_format'],
    ['22 BH 0000 AA', 'vehicle_format'],
    ['22 BH 1234 IO', 'vehicle_format'],
    ['1234', 'vehicle_format'],
    ['MH 12 AB 1234 '.repeat(5), 'vehicle_format'],
  ])('%j -> %s', (typed, code) => {
    const error = thrown(() => vehicleRegistration(typed));
    expect(error.field).toBe('number');
    expect(error.code).toBe(code);
  });

  it('a date of birth in the future is refused by the date rules', () => {
    expect(
      thrown(() => vehicleNumberReading('MH 12 AB 1234', { dob: '2030-01-01', today })).field,
    ).toBe('dob');
  });
});

const letters = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    minLength: min,
    maxLength: max,
  });
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const separator = fc.constantFrom('', ' ', '-', ' - ', '.');

describe('vehicle numbers: properties', () => {
  it('any state plate, however separated or cased, reads the same as its normal form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VEHICLE_STATE_CODES),
        fc.integer({ min: 1, max: 99 }),
        letters(1, 3),
        fc.integer({ min: 1, max: 9999 }),
        separator,
        fc.boolean(),
        (state, rto, series, serial, sep, lower) => {
          let typed = [state, String(rto), series, String(serial)].join(sep);
          if (lower) typed = typed.toLowerCase();
          const plate = vehicleRegistration(typed);
          expect(plate.number).toBe(`${state} ${rto} ${series} ${String(serial).padStart(4, '0')}`);
          expect(vehicleRegistration(plate.number)).toEqual(plate);
          const reading = vehicleNumberReading(typed, asha);
          const sum = [...plate.number]
            .filter((c) => /\d/.test(c))
            .reduce((s, c) => s + Number(c), 0);
          expect(reading.total).toBe(sum);
          expect(reading.reduced).toBe(digitSumToOne(sum));
          expect(reading.lastFour.reduced).toBe(digitSumToOne(reading.lastFour.total));
          expect(reading.reduced).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it('any Bharat series plate is accepted and normalised', () => {
    fc.assert(
      fc.property(
        digits(2, 2),
        fc.integer({ min: 1, max: 9999 }),
        fc.string({
          unit: fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ'),
          minLength: 1,
          maxLength: 2,
        }),
        separator,
        (year, serial, series, sep) => {
          const four = String(serial).padStart(4, '0');
          const plate = vehicleRegistration([year, 'BH', four, series].join(sep));
          expect(plate).toEqual({
            number: `${year} BH ${four} ${series}`,
            kind: 'bh',
            serial: four,
          });
        },
      ),
    );
  });

  it('anything else is refused with an input error for the number, never a crash', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        try {
          const plate = vehicleRegistration(typed);
          // Accepted: then its normal form is a plate and reads again as itself.
          expect(vehicleRegistration(plate.number)).toEqual(plate);
        } catch (error) {
          expect(error).toBeInstanceOf(NumerologyInputError);
          expect((error as NumerologyInputError).field).toBe('number');
        }
      }),
    );
  });
});

describe('houseNumberReading', () => {
  it('A-504: A is 1 by the letter table, 1 + 5 + 0 + 4 = 10 -> 1', () => {
    expect(houseNumberReading(' a-504 ', asha)).toEqual({
      number: 'A-504',
      parts: [
        { character: 'A', value: 1 },
        { character: '5', value: 5 },
        { character: '0', value: 0 },
        { character: '4', value: 4 },
      ],
      total: 10,
      reduced: 1,
      moolank: 5,
      bhagyank: 5,
      harmony: { moolank: numberHarmony(1, 5), bhagyank: numberHarmony(1, 5) },
    });
  });

  it('12B is 1 + 2 + 2 = 5; 1/7 is 8; a flat and tower "Flat 3, C" counts its letters too', () => {
    expect(houseNumberReading('12B', asha).total).toBe(5);
    expect(houseNumberReading('1/7', asha).reduced).toBe(8);
    // F8 L3 A1 T4 3 C3 = 22 -> 4
    expect(houseNumberReading('Flat 3, C', asha)).toMatchObject({ total: 22, reduced: 4 });
  });

  it.each([
    ['', 'house_missing'],
    ['ABC', 'house_format'],
    ['0', 'house_format'],
    ['12 & 14', 'house_format'],
    ['-12', 'house_format'],
    ['123456789', 'house_format'],
    ['1'.padEnd(25, ' '), 'house_format'],
  ])('%j -> %s', (typed, code) => {
    const error = thrown(() => houseNumber(typed));
    expect([error.field, error.code]).toEqual(['number', code]);
  });

  it('property: any accepted number totals its digits and letter values, and reduces to 1-9', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (typed) => {
        let number: string;
        try {
          number = houseNumber(typed);
        } catch (error) {
          expect(error).toBeInstanceOf(NumerologyInputError);
          return;
        }
        expect(houseNumber(number)).toBe(number);
        const reading = houseNumberReading(number, asha);
        expect(reading.parts.map((p) => p.character).join('')).toBe(
          number.replace(/[^A-Z0-9]/g, ''),
        );
        expect(reading.reduced).toBe(digitSumToOne(reading.total));
        expect(reading.reduced).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('property: door numbers written with letters, digits and separators are accepted', () => {
    fc.assert(
      fc.property(
        letters(0, 2),
        fc.integer({ min: 1, max: 99999 }),
        fc.constantFrom('', '-', '/', ' '),
        (l, n, sep) => {
          const number = houseNumber(l ? `${l}${sep}${n}` : String(n));
          expect(number).toBe(l ? `${l}${sep}${n}` : String(n));
        },
      ),
    );
  });
});
