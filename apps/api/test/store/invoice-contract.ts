import type { Seller } from '@ankvidya/schemas';
import { describe, expect, it } from 'vitest';
import type { InvoiceDraft } from '../../src/ports/invoices.js';
import type { PaymentEvent, Store } from '../../src/ports/store.js';

export const TEST_SELLER: Seller = {
  legalName: 'Ankvidya Numerology Services LLP',
  tradeName: 'Ankvidya',
  address: '4th floor, 12 Jangli Maharaj Road, Pune 411004',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  email: 'hello@ankvidya.in',
  phone: null,
  grievanceOfficer: { name: 'Meera Kulkarni', email: 'hello@ankvidya.in' },
  sample: false,
};

/**
 * What every store does with invoices, whichever database is behind it: numbers issued in the
 * payment's own transaction, consecutive and unique per financial year even when many payments
 * land at once, one invoice per payment, and a credit note when a payment is refunded.
 */
export function invoiceContract(name: string, makeStore: () => Promise<Store>) {
  describe(`${name} store: invoices`, () => {
    const run = Math.random().toString(36).slice(2, 8);
    let n = 0;
    const unique = (prefix: string) => `${prefix}-${run}-${++n}`;
    const draft = (stateCode: string | null = null): InvoiceDraft => ({
      seller: TEST_SELLER,
      buyer: { name: 'Asha Verma', email: 'asha@example.in', stateCode },
      reportName: 'Asha Verma',
      locale: 'en',
    });

    /** A signed-in user with one locked report per payment to come. */
    async function buyer(store: Store, reports: number) {
      const uid = unique('u');
      await store.signIn(
        { uid, email: `${uid}@example.in`, name: 'Asha', photoURL: null, phoneNumber: null },
        '2026-11-21T10:00:00.000Z',
      );
      const pdfIDs: string[] = [];
      for (let i = 0; i < reports; i += 1) {
        const pdfID = unique('pdf-aaaaaaaaaaaaaaaa');
        await store.createReport({
          pdfID,
          uid,
          name: 'Asha Verma',
          dob: '1990-08-05',
          gender: 'Female',
          latinName: null,
          preferredSpelling: null,
          locale: 'en',
          createdAt: '2026-11-21T10:00:00.000Z',
        });
        pdfIDs.push(pdfID);
      }
      return { uid, pdfIDs };
    }

    const success = (
      uid: string,
      pdfID: string,
      over: Partial<PaymentEvent> = {},
    ): PaymentEvent => ({
      eventId: unique('evt'),
      intentId: unique('pi'),
      status: 'succeeded',
      uid,
      pdfID,
      amount: 49900,
      currency: 'inr',
      at: '2026-11-21T10:05:00.000Z',
      invoice: draft(),
      ...over,
    });

    it('gives many payments at once consecutive, unique numbers of the financial year', async () => {
      const store = await makeStore();
      const count = 12;
      const { uid, pdfIDs } = await buyer(store, count);
      const outcomes = await Promise.all(
        pdfIDs.map((pdfID) => store.applyPaymentEvent(success(uid, pdfID))),
      );
      expect(outcomes.every((o) => o === 'applied')).toBe(true);
      const invoices = await store.invoices.listInvoices(uid);
      expect(invoices).toHaveLength(count);
      const sequences = invoices.map((i) => i.sequence).sort((a, b) => a - b);
      const first = sequences[0]!;
      expect(sequences).toEqual(Array.from({ length: count }, (_, i) => first + i));
      const numbers = new Set(invoices.map((i) => i.number));
      expect(numbers.size).toBe(count);
      for (const invoice of invoices) {
        expect(invoice.number).toMatch(/^AV\/26-27\/\d{6}$/);
        expect(invoice.number.length).toBeLessThanOrEqual(16);
        expect(invoice.financialYear).toBe('2026-27');
        expect(await store.invoices.getInvoice(invoice.id)).toEqual(invoice);
      }
      await store.close();
    });

    it('starts a new series on 1 April in India, and keeps what the invoice was issued with', async () => {
      const store = await makeStore();
      const { uid, pdfIDs } = await buyer(store, 3);
      // 31 March 23:59 IST is still 2026-27; 1 April 00:00 IST (18:30 UTC the day before) is not.
      await store.applyPaymentEvent(success(uid, pdfIDs[0]!, { at: '2027-03-31T18:29:59.000Z' }));
      await store.applyPaymentEvent(success(uid, pdfIDs[1]!, { at: '2027-03-31T18:30:00.000Z' }));
      await store.applyPaymentEvent(
        success(uid, pdfIDs[2]!, { at: '2027-04-02T09:00:00.000Z', invoice: draft('07') }),
      );
      const invoices = await store.invoices.listInvoices(uid);
      expect(invoices.map((i) => [i.financialYear, i.number])).toEqual([
        ['2026-27', expect.stringMatching(/^AV\/26-27\/\d{6}$/) as string],
        ['2027-28', 'AV/27-28/000001'],
        ['2027-28', 'AV/27-28/000002'],
      ]);
      expect(invoices[2]).toMatchObject({
        kind: 'invoice',
        uid,
        pdfID: pdfIDs[2],
        amount: 49900,
        currency: 'inr',
        seller: TEST_SELLER,
        buyer: { name: 'Asha Verma', email: 'asha@example.in', stateCode: '07' },
        reportName: 'Asha Verma',
        locale: 'en',
        against: null,
      });
      await store.close();
    });

    it('issues one invoice per payment: none for a failure, none again for a replay', async () => {
      const store = await makeStore();
      const { uid, pdfIDs } = await buyer(store, 2);
      await store.applyPaymentEvent(success(uid, pdfIDs[0]!, { status: 'failed' }));
      const paid = success(uid, pdfIDs[1]!);
      await store.applyPaymentEvent(paid);
      expect(await store.applyPaymentEvent(paid)).toBe('duplicate');
      // Another event for the same payment (a redelivery with a new id) changes nothing either.
      await store.applyPaymentEvent({ ...paid, eventId: unique('evt') });
      const invoices = await store.invoices.listInvoices(uid);
      expect(invoices.map((i) => i.paymentId)).toEqual([paid.intentId]);
      await store.close();
    });

    it('issues a credit note of its own series when a duplicate payment is refunded', async () => {
      const store = await makeStore();
      const { uid, pdfIDs } = await buyer(store, 1);
      const first = success(uid, pdfIDs[0]!);
      const second = success(uid, pdfIDs[0]!, { at: '2026-11-21T10:06:00.000Z' });
      await store.applyPaymentEvent(first);
      expect(await store.applyPaymentEvent(second)).toBe('duplicate_payment');
      await store.markRefunded(second.intentId, '2026-11-21T10:07:00.000Z');
      await store.markRefunded(second.intentId, '2026-11-21T10:08:00.000Z');
      const documents = await store.invoices.listInvoices(uid);
      expect(documents.map((d) => [d.kind, d.paymentId])).toEqual([
        ['invoice', first.intentId],
        ['invoice', second.intentId],
        ['credit_note', second.intentId],
      ]);
      const [, refunded, note] = documents;
      expect(note!.number).toMatch(/^CN\/26-27\/\d{6}$/);
      expect(note!.sequence).toBe(1);
      expect(note!.against).toEqual({
        id: refunded!.id,
        number: refunded!.number,
        issuedAt: refunded!.issuedAt,
      });
      expect(note).toMatchObject({ amount: 49900, issuedAt: '2026-11-21T10:07:00.000Z' });
      await store.close();
    });

    it('moves invoices with the account to a new uid', async () => {
      const store = await makeStore();
      const { uid, pdfIDs } = await buyer(store, 1);
      await store.applyPaymentEvent(success(uid, pdfIDs[0]!));
      const moved = unique('u');
      await store.transferUser(uid, moved);
      expect(await store.invoices.listInvoices(uid)).toEqual([]);
      const [invoice] = await store.invoices.listInvoices(moved);
      expect(invoice?.uid).toBe(moved);
      expect((await store.invoices.getInvoice(invoice!.id))?.uid).toBe(moved);
      await store.close();
    });

    it('finds nothing for an id it never issued', async () => {
      const store = await makeStore();
      expect(await store.invoices.getInvoice('AAAAAAAAAAAAAAAAAAAAAAAA')).toBeUndefined();
      expect(await store.invoices.getInvoice('../users/x')).toBeUndefined();
      await store.close();
    });
  });
}
