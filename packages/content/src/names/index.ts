/**
 * The names data, its own entry (`@ankvidya/content/names`): only the baby-name finder and the
 * API load it, never the other pages. Meanings come per locale, each from its own folder.
 */
import { DEFAULT_LOCALE } from '../locales/registry.js';
import type { Locale } from '../types.js';
import { BOY_NAMES } from './boys.js';
import { GIRL_NAMES } from './girls.js';
import type { GivenName } from './types.js';

export * from './types.js';
export { NAME_LETTERS, type LetterGender } from './letters.js';

export const GIVEN_NAMES: readonly GivenName[] = [...BOY_NAMES, ...GIRL_NAMES];

/** A name's meaning in one language, by the name's id. */
export type NameMeanings = Readonly<Record<string, string>>;

/** Every name's meaning in a locale (locales/<code>/name-meanings/index.ts exports `meanings`). */
export async function loadNameMeanings(locale: Locale = DEFAULT_LOCALE): Promise<NameMeanings> {
  const module = (await import(`../locales/${locale}/name-meanings/index.ts`)) as {
    meanings?: NameMeanings;
  };
  if (!module.meanings) throw new Error(`locales/${locale}/name-meanings exports no meanings`);
  return module.meanings;
}
