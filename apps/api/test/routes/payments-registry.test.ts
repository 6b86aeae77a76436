import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENT_PROVIDER_IDS, type PaymentMode } from '@ankvidya/schemas';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../../src/adapters/payments/registry.js';
import {
  InvalidWebhookError,
  MalformedWebhookError,
  type BrowserAnswer,
  type CreateIntentRequest,
  type PaymentGateway,
  type RefundReason,
} from '../../src/ports/payments.js';
import type { PaymentEvent } from '../../src/ports/store.js';
import { asha, bearer, buildTestApp } from '../support/app.js';

const SECRET = 'acme-webhook-secret';
const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

/**
 * A provider the router and fulfilment have never heard of: its own id, webhook header, signature
 * scheme, event shape, browser answer and refunds. It is only a PaymentGateway.
 */
class AcmeGateway implements PaymentGateway {
  readonly mode = 'acme' as PaymentMode;
  readonly label = 'Acme Pay';
  readonly publishableKey = 'acme_pk_test';
  readonly webhookSignatureHeader = 'x-acme-signature';
  readonly refunds: { intentId: string; reason: RefundReason }[] = [];
  private next = 0;

  readonly browserAnswer: BrowserAnswer<{ intent: string; proof: string }> = {
    path: '/acme/return',
    schema: z.object({ intent: z.string().min(1), proof: z.string().min(1) }),
    recordOf: (body) => body.intent,
    check: (body, intent) => (body.proof === `proof-${intent.intentId}` ? 'verified' : 'refused'),
    fulfils: false,
  };

  createIntent(request: CreateIntentRequest) {
    this.next += 1;
    const intentId = `acme_${this.next}_${request.pdfID.slice(0, 6)}`;
    return Promise.resolve({ intentId, clientSecret: `${intentId}:secret` });
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null> {
    if (signature !== sign(rawBody.toString('utf8')))
      return Promise.reject(new InvalidWebhookError('bad acme signature'));
    const read = z
      .object({ id: z.string(), charge: z.string(), paid: z.number().int(), ccy: z.string() })
      .safeParse(JSON.parse(rawBody.toString('utf8')));
    if (!read.success) return Promise.reject(new MalformedWebhookError('not an acme event'));
    return Promise.resolve({
      eventId: read.data.id,
      intentId: read.data.charge,
      status: 'succeeded',
      uid: '',
      pdfID: '',
      amount: read.data.paid,
      currency: read.data.ccy,
      at: '2026-11-21T10:00:00.000Z',
    });
  }

  refund(intentId: string, reason: RefundReason) {
    this.refunds.push({ intentId, reason });
    return Promise.resolve({ refundId: `acme_re_${intentId}` });
  }
}

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

describe('a payment provider is only its adapter', () => {
  it('takes the whole path (key, intent, browser answer, webhook, duplicate refund) with no router change', async () => {
    const gateway = new AcmeGateway();
    const built = buildTestApp({ gateway });
    const { token, pdfID } = await userWithLockedReport(built);

    const key = await request(built.app).get('/api/getPublishKey');
    expect(key.body).toEqual({ publishableKey: 'acme_pk_test', mode: 'acme' });

    const intentFor = async (attempt: string) => {
      const res = await request(built.app)
        .post('/api/createPaymentIntent')
        .set(bearer(token))
        .set('Idempotency-Key', attempt)
        .send({ pdfID, amount: 49900, currency: 'inr' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ mode: 'acme', amount: 49900, currency: 'inr' });
      return (res.body.clientSecret as string).split(':')[0] ?? '';
    };
    const first = await intentFor('attempt-one');
    const second = await intentFor('attempt-two');
    expect((await built.store.getIntent(first))?.mode).toBe('acme');

    // The page's answer, on the path the adapter chose: checked, but it fulfils nothing.
    const answer = (proof: string) =>
      request(built.app).post('/api/acme/return').set(bearer(token)).send({ intent: first, proof });
    const refused = await answer('forged');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_signature');
    expect((await answer(`proof-${first}`)).body).toEqual({
      pdfID,
      status: 'processing',
      unlocked: false,
    });

    // Its webhook, under its id and its own header; the other providers' paths are not routes.
    const webhook = (event: object, signature = sign(JSON.stringify(event))) =>
      request(built.app)
        .post('/api/webhooks/acme')
        .set('Content-Type', 'application/json')
        .set('x-acme-signature', signature)
        .send(JSON.stringify(event));
    const paid = { id: 'evt_1', charge: first, paid: 49900, ccy: 'inr' };
    expect((await webhook(paid, 'f'.repeat(64))).body.error.code).toBe('invalid_signature');
    const unreadable = await webhook({ hello: 'acme' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error.message).toBe(
      'The Acme Pay webhook is signed but is not an event this server can read.',
    );
    for (const other of PAYMENT_PROVIDER_IDS) {
      const res = await request(built.app)
        .post(`/api/webhooks/${other}`)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(paid));
      expect(res.status).toBe(404);
    }

    expect((await webhook(paid)).status).toBe(200);
    const status = await request(built.app).get(`/api/payments/${pdfID}/status`).set(bearer(token));
    expect(status.body).toEqual({ pdfID, status: 'succeeded', unlocked: true });

    // A second payment for the unlocked report goes back through the adapter's refund.
    expect((await webhook({ id: 'evt_2', charge: second, paid: 49900, ccy: 'inr' })).status).toBe(
      200,
    );
    expect(gateway.refunds).toEqual([{ intentId: second, reason: 'duplicate' }]);
    const payments = await built.store.getPaymentsForReport(pdfID);
    expect(payments.map((p) => [p.paymentId, p.status])).toEqual([
      [first, 'succeeded'],
      [second, 'refunded'],
    ]);

    // The OpenAPI document describes its routes as mounted: its answer path and body, its header.
    const doc = (await request(built.app).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    expect(doc.paths['/acme/return']?.post).toBeDefined();
    expect(doc.paths['/demo/confirm']).toBeUndefined();
    expect(doc.paths['/webhooks/{provider}']?.post?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'provider', in: 'path' }),
        expect.objectContaining({ name: 'x-acme-signature', in: 'header' }),
      ]),
    );

    // The built-in providers' browser-answer routes are not mounted for it.
    const demo = await request(built.app)
      .post('/api/demo/confirm')
      .set(bearer(token))
      .send({ clientSecret: `${first}_secret_x` });
    expect(demo.status).toBe(404);
  });
});

describe('the registry is the only place that names a provider', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
  const adapters = path.join(src, 'adapters', 'payments');

  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === adapters ? [] : sources(full);
      return entry.name.endsWith('.ts') ? [full] : [];
    });
  }

  it('registers every provider id the web and the API exchange, once', () => {
    expect(PAYMENT_PROVIDERS.map((provider) => provider.id).sort()).toEqual(
      [...PAYMENT_PROVIDER_IDS].sort(),
    );
  });

  it('has no provider id or provider folder import outside adapters/payments', () => {
    const ids = PAYMENT_PROVIDER_IDS.join('|');
    const literal = new RegExp(`(['"\`])(${ids})\\1`);
    const folder = new RegExp(`adapters/payments/(${ids})/`);
    const named = sources(src).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${path.relative(src, file)}:${i + 1}`, line }))
        .filter(({ line }) => literal.test(line) || folder.test(line)),
    );
    expect(named).toEqual([]);
  });
});
