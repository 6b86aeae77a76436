import type { PaymentStatusResponse } from '@ankvidya/schemas';
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';

/** GET /api/payments/:pdfID/status: polled after payment until the report is unlocked. */
export function getPaymentStatus(pdfID: string): Promise<PaymentStatusResponse> {
  return apiJson<PaymentStatusResponse>(`/api/payments/${encodeURIComponent(pdfID)}/status`, {
    auth: true,
  });
}

export const POLL_INTERVAL_MS = 2000;
export const MAX_CHECKS = 30;

export const paymentStatusQueryOptions = (pdfID: string | null, round: number) =>
  queryOptions({
    queryKey: ['payment-status', pdfID, round],
    queryFn: pdfID ? () => getPaymentStatus(pdfID) : skipToken,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });

/**
 * Polls until the report is unlocked, the payment failed, or MAX_CHECKS checks have passed
 * (about a minute); `round` starts a fresh series of checks.
 */
export function usePaymentStatus(
  pdfID: string | null,
  round: number,
  intervalMs = POLL_INTERVAL_MS,
) {
  const queryClient = useQueryClient();
  const options = paymentStatusQueryOptions(pdfID, round);
  const query = useQuery({
    ...options,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data?.unlocked || data?.status === 'failed' || query.state.status === 'error')
        return false;
      return query.state.dataUpdateCount >= MAX_CHECKS ? false : intervalMs;
    },
    refetchIntervalInBackground: true,
  });
  // Reading dataUpdatedAt makes the component re-render after every check, even an unchanged one.
  void query.dataUpdatedAt;
  const checks = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { ...query, checks };
}
