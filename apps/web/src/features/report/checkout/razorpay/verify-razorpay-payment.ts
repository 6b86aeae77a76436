import type { PaymentStatusResponse, RazorpayVerifyBody } from '@ankvidya/schemas';
import { apiJson } from '@/shared/api/client';

/**
 * POST /api/razorpay/verify: hands Checkout's signed answer to the server, which checks it. It
 * unlocks nothing (the webhook does): the return page then polls for the unlock.
 */
export function verifyRazorpayPayment(body: RazorpayVerifyBody): Promise<PaymentStatusResponse> {
  return apiJson<PaymentStatusResponse>('/api/razorpay/verify', {
    method: 'POST',
    auth: true,
    body,
  });
}
