/**
 * A shortlist shared by link: the child's details the names were read with (one baby or twins,
 * and which twins) and the names' ids, in the page's query string, so the one who opens it sees
 * the same names with the same working.
 */
import { TWIN_GENDERS, twinGenders } from '@ankvidya/numerology-core';
import type { BabyNamesSearch } from './api';

const SEARCH_KEYS = ['dob', 'gender', 'twins', 'time', 'surname'] as const;
const IDS = /^[a-z0-9-]{1,40}$/;

export function shareUrl(origin: string, path: string, search: BabyNamesSearch, ids: string[]) {
  const query = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = search[key];
    if (value) query.set(key, value);
  }
  query.set('names', ids.join(','));
  return `${origin}${path}?${query}`;
}

/** The WhatsApp link that opens a chat with this text (shared with the compatibility page). */
export { whatsAppUrl } from '@/shared/lib/whatsapp';

/** What a shared link carries, or null when it carries no names or no valid child's details. */
export function readShared(
  query: URLSearchParams,
): { search: BabyNamesSearch; ids: string[] } | null {
  const dob = query.get('dob') ?? '';
  const asked = query.get('twins');
  // Twins name both children's genders (the first is the search's); a kind we do not know is
  // left out, and the link reads as for one baby.
  const twins = TWIN_GENDERS.find((kind) => kind === asked);
  const gender = twins ? twinGenders(twins)[0] : query.get('gender');
  const ids = (query.get('names') ?? '').split(',').filter((id) => IDS.test(id));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || (gender !== 'boy' && gender !== 'girl') || !ids.length)
    return null;
  const time = query.get('time') ?? '';
  const surname = query.get('surname') ?? '';
  return {
    search: {
      dob,
      gender,
      ...(twins ? { twins } : {}),
      ...(/^\d{2}:\d{2}$/.test(time) ? { time } : {}),
      ...(surname ? { surname: surname.slice(0, 40) } : {}),
    },
    ids: ids.slice(0, 30),
  };
}

/**
 * The genders a shared shortlist's names are read under: the one baby's, or each twin's (a boy
 * and a girl: both), as the API reads names one gender at a time.
 */
export function sharedGenders(search: BabyNamesSearch): ('boy' | 'girl')[] {
  return search.twins ? [...new Set(twinGenders(search.twins))] : [search.gender];
}
