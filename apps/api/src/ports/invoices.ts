/**
 * Invoices and credit notes: what a store keeps of each, and the numbering rule every store
 * follows inside the transaction that issues one (CGST Rules, rule 46(b): a consecutive serial
 * number of at most 16 characters, unique for the financial year; docs/decisions.md, "Invoices").
 */
import { createHash } from 'node:crypto';
import type { ReportLocale, Seller } from '@ankvidya/schemas';

export type InvoiceKind = 'invoice' | 'credit_note';

/** Who bought: the account's name and email, and the state the buyer gave at checkout. */
export interface InvoiceBuyer {
  name: string;
  email: string;
  /** GST state code the buyer chose at checkout; null when not given. */
  stateCode: string | null;
}

/**
 * What fulfilment hands the store with a payment so that the store can issue its invoice in the
 * same transaction: the seller as configured now and the buyer, both kept with the invoice, since
 * an invoice never changes after it is issued.
 */
export interface InvoiceDraft {
  seller: Seller;
  buyer: InvoiceBuyer;
  /** Whose report it is (printed in the description). */
  reportName: string;
  locale: ReportLocale;
}

export interface InvoiceRecord extends InvoiceDraft {
  id: string;
  kind: InvoiceKind;
  /** "AV/26-27/000123" or "CN/26-27/000001". */
  number: string;
  /** "2026-27". */
  financialYear: string;
  sequence: number;
  uid: string;
  paymentId: string;
  pdfID: string;
  /** The invoice a credit note reverses; null for an invoice. */
  against: { id: string; number: string; issuedAt: string } | null;
  /** Paise, GST included. */
  amount: number;
  currency: string;
  issuedAt: string;
}

/**
 * An issued document once its buyer has erased the account: number, date, amounts and place of
 * supply stay, as tax law requires; the buyer's name and email and the report's person go (a B2C
 * invoice under INR 50,000 need not name its buyer, rule 46(e)).
 */
export function erasedDocument(record: InvoiceRecord, erasedUid: string): InvoiceRecord {
  return {
    ...record,
    uid: erasedUid,
    pdfID: `${erasedUid}:${record.paymentId}`,
    buyer: { ...record.buyer, name: '', email: '' },
    reportName: '',
  };
}

/** Draws an issued document's PDF (in the report threads when the server runs). */
export type InvoiceRenderer = (record: InvoiceRecord) => Promise<Buffer>;

/** What the API reads of issued documents; the stores write them inside their own transactions. */
export interface InvoiceLedger {
  /** The account's invoices and credit notes, oldest first. */
  listInvoices(uid: string): Promise<InvoiceRecord[]>;
  getInvoice(id: string): Promise<InvoiceRecord | undefined>;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian financial year (April to March, in IST) of an instant, as "2026-27". */
export function financialYear(at: string): string {
  const ist = new Date(Date.parse(at) + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const PREFIX: Readonly<Record<InvoiceKind, string>> = { invoice: 'AV', credit_note: 'CN' };

/**
 * "AV/26-27/000123": 15 characters up to 999,999 documents a year, 16 beyond. Each kind is a
 * series of its own, counted from 1 in each financial year.
 */
export function documentNumber(kind: InvoiceKind, year: string, sequence: number): string {
  return `${PREFIX[kind]}/${year.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/** The key of one counter: one series per kind and financial year. */
export function seriesKey(kind: InvoiceKind, year: string): string {
  return `${kind}:${year}`;
}

/** One document of each kind per payment: its id follows from the two, so issuing is idempotent. */
export function documentId(kind: InvoiceKind, paymentId: string): string {
  return createHash('sha256').update(`${kind}\n${paymentId}`).digest('base64url').slice(0, 24);
}

/** The payment statuses that took the buyer's money: each gets an invoice. */
export const INVOICED_STATUSES: ReadonlySet<string> = new Set(['succeeded', 'duplicate']);

/** The record of a document about to be issued, given the counter's next value. */
export function issuedRecord(
  fields: Omit<InvoiceRecord, 'id' | 'number' | 'financialYear' | 'sequence'>,
  sequence: number,
): InvoiceRecord {
  const year = financialYear(fields.issuedAt);
  return {
    ...fields,
    id: documentId(fields.kind, fields.paymentId),
    number: documentNumber(fields.kind, year, sequence),
    financialYear: year,
    sequence,
  };
}
