/**
 * Given names for the baby-name finder: written and checked by us (docs/decisions.md says how).
 * A name's facts (spellings, Devanagari, gender, origin) are kept once here; its meaning is a text,
 * so each locale keeps it in its own folder (locales/<code>/name-meanings/), by the name's id.
 */

/** Where a name comes from, as Indian name books group them. */
export const NAME_ORIGINS = [
  'sanskrit',
  'hindi',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'bengali',
  'marathi',
  'gujarati',
  'punjabi',
  'persian',
  'arabic',
] as const;
export type NameOrigin = (typeof NAME_ORIGINS)[number];

/** `both`: a name families give to boys and girls alike (Kiran); it is found under either. */
export const NAME_GENDERS = ['boy', 'girl', 'both'] as const;
export type NameGender = (typeof NAME_GENDERS)[number];

export interface GivenName {
  /** Lower-case ASCII, unique across all names: the usual spelling, with -2 etc. when two differ. */
  id: string;
  /** The usual Latin spelling first, then other common ones (Aarav, Arav). */
  latin: readonly [string, ...string[]];
  /** As the name is written in Devanagari (आरव). */
  devanagari: string;
  gender: NameGender;
  origin: NameOrigin;
}
