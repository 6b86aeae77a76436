import { describe, expect, it } from 'vitest';
import { strongestPlane } from '@ankvidya/numerology-core';
import { buildModel } from '../../src/report/model.js';

const base = {
  dob: '1990-08-05',
  gender: 'Female' as const,
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
};

describe('the report model', () => {
  it('reads the name number from the Latin spelling and prints the name as written', () => {
    const model = buildModel({ ...base, name: 'आशा वर्मा', latinName: 'Asha Verma' });
    expect(model.name).toBe('आशा वर्मा');
    expect(model.analysis.nameNumber).toBe(1);
    expect(model.nameReading).toMatchObject({ naamank: 1, compound: 28, compoundLabel: '28/1' });
    const without = buildModel({ ...base, name: 'आशा वर्मा' });
    expect(without.analysis.nameNumber).toBe(0);
    expect(without.nameReading.withMoolank).toBeNull();
  });

  it('judges the naamank against moolank and bhagyank with the one table', () => {
    const model = buildModel({ ...base, name: 'Asha Verma' });
    // Naamank 1, moolank 5, bhagyank 5: 1 and 5 are friendly.
    expect(model.nameReading).toMatchObject({ withMoolank: 'friendly', withBhagyank: 'friendly' });
    expect(model.combination).toBe(model.content.combinations[5][5]);
  });

  it('plans this year month by month; from 1 October the rest of it, then the coming year', () => {
    expect(buildModel({ ...base, name: 'Asha' }).monthPlans.map((p) => p.year)).toEqual([2026]);
    const autumn = buildModel({
      ...base,
      name: 'Asha',
      generatedAt: new Date('2026-10-01T00:30:00+05:30'),
    });
    expect(autumn.monthPlans.map((p) => p.year)).toEqual([2026, 2027]);
    expect(autumn.monthPlans[0]!.months.map((m) => m.month)).toEqual([10, 11, 12]);
    expect(autumn.monthPlans[1]!.months).toHaveLength(12);
  });

  it('shows master numbers and the solar-year kua where they apply', () => {
    const master = buildModel({ ...base, name: 'Ravi', dob: '1969-11-29', gender: 'Male' });
    expect(master.lifePath.label).toBe('11/2');
    const january = buildModel({ ...base, name: 'Ravi', dob: '1990-01-20', gender: 'Male' });
    expect(january.solarYear).toEqual({ beforeLichun: true, kua: 2 });
  });

  it('finds the strongest plane: most digits present, then most occurrences', () => {
    const model = buildModel({ ...base, name: 'Asha Verma' });
    // Asha's grid: 1, 555, 8, 99: the will plane 9-5-1 is complete.
    expect(strongestPlane(model.analysis.loshuGrid, model.planes).id).toBe('will');
  });
});
