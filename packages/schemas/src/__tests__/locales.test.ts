/**
 * The report's languages are the content registry's: a locale registered with one entry (a
 * made-up Marathi here) is accepted with no change to the schemas.
 */
import type * as Lazy from '@ankvidya/content/lazy';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@ankvidya/content/lazy', async (original) => {
  const lazy = await original<typeof Lazy>();
  const hi = lazy.LOCALE_META.hi;
  const mr = { ...hi, code: 'mr', name: 'मराठी', tag: 'mr-IN', og: 'mr_IN' } as const;
  return { ...lazy, ...lazy.localesFrom([...lazy.LOCALE_REGISTRY, mr]) };
});

const { createReportBodySchema, REPORT_LOCALES, reportLocaleSchema } = await import('../index.js');

describe('report locales', () => {
  it('are the registry locales, the default first', () => {
    expect(REPORT_LOCALES).toEqual(['en', 'hi', 'mr']);
  });

  it('accept a locale registered with one entry, and default to the first', () => {
    expect(reportLocaleSchema.parse('mr')).toBe('mr');
    const body = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' };
    expect(createReportBodySchema.parse({ ...body, locale: 'mr' }).locale).toBe('mr');
    expect(createReportBodySchema.parse(body).locale).toBe('en');
  });

  it('refuse a language that is not registered, naming the ones that are', () => {
    const result = reportLocaleSchema.safeParse('fr');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The language must be one of: en, hi, mr.');
  });
});
