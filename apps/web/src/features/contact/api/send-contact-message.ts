import type { ContactMessage } from '@ankvidya/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/client';

/** POST /api/contact -> 201 { received: true }. */
export function sendContactMessage(message: ContactMessage): Promise<{ received: true }> {
  return apiJson<{ received: true }>('/api/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
