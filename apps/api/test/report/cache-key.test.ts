/**
 * The cache key of a drawn report covers every field of the request, so a field a tool adds to
 * the ReportDraft's copy gives another file without the key being taught it.
 */
import { describe, expect, it } from 'vitest';
import type { ReportRequest } from '../../src/ports/report.js';
import { reportCacheKey } from '../../src/report/pool.js';

const asha: ReportRequest = {
  name: 'Asha Verma',
  dob: '1990-08-05',
  gender: 'Female',
  generatedAt: new Date('2026-03-14T10:30:00Z'),
  currentYear: 2026,
  locale: 'en',
};

describe('reportCacheKey', () => {
  it('differs for every field of the copy, one it has never seen included', () => {
    const key = reportCacheKey(asha);
    expect(reportCacheKey({ ...asha, mobileNumber: '9876543210' })).not.toBe(key);
    expect(reportCacheKey({ ...asha, preferredSpelling: 'Aasha Verma' })).not.toBe(key);
    expect(reportCacheKey({ ...asha, locale: 'hi' })).not.toBe(key);
    // A newborn's names, and a time of birth with them, are another file.
    const newborn = reportCacheKey({ ...asha, babyNames: ['diya', 'meera'] });
    expect(newborn).not.toBe(key);
    expect(reportCacheKey({ ...asha, babyNames: ['diya', 'meera'], birthTime: '06:45' })).not.toBe(
      newborn,
    );
    // A later tool's field (a vehicle number, say) reaches the key untaught.
    const later = { ...asha, vehicleNumber: 'MH12AB1234' } as ReportRequest;
    expect(reportCacheKey(later)).not.toBe(key);
    // An absent field and one set to undefined are the same file; so is the order of the fields.
    expect(reportCacheKey({ ...asha, mobileNumber: undefined })).toBe(key);
    const { name, ...rest } = asha;
    expect(reportCacheKey({ ...rest, name })).toBe(key);
    // English is the language when none is named.
    const { locale: _locale, ...noLocale } = asha;
    expect(reportCacheKey(noLocale)).toBe(key);
  });
});
