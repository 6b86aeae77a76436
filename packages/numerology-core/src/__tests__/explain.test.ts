import { describe, expect, it } from 'vitest';
import { analyze, explain, WORKING_STEP_IDS } from '../index.js';

const options = { currentYear: 2026, today: '2026-11-21' };

describe('explain', () => {
  it('shows the working behind every number', () => {
    const working = explain({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' }, options);
    expect(working.nameNumber.text).toBe(
      'A(1)+S(3)+H(5)+A(1)+V(6)+E(5)+R(2)+M(4)+A(1) = 28 -> 2+8 = 10 -> 1+0 = 1',
    );
    expect(working.psychicNumber.text).toBe('5');
    expect(working.lifePathNumber.text).toBe('day(5)+month(8)+year(1990) = 2003 -> 2+0+0+3 = 5');
    expect(working.kuaNumber.text).toBe('year(1990)+4 = 1994 -> 1+9+9+4 = 23 -> 2+3 = 5');
    expect(working.personalYear.text).toBe(
      '5; 8; 2+0+2+6 = 10 -> 1+0 = 1; day(5)+month(8)+year(1) = 14 -> 1+4 = 5',
    );
  });

  it('shows the year reduction before the subtraction for men', () => {
    const working = explain({ name: 'Rahul', dob: '1985-12-23', gender: 'Male' }, options);
    expect(working.kuaNumber.text).toBe('1+9+8+5 = 23 -> 2+3 = 5; 11-year(5) = 6');
    expect(working.psychicNumber.text).toBe('2+3 = 5');
  });

  it('gives the letters of the name as data, each with its value and the word it is in', () => {
    const [step] = explain(
      { name: 'Asha  Verma-Rao', dob: '1990-08-05', gender: 'Female' },
      options,
    ).nameNumber.steps;
    expect(step?.terms.map((t) => [t.letter, t.value, t.word])).toEqual([
      ['A', 1, 0],
      ['S', 3, 0],
      ['H', 5, 0],
      ['A', 1, 0],
      ['V', 6, 1],
      ['E', 5, 1],
      ['R', 2, 1],
      ['M', 4, 1],
      ['A', 1, 1],
      ['R', 2, 1],
      ['A', 1, 1],
      ['O', 7, 1],
    ]);
    // A word without a letter from the table takes no place: "Ravi !! 12" has words 0 and 1.
    const digits = explain({ name: 'Ravi !! 12', dob: '1990-08-05', gender: 'Female' }, options)
      .nameNumber.steps[0];
    expect(digits?.terms.map((t) => t.word)).toEqual([0, 0, 0, 0, 1, 1]);
    // Other steps have no words.
    expect(
      explain(
        { name: 'Asha', dob: '1990-08-05', gender: 'Female' },
        options,
      ).lifePathNumber.steps[0]?.terms.every((t) => t.word === undefined),
    ).toBe(true);
  });

  it('names each step and each part of the date by an id, not by words', () => {
    const working = explain({ name: 'Rahul', dob: '1985-12-23', gender: 'Male' }, options);
    const ids = (w: { steps: Array<{ id: string }> }) => w.steps.map((s) => s.id);
    expect(ids(working.nameNumber)).toEqual(['name']);
    expect(ids(working.psychicNumber)).toEqual(['day']);
    expect(ids(working.lifePathNumber)).toEqual(['lifePath']);
    expect(ids(working.kuaNumber)).toEqual(['year', 'kua']);
    expect(ids(working.personalYear)).toEqual(['day', 'month', 'currentYear', 'personalYear']);
    expect(working.lifePathNumber.steps[0]?.terms).toEqual([
      { part: 'day', value: 23 },
      { part: 'month', value: 12 },
      { part: 'year', value: 1985 },
    ]);
    // 11 minus the reduced year: a plain number, then the year part.
    expect(working.kuaNumber.steps[1]?.terms).toEqual([{ value: 11 }, { part: 'year', value: 5 }]);
    expect(working.psychicNumber.steps[0]?.terms).toEqual([{ value: 2 }, { value: 3 }]);
    for (const w of Object.values(working))
      for (const s of w.steps) expect(WORKING_STEP_IDS).toContain(s.id);
    expect(JSON.stringify(working)).not.toContain('"label"');
  });

  it('agrees with analyze for every number', () => {
    for (const input of [
      { name: 'Priya Nair', dob: '2001-01-01', gender: 'Female' },
      { name: 'Kiran', dob: '1999-09-29', gender: 'Male' },
      { name: 'अमर', dob: '1970-06-15', gender: 'Male' },
    ]) {
      const a = analyze(input, options);
      const w = explain(input, options);
      expect(w.nameNumber.result).toBe(a.nameNumber);
      expect(w.psychicNumber.result).toBe(a.psychicNumber);
      expect(w.lifePathNumber.result).toBe(a.lifePathNumber);
      expect(w.kuaNumber.result).toBe(a.kuaNumber);
      expect(w.personalYear.result).toBe(a.personalYear);
    }
  });
});
