import request from 'supertest';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoPaymentGateway } from '../../src/adapters/payments/demo/gateway.js';
import { StripePaymentGateway } from '../../src/adapters/payments/stripe/gateway.js';
import { asha, bearer, buildTestApp, captureLogs as capture } from '../support/app.js';
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

  it('has no Stripe webhook: 404, and nothing logged as an error', async () => {
    const { lines, stream } = capture();
    const { app } = buildTestApp({ logTo: stream });
    const res = await request(app)
      .post('/api/webhooks/stripe')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send('{}');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
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

  function stripeGateway() {
    return new StripePaymentGateway({
      secretKey: stripeEnv.STRIPE_SECRET_KEY,
      publishableKey: stripeEnv.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port: stripeServer.port, protocol: 'http' },
    });
  }
  function stripeApp(logTo?: ReturnType<typeof capture>['stream']) {
    return buildTestApp({ env: stripeEnv, gateway: stripeGateway(), logTo });
  }

  /** A PaymentIntent made through the API, as the page makes it: the server keeps its record. */
  async function intentFor(built: ReturnType<typeof buildTestApp>, token: string, pdfID: string) {
    const res = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .send({ currency: 'inr', amount: 49900, pdfID });
    expect(res.status).toBe(200);
    return String(res.body.clientSecret).split('_secret_')[0]!;
  }

  const signer = new Stripe('sk_test_local');
  function signedBody(body: string) {
    return {
      body,
      signature: signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
      }),
    };
  }
  const signedEvent = (payload: unknown) => signedBody(JSON.stringify(payload));
  function intentEvent(
    id: string,
    type: string,
    intent: {
      id: string;
      uid: string;
      pdfID: string;
      amount?: number;
      amountReceived?: number;
      currency?: string;
    },
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
          amount_received:
            intent.amountReceived ??
            (type === 'payment_intent.succeeded' ? (intent.amount ?? 49900) : 0),
          currency: intent.currency ?? 'inr',
          metadata: { uid: intent.uid, pdfID: intent.pdfID },
        },
      },
    });
  }
  const deliver = (
    built: ReturnType<typeof buildTestApp>,
    event: { body: string; signature: string },
  ) =>
    request(built.app)
      .post('/api/webhooks/stripe')
      .set('Stripe-Signature', event.signature)
      .set('Content-Type', 'application/json')
      .send(event.body);
  const refundsSince = (before: number) =>
    stripeServer.requests.slice(before).filter((r) => r.path === '/v1/refunds');

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
    const intentId = await intentFor(built, token, pdfID);
    const event = intentEvent('evt_1', 'payment_intent.succeeded', { id: intentId, uid, pdfID });
    expect((await deliver(built, event)).status).toBe(200);
    expect((await deliver(built, event)).status).toBe(200); // replayed: de-duplicated by event id
    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.payments).toEqual({ [pdfID]: intentId });
    expect(me.body.user.remainingPDFQuota).toBe(0);
    expect(await built.store.listPayments(uid)).toHaveLength(1);
    expect(
      (await request(built.app).get(`/api/reports/${pdfID}/pdf`).set(bearer(token))).status,
    ).toBe(200);
  });

  it('unlocks for the new uid when the account was handed over after paying began', async () => {
    const built = stripeApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const intentId = await intentFor(built, token, pdfID);
    // The Google account is deleted and re-created: a new uid with the same email takes over.
    built.auth.deleteUser('uid-payer@b.in');
    const renewed = bearer(built.auth.issue({ email: 'payer@b.in', uid: 'renewed-uid' }));
    expect((await request(built.app).post('/api/session').set(renewed)).status).toBe(200);

    const before = stripeServer.requests.length;
    // Stripe's copy of the intent still names the old uid.
    const paid = intentEvent('evt_handover', 'payment_intent.succeeded', {
      id: intentId,
      uid: 'uid-payer@b.in',
      pdfID,
    });
    expect((await deliver(built, paid)).status).toBe(200);
    const me = await request(built.app).get('/api/me').set(renewed);
    expect(me.body.payments).toEqual({ [pdfID]: intentId });
    expect(me.body.reports.find((r: { pdfID: string }) => r.pdfID === pdfID).unlocked).toBe(true);
    expect(await built.store.listPayments('renewed-uid')).toHaveLength(1);
    expect(refundsSince(before)).toEqual([]);
  });

  it('refunds a second succeeded payment through Stripe, once, and retries a failed refund', async () => {
    const built = stripeApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const uid = 'uid-payer@b.in';
    const [piA, piB] = [await intentFor(built, token, pdfID), await intentFor(built, token, pdfID)];
    const paid = intentEvent('evt_a', 'payment_intent.succeeded', { id: piA, uid, pdfID });
    const again = intentEvent('evt_b', 'payment_intent.succeeded', { id: piB, uid, pdfID });
    expect((await deliver(built, paid)).status).toBe(200);

    stripeServer.state.failRefunds = true;
    expect((await deliver(built, again)).status).toBe(500);
    const statusOf = async (id: string) =>
      (await built.store.getPaymentsForReport(pdfID)).find((p) => p.paymentId === id)?.status;
    expect(await statusOf(piB)).toBe('duplicate');

    stripeServer.state.failRefunds = false;
    const before = stripeServer.requests.length;
    expect((await deliver(built, again)).status).toBe(200); // Stripe delivers again after a 500
    expect((await deliver(built, again)).status).toBe(200); // and a replay after success refunds nothing
    const refunds = refundsSince(before);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get('payment_intent')).toBe(piB);
    expect(refunds[0]!.form.get('reason')).toBe('duplicate');
    expect(refunds[0]!.headers['idempotency-key']).toBe(`refund-${piB}`);
    expect(await statusOf(piA)).toBe('succeeded');
    expect(await statusOf(piB)).toBe('refunded');
  });

  it('refunds a success of ours that can unlock nothing, with one log line saying why', async () => {
    const { lines, stream } = capture();
    const built = stripeApp(stream);
    const { token, pdfID } = await userWithLockedReport(built);
    const uid = 'uid-payer@b.in';
    const cheap = await intentFor(built, token, pdfID);
    const stray = await intentFor(built, token, pdfID);
    // Our record of this intent names another user than the report's (it cannot be unlocked).
    const record = (await built.store.getIntent(stray))!;
    await built.store.saveIntent({ ...record, uid: 'someone-else' });
    const before = stripeServer.requests.length;
    const events = {
      price_mismatch: intentEvent('evt_cheap', 'payment_intent.succeeded', {
        id: cheap,
        uid,
        pdfID,
        amount: 100,
      }),
      owner_mismatch: intentEvent('evt_stray', 'payment_intent.succeeded', {
        id: stray,
        uid,
        pdfID,
      }),
      // Made by this site (it carries our metadata) but our record of it is lost.
      unknown_intent: intentEvent('evt_lost', 'payment_intent.succeeded', {
        id: 'pi_lost_record',
        uid,
        pdfID,
      }),
    };
    for (const event of Object.values(events)) {
      expect((await deliver(built, event)).status).toBe(200);
      expect((await deliver(built, event)).status).toBe(200); // a replay is the same refund
    }
    const refunds = refundsSince(before);
    expect(refunds.map((r) => r.form.get('payment_intent'))).toEqual([
      cheap,
      cheap,
      stray,
      stray,
      'pi_lost_record',
      'pi_lost_record',
    ]);
    expect(refunds.map((r) => r.headers['idempotency-key'])).toEqual(
      [cheap, cheap, stray, stray, 'pi_lost_record', 'pi_lost_record'].map((id) => `refund-${id}`),
    );
    expect(refunds.every((r) => r.form.get('metadata[ankvidya_reason]') === 'cannot_fulfil')).toBe(
      true,
    );
    expect(stripeServer.refunded.get(cheap)).toMatch(/^re_test_/);
    for (const [reason, event] of Object.entries(events)) {
      const id = (JSON.parse(event.body) as { data: { object: { id: string } } }).data.object.id;
      const logged = lines.filter((l) => l.includes(`"intentId":"${id}"`) && l.includes('refund'));
      expect(logged).toHaveLength(2); // one line per delivery
      expect(logged[0]).toContain(`"reason":"${reason}"`);
      expect(logged[0]).toContain('"level":40');
    }
    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.reports.find((r: { pdfID: string }) => r.pdfID === pdfID).unlocked).toBe(false);
    expect(me.body.payments).toEqual({});
  });

  it('neither unlocks nor refunds a success that received nothing', async () => {
    const built = stripeApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const intentId = await intentFor(built, token, pdfID);
    const before = stripeServer.requests.length;
    const nothing = intentEvent('evt_zero', 'payment_intent.succeeded', {
      id: intentId,
      uid: 'uid-payer@b.in',
      pdfID,
      amountReceived: 0,
    });
    expect((await deliver(built, nothing)).status).toBe(200);
    expect((await built.store.getReport(pdfID))?.unlockedBy).toBeNull();
    expect(await built.store.getPaymentsForReport(pdfID)).toEqual([]);
    expect(refundsSince(before)).toEqual([]);
  });

  it('ignores a success that this site never made (no record, no tag of ours)', async () => {
    const built = stripeApp();
    const before = stripeServer.requests.length;
    const foreign = signedEvent({
      id: 'evt_foreign',
      type: 'payment_intent.succeeded',
      created: 1_790_000_000,
      data: {
        object: {
          id: 'pi_other_shop',
          amount: 49900,
          amount_received: 49900,
          currency: 'inr',
          metadata: { order: 'shop-17' },
        },
      },
    });
    expect((await deliver(built, foreign)).status).toBe(200);
    expect(refundsSince(before)).toEqual([]);
  });

  it('takes a refund Stripe already made (under a forgotten key) as done', async () => {
    const gateway = stripeGateway();
    const first = await gateway.refund('pi_refund_twice', 'cannot_fulfil');
    stripeServer.forgetKeys();
    expect(await gateway.refund('pi_refund_twice', 'cannot_fulfil')).toEqual(first);
  });

  it('changes nothing for forged or unsigned events', async () => {
    const built = stripeApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const uid = 'uid-payer@b.in';
    const intentId = await intentFor(built, token, pdfID);
    const good = intentEvent('evt_2', 'payment_intent.succeeded', { id: intentId, uid, pdfID });
    const forged = await request(built.app)
      .post('/api/webhooks/stripe')
      .set('Stripe-Signature', good.signature)
      .send(good.body.replace('49900', '100'));
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_signature');
    expect((await request(built.app).post('/api/webhooks/stripe').send(good.body)).status).toBe(
      400,
    );
    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.reports.find((r: { pdfID: string }) => r.pdfID === pdfID).unlocked).toBe(false);
    expect(me.body.payments).toEqual({});
  });

  it('answers a signed event it cannot read with 400 and one warning, never a 500', async () => {
    const { lines, stream } = capture();
    const built = stripeApp(stream);
    const { token, pdfID } = await userWithLockedReport(built);
    const intentId = await intentFor(built, token, pdfID);
    const good = JSON.parse(
      intentEvent('evt_shape', 'payment_intent.succeeded', {
        id: intentId,
        uid: 'uid-payer@b.in',
        pdfID,
      }).body,
    ) as { data: { object: Record<string, unknown> } } & Record<string, unknown>;
    const object = good.data.object;
    const without = (key: string) =>
      Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));
    const unreadable = [
      signedBody('null'),
      signedBody('not json'),
      signedEvent([]),
      signedEvent({ type: 'payment_intent.succeeded' }),
      signedEvent({ ...good, data: undefined }),
      signedEvent({ ...good, data: { object: without('currency') } }),
      signedEvent({ ...good, data: { object: without('amount_received') } }),
      signedEvent({ ...good, data: { object: { ...object, amount: '49900' } } }),
      signedEvent({ ...good, created: 'yesterday' }),
      signedEvent({ ...good, created: 1e20 }),
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

    // Metadata is not needed: the owner comes from our record, so the payment still unlocks.
    const noMetadata = signedEvent({ ...good, data: { object: without('metadata') } });
    expect((await deliver(built, noMetadata)).status).toBe(200);
    expect((await built.store.getReport(pdfID))?.unlockedBy).toBe('payment');
    // An event type we do not act on is acknowledged whatever its body.
    expect(
      (await deliver(built, signedEvent({ id: 'evt_x', type: 'charge.refunded' }))).status,
    ).toBe(200);
  });

  it('records a failed payment without unlocking', async () => {
    const built = stripeApp();
    const { token, pdfID } = await userWithLockedReport(built);
    const intentId = await intentFor(built, token, pdfID);
    const failed = intentEvent('evt_4', 'payment_intent.payment_failed', {
      id: intentId,
      uid: 'uid-payer@b.in',
      pdfID,
    });
    expect((await deliver(built, failed)).status).toBe(200);
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
