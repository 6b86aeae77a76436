import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentGateway } from '../../src/adapters/index.js';
import {
  RazorpayPaymentGateway,
  receiptFor,
} from '../../src/adapters/payments/razorpay/gateway.js';
import { loadConfig } from '../../src/config.js';
import { asha, bearer, buildTestApp, captureLogs } from '../support/app.js';
import { startRazorpayServer } from '../support/razorpay-server.js';

const KEY_ID = 'rzp_test_Ankvidya0001';
const KEY_SECRET = 'local_key_secret_for_tests';
const WEBHOOK_SECRET = 'local_webhook_secret_for_tests';
const UID = 'uid-payer@b.in';

const sign = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

async function userWithLockedReport(built: ReturnType<typeof buildTestApp>) {
  const token = built.auth.issue({ email: 'payer@b.in' });
  await request(built.app).post('/api/session').set(bearer(token));
  // Spend the welcome credit on a first report so the next one needs paying.
  const first = await request(built.app)
    .post('/api/reports')
    .set(bearer(token))
    .send({ ...asha, name: 'First Report' });
  await request(built.app).get(`/api/reports/${first.body.pdfID}/pdf`).set(bearer(token));
  const { body } = await request(built.app).post('/api/reports').set(bearer(token)).send(asha);
  return { token, pdfID: body.pdfID as string };
}

describe('payments with Razorpay (plain HTTP against a local fake of its API)', () => {
  let razorpay: Awaited<ReturnType<typeof startRazorpayServer>>;
  beforeAll(async () => {
    razorpay = await startRazorpayServer(KEY_ID, KEY_SECRET);
  });
  afterAll(() => razorpay.close());

  /** The app as the environment configures it, talking to the fake. */
  function razorpayApp(logTo?: ReturnType<typeof captureLogs>['stream']) {
    const env = {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: razorpay.url,
    };
    const gateway = createPaymentGateway(loadConfig({ NODE_ENV: 'test', ...env }));
    expect(gateway).toBeInstanceOf(RazorpayPaymentGateway);
    return buildTestApp({ env, gateway, logTo });
  }

  async function orderFor(built: ReturnType<typeof buildTestApp>, token: string, pdfID: string) {
    const res = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .send({ currency: 'inr', amount: 49900, pdfID });
    expect(res.status).toBe(200);
    return res.body.clientSecret as string;
  }

  function webhook(
    event: string,
    payment: { id: string; order_id: string; amount?: number; currency?: string },
  ) {
    const entity = {
      id: payment.id,
      entity: 'payment',
      amount: payment.amount ?? 49900,
      currency: payment.currency ?? 'INR',
      status: event === 'payment.failed' ? 'failed' : 'captured',
      order_id: payment.order_id,
      method: 'upi',
      created_at: 1_790_000_000,
    };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_Fake',
      event,
      contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity },
        ...(event === 'order.paid'
          ? { order: { entity: { id: payment.order_id, status: 'paid', amount_paid: 49900 } } }
          : {}),
      },
      created_at: 1_790_000_005,
    });
    return { body, signature: sign(WEBHOOK_SECRET, body) };
  }

  const deliver = (
    built: ReturnType<typeof buildTestApp>,
    event: { body: string; signature?: string },
    eventId = `evt_${Math.random().toString(36).slice(2)}`,
  ) => {
    const req = request(built.app)
      .post('/api/webhooks/razorpay')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Event-Id', eventId);
    return (event.signature ? req.set('X-Razorpay-Signature', event.signature) : req).send(
      event.body,
    );
  };

  it('creates an order priced by the server, with receipt and notes, under basic auth', async () => {
    const built = razorpayApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const res = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .send({ currency: 'INR', amount: 49900, pdfID });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 49900, currency: 'inr', mode: 'razorpay' });
    const sent = razorpay.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/orders');
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    expect(sent.body).toMatchObject({
      amount: 49900,
      currency: 'INR',
      notes: { uid: UID, pdfID },
    });
    const receipt = String(sent.body.receipt);
    expect(receipt.length).toBeLessThanOrEqual(40);
    expect(receipt.startsWith(`ankv_${pdfID.slice(0, 24)}_`)).toBe(true);
    // The order id is what Checkout opens.
    expect(res.body.clientSecret).toMatch(/^order_Fake\d+$/);
    expect(await built.store.getIntent(res.body.clientSecret)).toMatchObject({
      uid: UID,
      pdfID,
      mode: 'razorpay',
    });
    expect((await request(built.app).get('/api/getPublishKey')).body).toEqual({
      publishableKey: KEY_ID,
      mode: 'razorpay',
    });
  });

  it('keeps every receipt within 40 characters', () => {
    expect(receiptFor('a'.repeat(64), Date.UTC(2100, 0, 1)).length).toBeLessThanOrEqual(40);
  });

  it('verifies the checkout callback by its signature but unlocks nothing with it', async () => {
    const built = razorpayApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const orderId = await orderFor(built, token, pdfID);
    const callback = {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_Callback001',
      razorpay_signature: sign(KEY_SECRET, `${orderId}|pay_Callback001`),
    };
    const verify = (body: object, who = token) =>
      request(built.app).post('/api/razorpay/verify').set(bearer(who)).send(body);

    const good = await verify(callback);
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ pdfID, status: 'processing', unlocked: false });
    expect(await built.store.getPaymentsForReport(pdfID)).toEqual([]);

    // Signed with the webhook secret, or for another payment: refused.
    for (const signature of [
      sign(WEBHOOK_SECRET, `${orderId}|pay_Callback001`),
      sign(KEY_SECRET, `${orderId}|pay_Other001`),
    ]) {
      const bad = await verify({ ...callback, razorpay_signature: signature });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('invalid_signature');
    }
    expect((await verify({ ...callback, razorpay_signature: 'xyz' })).status).toBe(400);
    const other = built.auth.issue({ email: 'other@b.in' });
    expect((await verify(callback, other)).status).toBe(404);
    expect((await request(built.app).post('/api/razorpay/verify').send(callback)).status).toBe(401);
    // The demo gateway has no such route.
    const demo = buildTestApp();
    const demoToken = demo.auth.issue({ email: 'payer@b.in' });
    expect(
      (await request(demo.app).post('/api/razorpay/verify').set(bearer(demoToken)).send(callback))
        .status,
    ).toBe(404);
  });

  it('unlocks on a signed payment.captured, once, and records the razorpay_payment_id', async () => {
    const built = razorpayApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const orderId = await orderFor(built, token, pdfID);
    const captured = webhook('payment.captured', { id: 'pay_Real0001', order_id: orderId });
    expect((await deliver(built, captured, 'evt_1')).status).toBe(200);
    // Replayed (same id, or the same signed body under a new event id) and order.paid after it.
    expect((await deliver(built, captured, 'evt_1')).status).toBe(200);
    expect((await deliver(built, captured, 'evt_2')).status).toBe(200);
    const paid = webhook('order.paid', { id: 'pay_Real0001', order_id: orderId });
    expect((await deliver(built, paid, 'evt_3')).status).toBe(200);

    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.payments).toEqual({ [pdfID]: 'pay_Real0001' });
    expect(me.body.user.remainingPDFQuota).toBe(0);
    const payments = await built.store.listPayments(UID);
    expect(payments.map((p) => [p.paymentId, p.status])).toEqual([['pay_Real0001', 'succeeded']]);
    expect(razorpay.requests.filter((r) => r.path.includes('/refund'))).toEqual([]);
    expect(
      (await request(built.app).get(`/api/payments/${pdfID}/status`).set(bearer(token))).body,
    ).toEqual({ pdfID, status: 'succeeded', unlocked: true });
    expect(
      (await request(built.app).get(`/api/reports/${pdfID}/pdf`).set(bearer(token))).status,
    ).toBe(200);
  });

  it('unlocks on order.paid alone', async () => {
    const built = razorpayApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const orderId = await orderFor(built, token, pdfID);
    const paid = webhook('order.paid', { id: 'pay_OrderPaid1', order_id: orderId });
    expect((await deliver(built, paid)).status).toBe(200);
    expect((await built.store.getReport(pdfID))?.unlockedBy).toBe('payment');
  });

  it('changes nothing for forged, unsigned or unknown-order events, and refunds a wrong price', async () => {
    const built = razorpayApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const orderId = await orderFor(built, token, pdfID);
    const good = webhook('payment.captured', { id: 'pay_Good0001', order_id: orderId });

    const forged = await deliver(built, {
      body: good.body.replace('"amount":49900', '"amount":100'),
      signature: good.signature,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_signature');
    expect((await deliver(built, { body: good.body })).status).toBe(400);
    expect(
      (await deliver(built, { body: good.body, signature: sign('another_secret', good.body) }))
        .status,
    ).toBe(400);
    expect((await deliver(built, { body: good.body, signature: 'not-hex' })).status).toBe(400);

    const before = razorpay.requests.length;
    for (const wrong of [
      webhook('payment.captured', { id: 'pay_Cheap001', order_id: orderId, amount: 100 }),
      webhook('payment.captured', { id: 'pay_Usd00001', order_id: orderId, currency: 'USD' }),
      webhook('payment.captured', { id: 'pay_Nobody01', order_id: 'order_Unknown001' }),
      webhook('payment.captured', { id: 'pay_NoOrder1', order_id: '' }),
    ]) {
      // Signed, so acknowledged (Razorpay stops retrying), but nothing is fulfilled.
      expect((await deliver(built, wrong)).status).toBe(200);
    }
    // Paid for our order at the wrong price: given back. Not our order: not ours to give back.
    const refunds = razorpay.requests
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path.endsWith('/refund'));
    expect(refunds.map((r) => r.path)).toEqual([
      '/v1/payments/pay_Cheap001/refund',
      '/v1/payments/pay_Usd00001/refund',
    ]);
    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.reports.find((r: { pdfID: string }) => r.pdfID === pdfID).unlocked).toBe(false);
    expect(me.body.payments).toEqual({});
    expect(await built.store.getPaymentsForReport(pdfID)).toEqual([]);
  });

  it('refunds a second payment for the report through Razorpay, once, retrying a failed refund', async () => {
    const built = razorpayApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const [orderA, orderB] = [
      await orderFor(built, token, pdfID),
      await orderFor(built, token, pdfID),
    ];
    const first = webhook('payment.captured', { id: 'pay_TabA0001', order_id: orderA });
    const second = webhook('payment.captured', { id: 'pay_TabB0001', order_id: orderB });
    expect((await deliver(built, first)).status).toBe(200);

    razorpay.state.failRefunds = true;
    expect((await deliver(built, second, 'evt_b')).status).toBe(500);
    const statusOf = async (id: string) =>
      (await built.store.getPaymentsForReport(pdfID)).find((p) => p.paymentId === id)?.status;
    expect(await statusOf('pay_TabB0001')).toBe('duplicate');

    razorpay.state.failRefunds = false;
    const before = razorpay.requests.length;
    expect((await deliver(built, second, 'evt_b')).status).toBe(200); // delivered again after a 500
    expect((await deliver(built, second, 'evt_b')).status).toBe(200); // a replay refunds nothing
    const refunds = razorpay.requests
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path.endsWith('/refund'));
    expect(refunds.map((r) => r.path)).toEqual(['/v1/payments/pay_TabB0001/refund']);
    expect(await statusOf('pay_TabA0001')).toBe('succeeded');
    expect(await statusOf('pay_TabB0001')).toBe('refunded');
    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.payments).toEqual({ [pdfID]: 'pay_TabA0001' });
  });

  it('takes a refund Razorpay already made as done', async () => {
    const gateway = new RazorpayPaymentGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: razorpay.url,
    });
    const first = await gateway.refund('pay_Twice0001', 'duplicate');
    expect(await gateway.refund('pay_Twice0001', 'duplicate')).toEqual(first);
    expect(razorpay.refunded.get('pay_Twice0001')).toBe(first.refundId);
  });

  it('records a failed payment without unlocking', async () => {
    const built = razorpayApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const orderId = await orderFor(built, token, pdfID);
    const failed = webhook('payment.failed', { id: 'pay_Failed01', order_id: orderId });
    expect((await deliver(built, failed)).status).toBe(200);
    expect(
      (await request(built.app).get(`/api/payments/${pdfID}/status`).set(bearer(token))).body,
    ).toEqual({ pdfID, status: 'failed', unlocked: false });
  });

  it('ignores signed events it does not act on', async () => {
    const built = razorpayApp();
    const body = JSON.stringify({ event: 'refund.processed', payload: {} });
    const res = await deliver(built, { body, signature: sign(WEBHOOK_SECRET, body) });
    expect(res.status).toBe(200);
  });

  it('refuses its webhook on a server without Razorpay, and Stripe’s with it', async () => {
    const demo = buildTestApp();
    const body = '{}';
    expect((await deliver(demo, { body, signature: sign(WEBHOOK_SECRET, body) })).status).toBe(404);
    const built = razorpayApp();
    expect(
      (
        await request(built.app)
          .post('/api/webhooks/stripe')
          .set('Stripe-Signature', 't=1,v1=abc')
          .send(body)
      ).status,
    ).toBe(404);
  });

  it('refunds an order.paid whose order we lost but whose notes are ours', async () => {
    const built = razorpayApp();
    const { pdfID } = await userWithLockedReport(built);
    const entity = {
      id: 'pay_LostOrder1',
      entity: 'payment',
      amount: 49900,
      currency: 'INR',
      status: 'captured',
      order_id: 'order_Lost0001',
    };
    const body = JSON.stringify({
      event: 'order.paid',
      payload: {
        payment: { entity },
        order: { entity: { id: 'order_Lost0001', notes: { uid: UID, pdfID } } },
      },
      created_at: 1_790_000_005,
    });
    const before = razorpay.requests.length;
    expect((await deliver(built, { body, signature: sign(WEBHOOK_SECRET, body) })).status).toBe(
      200,
    );
    expect(
      razorpay.requests
        .slice(before)
        .filter((r) => r.path.endsWith('/refund'))
        .map((r) => r.path),
    ).toEqual(['/v1/payments/pay_LostOrder1/refund']);
    expect((await built.store.getReport(pdfID))?.unlockedBy).toBeNull();
  });

  it('answers a signed event it cannot read with 400 and one warning, never a 500', async () => {
    const { lines, stream } = captureLogs();
    const built = razorpayApp(stream);
    const { token, pdfID } = await userWithLockedReport(built);
    const orderId = await orderFor(built, token, pdfID);
    const good = JSON.parse(
      webhook('payment.captured', { id: 'pay_Shape0001', order_id: orderId }).body,
    ) as { payload: { payment: { entity: Record<string, unknown> } } } & Record<string, unknown>;
    const entity = good.payload.payment.entity;
    const without = (key: string) =>
      Object.fromEntries(Object.entries(entity).filter(([k]) => k !== key));
    const signed = (body: string) => ({ body, signature: sign(WEBHOOK_SECRET, body) });
    const withEntity = (e: object) =>
      signed(JSON.stringify({ ...good, payload: { payment: { entity: e } } }));
    const unreadable = [
      signed('null'),
      signed('not json'),
      signed('[]'),
      signed(JSON.stringify({ payload: {} })),
      signed(JSON.stringify({ ...good, payload: undefined })),
      signed(JSON.stringify({ ...good, payload: { payment: {} } })),
      withEntity(without('currency')),
      withEntity(without('id')),
      withEntity({ ...entity, amount: 499.5 }),
      signed(JSON.stringify({ ...good, created_at: 'today' })),
      signed(JSON.stringify({ ...good, created_at: 1e20 })),
    ];
    const start = lines.length;
    for (const event of unreadable) {
      const res = await deliver(built, event);
      expect(res.status, event.body).toBe(400);
      expect(res.body.error.code).toBe('invalid_webhook');
    }
    const logged = lines.slice(start).filter((l) => !l.includes('"msg":"request"'));
    expect(logged).toHaveLength(unreadable.length);
    expect(logged.every((l) => l.includes('"level":40') && !l.includes('stack'))).toBe(true);
    expect(lines.some((l) => l.includes('"level":50'))).toBe(false);
    expect(await built.store.getPaymentsForReport(pdfID)).toEqual([]);
  });

  it('opens the CSP to Razorpay only when Razorpay is the provider', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html>shell</html>');
    const env = {
      WEB_DIST: dist,
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    const csp = (await request(buildTestApp({ env }).app).get('/')).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(csp).not.toContain('stripe.com');
    const plain = (await request(buildTestApp({ env: { WEB_DIST: dist } }).app).get('/')).headers[
      'content-security-policy'
    ] as string;
    expect(plain).not.toContain('razorpay');
  });
});
