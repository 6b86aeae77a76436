/** Letter values for the name number, as the product specification lists them. */
export const LETTER_VALUES: Readonly<Record<string, number>> = Object.freeze({
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 8,
  G: 3,
  H: 5,
  I: 1,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  O: 7,
  P: 8,
  Q: 1,
  R: 2,
  S: 3,
  T: 4,
  U: 6,
  V: 6,
  W: 6,
  X: 5,
  Y: 1,
  Z: 7,
  1: 1,
  2: 2,
  3: 3,
  4: 4,
  5: 5,
  6: 6,
  7: 7,
  8: 8,
  9: 9,
});

/** LETTER_VALUES by UTF-16 code unit, lower case included, for a fast loop over a name. */
const VALUE_BY_CODE = new Uint8Array(128);
for (const [key, value] of Object.entries(LETTER_VALUES)) {
  VALUE_BY_CODE[key.charCodeAt(0)] = value;
  VALUE_BY_CODE[key.toLowerCase().charCodeAt(0)] = value;
}

/** The value of a UTF-16 code unit: 0 for anything outside the table. */
export function valueOfCode(code: number): number {
  return code < 128 ? (VALUE_BY_CODE[code] ?? 0) : 0;
}

/** The value of one character: letters case-insensitive, anything outside the table counts 0. */
export function letterValue(character: string): number {
  return character.length === 1 ? valueOfCode(character.charCodeAt(0)) : 0;
}
