import { describe, expect, it } from 'vitest';
import {
  EmailTakenError,
  ERASED_UID,
  type Identity,
  type PaymentEvent,
  type Store,
} from '../../src/ports/store.js';

/**
 * What every Store must do, whichever database is behind it. Each test gets a fresh, empty store
 * from `makeStore`; ids are unique per run so a shared emulator needs no clearing.
 */
export function storeContract(name: string, makeStore: () => Promise<Store>) {
  describe(`${name} store contract`, () => {
    const run = Math.random().toString(36).slice(2, 8);
    let n = 0;
    const unique = (prefix: string) => `${prefix}-${run}-${++n}`;
    const identity = (): Identity => {
      const id = unique('u');
      return {
        uid: id,
        email: `${id}@Example.in`,
        name: 'Asha Verma',
        photoURL: null,
        phoneNumber: null,
      };
    };
    const report = (uid: string) => ({
      pdfID: unique('pdf-aaaaaaaaaaaaaaaa'),
      uid,
      name: 'Asha Verma',
      dob: '1990-08-05',
      gender: 'Female' as const,
      latinName: null,
      preferredSpelling: null,
      locale: 'en' as const,
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    const event = (uid: string, pdfID: string, over: Partial<PaymentEvent> = {}): PaymentEvent => ({
      eventId: unique('evt'),
      intentId: unique('pi'),
      status: 'succeeded',
      uid,
      pdfID,
      amount: 49900,
      currency: 'inr',
      at: '2026-11-21T10:05:00.000Z',
      ...over,
    });

    it('creates a user on first sign-in with one credit, then only updates lastLogin', async () => {
      const store = await makeStore();
      const who = identity();
      const first = await store.signIn(who, '2026-11-21T10:00:00.000Z');
      expect(first.created).toBe(true);
      expect(first.user).toEqual({
        uid: who.uid,
        name: 'Asha Verma',
        authProvider: 'google',
        email: who.email.toLowerCase(),
        phoneNumber: null,
        photoURL: null,
        remainingPDFQuota: 1,
        lastLogin: '2026-11-21T10:00:00.000Z',
      });
      const second = await store.signIn(
        { ...who, email: who.email.toUpperCase() },
        '2026-11-22T09:00:00.000Z',
      );
      expect(second.created).toBe(false);
      expect(second.user.uid).toBe(who.uid);
      expect(second.user.lastLogin).toBe('2026-11-22T09:00:00.000Z');
      expect((await store.getUserByEmail(who.email))?.lastLogin).toBe('2026-11-22T09:00:00.000Z');
      expect((await store.getUser(who.uid))?.lastLogin).toBe('2026-11-22T09:00:00.000Z');
      await store.close();
    });

    it('keys users on the uid: a new uid never takes a known email by itself', async () => {
      const store = await makeStore();
      const who = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      const stranger = { ...who, uid: unique('other'), email: who.email.toUpperCase() };
      const owner = (attempt: Promise<unknown>) =>
        attempt.then(
          () => 'no error',
          (error: unknown) => error instanceof EmailTakenError && error.ownerUid,
        );
      expect(await owner(store.signIn(stranger, '2026-11-22T09:00:00.000Z'))).toBe(who.uid);
      expect(await owner(store.ensureUser(stranger, '2026-11-22T09:00:00.000Z'))).toBe(who.uid);
      expect(await store.getUser(stranger.uid)).toBeUndefined();
      await store.close();
    });

    it('transfers a user with its reports, intents and payments to a new uid', async () => {
      const store = await makeStore();
      const who = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      const r = await store.createReport(report(who.uid));
      const paid = event(who.uid, r.pdfID);
      await store.saveIntent({
        intentId: paid.intentId,
        clientSecret: `${paid.intentId}_secret_x`,
        uid: who.uid,
        pdfID: r.pdfID,
        amount: 49900,
        currency: 'inr',
        mode: 'demo',
        createdAt: '2026-11-21T10:04:00.000Z',
      });
      await store.applyPaymentEvent(paid);
      const newUid = unique('new');
      await store.transferUser(who.uid, newUid);
      expect(await store.getUser(who.uid)).toBeUndefined();
      expect((await store.getUser(newUid))?.email).toBe(who.email.toLowerCase());
      expect((await store.getUserByEmail(who.email))?.uid).toBe(newUid);
      expect((await store.listReports(newUid)).map((x) => x.pdfID)).toEqual([r.pdfID]);
      expect(await store.listReports(who.uid)).toEqual([]);
      expect((await store.listPayments(newUid)).map((p) => p.paymentId)).toEqual([paid.intentId]);
      expect((await store.getIntent(paid.intentId))?.uid).toBe(newUid);
      const again = await store.signIn({ ...who, uid: newUid }, '2026-11-23T09:00:00.000Z');
      expect(again).toMatchObject({ created: false, user: { uid: newUid, remainingPDFQuota: 1 } });
      await store.close();
    });

    it('hands a user over idempotently: concurrent and repeated transfers all succeed once', async () => {
      const store = await makeStore();
      const who = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      const r = await store.createReport(report(who.uid));
      await store.unlockWithCredit(who.uid, r.pdfID, '2026-11-21T10:01:00.000Z');
      const newUid = unique('new');
      await Promise.all([1, 2, 3].map(() => store.transferUser(who.uid, newUid)));
      await store.transferUser(who.uid, newUid); // a request that lost the race, arriving late
      expect(await store.getUser(who.uid)).toBeUndefined();
      expect(await store.getUser(newUid)).toMatchObject({
        email: who.email.toLowerCase(),
        remainingPDFQuota: 0,
      });
      expect((await store.getUserByEmail(who.email))?.uid).toBe(newUid);
      expect((await store.listReports(newUid)).map((x) => x.pdfID)).toEqual([r.pdfID]);
      await store.close();
    });

    it('refuses to hand a user over to a uid that has an account of its own', async () => {
      const store = await makeStore();
      const [from, to] = [identity(), identity()];
      await store.signIn(from, '2026-11-21T10:00:00.000Z');
      await store.signIn(to, '2026-11-21T10:00:00.000Z');
      await expect(store.transferUser(from.uid, to.uid)).rejects.toThrow(/already exists/);
      expect((await store.getUser(from.uid))?.email).toBe(from.email.toLowerCase());
      expect((await store.getUser(to.uid))?.email).toBe(to.email.toLowerCase());
      await store.close();
    });

    it('ensureUser creates without a login time and never changes an existing user', async () => {
      const store = await makeStore();
      const who = identity();
      const created = await store.ensureUser(who, '2026-11-21T10:00:00.000Z');
      expect(created.remainingPDFQuota).toBe(1);
      expect(created.lastLogin).toBe('');
      await store.signIn(who, '2026-11-21T11:00:00.000Z');
      expect((await store.ensureUser(who, '2026-11-21T12:00:00.000Z')).lastLogin).toBe(
        '2026-11-21T11:00:00.000Z',
      );
      await store.close();
    });

    it('keeps the Latin spelling of a name written in another script', async () => {
      const store = await makeStore();
      const who = identity();
      const r = { ...report(who.uid), name: 'आशा वर्मा', latinName: 'Asha Verma' };
      expect((await store.createReport(r)).latinName).toBe('Asha Verma');
      expect((await store.getReport(r.pdfID))?.latinName).toBe('Asha Verma');
      await store.close();
    });

    it('keeps the starred spelling, and replaces it without touching the rest', async () => {
      const store = await makeStore();
      const who = identity();
      const r = { ...report(who.uid), preferredSpelling: 'Aasha Verma' };
      expect((await store.createReport(r)).preferredSpelling).toBe('Aasha Verma');
      await store.setPreferredSpelling(r.pdfID, 'Asha Vermaa');
      expect(await store.getReport(r.pdfID)).toEqual({
        ...r,
        preferredSpelling: 'Asha Vermaa',
        unlockedBy: null,
        unlockedAt: null,
      });
      await store.setPreferredSpelling(r.pdfID, null);
      expect((await store.listReports(who.uid))[0]?.preferredSpelling).toBeNull();
      // A report that does not exist is not created by it.
      await store.setPreferredSpelling('pdf-missing-aaaaaaaaaaaa', 'Asha');
      expect(await store.getReport('pdf-missing-aaaaaaaaaaaa')).toBeUndefined();
      await store.close();
    });

    it('records the language a report is written in', async () => {
      const store = await makeStore();
      const who = identity();
      const r = await store.createReport({ ...report(who.uid), locale: 'hi' });
      expect(r.locale).toBe('hi');
      await store.setReportLocale(r.pdfID, 'en');
      expect((await store.getReport(r.pdfID))?.locale).toBe('en');
      await store.setReportLocale('pdf-missing-aaaaaaaaaaaa', 'hi');
      await store.close();
    });

    it('stores a report once per id and lists a user’s reports', async () => {
      const store = await makeStore();
      const who = identity();
      const r = report(who.uid);
      const stored = await store.createReport(r);
      expect(stored).toEqual({ ...r, unlockedBy: null, unlockedAt: null });
      expect(await store.createReport({ ...r, name: 'Changed' })).toEqual(stored);
      expect(await store.getReport(r.pdfID)).toEqual(stored);
      expect(await store.getReport('missing-id-aaaaaaaaaa')).toBeUndefined();
      expect(await store.listReports(who.uid)).toEqual([stored]);
      await store.close();
    });

    it('spends exactly one credit to unlock, and refuses when none is left', async () => {
      const store = await makeStore();
      const who = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      const a = await store.createReport(report(who.uid));
      const b = await store.createReport(report(who.uid));
      expect(await store.unlockWithCredit(who.uid, a.pdfID, '2026-11-21T10:01:00.000Z')).toBe(
        'unlocked',
      );
      expect(await store.unlockWithCredit(who.uid, a.pdfID, '2026-11-21T10:02:00.000Z')).toBe(
        'already_unlocked',
      );
      expect(await store.unlockWithCredit(who.uid, b.pdfID, '2026-11-21T10:03:00.000Z')).toBe(
        'no_credit',
      );
      expect(
        await store.unlockWithCredit('someone-else', b.pdfID, '2026-11-21T10:03:00.000Z'),
      ).toBe('not_found');
      expect((await store.getUserByEmail(who.email))?.remainingPDFQuota).toBe(0);
      expect((await store.getReport(a.pdfID))?.unlockedBy).toBe('credit');
      expect((await store.getReport(b.pdfID))?.unlockedBy).toBeNull();
      await store.close();
    });

    it('never spends a credit twice under concurrent downloads', async () => {
      const store = await makeStore();
      const who = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      const reports = await Promise.all(
        [1, 2, 3, 4].map(() => store.createReport(report(who.uid))),
      );
      const outcomes = await Promise.all(
        reports.map((r) => store.unlockWithCredit(who.uid, r.pdfID, '2026-11-21T10:01:00.000Z')),
      );
      expect(outcomes.filter((o) => o === 'unlocked')).toHaveLength(1);
      expect((await store.getUserByEmail(who.email))?.remainingPDFQuota).toBe(0);
      await store.close();
    });

    it('keeps payment intents', async () => {
      const store = await makeStore();
      const intent = {
        intentId: unique('pi'),
        clientSecret: 'secret',
        uid: 'u',
        pdfID: 'p',
        amount: 49900,
        currency: 'inr',
        mode: 'demo' as const,
        createdAt: '2026-11-21T10:00:00.000Z',
      };
      await store.saveIntent(intent);
      expect(await store.getIntent(intent.intentId)).toEqual(intent);
      expect(await store.getIntent('nope')).toBeUndefined();
      await store.close();
    });

    it('applies a payment event once: records the payment and unlocks the report', async () => {
      const store = await makeStore();
      const who = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      const r = await store.createReport(report(who.uid));
      const success = event(who.uid, r.pdfID);
      expect(await store.applyPaymentEvent(success)).toBe('applied');
      expect(await store.applyPaymentEvent(success)).toBe('duplicate');
      expect((await store.getReport(r.pdfID))?.unlockedBy).toBe('payment');
      const payments = await store.listPayments(who.uid);
      expect(payments).toEqual([
        {
          paymentId: success.intentId,
          uid: who.uid,
          pdfID: r.pdfID,
          amount: 49900,
          currency: 'inr',
          status: 'succeeded',
          updatedAt: success.at,
        },
      ]);
      expect(await store.getPaymentsForReport(r.pdfID)).toEqual(payments);
      expect((await store.getUserByEmail(who.email))?.remainingPDFQuota).toBe(1);
      await store.close();
    });

    it('records a failure without unlocking, and a late failure never undoes a success', async () => {
      const store = await makeStore();
      const who = identity();
      const r = await store.createReport(report(who.uid));
      const failed = event(who.uid, r.pdfID, { status: 'failed' });
      await store.applyPaymentEvent(failed);
      expect((await store.getReport(r.pdfID))?.unlockedBy).toBeNull();
      expect((await store.getPaymentsForReport(r.pdfID))[0]?.status).toBe('failed');

      const success = event(who.uid, r.pdfID, { intentId: failed.intentId });
      await store.applyPaymentEvent(success);
      await store.applyPaymentEvent(
        event(who.uid, r.pdfID, { intentId: failed.intentId, status: 'failed' }),
      );
      expect((await store.getPaymentsForReport(r.pdfID))[0]?.status).toBe('succeeded');
      expect((await store.getReport(r.pdfID))?.unlockedBy).toBe('payment');
      await store.close();
    });

    it('records a second success for one report as a duplicate, never as paid twice', async () => {
      const store = await makeStore();
      const who = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      const r = await store.createReport(report(who.uid));
      const first = event(who.uid, r.pdfID);
      const second = event(who.uid, r.pdfID);
      expect(await store.applyPaymentEvent(first)).toBe('applied');
      expect(await store.applyPaymentEvent(second)).toBe('duplicate_payment');
      // The same payment reported again (another event id) changes nothing.
      expect(await store.applyPaymentEvent({ ...second, eventId: unique('evt') })).toBe('applied');
      await store.markRefunded(second.intentId, '2026-11-21T10:06:00.000Z');
      const statuses = (await store.getPaymentsForReport(r.pdfID)).map((p) => [
        p.paymentId,
        p.status,
      ]);
      expect(statuses).toEqual([
        [first.intentId, 'succeeded'],
        [second.intentId, 'refunded'],
      ]);
      await store.close();
    });

    it('lets exactly one of concurrent successes for one report pay for it', async () => {
      const store = await makeStore();
      const who = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      const r = await store.createReport(report(who.uid));
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => store.applyPaymentEvent(event(who.uid, r.pdfID))),
      );
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'duplicate_payment')).toHaveLength(3);
      const payments = await store.getPaymentsForReport(r.pdfID);
      expect(payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
      await store.close();
    });

    it('records a success for a report unlocked by the credit as a duplicate', async () => {
      const store = await makeStore();
      const who = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      const r = await store.createReport(report(who.uid));
      await store.unlockWithCredit(who.uid, r.pdfID, '2026-11-21T10:01:00.000Z');
      expect(await store.applyPaymentEvent(event(who.uid, r.pdfID))).toBe('duplicate_payment');
      await store.close();
    });

    it('applies concurrent deliveries of one event exactly once', async () => {
      const store = await makeStore();
      const who = identity();
      const r = await store.createReport(report(who.uid));
      const e = event(who.uid, r.pdfID);
      const outcomes = await Promise.all([1, 2, 3].map(() => store.applyPaymentEvent(e)));
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect(await store.listPayments(who.uid)).toHaveLength(1);
      await store.close();
    });

    it('answers the readiness check', async () => {
      const store = await makeStore();
      await expect(store.checkReady()).resolves.toBeUndefined();
      await store.close();
    });

    it('stores contact messages', async () => {
      const store = await makeStore();
      await expect(
        store.saveContactMessage({
          id: unique('c'),
          name: 'A',
          email: 'a@b.in',
          message: 'Hello there',
          createdAt: '2026-11-21T10:00:00.000Z',
        }),
      ).resolves.toBeUndefined();
      await store.close();
    });

    it('records each data notice version once, keeping its first time', async () => {
      const store = await makeStore();
      const who = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      const consent = { uid: who.uid, version: 'v1', locale: 'hi' as const };
      await store.recordConsent({ ...consent, acceptedAt: '2026-11-21T10:00:01.000Z' });
      await store.recordConsent({ ...consent, acceptedAt: '2026-11-22T10:00:00.000Z' });
      await store.recordConsent({
        ...consent,
        version: 'v2',
        acceptedAt: '2026-11-23T10:00:00.000Z',
      });
      expect(await store.listConsents(who.uid)).toEqual([
        { ...consent, acceptedAt: '2026-11-21T10:00:01.000Z' },
        { ...consent, version: 'v2', acceptedAt: '2026-11-23T10:00:00.000Z' },
      ]);
      expect(await store.listConsents(unique('nobody'))).toEqual([]);
      await store.close();
    });

    it("erases a user's data, keeping only the tax record of their payments", async () => {
      const store = await makeStore();
      const who = identity();
      const other = identity();
      await store.signIn(who, '2026-11-21T10:00:00.000Z');
      await store.signIn(other, '2026-11-21T10:00:00.000Z');
      const paid = await store.createReport(report(who.uid));
      const open = await store.createReport(report(who.uid));
      const kept = await store.createReport(report(other.uid));
      const pay = event(who.uid, paid.pdfID);
      await store.saveIntent({
        intentId: pay.intentId,
        clientSecret: 'secret',
        uid: who.uid,
        pdfID: paid.pdfID,
        amount: 49900,
        currency: 'inr',
        mode: 'demo',
        createdAt: '2026-11-21T10:04:00.000Z',
      });
      expect(await store.applyPaymentEvent(pay)).toBe('applied');
      await store.applyPaymentEvent(event(other.uid, kept.pdfID));
      await store.recordConsent({
        uid: who.uid,
        version: 'v1',
        locale: 'en',
        acceptedAt: '2026-11-21T10:00:01.000Z',
      });
      const message = (email: string) => ({
        id: unique('c'),
        name: 'Asha',
        email,
        message: 'Please call me',
        createdAt: '2026-11-21T10:00:00.000Z',
      });
      await store.saveContactMessage(message(who.email.toLowerCase()));
      await store.saveContactMessage(message(other.email.toLowerCase()));
      expect(await store.listContactMessages(who.email)).toHaveLength(1);

      expect(await store.eraseUser(who.uid)).toBe(true);

      expect(await store.getUser(who.uid)).toBeUndefined();
      expect(await store.getUserByEmail(who.email)).toBeUndefined();
      expect(await store.getReport(paid.pdfID)).toBeUndefined();
      expect(await store.getReport(open.pdfID)).toBeUndefined();
      expect(await store.listReports(who.uid)).toEqual([]);
      expect(await store.getIntent(pay.intentId)).toBeUndefined();
      expect(await store.listConsents(who.uid)).toEqual([]);
      expect(await store.listContactMessages(who.email)).toEqual([]);
      expect(await store.listPayments(who.uid)).toEqual([]);
      expect(await store.getPaymentsForReport(paid.pdfID)).toEqual([]);
      // The tax record: the payment's id, amount and date, under no person and no report.
      expect(
        (await store.listPayments(ERASED_UID)).filter((p) => p.paymentId === pay.intentId),
      ).toEqual([
        {
          paymentId: pay.intentId,
          uid: ERASED_UID,
          pdfID: `${ERASED_UID}:${pay.intentId}`,
          amount: 49900,
          currency: 'inr',
          status: 'succeeded',
          updatedAt: pay.at,
        },
      ]);
      // Nobody else's data is touched.
      expect(await store.getUser(other.uid)).toBeDefined();
      expect(await store.getReport(kept.pdfID)).toBeDefined();
      expect(await store.listPayments(other.uid)).toHaveLength(1);
      expect(await store.listContactMessages(other.email)).toHaveLength(1);
      // Erasing again finds nothing; the same email may open a new account afterwards.
      expect(await store.eraseUser(who.uid)).toBe(false);
      const again = await store.signIn({ ...who, uid: unique('u') }, '2026-11-22T10:00:00.000Z');
      expect(again.created).toBe(true);
      expect(again.user.remainingPDFQuota).toBe(1);
      await store.close();
    });

    it('lets a second erased payer pay for a report id the first had too', async () => {
      const store = await makeStore();
      const first = identity();
      await store.signIn(first, '2026-11-21T10:00:00.000Z');
      const r = await store.createReport(report(first.uid));
      await store.applyPaymentEvent(event(first.uid, r.pdfID));
      await store.eraseUser(first.uid);
      const second = identity();
      await store.signIn(second, '2026-11-21T10:00:00.000Z');
      const again = await store.createReport({ ...report(second.uid), pdfID: r.pdfID });
      expect(await store.applyPaymentEvent(event(second.uid, again.pdfID))).toBe('applied');
      expect((await store.getReport(r.pdfID))?.unlockedBy).toBe('payment');
      await store.eraseUser(second.uid);
      expect(
        (await store.listPayments(ERASED_UID)).filter((p) => p.pdfID.startsWith(`${ERASED_UID}:`)),
      ).toHaveLength(2);
      await store.close();
    });
  });
}
