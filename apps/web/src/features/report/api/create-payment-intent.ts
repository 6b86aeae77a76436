import type { PaymentIntentResponse } from '@ankvidya/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';
import { REPORT_PRICE_PAISE } from '@/shared/lib/report-price';

/** INR 499 in paise. The server sets the price; it refuses any other (400 price_mismatch). */
export const REPORT_AMOUNT = REPORT_PRICE_PAISE;
export const REPORT_CURRENCY = 'inr';

/**
 * POST /api/createPaymentIntent { currency, amount, pdfID, buyerState? } with an Idempotency-Key
 * for this attempt: a repeated request (a retry, React's strict mode) gets the same intent back.
 * `buyerState` (a GST state code, optional) is printed on the invoice as the place of supply.
 */
export function createPaymentIntent(
  pdfID: string,
  idempotencyKey: string,
  buyerState?: string,
): Promise<PaymentIntentResponse> {
  return apiJson<PaymentIntentResponse>('/api/createPaymentIntent', {
    method: 'POST',
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    body: {
      currency: REPORT_CURRENCY,
      amount: REPORT_AMOUNT,
      pdfID,
      ...(buyerState ? { buyerState } : {}),
    },
  });
}

export const paymentIntentQueryOptions = (
  pdfID: string,
  idempotencyKey: string,
  buyerState?: string,
) =>
  queryOptions({
    queryKey: ['payment-intent', pdfID, idempotencyKey, buyerState ?? ''],
    queryFn: () => createPaymentIntent(pdfID, idempotencyKey, buyerState),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function usePaymentIntent(
  pdfID: string,
  idempotencyKey: string,
  enabled: boolean,
  buyerState?: string,
) {
  return useQuery({ ...paymentIntentQueryOptions(pdfID, idempotencyKey, buyerState), enabled });
}
