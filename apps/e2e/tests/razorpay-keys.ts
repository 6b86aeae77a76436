/**
 * Test keys for the site the Razorpay spec runs against (never real ones: its API is a local
 * fake). The spec signs as Razorpay would: Checkout's answer with the key secret, webhooks with
 * the webhook secret.
 */
export const razorpayKeys = {
  keyId: 'rzp_test_AnkvidyaE2e01',
  keySecret: 'e2e_razorpay_key_secret',
  webhookSecret: 'e2e_razorpay_webhook_secret',
};
