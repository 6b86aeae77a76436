/**
 * A shortlist shared by link: the child's details the names were read with and the names' ids,
 * in the page's query string, so the one who opens it sees the same names with the same working.
 */
import type { BabyNamesSearch } from './api';

const SEARCH_KEYS = ['dob', 'gender', 'time', 'surname'] as const;
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
  const gender = query.get('gender');
  const ids = (query.get('names') ?? '').split(',').filter((id) => IDS.test(id));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || (gender !== 'boy' && gender !== 'girl') || !ids.length)
    return null;
  const time = query.get('time') ?? '';
  const surname = query.get('surname') ?? '';
  return {
    search: {
      dob,
      gender,
      ...(/^\d{2}:\d{2}$/.test(time) ? { time } : {}),
      ...(surname ? { surname: surname.slice(0, 40) } : {}),
    },
    ids: ids.slice(0, 30),
  };
}
