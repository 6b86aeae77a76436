import { suggestNames } from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import {
  createReportBodySchema,
  nameSuggestionsQuerySchema,
  nameSuggestionsResponseSchema,
} from '../index.js';

const dob = '1990-08-05';

describe('nameSuggestionsQuerySchema', () => {
  it('accepts a name and date, with or without a gender', () => {
    expect(nameSuggestionsQuerySchema.parse({ name: ' Puja Verma ', dob })).toEqual({
      name: 'Puja Verma',
      dob,
    });
    expect(nameSuggestionsQuerySchema.parse({ name: 'Ram', dob, gender: 'Male' })).toEqual({
      name: 'Ram',
      dob,
      gender: 'Male',
    });
    expect(nameSuggestionsQuerySchema.parse({ name: 'Ram', dob, gender: '' })).toEqual({
      name: 'Ram',
      dob,
    });
  });

  it('names the bad field with numerology-core’s words', () => {
    const issue = (query: object) => nameSuggestionsQuerySchema.safeParse(query).error?.issues[0];
    expect(issue({ dob })).toMatchObject({ path: ['name'] });
    // Devanagari is read in its usual Latin spelling (issue 23); a script without one is refused.
    expect(issue({ name: 'आशा वर्मा', dob })).toBeUndefined();
    expect(issue({ name: 'ஆஷா', dob })).toMatchObject({
      path: ['name'],
      message: expect.stringMatching(/English letters/),
    });
    expect(issue({ name: 'Asha', dob: '1990-02-30' })).toMatchObject({ path: ['dob'] });
    expect(issue({ name: 'Asha', dob, gender: 'other' })).toMatchObject({ path: ['gender'] });
  });
});

describe('nameSuggestionsResponseSchema', () => {
  it('describes what numerology-core answers', () => {
    const { current, ...rest } = suggestNames('Puja Verma', { dob: '1992-02-17' });
    const answer = { ...current, ...rest };
    expect(rest.suggestions.length).toBeGreaterThan(0);
    expect(nameSuggestionsResponseSchema.parse(answer)).toEqual(answer);
  });
});

describe('createReportBodySchema: preferredSpelling', () => {
  const body = { name: 'Puja Verma', dob, gender: 'Female' };
  it('keeps the starred spelling, trimmed, and leaves it out when empty', () => {
    expect(
      createReportBodySchema.parse({ ...body, preferredSpelling: '  Pooja   Verma ' }),
    ).toEqual({ ...body, preferredSpelling: 'Pooja Verma', locale: 'en' });
    expect(createReportBodySchema.parse({ ...body, preferredSpelling: ' ' })).toEqual({
      ...body,
      locale: 'en',
    });
  });

  it('refuses a spelling that is not in English letters', () => {
    const result = createReportBodySchema.safeParse({ ...body, preferredSpelling: 'पूजा' });
    expect(result.error?.issues[0]?.path).toEqual(['preferredSpelling']);
  });
});
