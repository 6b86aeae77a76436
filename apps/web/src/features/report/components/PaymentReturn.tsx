import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fill, useContent } from '@/shared/content/content';
import { usePayments, useUser } from '@/shared/state/hooks';
import { actions } from '@/shared/state/store';
import { AppLink } from '@/shared/ui/AppLink';
import { MAX_CHECKS, usePaymentStatus } from '../api/get-payment-status';
import { DownloadButton } from './DownloadButton';
import { Receipt } from './Receipt';

/**
 * /numerology-pdf: the provider sends the visitor back here. Reads the payment from the URL, polls
 * the API until the webhook has unlocked the report, then offers the download. Every way it can
 * go wrong says what happened and what to do.
 */
export function PaymentReturn({
  signIn,
  pollIntervalMs,
}: {
  signIn: () => Promise<unknown>;
  pollIntervalMs?: number;
}) {
  const ui = useContent('ui');
  const texts = ui.paymentReturn;
  const [params] = useSearchParams();
  const paymentIntent = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status');
  const user = useUser();
  const payments = usePayments();
  const pdfID =
    payments.pending ??
    (paymentIntent
      ? (Object.keys(payments.records).find((id) => payments.records[id] === paymentIntent) ?? null)
      : null);
  const [round, setRound] = useState(0);
  const failedRedirect = redirectStatus === 'failed';
  const status = usePaymentStatus(
    user && pdfID && !failedRedirect ? pdfID : null,
    round,
    pollIntervalMs,
  );
  const unlocked = status.data?.unlocked === true;

  useEffect(() => {
    if (unlocked && pdfID)
      actions.recordPayment(pdfID, paymentIntent ?? status.data?.pdfID ?? pdfID);
  }, [unlocked, pdfID, paymentIntent, status.data?.pdfID]);

  const back = (
    <AppLink to="/pdf-download-page" className="button button--secondary">
      {texts.backToReport}
    </AppLink>
  );
  const checkAgain = (
    <button type="button" className="button" onClick={() => setRound((n) => n + 1)}>
      {texts.checkAgain}
    </button>
  );

  let body;
  if (failedRedirect || status.data?.status === 'failed') {
    body = (
      <>
        <p className="notice notice--error" role="alert">
          {texts.failed}
        </p>
        {back}
      </>
    );
  } else if (!user) {
    body = (
      <>
        <p>{texts.signInPrompt}</p>
        <button type="button" className="button" onClick={() => void signIn()}>
          {ui.report.signInButton}
        </button>
      </>
    );
  } else if (!pdfID) {
    body = (
      <>
        <p>{texts.noPending}</p>
        {back}
      </>
    );
  } else if (unlocked) {
    body = (
      <>
        <p className="notice notice--success" role="status">
          {texts.unlocked}
        </p>
        <DownloadButton pdfID={pdfID} />
        <Receipt pdfID={pdfID} paymentId={paymentIntent ?? payments.records[pdfID] ?? null} />
      </>
    );
  } else if (status.isError) {
    body = (
      <>
        <p className="notice notice--error" role="alert">
          {texts.checkFailed}
        </p>
        {checkAgain}
      </>
    );
  } else if (status.data && status.checks >= MAX_CHECKS) {
    body = (
      <>
        <p className="notice" role="alert">
          {texts.timeout}
        </p>
        <div className="actions">
          {checkAgain}
          {back}
        </div>
      </>
    );
  } else {
    const attempt = Math.max(1, Math.min(status.checks + 1, MAX_CHECKS));
    body = (
      <div role="status">
        <p>{texts.checking}</p>
        <progress max={MAX_CHECKS} value={attempt} aria-label={texts.heading} />
        <p className="meta-line">{fill(texts.progress, { attempt, max: MAX_CHECKS })}</p>
      </div>
    );
  }

  return (
    <div className="panel payment-return">
      <h1>{texts.heading}</h1>
      {body}
    </div>
  );
}
