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
  let counter = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/v1/refunds') {
        if (state.failRefunds) {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No' } }));
          return;
        }
        const key = String(req.headers['idempotency-key'] ?? ++counter);
        res.end(
          JSON.stringify({
            id: `re_test_${key}`,
            object: 'refund',
            payment_intent: form.get('payment_intent'),
            status: 'succeeded',
          }),
        );
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
