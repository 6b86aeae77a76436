import { describe, expect, it } from 'vitest';
import {
  createReportMobileStore,
  decodeReportMobile,
  mobileForReport,
  REPORT_MOBILE_KEY,
} from './report-mobile';

describe('the mobile number kept for the report', () => {
  it('reads back only a valid number with a date, whatever else was stored', () => {
    expect(decodeReportMobile('{"number":"9876543210","dob":"1990-08-05"}')).toEqual({
      number: '9876543210',
      dob: '1990-08-05',
    });
    for (const raw of [
      null,
      'not json',
      '[]',
      '{"number":"12345","dob":"1990-08-05"}',
      '{"number":"+919876543210","dob":"1990-08-05"}',
      '{"number":"9876543210"}',
      '{"number":"9876543210","dob":"5 Aug 1990"}',
      '{"number":9876543210,"dob":"1990-08-05"}',
    ])
      expect(decodeReportMobile(raw)).toBeNull();
  });

  it('is stored as ten digits, read for its own date of birth only, and cleared', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
    const kept = createReportMobileStore(storage);
    kept.keep('9876543210', '1990-08-05');
    expect(JSON.parse(map.get(REPORT_MOBILE_KEY) ?? '')).toEqual({
      number: '9876543210',
      dob: '1990-08-05',
    });
    expect(mobileForReport(kept.get(), '1990-08-05')).toBe('9876543210');
    expect(mobileForReport(kept.get(), '1990-08-06')).toBeUndefined();
    expect(() => kept.keep('+91 98765 43210', '1990-08-05')).toThrow(RangeError);
    expect(() => kept.keep('9876543210', '5 Aug 1990')).toThrow(RangeError);
    kept.clear();
    expect(map.has(REPORT_MOBILE_KEY)).toBe(false);
    expect(createReportMobileStore(storage).get()).toBeNull();
  });
});
