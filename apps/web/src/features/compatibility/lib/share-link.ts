/**
 * The shareable result: two first names and the score, never a date of birth. The link carries
 * them in the fragment (/compatibility#a=Asha&b=Ravi&score=78), which browsers never send to a
 * server, so no log anywhere sees the names; the page reads it back in the browser.
 */
export interface SharedResult {
  a: string;
  b: string;
  score: number;
}

/** The longest first name kept (in characters); longer ones are cut. */
export const FIRST_NAME_MAX = 24;

// Letters, marks and digits of any script, with the spaces, apostrophes, dots and hyphens names
// carry; nothing that could read as markup or a link.
const NAME_CHARS = /[^\p{L}\p{M}\p{N} '’.-]/gu;
const FIRST_NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.-]*$/u;

/**
 * "  asha  rani sharma" -> "Asha": the first word, capitalised, without any other character,
 * at most FIRST_NAME_MAX long; `fallback` (e.g. "First person") when nothing is left.
 */
export function firstName(name: string, fallback: string): string {
  const word = (name.trim().split(/\s+/)[0] ?? '').replace(NAME_CHARS, '');
  const cut = [...word].slice(0, FIRST_NAME_MAX).join('');
  if (!FIRST_NAME.test(cut)) return fallback;
  return cut.charAt(0).toLocaleUpperCase('en-IN') + cut.slice(1);
}

/** The fragment of a share link, e.g. "#a=Asha&b=Ravi&score=78". */
export function shareFragment({ a, b, score }: SharedResult): string {
  return `#${new URLSearchParams({ a, b, score: String(score) }).toString()}`;
}

const isName = (value: string | null): value is string =>
  value !== null && [...value].length <= FIRST_NAME_MAX && FIRST_NAME.test(value.trim());

/** Reads a share link's fragment; null unless it holds two first names and a score 0 to 100. */
export function readShareFragment(hash: string): SharedResult | null {
  if (!hash.startsWith('#')) return null;
  const params = new URLSearchParams(hash.slice(1));
  const [a, b, score] = [params.get('a'), params.get('b'), params.get('score') ?? ''];
  if (!isName(a) || !isName(b) || !/^\d{1,3}$/.test(score)) return null;
  const value = Number(score);
  return value <= 100 ? { a, b, score: value } : null;
}
