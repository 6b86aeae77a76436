import type { ReportLocale, UserProfile } from '@ankvidya/schemas';
import type { InvoiceRenderer } from '../../ports/invoices.js';
import type { MailAttachment } from '../../ports/mailer.js';
import type { OutboxMessage } from '../../ports/outbox.js';
import type { ReportRenderer } from '../../ports/report.js';
import type { ReportRecord, Store } from '../../ports/store.js';
import { invoicePdfForPayment } from '../invoices/documents.js';
import { reportYear } from '../reports/router.js';

/** What an attachment is made from: the email's message, its report and its buyer. */
export interface AttachmentContext {
  message: OutboxMessage;
  report: ReportRecord;
  user: UserProfile;
  locale: ReportLocale;
  now: Date;
}

/**
 * Makes one attachment of a payment's email when the email is sent (nothing is stored twice).
 * Undefined: nothing to attach this time. A rejection fails the send, which is retried.
 */
export type AttachmentSource = (context: AttachmentContext) => Promise<MailAttachment | undefined>;

/** The report PDF, drawn as the buyer would download it, in the email's language. */
export function reportPdf(
  render: ReportRenderer,
  fileName: (name: string, dob: string) => string,
): AttachmentSource {
  return async ({ report, locale, now }) => ({
    filename: fileName(report.latinName ?? report.name, report.dob),
    contentType: 'application/pdf',
    content: await render({
      name: report.name,
      dob: report.dob,
      gender: report.gender,
      ...(report.latinName ? { latinName: report.latinName } : {}),
      ...(report.preferredSpelling ? { preferredSpelling: report.preferredSpelling } : {}),
      generatedAt: now,
      currentYear: reportYear(undefined, now),
      locale,
    }),
  });
}

export interface AttachmentDeps {
  store: Store;
  renderReport: ReportRenderer;
  reportFileName: (name: string, dob: string) => string;
  /** Draws invoices (the report threads'; absent: on this thread, as tests do). */
  renderInvoice?: InvoiceRenderer;
}

/**
 * The payment's GST invoice, issued in the same transaction as the payment (so it is there by
 * the time the email is sent); nothing when the payment has none.
 */
export function invoicePdf(store: Store, render?: InvoiceRenderer): AttachmentSource {
  return async ({ message }) => {
    const invoice = await invoicePdfForPayment(
      store.invoices,
      message.paymentId,
      'invoice',
      render,
    );
    return invoice
      ? { filename: invoice.fileName, contentType: 'application/pdf', content: invoice.pdf }
      : undefined;
  };
}

/** What every payment's email carries, in this order: the invoice, then the report. */
export function paymentEmailAttachments(deps: AttachmentDeps): AttachmentSource[] {
  return [
    invoicePdf(deps.store, deps.renderInvoice),
    reportPdf(deps.renderReport, deps.reportFileName),
  ];
}
