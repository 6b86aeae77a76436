import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyze,
  DIGITS,
  groupedMobile,
  mobileDigits,
  mobileNumberReading,
  numberHarmony,
  NumerologyInputError,
  type Digit,
} from '../index.js';

const today = '2026-11-21';
const asha = { dob: '1990-08-05', gender: 'Female' as const, today };

/** Repeated digit sums, the slow way, to check the reduction independently. */
function digitSumToOne(n: number): number {
  let value = n;
  while (value > 9)
    value = String(value)
      .split('')
      .reduce((sum, c) => sum + Number(c), 0);
  return value;
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('mobileNumberReading: worked by hand', () => {
  it('+91 98765 43210 for Asha (1990-08-05, moolank 5, bhagyank 5)', () => {
    // 9+8+7+6+5+4+3+2+1+0 = 45 -> 9; 9 with 5 is challenging (Mars regards Mercury as an enemy)
    // Asha's grid holds 1, 5, 8, 9: it misses 2, 3, 4, 6, 7, all of which the number carries.
    expect(mobileNumberReading('+91 98765 43210', asha)).toEqual({
      number: '9876543210',
      digits: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
      total: 45,
      reduced: 9,
      moolank: 5,
      bhagyank: 5,
      harmony: { moolank: 'challenging', bhagyank: 'challenging' },
      birthMissing: [2, 3, 4, 6, 7],
      suppliesMissing: [2, 3, 4, 6, 7],
      repeated: {},
      zeros: 1,
    });
  });

  it('0 99887-76655: repeated digits, and 7 with 5 is neutral', () => {
    // 9+9+8+8+7+7+6+6+5+5 = 70 -> 7; of Asha's missing 2, 3, 4, 6, 7 it carries 6 and 7.
    expect(mobileNumberReading('0 99887-76655', asha)).toMatchObject({
      number: '9988776655',
      total: 70,
      reduced: 7,
      harmony: { moolank: 'neutral', bhagyank: 'neutral' },
      suppliesMissing: [6, 7],
      repeated: { 5: 2, 6: 2, 7: 2, 8: 2, 9: 2 },
      zeros: 0,
    });
  });

  it('the kua joins the birth grid when the gender is given, as on the analysis page', () => {
    // Rahul, 1985-12-23: moolank 5, bhagyank 4; male kua 11 - 5 = 6 fills the 6 of his grid.
    // 6+0+...+0+7 = 13 -> 4: friendly with 5 (Rahu and Mercury) and with 4 itself.
    const rahul = { dob: '1985-12-23', today };
    const withKua = mobileNumberReading('6000000007', { ...rahul, gender: 'Male' });
    expect(withKua).toMatchObject({
      total: 13,
      reduced: 4,
      moolank: 5,
      bhagyank: 4,
      harmony: { moolank: 'friendly', bhagyank: 'friendly' },
      birthMissing: [7],
      suppliesMissing: [7],
      zeros: 8,
    });
    const dateOnly = mobileNumberReading('6000000007', rahul);
    expect(dateOnly.birthMissing).toEqual([6, 7]);
    expect(dateOnly.suppliesMissing).toEqual([6, 7]);
  });

  it.each([
    '9876543210',
    '+919876543210',
    '+91-98765-43210',
    '91 98765 43210',
    '098765 43210',
    '(+91) 98765.43210',
    ' 98765\t43210 ',
    '+91 (987) 654-3210',
  ])('reads %j as 9876543210', (typed) => {
    expect(mobileNumberReading(typed, asha).number).toBe('9876543210');
  });

  it('keeps a number that itself starts with 91', () => {
    expect(mobileNumberReading('9123456789', asha).number).toBe('9123456789');
    expect(mobileNumberReading('919123456789', asha).number).toBe('9123456789');
  });
});

describe('mobileNumberReading: refusals', () => {
  it.each([
    ['', 'Please enter your mobile number.'],
    ['   ', 'Please enter your mobile number.'],
    ['12345', 'has 10 digits and this one has 5'],
    ['98765 4321', 'this one has 9'],
    ['98765432100', 'this one has 11'],
    ['009876543210', 'this one has 12'],
    ['5876543210', 'starts with 6, 7, 8 or 9'],
    ['+91 5876543210', 'starts with 6, 7, 8 or 9'],
    ['+910987654321', 'starts with 6, 7, 8 or 9'],
    ['04423456789', 'starts with 6, 7, 8 or 9'],
    ['+1 9876543210', 'Indian mobile number (+91)'],
    ['98765-4321O', 'only digits'],
    ['९८७६५४३२१०', 'only digits'],
    ['+ 91 98765 43210 ext 1', 'only digits'],
    ['9'.repeat(41), 'just the 10 digits'],
  ])('refuses %j, saying what is expected', (typed, message) => {
    const error = thrown(() => mobileNumberReading(typed, asha));
    expect(error).toBeInstanceOf(NumerologyInputError);
    expect(error).toMatchObject({ field: 'number' });
    expect((error as Error).message).toContain(message);
  });

  it.each([undefined, null, 9876543210, {}, []])('refuses %j, which is not text', (typed) => {
    expect(thrown(() => mobileNumberReading(typed as string, asha))).toMatchObject({
      field: 'number',
    });
  });

  it('names the date or the gender when those are wrong', () => {
    expect(
      thrown(() => mobileNumberReading('9876543210', { dob: '1990-02-30', today })),
    ).toMatchObject({ field: 'dob' });
    expect(
      thrown(() =>
        mobileNumberReading('9876543210', {
          dob: '1990-01-01',
          gender: 'Other' as 'Male',
          today,
        }),
      ),
    ).toMatchObject({ field: 'gender' });
  });

  it('never accepts anything but 10 digits starting 6-9 after +91, 91 or 0, and only throws input errors', () => {
    const near = fc.string({
      unit: fc.constantFrom(...'0123456789+-. ()x\t'.split('')),
      maxLength: 20,
    });
    // A well-typed number with one character inserted, removed or changed: mostly refused.
    const nearlyRight = fc
      .tuple(
        fc.constantFrom('', '+91', '91', '0', '+91 '),
        fc.stringMatching(/^[0-9]{10}$/),
        fc.nat(),
        fc.constantFrom('insert', 'remove', 'change', 'keep'),
        fc.constantFrom(...'0123456789+-. ()x'.split('')),
      )
      .map(([pre, digits, at, edit, char]) => {
        const typed = `${pre}${digits}`;
        const i = at % typed.length;
        if (edit === 'insert') return typed.slice(0, i) + char + typed.slice(i);
        if (edit === 'remove') return typed.slice(0, i) + typed.slice(i + 1);
        if (edit === 'change') return typed.slice(0, i) + char + typed.slice(i + 1);
        return typed;
      });
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 50 }), near, nearlyRight), (typed) => {
        let reading;
        try {
          reading = mobileNumberReading(typed, asha);
        } catch (error) {
          expect(error).toBeInstanceOf(NumerologyInputError);
          expect((error as NumerologyInputError).field).toBe('number');
          refused++;
          return;
        }
        accepted++;
        const n = reading.number;
        expect(n).toMatch(/^[6-9]\d{9}$/);
        const compact = typed.replace(/[\s\-.()]/g, '');
        expect([n, `+91${n}`, `91${n}`, `0${n}`]).toContain(compact);
      }),
      { numRuns: 3000 },
    );
    // Both sides of the rule were exercised.
    expect(accepted).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(1000);
  });
});

describe('mobileNumberReading: independent recomputation', () => {
  const tenDigits = fc
    .tuple(
      fc.integer({ min: 6, max: 9 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
    )
    .map(([first, rest]) => [first, ...rest].join(''));
  const dob = fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2026-11-21T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const prefix = fc.constantFrom('', '+91 ', '91', '0', '+91-');

  it('agrees with a sum done by hand, the one table and the analysis page grid', () => {
    fc.assert(
      fc.property(
        tenDigits,
        dob,
        fc.constantFrom('Male', 'Female'),
        prefix,
        (n, date, gender, pre) => {
          const typed = `${pre}${n.slice(0, 5)} ${n.slice(5)}`;
          const reading = mobileNumberReading(typed, { dob: date, gender, today });
          const digits = n.split('').map(Number);
          const total = digits.reduce((s, d) => s + d, 0);
          const analysis = analyze({ name: 'X', dob: date, gender }, { today, currentYear: 2026 });

          expect(reading.number).toBe(n);
          expect(reading.digits).toEqual(digits);
          expect(reading.total).toBe(total);
          expect(reading.reduced).toBe(digitSumToOne(total));
          expect(reading.moolank).toBe(analysis.psychicNumber);
          expect(reading.bhagyank).toBe(analysis.lifePathNumber);
          expect(reading.harmony).toEqual({
            moolank: numberHarmony(reading.reduced, analysis.psychicNumber),
            bhagyank: numberHarmony(reading.reduced, analysis.lifePathNumber),
          });
          const missing = DIGITS.filter((d) => analysis.loshuGrid[d] === 0);
          expect(reading.birthMissing).toEqual(missing);
          expect(reading.suppliesMissing).toEqual(missing.filter((d) => digits.includes(d)));
          const repeated: Partial<Record<Digit, number>> = {};
          for (const d of DIGITS) {
            const count = digits.filter((x) => x === d).length;
            if (count >= 2) repeated[d] = count;
          }
          expect(reading.repeated).toEqual(repeated);
          expect(reading.zeros).toBe(digits.filter((x) => x === 0).length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('groupedMobile', () => {
  it('writes the ten digits as two groups of five, as they are read out', () => {
    expect(groupedMobile('9876543210')).toBe('98765 43210');
    expect(groupedMobile(mobileDigits('+91-81234-56709'))).toBe('81234 56709');
  });
});
