import { describe, expect, it } from 'vitest';
import { paymentEmailId, type Outbox } from '../../src/ports/outbox.js';
import type { PaymentEvent, Store } from '../../src/ports/store.js';

/**
 * What every outbox must do with its store: the store writes a payment's email in the payment's
 * transaction; claims are leased, exclusive, and come back when a lease ends.
 */
export function outboxContract(
  name: string,
  make: () => Promise<{ store: Store; outbox: Outbox }>,
) {
  describe(`${name} outbox contract`, () => {
    const run = Math.random().toString(36).slice(2, 8);
    let n = 0;
    const unique = (prefix: string) => `${prefix}-${run}-${++n}`;
    const at = '2026-11-21T10:05:00.000Z';
    const t0 = new Date(at);
    const later = (ms: number) => new Date(t0.getTime() + ms);

    async function reportOf(store: Store, locale: 'en' | 'hi' = 'en') {
      const uid = unique('u');
      await store.signIn(
        { uid, email: `${uid}@example.in`, name: 'Asha', photoURL: null, phoneNumber: null },
        '2026-11-21T10:00:00.000Z',
      );
      const report = await store.createReport({
        pdfID: unique('pdf-aaaaaaaaaaaaaaaa'),
        uid,
        name: 'Asha Verma',
        dob: '1990-08-05',
        gender: 'Female',
        latinName: null,
        preferredSpelling: null,
        locale,
        createdAt: '2026-11-21T10:00:00.000Z',
      });
      return { uid, pdfID: report.pdfID };
    }
    const event = (uid: string, pdfID: string, over: Partial<PaymentEvent> = {}): PaymentEvent => ({
      eventId: unique('evt'),
      intentId: unique('pi'),
      status: 'succeeded',
      uid,
      pdfID,
      amount: 49900,
      currency: 'inr',
      at,
      ...over,
    });

    it('writes one email with the payment that unlocks a report, in its language, and none else', async () => {
      const { store, outbox } = await make();
      const { uid, pdfID } = await reportOf(store, 'hi');
      const paid = event(uid, pdfID);
      expect(
        await store.applyPaymentEvent({ ...paid, status: 'failed', eventId: unique('e') }),
      ).toBe('applied');
      expect(await outbox.list()).toEqual([]);
      expect(await store.applyPaymentEvent(paid)).toBe('applied');
      // The same event again, and a second payment for the unlocked report: no more email.
      expect(await store.applyPaymentEvent(paid)).toBe('duplicate');
      expect(await store.applyPaymentEvent(event(uid, pdfID))).toBe('duplicate_payment');
      expect(await outbox.list()).toEqual([
        {
          id: paymentEmailId(paid.intentId),
          kind: 'payment_email',
          paymentId: paid.intentId,
          pdfID,
          locale: 'hi',
          createdAt: at,
          attempts: 0,
          status: 'pending',
          dueAt: at,
          leaseOwner: null,
          lastError: null,
          sentAt: null,
        },
      ]);
    });

    it('leases a claimed message: nobody else gets it until the lease ends (a crashed sender)', async () => {
      const { store, outbox } = await make();
      const { uid, pdfID } = await reportOf(store);
      await store.applyPaymentEvent(event(uid, pdfID));
      expect(await outbox.claim('a', later(-1), 60_000, 10)).toEqual([]); // not due yet
      const [claimed] = await outbox.claim('a', t0, 60_000, 10);
      expect(claimed).toMatchObject({ pdfID, attempts: 1 });
      expect(await outbox.claim('b', later(59_999), 60_000, 10)).toEqual([]);
      // "a" never reports back: once its lease ends the message is b's.
      const again = await outbox.claim('b', later(60_000), 60_000, 10);
      expect(again).toEqual([{ ...claimed, attempts: 2 }]);
      expect((await outbox.list())[0]).toMatchObject({ leaseOwner: 'b', status: 'pending' });
    });

    it('gives each message to one of several claims made at once', async () => {
      const { store, outbox } = await make();
      for (let i = 0; i < 3; i++) {
        const { uid, pdfID } = await reportOf(store);
        await store.applyPaymentEvent(event(uid, pdfID));
      }
      const claims = await Promise.all(
        ['a', 'b', 'c', 'd'].map((owner) => outbox.claim(owner, t0, 60_000, 10)),
      );
      const ids = claims.flat().map((m) => m.id);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
    });

    it('retries a failure when it is due, settles a final one, and never claims a sent one', async () => {
      const { store, outbox } = await make();
      const first = await reportOf(store);
      const second = await reportOf(store);
      await store.applyPaymentEvent(event(first.uid, first.pdfID));
      await store.applyPaymentEvent(event(second.uid, second.pdfID));
      const claimed = await outbox.claim('a', t0, 60_000, 10);
      expect(claimed).toHaveLength(2);
      const [one, two] = claimed as [(typeof claimed)[0], (typeof claimed)[0]];
      const retryAt = later(30_000).toISOString();
      // Only the lease holder's word counts.
      await outbox.markFailed(one.id, 'someone-else', 'refused', null);
      await outbox.markFailed(one.id, 'a', '421 try later', retryAt);
      await outbox.markSent(two.id, later(1000).toISOString());
      expect(await outbox.claim('b', later(29_999), 60_000, 10)).toEqual([]);
      const retried = await outbox.claim('b', later(30_000), 60_000, 10);
      expect(retried.map((m) => [m.id, m.attempts])).toEqual([[one.id, 2]]);
      await outbox.markFailed(one.id, 'b', '550 no such user', null);
      expect(await outbox.claim('c', later(10 * 86_400_000), 60_000, 10)).toEqual([]);
      const byId = new Map((await outbox.list()).map((e) => [e.id, e]));
      expect(byId.get(one.id)).toMatchObject({
        status: 'failed',
        dueAt: null,
        lastError: '550 no such user',
        attempts: 2,
      });
      expect(byId.get(two.id)).toMatchObject({
        status: 'sent',
        dueAt: null,
        sentAt: later(1000).toISOString(),
      });
    });
  });
}
