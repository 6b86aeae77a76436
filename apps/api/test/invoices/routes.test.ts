import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportRendererBusyError } from '../../src/ports/report.js';
import { PdfFile, requirePoppler } from '../report/pdf-tools.js';
import { asha, bearer, buildTestApp } from '../support/app.js';
import { SELLER_ENV } from '../support/seller-env.js';

/** A seller registered for GST in Maharashtra (27). */
const GST_ENV = { ...SELLER_ENV, SELLER_GSTIN: '27AAPFU0939F1ZV' };

beforeAll(() => requirePoppler());

const files: PdfFile[] = [];
afterAll(() => files.forEach((file) => file.remove()));

type Built = ReturnType<typeof buildTestApp>;

/** A signed-in buyer whose welcome credit is spent, with a locked report to pay for. */
async function buyerWithLockedReport(built: Built, email: string) {
  const token = built.auth.issue({ email, name: 'Asha Verma' });
  await request(built.app).post('/api/session').set(bearer(token));
  const first = await request(built.app)
    .post('/api/reports')
    .set(bearer(token))
    .send({ ...asha, name: 'First Report' });
  await request(built.app).get(`/api/reports/${first.body.pdfID}/pdf`).set(bearer(token));
  const { body } = await request(built.app).post('/api/reports').set(bearer(token)).send(asha);
  return { token, pdfID: body.pdfID as string };
}

async function pay(built: Built, token: string, pdfID: string, extra: object = {}) {
  const intent = await request(built.app)
    .post('/api/createPaymentIntent')
    .set(bearer(token))
    .send({ currency: 'inr', amount: 49900, pdfID, ...extra });
  expect(intent.status).toBe(200);
  await request(built.app)
    .post('/api/demo/confirm')
    .set(bearer(token))
    .send({ clientSecret: intent.body.clientSecret });
  return (intent.body.clientSecret as string).split('_secret_')[0]!;
}

async function pdfText(built: Built, token: string, id: string): Promise<string> {
  const res = await request(built.app)
    .get(`/api/invoices/${id}/pdf`)
    .set(bearer(token))
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  const file = new PdfFile(res.body as Buffer);
  files.push(file);
  expect(file.pageCount()).toBe(1);
  return file.text().replace(/\s+/g, ' ');
}

describe('invoices of payments', () => {
  it('issues a tax invoice with IGST for a buyer in another state, listed in /api/me', async () => {
    const built = buildTestApp({ env: GST_ENV });
    const { token, pdfID } = await buyerWithLockedReport(built, 'asha@example.in');
    const paymentId = await pay(built, token, pdfID, { buyerState: '07' });

    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.invoices).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) as string,
        kind: 'invoice',
        number: 'AV/26-27/000001',
        pdfID,
        paymentId,
        amount: 49900,
        currency: 'inr',
        issuedAt: '2026-11-21T10:00:00.000Z',
        refersTo: null,
      },
    ]);

    const text = await pdfText(built, token, me.body.invoices[0].id);
    for (const line of [
      'Tax Invoice',
      'Ankvidya Numerology Services LLP',
      '4th floor, 12 Jangli Maharaj Road, Pune 411004',
      'Maharashtra (state code 27)',
      'GSTIN: 27AAPFU0939F1ZV',
      'AV/26-27/000001',
      '21 November 2026',
      'Place of supply Delhi (state code 07)',
      'Asha Verma',
      'asha@example.in',
      'Personal numerology report (PDF) for Asha Verma',
      '999799',
      'Taxable value ₹422.88',
      'IGST @ 18% ₹76.12',
      'Total (GST included) ₹499.00',
      'Rupees Four Hundred Ninety-Nine only',
      'Tax payable on reverse charge: No',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SAMPLE');
  });

  it("splits CGST and SGST when the buyer gives no state (the seller's state is the place of supply)", async () => {
    const built = buildTestApp({ env: GST_ENV });
    const { token, pdfID } = await buyerWithLockedReport(built, 'ravi@example.in');
    await pay(built, token, pdfID);
    const [invoice] = (await request(built.app).get('/api/me').set(bearer(token))).body.invoices;
    const text = await pdfText(built, token, invoice.id);
    expect(text).toContain('Place of supply Maharashtra (state code 27)');
    expect(text).toContain('CGST @ 9% ₹38.06');
    expect(text).toContain('SGST @ 9% ₹38.06');
    expect(text).not.toContain('IGST');
  });

  it('issues an invoice with no tax lines, marked as a sample, on a local server without a GSTIN', async () => {
    const built = buildTestApp();
    expect(built.config.seller).toMatchObject({ gstin: null, sample: true });
    const { token, pdfID } = await buyerWithLockedReport(built, 'meera@example.in');
    await pay(built, token, pdfID, { buyerState: '27' });
    const [invoice] = (await request(built.app).get('/api/me').set(bearer(token))).body.invoices;
    const text = await pdfText(built, token, invoice.id);
    expect(text).toContain('SAMPLE: this is a sample document of a local server');
    expect(text).toContain('Not registered under GST');
    // pdftotext reads the amount column after the words below it: match across them.
    expect(text).toMatch(/Total .*₹499\.00/);
    expect(text).not.toContain('GST included');
    expect(text).toContain('no GST is charged');
    expect(text).not.toMatch(/Tax Invoice|Taxable value|IGST|CGST|SGST/);
  });

  it('writes the invoice in the language of the report it was bought for', async () => {
    const built = buildTestApp({ env: GST_ENV });
    const { token } = await buyerWithLockedReport(built, 'hindi@example.in');
    const { body } = await request(built.app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ ...asha, name: 'आशा वर्मा', latinName: 'Asha Verma', locale: 'hi' });
    await pay(built, token, body.pdfID as string, { buyerState: '07' });
    const [invoice] = (await request(built.app).get('/api/me').set(bearer(token))).body.invoices;
    const text = await pdfText(built, token, invoice.id);
    // The Hindi copies and searches as written (each Indic line carries its ActualText).
    for (const part of [
      'टैक्स इनवॉइस',
      'सप्लाई का स्थान',
      'दिल्ली (राज्य कोड 07)',
      'चार सौ निन्यानवे रुपये मात्र',
      'AV/26-27/000001',
      'GSTIN: 27AAPFU0939F1ZV',
      'IGST @ 18%',
      '₹76.12',
      '₹499.00',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).not.toMatch(/Tax Invoice|Taxable value|Rupees|Place of supply/);
  });

  it("answers 404 for another account's invoice and for an id that names nothing", async () => {
    const built = buildTestApp({ env: GST_ENV });
    const { token, pdfID } = await buyerWithLockedReport(built, 'owner@example.in');
    await pay(built, token, pdfID);
    const [invoice] = (await request(built.app).get('/api/me').set(bearer(token))).body.invoices;
    const other = built.auth.issue({ email: 'other@example.in' });
    await request(built.app).post('/api/session').set(bearer(other));

    for (const [who, id] of [
      [other, invoice.id],
      [token, 'AAAAAAAAAAAAAAAAAAAAAAAA'],
      [token, 'not an id'],
      [token, '..%2F..%2Fme'],
    ]) {
      const res = await request(built.app).get(`/api/invoices/${id}/pdf`).set(bearer(who));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'not_found', message: 'That invoice was not found.' },
      });
    }
    expect((await request(built.app).get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(401);
    expect((await request(built.app).get('/api/me').set(bearer(other))).body.invoices).toEqual([]);
  });

  it('answers 503 with Retry-After when the report threads are full, and issues nothing twice', async () => {
    const built = buildTestApp({
      env: GST_ENV,
      renderInvoice: () => Promise.reject(new ReportRendererBusyError(7)),
    });
    const { token, pdfID } = await buyerWithLockedReport(built, 'busy@example.in');
    await pay(built, token, pdfID);
    const [invoice] = (await request(built.app).get('/api/me').set(bearer(token))).body.invoices;
    const res = await request(built.app).get(`/api/invoices/${invoice.id}/pdf`).set(bearer(token));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.body.error.code).toBe('reports_busy');
    expect((await request(built.app).get('/api/me').set(bearer(token))).body.invoices).toEqual([
      invoice,
    ]);
  });

  it('refuses a malformed buyer state with 400 and records no intent', async () => {
    const built = buildTestApp();
    const { token, pdfID } = await buyerWithLockedReport(built, 'typo@example.in');
    for (const buyerState of ['99', 'MH', 27, '']) {
      const res = await request(built.app)
        .post('/api/createPaymentIntent')
        .set(bearer(token))
        .send({ currency: 'inr', amount: 49900, pdfID, buyerState });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
    }
    expect((await request(built.app).get('/api/me').set(bearer(token))).body.invoices).toEqual([]);
  });

  it('issues a credit note against the invoice of a refunded second payment', async () => {
    const built = buildTestApp({ env: GST_ENV });
    const { token, pdfID } = await buyerWithLockedReport(built, 'twice@example.in');
    // Two intents for one report, both paid: the second is a duplicate, refunded at once.
    const first = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .send({ currency: 'inr', amount: 49900, pdfID });
    const second = await request(built.app)
      .post('/api/createPaymentIntent')
      .set(bearer(token))
      .set('Idempotency-Key', 'second-attempt')
      .send({ currency: 'inr', amount: 49900, pdfID, buyerState: '07' });
    for (const intent of [first, second])
      await request(built.app)
        .post('/api/demo/confirm')
        .set(bearer(token))
        .send({ clientSecret: intent.body.clientSecret });

    const { invoices } = (await request(built.app).get('/api/me').set(bearer(token))).body;
    expect(
      invoices.map((i: { kind: string; number: string; refersTo: string | null }) => [
        i.kind,
        i.number,
        i.refersTo,
      ]),
    ).toEqual([
      ['invoice', 'AV/26-27/000001', null],
      ['invoice', 'AV/26-27/000002', null],
      ['credit_note', 'CN/26-27/000001', 'AV/26-27/000002'],
    ]);
    const text = await pdfText(built, token, invoices[2].id);
    for (const line of [
      'Credit Note',
      'CN/26-27/000001',
      'Against invoice AV/26-27/000002 dated 21 November 2026',
      'Payment refunded in full',
      'IGST @ 18% ₹76.12',
      'Total credited ₹499.00',
    ])
      expect(text).toContain(line);
  });
});
