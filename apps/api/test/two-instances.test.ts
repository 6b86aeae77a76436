import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreOutbox } from '../src/adapters/outbox/firestore.js';
import { FirestoreStore } from '../src/adapters/store/firestore.js';
import {
  startAuthEmulator,
  startServer,
  type AuthEmulator,
  type ServerProcess,
} from './support/processes.js';
import { firestoreEmulatorHost } from './support/firestore-emulator.js';
import { startStripeServer } from './support/stripe-server.js';

// Two API processes (the built dist/server.js) that share nothing but one Firestore emulator,
// raced against each other. Run by scripts/test-firestore.mjs, which starts the emulator with
// serializable transactions; the Auth emulator gives real tokens that both verify.
const emulatorHost = firestoreEmulatorHost();

const WEBHOOK_SECRET = 'whsec_two_instances_secret';
/** Per user and minute, for reports and for payments: low, so the shared count can be seen. */
const PER_USER_LIMIT = 8;
const projectId = `demo-ankvidya-two-${Math.random().toString(36).slice(2, 8)}`;
const asha = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' };
/** Both instances' DATA_DIR: each runs an embedded SMTP server keeping mail in its mail/ folder. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-two-'));

let auth: AuthEmulator;
let stripe: Awaited<ReturnType<typeof startStripeServer>>;
let a: ServerProcess;
let b: ServerProcess;
let store: FirestoreStore;

beforeAll(async () => {
  [auth, stripe] = await Promise.all([startAuthEmulator({ projectId }), startStripeServer()]);
  const env = {
    STORE: 'firestore',
    FIRESTORE_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
    RATE_LIMIT_PER_MINUTE: String(PER_USER_LIMIT),
    REPORT_WORKERS: '1',
    DATA_DIR: dataDir,
  };
  const started = await Promise.allSettled([startServer(env), startServer(env)]);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // Never leave the one that started running after the suite.
    await Promise.all(
      started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : Promise.resolve())),
    );
    throw failed.reason;
  }
  [a, b] = started.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value) as [
    ServerProcess,
    ServerProcess,
  ];
  // The test reads what the instances wrote, straight from the same Firestore.
  store = new FirestoreStore(projectId, emulatorHost);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([auth?.stop(), stripe?.close(), store?.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function call(server: ServerProcess, token: string, method: string, path: string, body?: object) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
}

let users = 0;
/** A new Google user, signed in on instance A: one welcome credit. */
async function newUser() {
  const email = `two-${++users}@example.in`;
  const { idToken, localId } = await auth.signIn(email, 'Asha Verma');
  expect((await call(a, idToken, 'POST', '/api/session')).status).toBe(201);
  return { token: idToken, uid: localId, email };
}

async function newReport(server: ServerProcess, token: string, name = asha.name) {
  const res = await call(server, token, 'POST', '/api/reports', { ...asha, name });
  expect(res.status).toBe(200);
  return ((await res.json()) as { pdfID: string }).pdfID;
}

async function newIntent(server: ServerProcess, token: string, pdfID: string, key: string) {
  const res = await fetch(`${server.url}/api/createPaymentIntent`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    },
    body: JSON.stringify({ amount: 49900, currency: 'inr', pdfID }),
  });
  expect(res.status).toBe(200);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  return clientSecret.split('_secret_')[0]!;
}

const signer = new Stripe('sk_test_local');
/** A signed payment_intent.succeeded event, as Stripe would deliver it. */
function succeeded(eventId: string, intentId: string, uid: string, pdfID: string) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: 1_790_000_000,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: 49900,
        amount_received: 49900,
        currency: 'inr',
        metadata: { uid, pdfID },
      },
    },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: WEBHOOK_SECRET,
  });
  return (server: ServerProcess) =>
    fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    });
}

const refundsOf = (intentId: string) =>
  stripe.requests.filter(
    (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === intentId,
  );

describe('two API instances on one Firestore', () => {
  it('starts both on Firestore with the shared rate counter', async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/api/readyz`);
      expect(res.status).toBe(200);
    }
    expect(a.url).not.toBe(b.url);
  });

  it('spends one welcome credit once, whichever instance each download reaches', async () => {
    // Three users, each racing four downloads of two locked reports across both instances.
    await Promise.all(
      [1, 2, 3].map(async () => {
        const user = await newUser();
        const first = await newReport(a, user.token, 'Asha Verma');
        const second = await newReport(b, user.token, 'Ravi Verma');
        const tries = [
          [a, first],
          [b, second],
          [b, first],
          [a, second],
        ] as const;
        const answers = await Promise.all(
          tries.map(async ([server, pdfID]) => ({
            pdfID,
            status: (await call(server, user.token, 'GET', `/api/reports/${pdfID}/pdf`)).status,
          })),
        );
        const unlocked = [];
        for (const pdfID of [first, second]) {
          const report = await store.getReport(pdfID);
          if (report?.unlockedBy) unlocked.push(pdfID);
          if (report?.unlockedBy) expect(report.unlockedBy).toBe('credit');
        }
        expect(unlocked).toHaveLength(1);
        expect((await store.getUser(user.uid))?.remainingPDFQuota).toBe(0);
        for (const answer of answers)
          expect(answer.status).toBe(answer.pdfID === unlocked[0] ? 200 : 402);
      }),
    );
  });

  it('spends the credit or keeps the payment, never both, when a download on one instance races a card payment on the other', async () => {
    // The downloads above queue on the user's shared rate counter; this race has no such queue
    // (webhooks are not limited per user), so the credit and the payment meet in Firestore.
    // Each user's webhook leaves a little later, so some land inside the download's transaction.
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (i) => {
        const user = await newUser();
        const pdfID = await newReport(a, user.token);
        const intentId = await newIntent(b, user.token, pdfID, `two-instances-credit-${i}`);
        const deliver = succeeded(`evt_credit_${intentId}`, intentId, user.uid, pdfID);
        const [download, webhook] = await Promise.all([
          call(a, user.token, 'GET', `/api/reports/${pdfID}/pdf`),
          new Promise((r) => setTimeout(r, i * 20)).then(() => deliver(b)),
        ]);
        expect([download.status, webhook.status]).toEqual([200, 200]);

        const report = await store.getReport(pdfID);
        const quota = (await store.getUser(user.uid))?.remainingPDFQuota;
        const [payment] = await store.getPaymentsForReport(pdfID);
        if (report?.unlockedBy === 'credit') {
          // The credit came first: the card payment is a duplicate, refunded.
          expect(quota).toBe(0);
          expect(payment?.status).toBe('refunded');
          expect(refundsOf(intentId)).toHaveLength(1);
        } else {
          expect(report?.unlockedBy).toBe('payment');
          expect(quota).toBe(1);
          expect(payment?.status).toBe('succeeded');
          expect(refundsOf(intentId)).toHaveLength(0);
        }
      }),
    );
  });

  it('fulfils one webhook event once when it is delivered to both instances at once', async () => {
    const user = await newUser();
    const pdfID = await newReport(a, user.token);
    const intentId = await newIntent(a, user.token, pdfID, 'two-instances-one-event');
    const deliver = succeeded(`evt_two_${intentId}`, intentId, user.uid, pdfID);
    const answers = await Promise.all([a, b, a, b, a, b].map((server) => deliver(server)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const payments = await store.getPaymentsForReport(pdfID);
    expect(payments.map((p) => [p.paymentId, p.status])).toEqual([[intentId, 'succeeded']]);
    expect((await store.getReport(pdfID))?.unlockedBy).toBe('payment');
    // Paid by card: the welcome credit is untouched, and nothing was refunded.
    expect((await store.getUser(user.uid))?.remainingPDFQuota).toBe(1);
    expect(refundsOf(intentId)).toHaveLength(0);
  });

  it('sends one email for a payment delivered to both instances, with both workers polling', async () => {
    const user = await newUser();
    const pdfID = await newReport(a, user.token);
    const intentId = await newIntent(a, user.token, pdfID, 'two-instances-email');
    const deliver = succeeded(`evt_mail_${intentId}`, intentId, user.uid, pdfID);
    await Promise.all([a, b, a, b].map((server) => deliver(server)));
    const to = new RegExp(`^To: ${user.email.replace(/\./g, '\\.')}\r?$`, 'm');
    const mailDir = path.join(dataDir, 'mail');
    const kept = () =>
      fs.existsSync(mailDir)
        ? fs
            .readdirSync(mailDir)
            .filter((name) => name.endsWith('.eml'))
            .filter((name) => to.test(fs.readFileSync(path.join(mailDir, name), 'latin1')))
        : [];
    const deadline = Date.now() + 60_000;
    while (kept().length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    expect(kept()).toHaveLength(1);
    // Two more polls of both workers (every 5 s) send nothing more.
    await new Promise((r) => setTimeout(r, 11_000));
    expect(kept()).toHaveLength(1);
    const entries = (await new FirestoreOutbox(projectId).list()).filter((e) => e.pdfID === pdfID);
    expect(entries.map((e) => [e.paymentId, e.status, e.attempts])).toEqual([
      [intentId, 'sent', 1],
    ]);
  });

  it('never leaves two succeeded payments when two intents succeed on different instances', async () => {
    const user = await newUser();
    const pdfID = await newReport(a, user.token);
    const [first, second] = await Promise.all([
      newIntent(a, user.token, pdfID, 'two-instances-tab-1'),
      newIntent(b, user.token, pdfID, 'two-instances-tab-2'),
    ]);
    expect(first).not.toBe(second);
    const answers = await Promise.all([
      succeeded(`evt_two_${first}`, first, user.uid, pdfID)(a),
      succeeded(`evt_two_${second}`, second, user.uid, pdfID)(b),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);

    const payments = await store.getPaymentsForReport(pdfID);
    const winner = payments.find((p) => p.status === 'succeeded');
    const loser = payments.find((p) => p.paymentId !== winner?.paymentId);
    expect(payments.map((p) => p.status).sort()).toEqual(['refunded', 'succeeded']);
    // The second payment was refunded at the provider, once, and the first never.
    expect(refundsOf(loser!.paymentId)).toHaveLength(1);
    expect(refundsOf(winner!.paymentId)).toHaveLength(0);
    expect((await store.getReport(pdfID))?.unlockedBy).toBe('payment');
  });

  it('holds the per-user limit on the money path across both instances', async () => {
    const user = await newUser();
    const pdfID = await newReport(a, user.token);
    // A fixed one-minute window: start well inside one, so all requests count in the same.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    const servers = Array.from({ length: 2 * PER_USER_LIMIT }, (_, i) => (i % 2 ? b : a));
    const answers = await Promise.all(
      servers.map(async (server) => {
        const res = await call(server, user.token, 'GET', `/api/payments/${pdfID}/status`);
        return { server, status: res.status };
      }),
    );
    const passed = answers.filter((r) => r.status === 200);
    // Each instance alone would let PER_USER_LIMIT through; together they let exactly that many.
    expect(passed).toHaveLength(PER_USER_LIMIT);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(PER_USER_LIMIT);
    // Reports count in a bucket of their own: this user can still ask for one.
    expect((await call(b, user.token, 'POST', '/api/reports', asha)).status).toBe(200);
  });
});
