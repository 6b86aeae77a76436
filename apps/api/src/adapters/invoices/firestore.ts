/**
 * Invoices and credit notes in Firestore: invoices/{id} and invoiceCounters/{series}. Issuing
 * joins the store's transaction in two steps, since Firestore wants every read of a transaction
 * before its first write: `prepare…` reads the counter (and the invoice a credit note reverses),
 * and the function it returns writes. Two payments racing for one number both read the counter,
 * so Firestore retries one of them, which then takes the next number.
 */
import type {
  CollectionReference,
  DocumentData,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import {
  financialYear,
  documentId,
  issuedRecord,
  seriesKey,
  INVOICED_STATUSES,
  type InvoiceKind,
  type InvoiceLedger,
  type InvoiceRecord,
} from '../../ports/invoices.js';
import type { PaymentEvent, PaymentStatus } from '../../ports/store.js';

interface CounterDoc {
  series: string;
  last: number;
}

/** Writes what was prepared; the payment's new status decides whether there is anything to do. */
export type IssueInvoice = (status: PaymentStatus | null) => void;

export class FirestoreInvoices implements InvoiceLedger {
  private readonly invoices: CollectionReference<InvoiceRecord>;
  private readonly counters: CollectionReference<CounterDoc>;

  constructor(db: Firestore) {
    this.invoices = db.collection('invoices') as CollectionReference<InvoiceRecord, DocumentData>;
    this.counters = db.collection('invoiceCounters') as CollectionReference<
      CounterDoc,
      DocumentData
    >;
  }

  /** Reads the series' counter; returns the writer of the next number. */
  private async counter(tx: Transaction, kind: InvoiceKind, at: string) {
    const ref = this.counters.doc(seriesKey(kind, financialYear(at)).replace(':', '_'));
    const last = (await tx.get(ref)).data()?.last ?? 0;
    return (): number => {
      tx.set(ref, { series: seriesKey(kind, financialYear(at)), last: last + 1 });
      return last + 1;
    };
  }

  /** The account's documents, read inside the store's erasure transaction. */
  byUid(uid: string) {
    return this.invoices.where('uid', '==', uid);
  }

  /** Inside applyPaymentEvent's transaction, before its first write. */
  async prepareForPayment(tx: Transaction, event: PaymentEvent): Promise<IssueInvoice> {
    const draft = event.invoice;
    if (!draft) return () => undefined;
    const ref = this.invoices.doc(documentId('invoice', event.intentId));
    const [existing, next] = await Promise.all([
      tx.get(ref),
      this.counter(tx, 'invoice', event.at),
    ]);
    return (status) => {
      if (existing.exists || !status || !INVOICED_STATUSES.has(status)) return;
      const record = issuedRecord(
        {
          kind: 'invoice',
          ...draft,
          uid: event.uid,
          paymentId: event.intentId,
          pdfID: event.pdfID,
          against: null,
          amount: event.amount,
          currency: event.currency,
          issuedAt: event.at,
        },
        next(),
      );
      tx.create(ref, record);
    };
  }

  /** Inside markRefunded's transaction, before its first write; the writer issues the note. */
  async prepareCreditNote(tx: Transaction, paymentId: string, at: string): Promise<() => void> {
    const invoiceRef = this.invoices.doc(documentId('invoice', paymentId));
    const noteRef = this.invoices.doc(documentId('credit_note', paymentId));
    const [invoiceSnap, noteSnap, next] = await Promise.all([
      tx.get(invoiceRef),
      tx.get(noteRef),
      this.counter(tx, 'credit_note', at),
    ]);
    const invoice = invoiceSnap.data();
    return () => {
      if (!invoice || noteSnap.exists) return;
      const { id, number, financialYear: _year, sequence: _sequence, ...fields } = invoice;
      const against = { id, number, issuedAt: invoice.issuedAt };
      tx.create(
        noteRef,
        issuedRecord({ ...fields, kind: 'credit_note', against, issuedAt: at }, next()),
      );
    };
  }

  async listInvoices(uid: string): Promise<InvoiceRecord[]> {
    const snapshot = await this.invoices.where('uid', '==', uid).get();
    return snapshot.docs
      .map((doc) => doc.data())
      .sort((a, b) =>
        a.issuedAt !== b.issuedAt
          ? a.issuedAt < b.issuedAt
            ? -1
            : 1
          : a.kind === b.kind
            ? a.sequence - b.sequence
            : a.kind === 'invoice'
              ? -1
              : 1,
      );
  }

  async getInvoice(id: string): Promise<InvoiceRecord | undefined> {
    // Ours are base64url ids: anything else names no document (and no other path).
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return undefined;
    return (await this.invoices.doc(id).get()).data();
  }

  /** The account's documents, for transferUser to move with the rest. */
  ownedBy(uid: string) {
    return this.invoices.where('uid', '==', uid);
  }
}
