/** Invoices as the rest of the API uses them: drafted at payment, listed, printed, attached. */
import type { InvoiceSummary, Seller } from '@ankvidya/schemas';
import {
  documentId,
  type InvoiceDraft,
  type InvoiceKind,
  type InvoiceLedger,
  type InvoiceRecord,
  type InvoiceRenderer,
} from '../../ports/invoices.js';
import type { PaymentIntentRecord, ReportRecord, Store } from '../../ports/store.js';
import { renderInvoicePdf } from './pdf.js';

/**
 * What a payment's invoice will say of seller and buyer, read before the payment is applied so
 * that the store can issue it in the same transaction.
 */
export async function invoiceDraft(
  store: Store,
  seller: Seller,
  intent: PaymentIntentRecord,
  report: ReportRecord,
): Promise<InvoiceDraft> {
  const user = await store.getUser(intent.uid);
  return {
    seller,
    buyer: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      stateCode: intent.buyerState ?? null,
    },
    reportName: report.name,
    locale: report.locale,
  };
}

/** "Ankvidya-invoice-AV-26-27-000123.pdf": ASCII, no slashes. */
export function invoiceFileName(record: Pick<InvoiceRecord, 'kind' | 'number'>): string {
  const kind = record.kind === 'invoice' ? 'invoice' : 'credit-note';
  return `Ankvidya-${kind}-${record.number.replace(/\//g, '-')}.pdf`;
}

/** One line of `GET /api/me`'s invoices. */
export function invoiceSummary(record: InvoiceRecord): InvoiceSummary {
  return {
    id: record.id,
    kind: record.kind,
    number: record.number,
    pdfID: record.pdfID,
    paymentId: record.paymentId,
    amount: record.amount,
    currency: record.currency,
    issuedAt: record.issuedAt,
    refersTo: record.against?.number ?? null,
  };
}

export interface InvoiceAttachment {
  fileName: string;
  pdf: Buffer;
}

/**
 * The PDF of a payment's invoice (or, with kind 'credit_note', of its credit note), for an
 * email's attachment; undefined when the payment has none (yet). Pass the app's renderer (the
 * report threads') to keep the drawing off the caller's thread.
 */
export async function invoicePdfForPayment(
  ledger: InvoiceLedger,
  paymentId: string,
  kind: InvoiceKind = 'invoice',
  render: InvoiceRenderer = renderInvoicePdf,
): Promise<InvoiceAttachment | undefined> {
  const record = await ledger.getInvoice(documentId(kind, paymentId));
  if (!record) return undefined;
  return { fileName: invoiceFileName(record), pdf: await render(record) };
}
