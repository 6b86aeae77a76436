import type { InvoiceSummary, MeResponse, PaymentEntry, ReportSummary } from '@ankvidya/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import type { AccountTexts } from '@ankvidya/content';
import { downloadSignedIn, invoicePdfPath } from '@/shared/api/download-file';
import { fill, useContent } from '@/shared/content/content';
import { LOCALES, rememberLocale, useLocale, type Locale } from '@/shared/i18n/locale';
import { formatDob } from '@/shared/lib/dates';
import { formatAmount, formatIndiaDate, formatIndiaDateTime } from '@/shared/lib/receipt-format';
import { useUser } from '@/shared/state/hooks';
import { AppLink } from '@/shared/ui/AppLink';
import { useAccount, useDeleteAccount } from '../api/account';
import { ReportCalendar } from './ReportCalendar';

export interface AccountPageProps {
  signIn: () => Promise<unknown>;
  signOut: () => Promise<unknown>;
  /** A download button for one report in one language (the report feature's, with its retries). */
  renderDownload: (pdfID: string, locale: Locale, label: string) => ReactNode;
}

/**
 * /account: the account's reports (each downloadable in every language), payments with their
 * invoices, the free report, the language, and the data rights (download, delete). Everything
 * comes from GET /api/me, so a second device shows the same at once.
 */
export function AccountPage({ signIn, signOut, renderDownload }: AccountPageProps) {
  const texts = useContent('account');
  const user = useUser();
  const account = useAccount(user?.uid ?? null);
  const [deleted, setDeleted] = useState(false);

  let body: ReactNode;
  if (deleted) {
    body = (
      <p className="notice notice--success" role="status">
        {texts.data.deleted}
      </p>
    );
  } else if (!user) {
    body = (
      <>
        <p>{texts.signInPrompt}</p>
        <button type="button" className="button" onClick={() => void signIn()}>
          {texts.signInButton}
        </button>
      </>
    );
  } else if (account.isError) {
    body = (
      <>
        <p className="notice notice--error" role="alert">
          {texts.loadFailed}
        </p>
        <button type="button" className="button" onClick={() => void account.refetch()}>
          {texts.retry}
        </button>
      </>
    );
  } else if (!account.data) {
    body = <p role="status">{texts.loading}</p>;
  } else {
    const me = account.data;
    body = (
      <>
        <p className="meta-line">
          {fill(texts.signedInAs, { name: me.user.name, email: me.user.email })}
        </p>
        <Reports me={me} texts={texts} renderDownload={renderDownload} />
        <Payments me={me} texts={texts} />
        <section aria-labelledby="account-credit">
          <h2 id="account-credit">{texts.credit.heading}</h2>
          <p>{me.user.remainingPDFQuota > 0 ? texts.credit.left : texts.credit.used}</p>
        </section>
        <LanguageChoice texts={texts} />
        <DataRights
          texts={texts}
          onDeleted={() => {
            setDeleted(true);
            // The sign-in is gone at the provider: sign this browser out too.
            signOut().catch((error: unknown) => console.error(error));
          }}
        />
      </>
    );
  }

  return (
    <div className="panel account">
      <h1>{texts.heading}</h1>
      {body}
    </div>
  );
}

/** A copy sorted by an ISO time, latest first (ties keep their order). */
function newestFirst<T>(items: readonly T[], time: (item: T) => string): T[] {
  return [...items].sort((a, b) => (time(a) < time(b) ? 1 : time(a) > time(b) ? -1 : 0));
}

function Reports({
  me,
  texts,
  renderDownload,
}: {
  me: MeResponse;
  texts: AccountTexts;
  renderDownload: AccountPageProps['renderDownload'];
}) {
  const locale = useLocale();
  const t = texts.reports;
  const status = (report: ReportSummary) => {
    if (!report.unlocked) return t.locked;
    const date = report.unlockedAt ? formatIndiaDate(report.unlockedAt, locale) : '';
    return fill(report.unlockedBy === 'credit' ? t.openedWithCredit : t.bought, { date });
  };
  return (
    <section aria-labelledby="account-reports">
      <h2 id="account-reports">{t.heading}</h2>
      {me.reports.length === 0 ? (
        <p>
          {t.empty} <AppLink to="/numerology-calculator">{t.emptyLink}</AppLink>
        </p>
      ) : (
        <ul className="account__list">
          {newestFirst(me.reports, (r) => r.createdAt).map((report) => (
            <li key={report.pdfID} className="account__item">
              <h3>{report.name}</h3>
              <p className="meta-line">
                {fill(t.born, { dob: formatDob(report.dob, locale) })}
                {report.locale
                  ? ` · ${fill(t.writtenIn, { language: texts.languageNames[report.locale] })}`
                  : ''}
              </p>
              <p>{status(report)}</p>
              {report.unlocked ? (
                <div className="actions">
                  {LOCALES.map((language) => (
                    <div key={language}>
                      {renderDownload(
                        report.pdfID,
                        language,
                        fill(t.downloadIn, { language: texts.languageNames[language] }),
                      )}
                    </div>
                  ))}
                </div>
              ) : null}
              {report.unlocked ? (
                // Its texts load on their own: the list around it does not wait or redraw.
                <Suspense fallback={null}>
                  <ReportCalendar pdfID={report.pdfID} />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InvoiceButton({ invoice, texts }: { invoice: InvoiceSummary; texts: AccountTexts }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          setFailed(false);
          downloadSignedIn(invoicePdfPath(invoice.id), `${invoice.number}.pdf`).catch(
            (error: unknown) => {
              console.error(error);
              setFailed(true);
            },
          );
        }}
      >
        {fill(texts.payments.downloadInvoice, { number: invoice.number })}
      </button>
      {failed ? (
        <p className="form__error" role="alert">
          {texts.reports.downloadFailed}
        </p>
      ) : null}
    </>
  );
}

function Payments({ me, texts }: { me: MeResponse; texts: AccountTexts }) {
  const locale = useLocale();
  const t = texts.payments;
  const payments: PaymentEntry[] = newestFirst(me.paymentHistory ?? [], (p) => p.paidAt);
  const nameOf = (pdfID: string) => me.reports.find((r) => r.pdfID === pdfID)?.name;
  return (
    <section aria-labelledby="account-payments">
      <h2 id="account-payments">{t.heading}</h2>
      {payments.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className="account__list">
          {payments.map((payment) => {
            const invoice =
              payment.status === 'succeeded'
                ? me.invoices?.find((i) => i.pdfID === payment.pdfID)
                : undefined;
            const name = nameOf(payment.pdfID);
            return (
              <li key={payment.paymentId} className="account__item">
                <dl className="receipt__lines">
                  <dt>{t.amount}</dt>
                  <dd>{formatAmount(payment.amount, payment.currency, locale)}</dd>
                  <dt>{t.status}</dt>
                  <dd>{t.statuses[payment.status]}</dd>
                  <dt>{t.date}</dt>
                  <dd>{formatIndiaDateTime(payment.paidAt, locale)}</dd>
                  <dt>{t.paymentId}</dt>
                  <dd className="receipt__id">{payment.paymentId}</dd>
                  {name ? (
                    <>
                      <dt>{t.forReport}</dt>
                      <dd>{name}</dd>
                    </>
                  ) : null}
                </dl>
                {invoice ? <InvoiceButton invoice={invoice} texts={texts} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function LanguageChoice({ texts }: { texts: AccountTexts }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="account-language">
      <h2 id="account-language">{texts.language.heading}</h2>
      <p>{fill(texts.language.current, { language: texts.languageNames[locale] })}</p>
      <div className="actions">
        {LOCALES.filter((other) => other !== locale).map((other) => (
          <AppLink
            key={other}
            to="/account"
            locale={other}
            className="button button--secondary"
            onClick={() => rememberLocale(other)}
          >
            {fill(texts.language.choose, { language: texts.languageNames[other] })}
          </AppLink>
        ))}
      </div>
    </section>
  );
}

function DataRights({ texts, onDeleted }: { texts: AccountTexts; onDeleted: () => void }) {
  const t = texts.data;
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  return (
    <section aria-labelledby="account-data">
      <h2 id="account-data">{t.heading}</h2>
      <p>{t.exportIntro}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setExportFailed(false);
          downloadSignedIn('/api/me/export', 'ankvidya-my-data.json').catch((error: unknown) => {
            console.error(error);
            setExportFailed(true);
          });
        }}
      >
        {t.exportButton}
      </button>
      {exportFailed ? (
        <p className="form__error" role="alert">
          {t.exportFailed}
        </p>
      ) : null}
      <p>{t.deleteIntro}</p>
      {confirming ? (
        <div
          className="notice account__confirm"
          role="alertdialog"
          aria-labelledby="account-confirm"
        >
          <h3 id="account-confirm">{t.confirmHeading}</h3>
          <p>{t.confirmText}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    queryClient.removeQueries({ queryKey: ['me'] });
                    onDeleted();
                  },
                })
              }
            >
              {remove.isPending ? t.deleting : t.confirmYes}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                remove.reset();
                setConfirming(false);
              }}
            >
              {t.cancel}
            </button>
          </div>
          {remove.isError ? (
            <p className="form__error" role="alert">
              {t.deleteFailed}
            </p>
          ) : null}
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(true)}
        >
          {t.deleteButton}
        </button>
      )}
    </section>
  );
}
