import type { ReportLocale, UserProfile } from '@ankvidya/schemas';
import type { MailAttachment } from '../../ports/mailer.js';
import type { OutboxMessage } from '../../ports/outbox.js';
import type { ReportRenderer } from '../../ports/report.js';
import type { ReportRecord, Store } from '../../ports/store.js';
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
}

/**
 * What every payment's email carries, in this order. Another attachment (the GST invoice) is one
 * more entry here: a source that makes it from the context (the payment is context.message).
 */
export function paymentEmailAttachments(deps: AttachmentDeps): AttachmentSource[] {
  return [reportPdf(deps.renderReport, deps.reportFileName)];
}
