/** Which input field a problem belongs to, so forms can show the message beside it. */
export type InputField =
  | 'name'
  | 'dob'
  | 'gender'
  | 'currentYear'
  | 'number'
  // One of the two people in a compatibility reading.
  | `${'a' | 'b'}.${'name' | 'dob' | 'gender'}`;

/** Thrown for input a person typed wrongly; `message` is written for that person. */
export class NumerologyInputError extends Error {
  override readonly name = 'NumerologyInputError';
  constructor(
    readonly field: InputField,
    message: string,
  ) {
    super(message);
  }
}
