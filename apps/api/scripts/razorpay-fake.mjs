// A local stand-in for api.razorpay.com, shared by the API's tests and the browser tests (whose
// start script runs it beside the site): plain JavaScript so that node runs it without a build.
import http from 'node:http';

/**
 * @typedef {{ method: string, path: string, headers: http.IncomingHttpHeaders, body: Record<string, unknown> }} RecordedRazorpayRequest
 */

/**
 * Orders, a payment's refund and the payment itself. It answers 401 to anything without the
 * expected basic auth, and records every request for the test to assert.
 * @param {string} keyId @param {string} keySecret @param {number} [port] 0 picks a free port
 */
export async function startRazorpayServer(keyId, keySecret, port = 0) {
  /** @type {RecordedRazorpayRequest[]} */
  const requests = [];
  const state = { failRefunds: false };
  /** Payments refunded so far, as Razorpay would remember them. @type {Map<string, string>} */
  const refunded = new Map();
  let counter = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (/** @type {Buffer} */ chunk) => (raw += chunk.toString()));
    req.on('end', () => {
      /** @type {Record<string, unknown>} */
      const body = raw ? JSON.parse(raw) : {};
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      res.setHeader('Content-Type', 'application/json');
      /** @param {number} status @param {object} answer */
      const send = (status, answer) => {
        res.statusCode = status;
        res.end(JSON.stringify(answer));
      };
      /** @param {number} status @param {string} description */
      const error = (status, description) =>
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
        const paymentId = /** @type {string} */ (refund[1]);
        if (state.failRefunds) return error(502, 'Something went wrong');
        if (refunded.has(paymentId))
          return error(400, 'The payment has been fully refunded already');
        const id = `rfnd_Fake${String(++counter).padStart(6, '0')}`;
        refunded.set(paymentId, id);
        return send(200, { id, entity: 'refund', payment_id: paymentId, amount: 49900 });
      }
      const payment = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)(\/refunds)?$/.exec(path);
      if (req.method === 'GET' && payment) {
        const paymentId = /** @type {string} */ (payment[1]);
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
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    /** Set to make refunds fail, as a provider outage would. */
    state,
    refunded,
    /** @returns {Promise<void>} */
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
