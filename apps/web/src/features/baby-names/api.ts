import type { TwinGenders } from '@ankvidya/numerology-core';
import type { BabyNamesResponse } from '@ankvidya/schemas';
import { apiJson } from '@/shared/api/client';

/** What the form asks: the child's date (and time), gender, surname and the filters. */
export interface BabyNamesSearch {
  dob: string;
  gender: 'boy' | 'girl';
  time?: string;
  surname?: string;
  letter?: string;
  origin?: string;
  /** Twins: names in pairs for the two children's genders (then `gender` is the first's). */
  twins?: TwinGenders;
}

export const PAGE_SIZE = 20;

/** GET /api/baby-names: the API ranks the whole list, so this page never downloads it. */
export function fetchBabyNames(
  search: BabyNamesSearch,
  locale: string,
  offset = 0,
  signal?: AbortSignal,
  /** Only these names: a shortlist shared by link. */
  ids?: readonly string[],
): Promise<BabyNamesResponse> {
  const query = new URLSearchParams({ dob: search.dob, gender: search.gender, locale });
  for (const key of ['time', 'surname', 'letter', 'origin', 'twins'] as const) {
    const value = search[key];
    if (value) query.set(key, value);
  }
  if (ids?.length) query.set('names', ids.join(','));
  query.set('limit', String(ids?.length ? Math.min(ids.length, 100) : PAGE_SIZE));
  query.set('offset', String(offset));
  return apiJson<BabyNamesResponse>(`/api/baby-names?${query}`, { signal });
}
