import { describe, expect, it } from 'vitest';
import {
  analysisInputSchema,
  analyticsEventSchema,
  contactMessageSchema,
  createReportBodySchema,
  latestToday,
  REPORT_PRICE,
} from '../index.js';

describe('analysisInputSchema', () => {
  it('accepts and trims good input', () => {
    expect(
      analysisInputSchema.parse({ name: ' Asha ', dob: '1990-08-05', gender: 'Female' }),
    ).toEqual({
      name: 'Asha',
      dob: '1990-08-05',
      gender: 'Female',
    });
  });

  it('names the field and keeps numerology-core’s message', () => {
    const result = analysisInputSchema.safeParse({ name: 'A', dob: '1990-02-30', gender: 'Male' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['dob']);
    expect(result.error?.issues[0]?.message).toMatch(/not a real date/);
  });

  it('refuses wrong types', () => {
    expect(analysisInputSchema.safeParse({ name: 1, dob: [], gender: null }).success).toBe(false);
  });
});

describe('createReportBodySchema', () => {
  const dob = '1990-08-05';
  it('needs a Latin spelling for a name with no letter of the table', () => {
    const result = createReportBodySchema.safeParse({ name: 'आशा वर्मा', dob, gender: 'Female' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['latinName']);
    expect(result.error?.issues[0]?.message).toMatch(/English letters/);
  });

  it('keeps the name as written and the Latin spelling beside it', () => {
    expect(
      createReportBodySchema.parse({
        name: ' आशा वर्मा ',
        dob,
        gender: 'Female',
        latinName: ' Asha Verma ',
      }),
    ).toEqual({
      name: 'आशा वर्मा',
      dob,
      gender: 'Female',
      latinName: 'Asha Verma',
      locale: 'en',
    });
    // A Latin name needs none.
    expect(createReportBodySchema.parse({ name: 'Asha', dob, gender: 'Female' })).toEqual({
      name: 'Asha',
      dob,
      gender: 'Female',
      locale: 'en',
    });
    // The report's language, when the page asks for one.
    expect(
      createReportBodySchema.parse({ name: 'Asha', dob, gender: 'Female', locale: 'hi' }).locale,
    ).toBe('hi');
    expect(
      createReportBodySchema.safeParse({ name: 'Asha', dob, gender: 'Female', locale: 'fr' }).error
        ?.issues[0]?.path,
    ).toEqual(['locale']);
  });

  it('refuses a "Latin" spelling in another script and still checks the rest', () => {
    const latin = createReportBodySchema.safeParse({
      name: 'आशा',
      dob,
      gender: 'Female',
      latinName: 'आशा',
    });
    expect(latin.error?.issues[0]?.path).toEqual(['latinName']);
    const date = createReportBodySchema.safeParse({
      name: 'Asha',
      dob: '1990-02-30',
      gender: 'Female',
    });
    expect(date.error?.issues[0]?.path).toEqual(['dob']);
  });
});

describe('latestToday', () => {
  it('is the date at UTC+14', () => {
    expect(latestToday(new Date('2026-11-21T09:59:00Z'))).toBe('2026-11-21');
    expect(latestToday(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-22');
  });
});

describe('contactMessageSchema and price', () => {
  it('checks the email and the length of the message', () => {
    expect(
      contactMessageSchema.safeParse({ name: 'A', email: 'nope', message: 'Hello there, friends' })
        .success,
    ).toBe(false);
    expect(
      contactMessageSchema.safeParse({
        name: 'A',
        email: 'a@b.in',
        message: 'Hello there, friends',
      }).success,
    ).toBe(true);
  });

  it('is INR 499 in paise', () => {
    expect(REPORT_PRICE).toEqual({ amount: 49900, currency: 'inr' });
  });
});

describe('analyticsEventSchema', () => {
  it('takes the event of the name correction tool, and no unknown name', () => {
    expect(
      analyticsEventSchema.safeParse({ name: 'name-correction-used', path: '/name-correction' })
        .success,
    ).toBe(true);
    expect(analyticsEventSchema.safeParse({ name: 'name-correction-guess' }).success).toBe(false);
  });

  it('takes the events of the mobile number and compatibility tools, and no extra field', () => {
    for (const [name, path] of [
      ['mobile-number-used', '/mobile-number-numerology'],
      ['compatibility-used', '/compatibility'],
      ['compatibility-shared', '/compatibility'],
    ])
      expect(analyticsEventSchema.safeParse({ name, path }).success, name).toBe(true);
    // An event names a page, never a number or a person.
    const parsed = analyticsEventSchema.parse({
      name: 'mobile-number-used',
      path: '/mobile-number-numerology',
      number: '9876543210',
    });
    expect(parsed).toEqual({ name: 'mobile-number-used', path: '/mobile-number-numerology' });
  });
});
