import type { Consent, MeResponse } from '@ankvidya/schemas';
import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';
import { DATA_NOTICE_VERSION } from '../lib/data-notice';
import type { Locale } from '@/shared/i18n/locale';

/** GET /api/me: everything My account shows comes from the API, so any device shows the same. */
export const getAccount = () => apiJson<MeResponse>('/api/me', { auth: true });

/** The same key as the report pages' copy of /api/me, so the two share one cached answer. */
export const accountQueryOptions = (uid: string | null) =>
  queryOptions({
    queryKey: ['me', uid],
    queryFn: uid ? getAccount : skipToken,
    staleTime: 10_000,
  });

export function useAccount(uid: string | null) {
  return useQuery(accountQueryOptions(uid));
}

/** POST /api/me/consents: records that this version of the notice was shown and acknowledged. */
export const recordConsent = (locale: Locale) =>
  apiJson<{ consents: Consent[] }>('/api/me/consents', {
    method: 'POST',
    auth: true,
    body: { version: DATA_NOTICE_VERSION, locale },
  });

/** DELETE /api/me: the account, at the sign-in provider and here. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiJson<void>('/api/me', { method: 'DELETE', auth: true }),
  });
}
