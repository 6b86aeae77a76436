/** Which input field a problem belongs to, so forms can show the message beside it. */
export type InputField =
  | 'name'
  | 'dob'
  | 'gender'
  | 'currentYear'
  | 'number'
  // One of the two people in a compatibility reading.
  | `${'a' | 'b'}.${'name' | 'dob' | 'gender'}`;

/**
 * What was wrong, as a code a page can word in its own language (the content package has a text
 * for each, with the same {placeholders} as `values`).
 */
export type InputProblem =
  | 'dob_missing'
  | 'dob_format'
  | 'dob_month'
  | 'dob_day'
  | 'dob_too_early'
  | 'dob_future'
  | 'gender_missing'
  | 'name_missing'
  | 'name_control'
  | 'name_invisible'
  | 'name_too_long'
  | 'name_not_latin'
  | 'name_too_many_words'
  | 'name_too_many_letters'
  | 'year_range'
  | 'number_missing'
  | 'number_too_long'
  | 'number_not_digits'
  | 'number_not_indian'
  | 'number_length'
  | 'number_prefix'
  | 'vehicle_missing'
  | 'vehicle_format'
  | 'vehicle_state'
  | 'house_missing'
  | 'house_format';

export const INPUT_PROBLEMS: readonly InputProblem[] = [
  'dob_missing',
  'dob_format',
  'dob_month',
  'dob_day',
  'dob_too_early',
  'dob_future',
  'gender_missing',
  'name_missing',
  'name_control',
  'name_invisible',
  'name_too_long',
  'name_not_latin',
  'name_too_many_words',
  'name_too_many_letters',
  'year_range',
  'number_missing',
  'number_too_long',
  'number_not_digits',
  'number_not_indian',
  'number_length',
  'number_prefix',
  'vehicle_missing',
  'vehicle_format',
  'vehicle_state',
  'house_missing',
  'house_format',
];

/**
 * Thrown for input a person typed wrongly; `message` is written for that person in English (the
 * API and the command line), `code` and `values` let a page say it in the reader's language.
 */
export class NumerologyInputError extends Error {
  override readonly name = 'NumerologyInputError';
  constructor(
    readonly field: InputField,
    message: string,
    readonly code: InputProblem,
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}
