import { explain } from '@ankvidya/numerology-core';
import { getContent } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  fill,
  formatDate,
  stepLabel,
  workingSteps,
} from '../../src/report/format.js';

const copy = getContent('en').report;
const nbsp = (s: string) => s.replace(/\u00A0/g, ' ');

describe('fill', () => {
  it('replaces every placeholder and refuses unknown ones', () => {
    expect(fill('Page {page} of {pages}', { page: 3, pages: 20 })).toBe('Page 3 of 20');
    expect(() => fill('{missing}', {})).toThrow(/No value for \{missing\}/);
  });
});

describe('dates', () => {
  it('prints dates with the locale month names, in Western digits', () => {
    expect(formatDate('en', { year: 1990, month: 8, day: 5 })).toBe('5 August 1990');
    expect(formatDate('hi', { year: 1990, month: 8, day: 5 })).toBe('5 अगस्त 1990');
    expect(formatDate('hi', { year: 2026, month: 2, day: 14 })).toBe('14 फ़रवरी 2026');
    expect(() => formatDate('en', { year: 2026, month: 13, day: 1 })).toThrow(/No month 13/);
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

describe('workingSteps', () => {
  const options = { currentYear: 2026, today: '2026-03-14' };
  const asha = explain({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' }, options);
  const rahul = explain({ name: 'Rahul Sharma', dob: '1985-12-23', gender: 'Male' }, options);
  const steps = (step: Parameters<typeof workingSteps>[0]) => {
    const { words, sums } = workingSteps(step);
    return { words, sums: sums.map(nbsp) };
  };

  it('gives the letters of the name with their values, word by word, then each sum on its own', () => {
    const letters = (word: string, values: number[]) =>
      Array.from(word, (letter, i) => ({ letter, value: values[i] }));
    expect(steps(asha.nameNumber.steps[0]!)).toEqual({
      words: [letters('ASHA', [1, 3, 5, 1]), letters('VERMA', [6, 5, 2, 4, 1])],
      sums: ['1 + 3 + 5 + 1 + 6 + 5 + 2 + 4 + 1 = 28', '2 + 8 = 10', '1 + 0 = 1'],
    });
  });

  it('writes the other steps as plain sums, one per line', () => {
    expect(steps(asha.lifePathNumber.steps[0]!)).toEqual({
      words: [],
      sums: ['5 + 8 + 1990 = 2003', '2 + 0 + 0 + 3 = 5'],
    });
    expect(steps(rahul.kuaNumber.steps[1]!).sums).toEqual(['11 − 5 = 6']);
    expect(steps(asha.psychicNumber.steps[0]!).sums).toEqual(['5']);
  });

  it('shows no letters for a name without letters of the table', () => {
    const hindi = explain({ name: 'आशा', dob: '1990-08-05', gender: 'Female' }, options);
    expect(steps(hindi.nameNumber.steps[0]!)).toEqual({ words: [], sums: ['0'] });
  });

  it('lets a long sum break only before a "+", never inside a term or before "="', () => {
    const long = explain(
      { name: 'Venkata Lakshmi Narasimha Subrahmanya', dob: '1990-08-05', gender: 'Female' },
      options,
    );
    const [first] = workingSteps(long.nameNumber.steps[0]!).sums;
    // A plain space is the only place a line may break: each one comes right before a "+".
    expect(first!.match(/ ./g)?.every((pair) => pair === ' +')).toBe(true);
    expect(first).toMatch(/\u00A0=\u00A0\d+$/);
  });

  it('has a label for every step explain() makes', () => {
    for (const working of [...Object.values(asha), ...Object.values(rahul)]) {
      for (const step of working.steps) expect(stepLabel(copy, step)).not.toBe('');
    }
  });
});
