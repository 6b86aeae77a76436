/**
 * The names the finder ranks, read once when the app is built: each name's numbers and first
 * sound worked out (numerology-core) and its meaning in English and Hindi (content).
 */
import { LOCALES } from '@ankvidya/content';
import { GIVEN_NAMES, loadNameMeanings, type GivenName } from '@ankvidya/content/names';
import { prepareBabyNames, type PreparedBabyName } from '@ankvidya/numerology-core';

export interface BabyNameCatalog {
  names: readonly PreparedBabyName<GivenName>[];
  meaning: (id: string) => { en: string; hi: string };
}

/** Names without a meaning in both languages are left out (content's tests keep them complete). */
export async function loadBabyNameCatalog(
  names: readonly GivenName[] = GIVEN_NAMES,
): Promise<BabyNameCatalog> {
  const meanings = await Promise.all(LOCALES.map((locale) => loadNameMeanings(locale)));
  const complete = names.filter((name) => meanings.every((inLocale) => inLocale[name.id]));
  return {
    names: prepareBabyNames(complete),
    // Every locale's meaning, by the locale's code (the response's `meaning.en`, `meaning.hi`).
    meaning: (id) =>
      Object.fromEntries(LOCALES.map((locale, i) => [locale, meanings[i]?.[id] ?? ''])) as {
        en: string;
        hi: string;
      },
  };
}

let shared: Promise<BabyNameCatalog> | null = null;

/** The catalog of the real names, read once per process (the finder and newborn reports share it). */
export function sharedBabyNameCatalog(): Promise<BabyNameCatalog> {
  shared ??= loadBabyNameCatalog();
  return shared;
}
