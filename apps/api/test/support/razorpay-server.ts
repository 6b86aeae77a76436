import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRazorpayRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for api.razorpay.com: orders, a payment's refund and the payment itself. It
 * answers 401 to anything without the expected basic auth, and records every request for the
 * test to assert.
 */
export async function startRazorpayServer(keyId: string, keySecret: string) {
  const requests: RecordedRazorpayRequest[] = [];
  const state = { failRefunds: false };
  /** Payments refunded so far, as Razorpay would remember them. */
  const refunded = new Map<string, string>();
  let counter = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      res.setHeader('Content-Type', 'application/json');
      const send = (status: number, answer: object) => {
        res.statusCode = status;
        res.end(JSON.stringify(answer));
      };
      const error = (status: number, description: string) =>
        send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
      if (req.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');

      if (req.method === 'POST' && path === '/v1/orders') {
        const id = `order_Fake${String(++counter).padStart(6, '0')}`;
        return send(200, {
          id,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          currency: body.currency,
          receipt: body.receipt,
          notes: body.notes,
          status: 'created',
        });
      }
      const refund = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)\/refund$/.exec(path);
      if (req.method === 'POST' && refund) {
        const paymentId = refund[1]!;
        if (state.failRefunds) return error(502, 'Something went wrong');
        if (refunded.has(paymentId))
          return error(400, 'The payment has been fully refunded already');
        const id = `rfnd_Fake${String(++counter).padStart(6, '0')}`;
        refunded.set(paymentId, id);
        return send(200, { id, entity: 'refund', payment_id: paymentId, amount: 49900 });
      }
      const payment = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)(\/refunds)?$/.exec(path);
      if (req.method === 'GET' && payment) {
        const paymentId = payment[1]!;
        const refundId = refunded.get(paymentId);
        if (payment[2])
          return send(200, { entity: 'collection', items: refundId ? [{ id: refundId }] : [] });
        return send(200, {
          id: paymentId,
          entity: 'payment',
          amount: 49900,
          amount_refunded: refundId ? 49900 : 0,
          currency: 'INR',
        });
      }
      error(404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Set to make refunds fail, as a provider outage would. */
    state,
    refunded,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
