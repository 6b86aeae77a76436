/**
 * The names the finder ranks, read once when the app is built: each name's numbers and first
 * sound worked out (numerology-core) and its meaning in English and Hindi (content).
 */
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
  const [en, hi] = await Promise.all([loadNameMeanings('en'), loadNameMeanings('hi')]);
  const complete = names.filter((name) => en[name.id] && hi[name.id]);
  return {
    names: prepareBabyNames(complete),
    meaning: (id) => ({ en: en[id] ?? '', hi: hi[id] ?? '' }),
  };
}
