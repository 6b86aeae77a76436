/**
 * Invoices and credit notes in the SQLite store's file. Issuing runs inside the store's own
 * (immediate) transaction, so the counter of a series is read and raised under the write lock:
 * two payments, even from two processes on one file, never get one number.
 */
import type Database from 'better-sqlite3';
import {
  financialYear,
  documentId,
  erasedDocument,
  issuedRecord,
  seriesKey,
  INVOICED_STATUSES,
  type InvoiceKind,
  type InvoiceLedger,
  type InvoiceRecord,
} from '../../ports/invoices.js';
import type { PaymentEvent, PaymentStatus } from '../../ports/store.js';

export const INVOICE_TABLES = ['invoices', 'invoice_counters'] as const;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS invoice_counters (
  series TEXT PRIMARY KEY,
  last INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS invoices (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  number TEXT NOT NULL UNIQUE,
  uid TEXT NOT NULL,
  payment_id TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  -- The rest of the record (seller, buyer, amounts) as issued: an invoice never changes.
  record TEXT NOT NULL,
  UNIQUE (payment_id, kind)
);
CREATE INDEX IF NOT EXISTS invoices_by_uid ON invoices (uid, issued_at);
`;

interface InvoiceRow {
  id: string;
  uid: string;
  record: string;
}

const toRecord = (row: InvoiceRow): InvoiceRecord => ({
  ...(JSON.parse(row.record) as InvoiceRecord),
  uid: row.uid,
});

export class SqliteInvoices implements InvoiceLedger {
  constructor(private readonly db: Database.Database) {}

  createTables(): void {
    this.db.exec(SCHEMA);
  }

  /** The next number of a series; call inside a transaction. */
  private next(kind: InvoiceKind, at: string): number {
    const row = this.db
      .prepare<[string], { last: number }>(
        `INSERT INTO invoice_counters (series, last) VALUES (?, 1)
         ON CONFLICT (series) DO UPDATE SET last = last + 1 RETURNING last`,
      )
      .get(seriesKey(kind, financialYear(at)));
    return row!.last;
  }

  /** Inside the store's erasure transaction: each document keeps only what tax law asks. */
  eraseBuyer(uid: string, erasedUid: string): void {
    const rows = this.db
      .prepare<[string], { id: string; uid: string; record: string }>(
        'SELECT id, uid, record FROM invoices WHERE uid = ?',
      )
      .all(uid);
    const update = this.db.prepare('UPDATE invoices SET uid = ?, record = ? WHERE id = ?');
    for (const row of rows) {
      const { uid: _uid, ...rest } = erasedDocument(
        { ...(JSON.parse(row.record) as InvoiceRecord), uid: row.uid },
        erasedUid,
      );
      update.run(erasedUid, JSON.stringify(rest), row.id);
    }
  }

  private insert(record: InvoiceRecord): void {
    const { uid, ...rest } = record;
    this.db
      .prepare(
        `INSERT INTO invoices (id, kind, number, uid, payment_id, issued_at, record)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        record.id,
        record.kind,
        record.number,
        uid,
        record.paymentId,
        record.issuedAt,
        JSON.stringify(rest),
      );
  }

  private byId(id: string): InvoiceRecord | undefined {
    const row = this.db
      .prepare<[string], InvoiceRow>('SELECT id, uid, record FROM invoices WHERE id = ?')
      .get(id);
    return row && toRecord(row);
  }

  /**
   * Inside applyPaymentEvent's transaction: a new success that took money (the payment's new
   * status) gets its invoice, once.
   */
  issueForPayment(event: PaymentEvent, status: PaymentStatus | null): void {
    if (!event.invoice || !status || !INVOICED_STATUSES.has(status)) return;
    if (this.byId(documentId('invoice', event.intentId))) return;
    const { seller, buyer, reportName, locale } = event.invoice;
    this.insert(
      issuedRecord(
        {
          kind: 'invoice',
          seller,
          buyer,
          reportName,
          locale,
          uid: event.uid,
          paymentId: event.intentId,
          pdfID: event.pdfID,
          against: null,
          amount: event.amount,
          currency: event.currency,
          issuedAt: event.at,
        },
        this.next('invoice', event.at),
      ),
    );
  }

  /** Inside markRefunded's transaction: the credit note of a refunded payment's invoice, once. */
  issueCreditNote(paymentId: string, at: string): void {
    const invoice = this.byId(documentId('invoice', paymentId));
    if (!invoice || this.byId(documentId('credit_note', paymentId))) return;
    const { id, number, financialYear: _year, sequence: _sequence, ...fields } = invoice;
    const against = { id, number, issuedAt: invoice.issuedAt };
    this.insert(
      issuedRecord(
        { ...fields, kind: 'credit_note', against, issuedAt: at },
        this.next('credit_note', at),
      ),
    );
  }

  listInvoices(uid: string): Promise<InvoiceRecord[]> {
    try {
      const rows = this.db
        .prepare<[string], InvoiceRow>(
          'SELECT id, uid, record FROM invoices WHERE uid = ? ORDER BY issued_at, rowid',
        )
        .all(uid);
      return Promise.resolve(rows.map(toRecord));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  getInvoice(id: string): Promise<InvoiceRecord | undefined> {
    try {
      return Promise.resolve(this.byId(id));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
