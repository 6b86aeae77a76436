import { describe, expect, it } from 'vitest';
import { analyze, NumerologyInputError } from '../index.js';

const year2026 = { currentYear: 2026, today: '2026-11-21' };

/** Each case worked out by hand; the comments show the arithmetic. */
describe('analyze', () => {
  it('Asha Verma, 1990-08-05, Female', () => {
    // name: A1 S3 H5 A1 + V6 E5 R2 M4 A1 = 28 -> 10 -> 1
    // life path: 5 + 8 + 1990 = 2003 -> 5; kua: 1990 + 4 = 1994 -> 23 -> 5
    // personal year: 5 + 8 + (2026 -> 10 -> 1) = 14 -> 5
    // grid: 5, 8, 1,9,9,0 + life path 5 + kua 5
    expect(analyze({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' }, year2026)).toEqual({
      name: 'Asha Verma',
      day: 5,
      month: 8,
      year: 1990,
      psychicNumber: 5,
      lifePathNumber: 5,
      kuaNumber: 5,
      nameNumber: 1,
      personalYear: 5,
      loshuGrid: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 3, 6: 0, 7: 0, 8: 1, 9: 2 },
    });
  });

  it('Rahul Sharma, 1985-12-23, Male: a two-digit day adds the psychic number', () => {
    // name: R2 A1 H5 U6 L3 = 17, S3 H5 A1 R2 M4 A1 = 16; 33 -> 6
    // psychic 23 -> 5; life path 23 + 12 + 1985 = 2020 -> 4
    // kua: 1985 -> 23 -> 5; 11 - 5 = 6; personal year: 5 + 3 + 1 = 9
    // grid: 2,3, 1,2, 1,9,8,5 + psychic 5 + life path 4 + kua 6
    const result = analyze({ name: 'Rahul Sharma', dob: '1985-12-23', gender: 'Male' }, year2026);
    expect(result).toMatchObject({
      psychicNumber: 5,
      lifePathNumber: 4,
      kuaNumber: 6,
      nameNumber: 6,
      personalYear: 9,
    });
    expect(result.loshuGrid).toEqual({ 1: 2, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 0, 8: 1, 9: 1 });
  });

  it('Priya Nair, 2001-01-01, Female', () => {
    // name: P8 R2 I1 Y1 A1 = 13, N5 A1 I1 R2 = 9; 22 -> 4
    // life path 1 + 1 + 2001 = 2003 -> 5; kua 2001 + 4 = 2005 -> 7; personal year 1 + 1 + 1 = 3
    const result = analyze({ name: 'Priya Nair', dob: '2001-01-01', gender: 'Female' }, year2026);
    expect(result).toMatchObject({
      psychicNumber: 1,
      lifePathNumber: 5,
      kuaNumber: 7,
      nameNumber: 4,
      personalYear: 3,
    });
    expect(result.loshuGrid).toEqual({ 1: 3, 2: 1, 3: 0, 4: 0, 5: 1, 6: 0, 7: 1, 8: 0, 9: 0 });
  });

  it('1999-09-29, Male: many nines', () => {
    // psychic 29 -> 11 -> 2; life path 29 + 9 + 1999 = 2037 -> 12 -> 3
    // kua: 1999 -> 28 -> 10 -> 1; 11 - 1 = 10 -> 1; personal year 2 + 9 + 1 = 12 -> 3
    // grid: 2,9, 9, 1,9,9,9 + psychic 2 + life path 3 + kua 1
    const result = analyze({ name: 'Kiran', dob: '1999-09-29', gender: 'Male' }, year2026);
    expect(result).toMatchObject({
      psychicNumber: 2,
      lifePathNumber: 3,
      kuaNumber: 1,
      personalYear: 3,
    });
    expect(result.loshuGrid).toEqual({ 1: 2, 2: 2, 3: 1, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 5 });
  });

  it('2010-10-10, Female: zeros never count', () => {
    // psychic 10 -> 1; life path 10 + 10 + 2010 = 2030 -> 5; kua 2014 -> 7; personal year 1 + 1 + 1 = 3
    const result = analyze({ name: 'Meera', dob: '2010-10-10', gender: 'Female' }, year2026);
    expect(result).toMatchObject({
      psychicNumber: 1,
      lifePathNumber: 5,
      kuaNumber: 7,
      personalYear: 3,
    });
    expect(result.loshuGrid).toEqual({ 1: 4, 2: 1, 3: 0, 4: 0, 5: 1, 6: 0, 7: 1, 8: 0, 9: 0 });
  });

  it('uses the given current year for the personal year', () => {
    // 1990-08-05 in 2027: 5 + 8 + (2027 -> 11 -> 2) = 15 -> 6
    const result = analyze(
      { name: 'Asha', dob: '1990-08-05', gender: 'Female' },
      { currentYear: 2027, today: '2027-01-01' },
    );
    expect(result.personalYear).toBe(6);
  });

  it('trims the name it returns', () => {
    expect(analyze({ name: '  Asha  ', dob: '1990-08-05', gender: 'Female' }, year2026).name).toBe(
      'Asha',
    );
  });

  it.each([
    [{ name: 'A', dob: '2023-02-30', gender: 'Female' }, 'dob'],
    [{ name: 'A', dob: '1990-13-01', gender: 'Female' }, 'dob'],
    [{ name: 'A', dob: '31-12-1990', gender: 'Female' }, 'dob'],
    [{ name: 'A', dob: '', gender: 'Female' }, 'dob'],
    [{ name: 'A', dob: '2026-11-22', gender: 'Female' }, 'dob'],
    [{ name: 'A', dob: '1990-01-01', gender: 'Other' }, 'gender'],
    [{ name: 'A', dob: '1990-01-01', gender: 'male' }, 'gender'],
    [{ name: '   ', dob: '1990-01-01', gender: 'Male' }, 'name'],
    [{ name: 'x'.repeat(101), dob: '1990-01-01', gender: 'Male' }, 'name'],
    [null, 'name'],
  ])('rejects %j naming the field %s', (input, field) => {
    expect(() => analyze(input, year2026)).toThrow(NumerologyInputError);
    try {
      analyze(input, year2026);
    } catch (error) {
      expect((error as NumerologyInputError).field).toBe(field);
      expect((error as NumerologyInputError).message.length).toBeGreaterThan(10);
    }
  });

  it('accepts a name of exactly 100 characters and a date of birth of today', () => {
    expect(() =>
      analyze({ name: 'x'.repeat(100), dob: '2026-11-21', gender: 'Male' }, year2026),
    ).not.toThrow();
  });

  it.each([
    ['a tab', 'Asha\tVerma', /control or direction/],
    ['a new line', 'Asha\nVerma', /control or direction/],
    ['a bidi override', 'Asha \u202Emrev', /control or direction/],
    ['a bidi isolate', '\u2067Asha', /control or direction/],
    ['only zero-width characters', '\u200B\u200C\u200D\u2060', /no visible letters/],
    ['only a Hangul filler', '\u3164\u3164', /no visible letters/],
    ['only punctuation', '...', /no visible letters/],
  ])('refuses a name with %s', (_what, name, message) => {
    expect(() => analyze({ name, dob: '1990-01-01', gender: 'Male' }, year2026)).toThrow(message);
  });

  it.each(['अंकिता शर्मा', 'தமிழ் செல்வி', 'José Núñez', "D'Souza", '王小明'])(
    'accepts a real name in any script: %s',
    (name) => {
      expect(() => analyze({ name, dob: '1990-01-01', gender: 'Male' }, year2026)).not.toThrow();
    },
  );

  it('accepts 29 February only in a leap year', () => {
    expect(() => analyze({ name: 'A', dob: '2000-02-29', gender: 'Male' }, year2026)).not.toThrow();
    expect(() => analyze({ name: 'A', dob: '1900-02-29', gender: 'Male' }, year2026)).toThrow(
      /28 days/,
    );
  });
});
