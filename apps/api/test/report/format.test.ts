import { explain } from '@ankvidya/numerology-core';
import { getContent } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { calendarDate, fill, formatDate, formula, stepLabel } from '../../src/report/format.js';

const copy = getContent('en').report;
const nbsp = (s: string) => s.replace(/\u00A0/g, ' ');

describe('fill', () => {
  it('replaces every placeholder and refuses unknown ones', () => {
    expect(fill('Page {page} of {pages}', { page: 3, pages: 20 })).toBe('Page 3 of 20');
    expect(() => fill('{missing}', {})).toThrow(/No value for \{missing\}/);
  });
});

describe('dates', () => {
  it('prints dates with the locale month names', () => {
    expect(formatDate(copy, { year: 1990, month: 8, day: 5 })).toBe('5 August 1990');
  });

  it('takes the calendar date in India', () => {
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(calendarDate(new Date('2025-12-31T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
  });
});

describe('formula', () => {
  const options = { currentYear: 2026, today: '2026-03-14' };
  const asha = explain({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' }, options);
  const rahul = explain({ name: 'Rahul Sharma', dob: '1985-12-23', gender: 'Male' }, options);

  it('writes each step of the working with its digit sums', () => {
    expect(nbsp(formula(asha.lifePathNumber.steps[0]!))).toBe('5 + 8 + 1990 = 2003 → 2+0+0+3 = 5');
    expect(nbsp(formula(asha.nameNumber.steps[0]!))).toBe(
      'A(1) + S(3) + H(5) + A(1) + V(6) + E(5) + R(2) + M(4) + A(1) = 28 → 2+8 = 10 → 1+0 = 1',
    );
    expect(nbsp(formula(rahul.kuaNumber.steps[1]!))).toBe('11 − 5 = 6');
    expect(nbsp(formula(asha.psychicNumber.steps[0]!))).toBe('5');
  });

  it('has a label for every step explain() makes', () => {
    for (const working of [...Object.values(asha), ...Object.values(rahul)]) {
      for (const step of working.steps) expect(stepLabel(copy, step)).not.toBe('');
    }
  });
});
