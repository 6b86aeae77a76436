import type { MeResponse } from '@ankvidya/schemas';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';

/** GET /api/me: the profile (with remainingPDFQuota), reports and payments of the signed-in user. */
export function getMe(): Promise<MeResponse> {
  return apiJson<MeResponse>('/api/me', { auth: true });
}

export const meQueryOptions = (uid: string | null) =>
  queryOptions({ queryKey: ['me', uid], queryFn: uid ? getMe : skipToken, staleTime: 10_000 });

export function useMe(uid: string | null) {
  return useQuery(meQueryOptions(uid));
}
