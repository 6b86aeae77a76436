/**
 * A report without a newborn's names never reads the baby-names catalogue: it used to start the
 * load for every report, and the names' meanings, still loading when a test file ended, failed
 * the run with an EnvironmentTeardownError.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Catalog from '../../src/features/baby-names/catalog.js';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/features/baby-names/catalog.js', async (importOriginal) => {
  const real = await importOriginal<typeof Catalog>();
  return {
    ...real,
    sharedBabyNameCatalog: () => {
      loads.count += 1;
      return real.sharedBabyNameCatalog();
    },
  };
});

const { buildModel } = await import('../../src/report/model.js');
const { withNewbornNames } = await import('../../src/report/newborn.js');

describe('the baby-names catalogue in a report', () => {
  it('is not read for a report without shortlisted names', async () => {
    const request = {
      name: 'Asha Verma',
      dob: '1990-08-05',
      gender: 'Female' as const,
      generatedAt: new Date('2026-03-14T10:30:00Z'),
      currentYear: 2026,
    };
    const model = buildModel(request);
    expect(await withNewbornNames(model, request)).toBe(model);
    expect(await withNewbornNames(model, { ...request, babyNames: [] })).toBe(model);
    expect(loads.count).toBe(0);
  });
});
