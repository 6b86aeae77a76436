import { describe, expect, it } from 'vitest';
import { createReportBodySchema, reportCopySchema, reportDraftSchema } from '../index.js';

const person = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' };

/** The path of the first issue of a failed parse. */
const fieldOf = (result: { error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues[0]?.path;

describe('reportDraftSchema', () => {
  it('reads the person and the whole copy, tidied, in one object', () => {
    expect(
      reportDraftSchema.parse({
        ...person,
        name: ' Asha  Verma ',
        preferredSpelling: ' Aasha   Verma ',
        locale: 'hi',
        year: 2026,
        mobileNumber: '+91 98765-43210',
      }),
    ).toEqual({
      name: 'Asha  Verma',
      dob: '1990-08-05',
      gender: 'Female',
      preferredSpelling: 'Aasha Verma',
      locale: 'hi',
      year: 2026,
      mobileNumber: '9876543210',
    });
  });

  it('is the body POST /api/reports has always taken (old clients send a part of it)', () => {
    expect(createReportBodySchema).toBe(reportDraftSchema);
    expect(reportDraftSchema.parse(person)).toEqual({ ...person, locale: 'en' });
  });

  it('names the field of each bad value', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dob: '2031-01-01' }, 'dob'],
      [{ gender: 'Other' }, 'gender'],
      [{ name: 'आशा' }, 'latinName'],
      [{ preferredSpelling: 'आशा' }, 'preferredSpelling'],
      [{ locale: 'fr' }, 'locale'],
      [{ year: 20266 }, 'year'],
      [{ year: '2026' }, 'year'],
      [{ mobileNumber: '12345' }, 'mobileNumber'],
      [{ mobileNumber: '48765 43210' }, 'mobileNumber'],
    ];
    for (const [change, field] of cases) {
      const result = reportDraftSchema.safeParse({ ...person, ...change });
      expect(result.success, field).toBe(false);
      expect(fieldOf(result), field).toEqual([field]);
    }
    const mobile = reportDraftSchema.safeParse({ ...person, mobileNumber: '12345' });
    expect(mobile.error?.issues[0]?.message).toMatch(/10 digits/);
  });
});

describe('reportCopySchema', () => {
  it('takes a copy alone (a download), every field optional, and leaves the person out', () => {
    expect(reportCopySchema.parse({})).toEqual({});
    expect(reportCopySchema.parse({ ...person, mobileNumber: '98765 43210', year: 2026 })).toEqual({
      mobileNumber: '9876543210',
      year: 2026,
    });
    expect(fieldOf(reportCopySchema.safeParse({ mobileNumber: '98765' }))).toEqual([
      'mobileNumber',
    ]);
    expect(fieldOf(reportCopySchema.safeParse({ locale: 'xx' }))).toEqual(['locale']);
  });
});

describe("a newborn's names in the copy", () => {
  it('takes 2 to 5 name ids, comma-separated as the browser keeps them, and gives a list', () => {
    expect(reportCopySchema.parse({ babyNames: 'aarav,aarvi' })).toEqual({
      babyNames: ['aarav', 'aarvi'],
    });
    expect(reportCopySchema.parse({ babyNames: 'aarav, kiran,dev-2', birthTime: '06:45' })).toEqual(
      { babyNames: ['aarav', 'kiran', 'dev-2'], birthTime: '06:45' },
    );
  });

  it.each([
    ['babyNames', { babyNames: 'aarav' }],
    ['babyNames', { babyNames: 'a,b,c,d,e,f' }],
    ['babyNames', { babyNames: ['aarav', 'kiran'] }],
    ['babyNames', { babyNames: 'aarav,aarav' }],
    ['babyNames', { babyNames: 'Aarav,<b>' }],
    ['babyNames', { babyNames: '' }],
    ['birthTime', { babyNames: 'aarav,aarvi', birthTime: '25:00' }],
  ])('names %s when it is not one', (field, copy) => {
    expect(fieldOf(reportCopySchema.safeParse(copy))).toEqual([field]);
  });
});
