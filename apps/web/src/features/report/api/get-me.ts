import type { MeResponse } from '@ankvidya/schemas';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';
import { reportCredit } from '@/shared/state/report-credit';

/** GET /api/me: the profile (with remainingPDFQuota), reports and payments of the signed-in user. */
export async function getMe(): Promise<MeResponse> {
  const me = await apiJson<MeResponse>('/api/me', { auth: true });
  // Remembered in this browser, so the offer stays truthful after sign-out.
  reportCredit.note(me.user.remainingPDFQuota);
  return me;
}

export const meQueryOptions = (uid: string | null) =>
  queryOptions({ queryKey: ['me', uid], queryFn: uid ? getMe : skipToken, staleTime: 10_000 });

export function useMe(uid: string | null) {
  return useQuery(meQueryOptions(uid));
}
