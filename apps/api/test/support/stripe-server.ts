import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

/**
 * A local stand-in for api.stripe.com: the real stripe SDK talks to it over HTTP, and the test
 * asserts exactly what the SDK sent.
 */
export async function startStripeServer() {
  const requests: RecordedStripeRequest[] = [];
  const state = { failRefunds: false };
  /** Refunds made, by payment intent; and Stripe's answers by idempotency key, replayed. */
  const refunded = new Map<string, string>();
  const answered = new Map<string, string>();
  let counter = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      res.setHeader('Content-Type', 'application/json');
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const refundId = refunded.get(url.searchParams.get('payment_intent') ?? '');
        const data = refundId ? [{ id: refundId, object: 'refund' }] : [];
        res.end(JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/refunds' }));
        return;
      }
      if (req.url === '/v1/refunds') {
        if (state.failRefunds) {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No' } }));
          return;
        }
        const key = String(req.headers['idempotency-key'] ?? `none-${++counter}`);
        const replay = answered.get(key);
        if (replay) return void res.end(replay);
        const paymentIntent = form.get('payment_intent') ?? '';
        if (refunded.has(paymentIntent)) {
          res.statusCode = 400;
          res.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                code: 'charge_already_refunded',
                message: `Charge for ${paymentIntent} has already been refunded.`,
              },
            }),
          );
          return;
        }
        const id = `re_test_${++counter}`;
        refunded.set(paymentIntent, id);
        const answer = JSON.stringify({
          id,
          object: 'refund',
          payment_intent: paymentIntent,
          status: 'succeeded',
        });
        answered.set(key, answer);
        res.end(answer);
        return;
      }
      const id = `pi_test_${++counter}`;
      res.end(
        JSON.stringify({
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          client_secret: `${id}_secret_abc`,
          metadata: { uid: form.get('metadata[uid]'), pdfID: form.get('metadata[pdfID]') },
          status: 'requires_payment_method',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    /** Set to make refunds fail, as a provider outage would. */
    state,
    /** Refund ids by payment intent, as Stripe would remember them. */
    refunded,
    /** Forgets the idempotency keys, as Stripe does after 24 hours. */
    forgetKeys: () => answered.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
