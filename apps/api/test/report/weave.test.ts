/**
 * The woven sentences read the person's own numbers (issue 23 item 15): the letters of the name
 * that carry a digit, a digit against the moolank, a personal year against bhagyank, name number
 * and grid, each in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import { gridPairWoven } from '../../src/report/weave-grid.js';
import {
  gridDepthFor,
  lettersOf,
  missingDepthFor,
  relationOf,
  yearInGridWoven,
  yearWithNameWoven,
  yearWoven,
} from '../../src/report/weave.js';

const base = { generatedAt: new Date('2026-03-14T10:30:00Z'), currentYear: 2026 };
// Moolank 5, bhagyank 5, name number 1; grid 1, 5, 8, 9 9 9 and the kua.
const asha: ReportRequest = { ...base, name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' };

describe('woven sentences', () => {
  const model = buildModel(asha);

  it('names the letters of the name that carry a digit, each once', () => {
    expect(lettersOf(model, 1)).toEqual(['A']);
    expect(lettersOf(model, 2)).toEqual(['R']);
    expect(gridDepthFor(model, 1, true)).toContain('The letter A in your name also carries 1');
    const missing = model.missing.find((d) => lettersOf(model, d).length === 0 && d !== 9);
    expect(missing).toBeDefined();
    expect(missingDepthFor(model, missing!)).toContain(
      `No letter of your name carries ${missing} either`,
    );
  });

  it('reads a grid digit against the moolank and the name number by the friend table', () => {
    // 5 is the moolank itself, and her name number 1 (the Sun) is a friend of Mercury (5).
    expect(relationOf(5, 1)).toBe('friendly');
    const read = (digit: 1 | 5 | 9, full: boolean) =>
      gridDepthFor(model, digit, full, gridPairWoven(model, digit));
    expect(read(5, false)).toContain(
      'This 5 is also your moolank, and your naamank 1 (Sun) is on good terms with it',
    );
    // 1 is her name number, a friend of the moolank; Mars (9) is a challenge to Mercury but
    // a friend of the Sun.
    expect(read(1, true)).toContain(
      'This 1 is also your naamank, and your moolank 5 (Mercury) is on good terms with it',
    );
    expect(relationOf(5, 9)).toBe('challenging');
    expect(relationOf(1, 9)).toBe('friendly');
    // Without a name number to read against, the moolank alone.
    expect(gridDepthFor(model, 9, false)).toContain('your 9 (Mars) pulls against your moolank 5');
    expect(read(9, false)).toContain(
      'Your 9 (Mars) is on good terms with your naamank 1 (Sun) rather than with your moolank 5',
    );
  });

  it('reads the name number digit in full and any other digit for one side', () => {
    const full = gridDepthFor(model, 1, true);
    expect(full).toContain('At work');
    expect(full).toContain('overuse');
    // 8 (Saturn) against the name number 1 (Sun): challenging, so its habit and warning.
    expect(relationOf(1, 8)).toBe('challenging');
    const eight = gridDepthFor(model, 8, false);
    expect(eight).toContain('Overuse');
    expect(eight).not.toContain('At work');
  });

  it('reads each personal year against bhagyank, name number and grid', () => {
    const [first] = model.years;
    expect(yearWoven(model, first.year, first.personalYear)).toContain(`${first.year}`);
    expect(yearWithNameWoven(model, first.year, first.personalYear)).toContain('naamank 1');
    // Personal year 2026 is 5, which Asha's grid holds three times (5, bhagyank 5, kua 5).
    expect(first.personalYear).toBe(5);
    expect(model.analysis.loshuGrid[5]).toBe(3);
    expect(yearInGridWoven(model, 5)).toContain('Your grid holds the 5 of this year 3 times');
    expect(yearInGridWoven(model, 7)).toContain('The 7 of this year is missing from your grid');
  });

  it('speaks Hindi in the Hindi report', () => {
    const hindi = buildModel({ ...asha, locale: 'hi' });
    expect(gridDepthFor(hindi, 1, true)).toContain('आपके नाम का अक्षर A भी अंक 1 देता है');
    expect(yearWithNameWoven(hindi, 2026, hindi.years[0].personalYear)).toMatch(/नामांक 1/);
  });
});
