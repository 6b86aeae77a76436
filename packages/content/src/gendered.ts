/**
 * Texts that speak to the reader in the forms of their gender. Hindi marks gender in the verb and
 * the adjective that go with "आप": a man "करते हैं" and is "जोशीले", a woman "करती हैं" and is
 * "जोशीली". Such a sentence is written once per form with byGender(); the texts handed out
 * (getContent, loadSection) are plain strings again, resolved for one reader by forReader().
 */

/** The reader's gender as the calculator and the report ask it; undefined when not given. */
export type ReaderGender = 'Male' | 'Female';

/** One text in the forms of each gender; `neutral` is for a reader whose gender is not given. */
export interface GenderedText {
  readonly kind: 'byGender';
  readonly male: string;
  readonly female: string;
  /**
   * When missing, the male form is used: the conventional address to an unknown reader, which
   * the glossary accepts ("आप यह कर सकते हैं") where a sentence cannot be turned to avoid gender.
   */
  readonly neutral?: string;
}

/** A text as the locale files write it: the same for everyone, or in each gender's forms. */
export type ReaderText = string | GenderedText;

/** A sentence in a man's, a woman's and (if it differs from the man's) the neutral form. */
export function byGender(forms: { male: string; female: string; neutral?: string }): GenderedText {
  return { kind: 'byGender', ...forms };
}

export function isGendered(value: unknown): value is GenderedText {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'byGender'
  );
}

/** The form of a text for one reader. */
export function forReader(text: ReaderText, gender?: ReaderGender): string {
  if (typeof text === 'string') return text;
  if (gender === 'Female') return text.female;
  if (gender === 'Male') return text.male;
  return text.neutral ?? text.male;
}

/**
 * A content type as a locale file may write it: any string may be a GenderedText instead.
 * (Texts meant for one audience, labels and templates among them, simply stay strings; literal
 * types such as a locale's code stay as they are.)
 */
export type WithGendered<T> = T extends string
  ? string extends T
    ? ReaderText
    : T
  : T extends object
    ? { readonly [K in keyof T]: WithGendered<T[K]> }
    : T;

/**
 * Every GenderedText inside a value replaced by its form for the reader. Parts without one are
 * returned as they are (the same objects), so a locale without gendered texts is not copied.
 */
export function resolveForReader<T>(value: WithGendered<T> | T, gender?: ReaderGender): T {
  return resolve(value, gender) as T;
}

function resolve(value: unknown, gender: ReaderGender | undefined): unknown {
  if (isGendered(value)) return forReader(value, gender);
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => resolve(item, gender));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (typeof value === 'object' && value !== null) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const resolved = resolve(item, gender);
      if (resolved !== item) changed = true;
      return [key, resolved] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}
