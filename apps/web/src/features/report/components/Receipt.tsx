import type { MeResponse } from '@ankvidya/schemas';
import { useEffect, useState } from 'react';
import { downloadSignedIn, invoicePdfPath } from '@/shared/api/download-file';
import { fill, useContent } from '@/shared/content/content';
import { useLocale } from '@/shared/i18n/locale';
import { formatDob } from '@/shared/lib/dates';
import { formatAmount, formatIndiaDateTime } from '@/shared/lib/receipt-format';
import { useUser } from '@/shared/state/hooks';
import { AppLink } from '@/shared/ui/AppLink';
import { useMe } from '../api/get-me';

/** The payment of this report, as the account's history has it (the given id first). */
function paymentOf(me: MeResponse, pdfID: string, paymentId: string | null) {
  const history = me.paymentHistory ?? [];
  return (
    history.find((p) => p.paymentId === paymentId && p.pdfID === pdfID) ??
    history.find((p) => p.pdfID === pdfID && p.status === 'succeeded')
  );
}

/**
 * The receipt shown once a payment has unlocked the report: amount, payment id, date and time in
 * India, whose report and what it holds, the invoice when one is issued, and My account. Read
 * from the API, so it is the same on every device; until it loads, nothing is shown.
 */
export function Receipt({ pdfID, paymentId }: { pdfID: string; paymentId: string | null }) {
  const user = useUser();
  const me = useMe(user?.uid ?? null);
  const texts = useContent('account');
  const site = useContent('site');
  const locale = useLocale();
  const [invoiceFailed, setInvoiceFailed] = useState(false);
  const { refetch } = me;
  const signedIn = user !== null;
  // The account may have been read before this payment: read it again now that it is through.
  useEffect(() => {
    if (signedIn) void refetch();
  }, [signedIn, pdfID, refetch]);
  if (!me.data) return null;
  const payment = paymentOf(me.data, pdfID, paymentId);
  if (!payment) return null;
  const report = me.data.reports.find((r) => r.pdfID === pdfID);
  const invoice = me.data.invoices?.find((i) => i.pdfID === pdfID);
  const r = texts.receipt;
  return (
    <section className="receipt" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">{r.heading}</h2>
      <dl className="receipt__lines">
        <dt>{r.amount}</dt>
        <dd>{formatAmount(payment.amount, payment.currency, locale)}</dd>
        <dt>{r.paymentId}</dt>
        <dd className="receipt__id">{payment.paymentId}</dd>
        <dt>{r.date}</dt>
        <dd>{formatIndiaDateTime(payment.paidAt, locale)}</dd>
        {report ? (
          <>
            <dt>{r.forWhom}</dt>
            <dd>
              {report.name}, {formatDob(report.dob, locale)}
            </dd>
          </>
        ) : null}
        <dt>{r.contains}</dt>
        <dd>{site.reportPromo.summary}</dd>
      </dl>
      <div className="actions">
        {invoice ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setInvoiceFailed(false);
              downloadSignedIn(invoicePdfPath(invoice.id), `${invoice.number}.pdf`).catch(
                (error: unknown) => {
                  console.error(error);
                  setInvoiceFailed(true);
                },
              );
            }}
          >
            {fill(r.invoice, { number: invoice.number })}
          </button>
        ) : null}
        <AppLink to="/account">{r.accountLink}</AppLink>
      </div>
      {invoiceFailed ? (
        <p className="form__error" role="alert">
          {texts.reports.downloadFailed}
        </p>
      ) : null}
    </section>
  );
}
