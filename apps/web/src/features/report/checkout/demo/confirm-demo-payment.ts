import type { PaymentStatusResponse } from '@ankvidya/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';

/** POST /api/demo/confirm { clientSecret }: the demo gateway's stand-in for the card provider. */
export function confirmDemoPayment(clientSecret: string): Promise<PaymentStatusResponse> {
  return apiJson<PaymentStatusResponse>('/api/demo/confirm', {
    method: 'POST',
    auth: true,
    body: { clientSecret },
  });
}

export function useConfirmDemoPayment() {
  return useMutation({ mutationFn: confirmDemoPayment });
}
