import request from 'supertest';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoPaymentGateway } from '../../src/adapters/payments/demo.js';
import { StripePaymentGateway } from '../../src/adapters/payments/stripe.js';
import { asha, bearer, buildTestApp } from '../support/app.js';
import { startStripeServer } from '../support/stripe-server.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_ankvidya';
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

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

describe('payments with the demo gateway', () => {
  it('tells the client it is in demo mode', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/getPublishKey');
    expect(res.body).toEqual({ publishableKey: 'pk_demo_ankvidya', mode: 'demo' });
  });

  it('prices the intent on the server and unlocks the report on confirm, once', async () => {
    const built = buildTestApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const intent = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .send({ currency: 'INR', amount: 49900, pdfID });
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({ amount: 49900, currency: 'inr', mode: 'demo' });
    expect(intent.body.clientSecret).toMatch(/^pi_demo_[0-9a-f]+_secret_[0-9a-f]+$/);

    const confirm = () =>
      request(built.app)
        .post('/api/demo/confirm')
        .set(bearer(token))
        .send({ clientSecret: intent.body.clientSecret });
    expect((await confirm()).body).toEqual({ pdfID, status: 'succeeded', unlocked: true });
    expect((await confirm()).status).toBe(200);

    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.payments).toEqual({ [pdfID]: intent.body.clientSecret.split('_secret_')[0] });
    expect(me.body.user.remainingPDFQuota).toBe(0);
    expect(await built.store.listPayments(me.body.user.uid)).toHaveLength(1);
    expect(
      (await request(built.app).get(`/api/reports/${pdfID}/pdf`).set(bearer(token))).status,
    ).toBe(200);
    expect(
      (await request(built.app).get(`/api/payments/${pdfID}/status`).set(bearer(token))).body
        .unlocked,
    ).toBe(true);
  });

  it.each([
    [{ currency: 'inr', amount: 100 }],
    [{ currency: 'usd', amount: 49900 }],
    [{ currency: 'inr', amount: 49900.5 }],
    [{ currency: 'inr', amount: -49900 }],
  ])('refuses a tampered price %j with 400 price_mismatch and creates nothing', async (price) => {
    const built = buildTestApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const res = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .send({ ...price, pdfID });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('price_mismatch');
  });

  it('needs sign-in and the caller’s own report', async () => {
    const built = buildTestApp();
    const { pdfID } = await userWithLockedReport(built);
    const body = { currency: 'inr', amount: 49900, pdfID };
    expect((await request(built.app).post('/api/createPaymentIntent').send(body)).status).toBe(401);
    const other = built.auth.issue({ email: 'other@b.in' });
    expect(
      (await request(built.app).post('/api/createPaymentIntent').set(bearer(other)).send(body))
        .status,
    ).toBe(404);
  });

  it("refuses to confirm someone else's payment or an unknown secret", async () => {
    const built = buildTestApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const intent = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .send({ currency: 'inr', amount: 49900, pdfID });
    const other = built.auth.issue({ email: 'other@b.in' });
    expect(
      (
        await request(built.app)
          .post('/api/demo/confirm')
          .set(bearer(other))
          .send({ clientSecret: intent.body.clientSecret })
      ).status,
    ).toBe(404);
    expect(
      (
        await request(built.app)
          .post('/api/demo/confirm')
          .set(bearer(token))
          .send({ clientSecret: 'pi_demo_x_secret_y' })
      ).status,
    ).toBe(404);
    expect(
      (await request(built.app).get(`/api/payments/${pdfID}/status`).set(bearer(token))).body,
    ).toEqual({ pdfID, status: 'processing', unlocked: false });
  });

  it('refuses the Stripe webhook: there is no secret to check it with', async () => {
    const { app } = buildTestApp();
    const res = await request(app)
      .post('/api/webhooks/stripe')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send('{}');
    expect(res.status).toBe(503);
  });
});

describe('a report is never paid twice (demo gateway)', () => {
  const intentFor = (
    built: ReturnType<typeof buildTestApp>,
    token: string,
    pdfID: string,
    key?: string,
  ) => {
    const req = request(built.app).post('/api/createPaymentIntent').set(bearer(token));
    return (key ? req.set('Idempotency-Key', key) : req).send({
      currency: 'inr',
      amount: 49900,
      pdfID,
    });
  };

  it('refunds the second of two intents confirmed in two tabs', async () => {
    const gateway = new DemoPaymentGateway();
    const built = buildTestApp({ gateway });
    const { token, pdfID } = await userWithLockedReport(built);
    const tabA = await intentFor(built, token, pdfID, 'tab-a-0001');
    const tabB = await intentFor(built, token, pdfID, 'tab-b-0001');
    expect(tabA.body.clientSecret).not.toBe(tabB.body.clientSecret);
    const confirm = (clientSecret: string) =>
      request(built.app).post('/api/demo/confirm').set(bearer(token)).send({ clientSecret });
    expect((await confirm(tabA.body.clientSecret)).body.unlocked).toBe(true);
    expect((await confirm(tabB.body.clientSecret)).status).toBe(200);
    const [idA, idB] = [tabA, tabB].map((t) => String(t.body.clientSecret).split('_secret_')[0]!);
    const payments = await built.store.getPaymentsForReport(pdfID);
    expect(payments.map((p) => [p.paymentId, p.status])).toEqual([
      [idA, 'succeeded'],
      [idB, 'refunded'],
    ]);
    expect([...gateway.refunds.keys()]).toEqual([idB]);
    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.payments).toEqual({ [pdfID]: idA });
  });

  it('honours Idempotency-Key: one key, one intent', async () => {
    const built = buildTestApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const first = await intentFor(built, token, pdfID, 'same-key-0001');
    const retried = await intentFor(built, token, pdfID, 'same-key-0001');
    const other = await intentFor(built, token, pdfID, 'other-key-0001');
    expect(retried.body.clientSecret).toBe(first.body.clientSecret);
    expect(other.body.clientSecret).not.toBe(first.body.clientSecret);
  });
});

describe('payments with Stripe (real SDK against a local server)', () => {
  let stripeServer: Awaited<ReturnType<typeof startStripeServer>>;
  beforeAll(async () => {
    stripeServer = await startStripeServer();
  });
  afterAll(() => stripeServer.close());

  function stripeApp() {
    const gateway = new StripePaymentGateway({
      secretKey: stripeEnv.STRIPE_SECRET_KEY,
      publishableKey: stripeEnv.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port: stripeServer.port, protocol: 'http' },
    });
    return buildTestApp({ env: stripeEnv, gateway });
  }

  const signer = new Stripe('sk_test_local');
  function signedEvent(payload: object) {
    const body = JSON.stringify(payload);
    return {
      body,
      signature: signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
      }),
    };
  }
  function intentEvent(
    id: string,
    type: string,
    intent: { id: string; uid: string; pdfID: string; amount?: number; currency?: string },
  ) {
    return signedEvent({
      id,
      object: 'event',
      type,
      created: 1_790_000_000,
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          amount: intent.amount ?? 49900,
          amount_received: type === 'payment_intent.succeeded' ? (intent.amount ?? 49900) : 0,
          currency: intent.currency ?? 'inr',
          metadata: { uid: intent.uid, pdfID: intent.pdfID },
        },
      },
    });
  }

  it('sends amount, currency, metadata and an idempotency key to Stripe', async () => {
    const built = stripeApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const res = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .set('Idempotency-Key', 'attempt-0001')
      .send({ currency: 'inr', amount: 49900, pdfID });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 49900, currency: 'inr', mode: 'stripe' });
    const sent = stripeServer.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.form.get('amount')).toBe('49900');
    expect(sent.form.get('currency')).toBe('inr');
    expect(sent.form.get('metadata[pdfID]')).toBe(pdfID);
    expect(sent.form.get('metadata[uid]')).toBe('uid-payer@b.in');
    expect(sent.headers['idempotency-key']).toBe(`uid-payer@b.in:${pdfID}:attempt-0001`);
    expect(sent.headers.authorization).toBe('Bearer sk_test_local');
    expect((await request(built.app).get('/api/getPublishKey')).body).toEqual({
      publishableKey: 'pk_test_local',
      mode: 'stripe',
    });
  });

  it('gives every attempt without a key its own idempotency key', async () => {
    const built = stripeApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const before = stripeServer.requests.length;
    for (let i = 0; i < 2; i++) {
      await request(built.app)
        .post('/api/createPaymentIntent')
        .set(bearer(token))
        .send({ currency: 'inr', amount: 49900, pdfID });
    }
    const keys = stripeServer.requests.slice(before).map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('unlocks on a signed payment_intent.succeeded, once, and never touches credits', async () => {
    const built = stripeApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const uid = 'uid-payer@b.in';
    const event = intentEvent('evt_1', 'payment_intent.succeeded', { id: 'pi_real_1', uid, pdfID });
    const send = () =>
      request(built.app)
        .post('/api/webhooks/stripe')
        .set('Stripe-Signature', event.signature)
        .set('Content-Type', 'application/json')
        .send(event.body);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200); // replayed: de-duplicated by event id
    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.payments).toEqual({ [pdfID]: 'pi_real_1' });
    expect(me.body.user.remainingPDFQuota).toBe(0);
    expect(await built.store.listPayments(uid)).toHaveLength(1);
    expect(
      (await request(built.app).get(`/api/reports/${pdfID}/pdf`).set(bearer(token))).status,
    ).toBe(200);
  });

  it('refunds a second succeeded payment through Stripe, once, and retries a failed refund', async () => {
    const built = stripeApp();
    const { pdfID } = await userWithLockedReport(built);
    const uid = 'uid-payer@b.in';
    const deliver = (event: { body: string; signature: string }) =>
      request(built.app)
        .post('/api/webhooks/stripe')
        .set('Stripe-Signature', event.signature)
        .set('Content-Type', 'application/json')
        .send(event.body);
    const paid = intentEvent('evt_a', 'payment_intent.succeeded', { id: 'pi_a', uid, pdfID });
    const again = intentEvent('evt_b', 'payment_intent.succeeded', { id: 'pi_b', uid, pdfID });
    expect((await deliver(paid)).status).toBe(200);

    stripeServer.state.failRefunds = true;
    expect((await deliver(again)).status).toBe(500);
    const statusOf = async (id: string) =>
      (await built.store.getPaymentsForReport(pdfID)).find((p) => p.paymentId === id)?.status;
    expect(await statusOf('pi_b')).toBe('duplicate');

    stripeServer.state.failRefunds = false;
    const before = stripeServer.requests.length;
    expect((await deliver(again)).status).toBe(200); // Stripe delivers again after a 500
    expect((await deliver(again)).status).toBe(200); // and a replay after success refunds nothing
    const refunds = stripeServer.requests.slice(before).filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get('payment_intent')).toBe('pi_b');
    expect(refunds[0]!.headers['idempotency-key']).toBe('refund-duplicate-pi_b');
    expect(await statusOf('pi_a')).toBe('succeeded');
    expect(await statusOf('pi_b')).toBe('refunded');
  });

  it('changes nothing for forged, unsigned or wrongly priced events', async () => {
    const built = stripeApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const uid = 'uid-payer@b.in';
    const good = intentEvent('evt_2', 'payment_intent.succeeded', { id: 'pi_2', uid, pdfID });
    const forged = await request(built.app)
      .post('/api/webhooks/stripe')
      .set('Stripe-Signature', good.signature)
      .send(good.body.replace('49900', '100'));
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_signature');
    expect((await request(built.app).post('/api/webhooks/stripe').send(good.body)).status).toBe(
      400,
    );
    const cheap = intentEvent('evt_3', 'payment_intent.succeeded', {
      id: 'pi_3',
      uid,
      pdfID,
      amount: 100,
    });
    expect(
      (
        await request(built.app)
          .post('/api/webhooks/stripe')
          .set('Stripe-Signature', cheap.signature)
          .send(cheap.body)
      ).status,
    ).toBe(200);
    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.reports.find((r: { pdfID: string }) => r.pdfID === pdfID).unlocked).toBe(false);
    expect(me.body.payments).toEqual({});
  });

  it('records a failed payment without unlocking', async () => {
    const built = stripeApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const failed = intentEvent('evt_4', 'payment_intent.payment_failed', {
      id: 'pi_4',
      uid: 'uid-payer@b.in',
      pdfID,
    });
    expect(
      (
        await request(built.app)
          .post('/api/webhooks/stripe')
          .set('Stripe-Signature', failed.signature)
          .send(failed.body)
      ).status,
    ).toBe(200);
    const status = await request(built.app).get(`/api/payments/${pdfID}/status`).set(bearer(token));
    expect(status.body).toEqual({ pdfID, status: 'failed', unlocked: false });
    expect((await built.store.getPaymentsForReport(pdfID))[0]?.status).toBe('failed');
  });

  it('has no demo confirm route when Stripe is configured', async () => {
    const built = stripeApp();
    const token = built.auth.issue({ email: 'x@b.in' });
    expect(
      (
        await request(built.app)
          .post('/api/demo/confirm')
          .set(bearer(token))
          .send({ clientSecret: 'a' })
      ).status,
    ).toBe(404);
  });
});
