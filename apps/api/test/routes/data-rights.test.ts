import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATA_NOTICE_VERSION } from '@ankvidya/schemas';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ERASED_UID } from '../../src/ports/store.js';
import { asha, bearer, buildTestApp } from '../support/app.js';

type Built = ReturnType<typeof buildTestApp>;

/** An account with a report opened by the welcome credit, one bought with the demo gateway, a consent and a message. */
const kamla = { name: 'Kamla Verma', dob: '1962-03-14', gender: 'Female', locale: 'hi' };
const raviFamily = [
  { name: 'Ravi Kumar', dob: '1985-01-20', gender: 'Male' },
  { name: 'Sunita Kumari', dob: '1960-07-02', gender: 'Female', locale: 'hi' },
] as const;

async function accountWithHistory(
  built: Built,
  email = 'Asha@Example.in',
  [self, relative]: readonly object[] = [asha, kamla],
) {
  const token = built.auth.issue({ email, name: email.split('@')[0]! });
  const auth = bearer(token);
  await request(built.app).post('/api/session').set(auth);
  const free = await request(built.app).post('/api/reports').set(auth).send(self);
  await request(built.app).get(`/api/reports/${free.body.pdfID}/pdf`).set(auth).expect(200);
  const bought = await request(built.app).post('/api/reports').set(auth).send(relative);
  const intent = await request(built.app)
    .post('/api/createPaymentIntent')
    .set(auth)
    .send({ currency: 'INR', amount: 49900, pdfID: bought.body.pdfID });
  await request(built.app)
    .post('/api/demo/confirm')
    .set(auth)
    .send({ clientSecret: intent.body.clientSecret })
    .expect(200);
  await request(built.app)
    .post('/api/me/consents')
    .set(auth)
    .send({ version: DATA_NOTICE_VERSION, locale: 'hi' })
    .expect(201);
  await request(built.app)
    .post('/api/contact')
    .send({ name: email.slice(0, 4), email, message: 'Please send the Hindi copy too.' })
    .expect(201);
  const paymentId = (intent.body.clientSecret as string).split('_secret_')[0]!;
  return {
    token,
    auth,
    free: free.body.pdfID as string,
    bought: bought.body.pdfID as string,
    paymentId,
  };
}

describe('GET /api/me for My account', () => {
  it('lists every payment with its amount, each report with its language and unlock time, and the consents', async () => {
    const built = buildTestApp();
    const { auth, free, bought, paymentId } = await accountWithHistory(built);
    const me = await request(built.app).get('/api/me').set(auth);
    expect(me.status).toBe(200);
    expect(me.body.paymentHistory).toEqual([
      {
        paymentId,
        pdfID: bought,
        amount: 49900,
        currency: 'inr',
        status: 'succeeded',
        paidAt: '2026-11-21T10:00:00.000Z',
      },
    ]);
    expect(me.body.reports).toEqual([
      expect.objectContaining({
        pdfID: free,
        unlockedBy: 'credit',
        locale: 'en',
        unlockedAt: '2026-11-21T10:00:00.000Z',
      }),
      expect.objectContaining({
        pdfID: bought,
        name: 'Kamla Verma',
        unlockedBy: 'payment',
        locale: 'hi',
      }),
    ]);
    expect(me.body.consents).toEqual([
      { version: DATA_NOTICE_VERSION, locale: 'hi', acceptedAt: '2026-11-21T10:00:00.000Z' },
    ]);
  });
});

describe('POST /api/me/consents', () => {
  it('records the notice version, language and time once, and refuses any other version', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const built = buildTestApp({ now: () => now });
    const auth = bearer(built.auth.issue({ email: 'a@b.in', uid: 'u1' }));
    const first = await request(built.app)
      .post('/api/me/consents')
      .set(auth)
      .send({ version: DATA_NOTICE_VERSION, locale: 'en' });
    expect(first.status).toBe(201);
    now = new Date('2026-11-22T10:00:00Z');
    const again = await request(built.app)
      .post('/api/me/consents')
      .set(auth)
      .send({ version: DATA_NOTICE_VERSION, locale: 'hi' });
    expect(again.body.consents).toEqual([
      { version: DATA_NOTICE_VERSION, locale: 'en', acceptedAt: '2026-11-21T10:00:00.000Z' },
    ]);
    for (const body of [
      { version: '2020-01-01', locale: 'en' },
      { version: DATA_NOTICE_VERSION, locale: 'fr' },
      { version: DATA_NOTICE_VERSION },
      [DATA_NOTICE_VERSION],
    ]) {
      const res = await request(built.app).post('/api/me/consents').set(auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
    }
    expect(await built.store.listConsents('u1')).toHaveLength(1);
    const anonymous = await request(built.app)
      .post('/api/me/consents')
      .send({ version: DATA_NOTICE_VERSION, locale: 'en' });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/me/export', () => {
  it("hands over everything stored about the account and nothing of anyone else's", async () => {
    const built = buildTestApp();
    const { auth, free, bought, paymentId } = await accountWithHistory(built);
    await accountWithHistory(built, 'ravi@example.in', raviFamily);
    const res = await request(built.app).get('/api/me/export').set(auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ankvidya-my-data-2026-11-21.json"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({
      exportedAt: '2026-11-21T10:00:00.000Z',
      profile: expect.objectContaining({ email: 'asha@example.in', remainingPDFQuota: 0 }),
      reports: [
        expect.objectContaining({
          pdfID: free,
          name: 'Asha Verma',
          dob: '1990-08-05',
          gender: 'Female',
        }),
        expect.objectContaining({
          pdfID: bought,
          name: 'Kamla Verma',
          dob: '1962-03-14',
          locale: 'hi',
        }),
      ],
      payments: [expect.objectContaining({ paymentId, amount: 49900, status: 'succeeded' })],
      invoices: [expect.objectContaining({ kind: 'invoice', paymentId, amount: 49900 })],
      consents: [
        { version: DATA_NOTICE_VERSION, locale: 'hi', acceptedAt: '2026-11-21T10:00:00.000Z' },
      ],
      contactMessages: [
        {
          name: 'Asha',
          email: 'asha@example.in',
          message: 'Please send the Hindi copy too.',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ],
      calendarFeeds: [],
    });
    expect(JSON.stringify(res.body)).not.toContain('ravi');
    expect((await request(built.app).get('/api/me/export')).status).toBe(401);
  });
});

describe('DELETE /api/me', () => {
  const allRows = (file: string) => {
    const db = new Database(file, { readonly: true });
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all();
    const rows = tables.flatMap(({ name }) =>
      db
        .prepare(`SELECT * FROM ${name}`)
        .all()
        .map((row) => ({ table: name, row })),
    );
    db.close();
    return rows;
  };

  it('erases the person at the provider and in the database, keeping only the tax record', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-')), 'db.sqlite');
    const built = buildTestApp({ storeFile: file });
    const asha = await accountWithHistory(built);
    const ravi = await accountWithHistory(built, 'ravi@example.in', raviFamily);
    const uid = 'uid-Asha@Example.in';

    const res = await request(built.app).delete('/api/me').set(asha.auth);
    expect(res.status).toBe(204);
    expect(await built.auth.userExists(uid)).toBe(false);

    // The same token now opens nothing, and changes nothing.
    for (const call of [
      request(built.app).get('/api/me'),
      request(built.app).get('/api/me/export'),
      request(built.app).delete('/api/me'),
      request(built.app).post('/api/session'),
      request(built.app).get(`/api/reports/${asha.bought}/pdf`),
    ]) {
      const answer = await call.set(asha.auth);
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('unauthorized');
    }
    expect(await built.store.getUser(uid)).toBeUndefined();

    // Nothing about the person is left in any table: only the payment's id, amount and date.
    const rows = allRows(file);
    const text = JSON.stringify(rows);
    for (const trace of [
      'asha',
      'Asha',
      'Kamla',
      '1990-08-05',
      '1962-03-14',
      uid,
      asha.free,
      asha.bought,
    ])
      expect(text).not.toContain(trace);
    expect(rows.filter((r) => r.table === 'payments')).toContainEqual({
      table: 'payments',
      row: {
        payment_id: asha.paymentId,
        uid: ERASED_UID,
        pdf_id: `${ERASED_UID}:${asha.paymentId}`,
        amount: 49900,
        currency: 'inr',
        status: 'succeeded',
        updated_at: '2026-11-21T10:00:00.000Z',
      },
    });

    // The invoice stays, with its number, date and amount, and nobody's name in it.
    const invoices = rows.filter((r) => r.table === 'invoices');
    expect(invoices).toHaveLength(2);
    const kept = invoices.find((r) => JSON.stringify(r).includes(ERASED_UID));
    expect(kept?.row).toMatchObject({ uid: ERASED_UID, number: expect.stringMatching(/^AV\//) });

    // The other account is untouched.
    const other = await request(built.app).get('/api/me').set(ravi.auth);
    expect(other.body.reports).toHaveLength(2);
    expect(other.body.paymentHistory).toHaveLength(1);
    await built.store.close();
  });

  it('deletes nothing when the provider cannot delete the sign-in', async () => {
    const built = buildTestApp();
    const { auth } = await accountWithHistory(built);
    built.auth.deleteAccount = () => Promise.reject(new Error('provider unreachable'));
    const res = await request(built.app).delete('/api/me').set(auth);
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('delete_failed');
    const me = await request(built.app).get('/api/me').set(auth);
    expect(me.status).toBe(200);
    expect(me.body.reports).toHaveLength(2);
    expect(me.body.paymentHistory).toHaveLength(1);
  });

  it('needs a sign-in', async () => {
    const built = buildTestApp();
    expect((await request(built.app).delete('/api/me')).status).toBe(401);
    expect(
      (await request(built.app).delete('/api/me').set(bearer('not-a-real-token-at-all-x'))).status,
    ).toBe(401);
  });
});
