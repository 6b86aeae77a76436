/**
 * numerology-core words its input problems in English for the API and the command line; pages say
 * them from `ui.inputErrors` in their own language. The English texts here must say exactly what
 * core says, for every problem core can raise.
 */
import {
  analyze,
  INPUT_PROBLEMS,
  houseNumber,
  mobileDigits,
  NumerologyInputError,
  parseDob,
  spellingWords,
  suggestNames,
  validateInput,
  validateName,
  vehicleRegistration,
  type InputProblem,
} from '@ankvidya/numerology-core';
import { describe, expect, it } from 'vitest';
import { getContent, LOCALES } from '../index.js';

const fillIn = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (slot, key: string) =>
    key in values ? String(values[key]) : slot,
  );

/** One way to cause each problem. */
const CAUSES: Record<InputProblem, () => unknown> = {
  dob_missing: () => parseDob(''),
  dob_format: () => parseDob('5/8/1990'),
  dob_month: () => parseDob('1990-13-05'),
  dob_day: () => parseDob('1990-02-30'),
  dob_too_early: () => parseDob('1700-01-01'),
  dob_future: () => parseDob('2030-01-01', '2026-11-23'),
  gender_missing: () => validateInput({ name: 'Asha', dob: '1990-08-05', gender: 'X' }),
  name_missing: () => validateName('  '),
  name_control: () => validateName('Asha\u202EVerma'),
  name_invisible: () => validateName('\u200B\u200B'),
  name_too_long: () => validateName('A'.repeat(500)),
  name_not_latin: () => suggestNames('ஆஷா', { dob: '1990-08-05' }),
  name_too_many_words: () => spellingWords('Ajay Kumar Ravi Shankar Rao Venkata Naga Sai Sharma'),
  name_too_many_letters: () =>
    spellingWords('Venkatasubramanian Lakshminarasimha Chandrasekharan Ramaswamy Iyer'),
  year_range: () =>
    analyze({ name: 'Asha', dob: '1990-08-05', gender: 'Female' }, { currentYear: 0 }),
  number_missing: () => mobileDigits(''),
  number_too_long: () => mobileDigits('9'.repeat(50)),
  number_not_digits: () => mobileDigits('98765 4321O'),
  number_not_indian: () => mobileDigits('+44 7911 123456'),
  number_length: () => mobileDigits('98765 4321'),
  number_prefix: () => mobileDigits('48765 43210'),
  vehicle_missing: () => vehicleRegistration(' '),
  vehicle_format: () => vehicleRegistration('MH 12 AB 12345'),
  vehicle_state: () => vehicleRegistration('XY 12 AB 1234'),
  house_missing: () => houseNumber(''),
  house_format: () => houseNumber('12 & 14'),
};

function problemOf(cause: () => unknown): NumerologyInputError {
  try {
    cause();
  } catch (error) {
    if (error instanceof NumerologyInputError) return error;
    throw error;
  }
  throw new Error('no problem raised');
}

describe('input problems in every language', () => {
  it.each(INPUT_PROBLEMS)('%s is worded in English exactly as core says it', (code) => {
    const error = problemOf(CAUSES[code]);
    expect(error.code).toBe(code);
    expect(fillIn(getContent('en').ui.inputErrors[code], error.values)).toBe(error.message);
  });

  it.each(LOCALES)('%s leaves no placeholder unfilled for any problem', (locale) => {
    for (const code of INPUT_PROBLEMS) {
      const error = problemOf(CAUSES[code]);
      expect(fillIn(getContent(locale).ui.inputErrors[code], error.values)).not.toMatch(/[{}]/);
    }
  });
});
