import { useQueryClient } from '@tanstack/react-query';
import { groupedMobile, nameNumber, transliterate } from '@ankvidya/numerology-core';
import { useCallback, useMemo, useState } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { localizePath, useLocale } from '@/shared/i18n/locale';
import { formatDob } from '@/shared/lib/dates';
import { useSiteOrigin } from '@/shared/seo/origin';
import { useAnalysis, useUser } from '@/shared/state/hooks';
import { preferredSpelling, useNameTrials } from '@/shared/state/name-trials';
import {
  addedFor,
  additionsFor,
  removeFromReport,
  useReportAdditions,
} from '@/shared/state/report-draft';
import { useReportOffer } from '@/shared/state/report-credit';
import { actions } from '@/shared/state/store';
import { AppLink, useLocalizedNavigate } from '@/shared/ui/AppLink';
import { Spinner } from '@/shared/ui/Spinner';
import { useReport } from '../api/create-report';
import { buildReportDraft } from '../draft';
import { useMe } from '../api/get-me';
import { DownloadButton } from './DownloadButton';
import { LatinNameForm } from './LatinNameForm';
import { PaymentForm } from './PaymentForm';
import { PayFormTrust } from './PayFormTrust';

/**
 * The signed-in part of the report page: the download button when the report is unlocked or the
 * user has a free report left, otherwise the payment form.
 */
export function ReportPanel({ signIn }: { signIn: () => Promise<unknown> }) {
  const ui = useContent('ui');
  const user = useUser();
  const analysis = useAnalysis();
  const origin = useSiteOrigin();
  const navigate = useLocalizedNavigate();
  // The PDF is written in the page's language.
  const locale = useLocale();
  const uid = user?.uid ?? null;
  // A name with no letter of the A to Z table needs its English spelling before a report exists.
  const needsLatin = analysis ? nameNumber(analysis.input.name) === 0 : false;
  const latinName = needsLatin ? analysis?.latinName : undefined;
  const [changingLatin, setChangingLatin] = useState(false);
  // The spelling starred in the name correction tool for the name the report reads.
  const trials = useNameTrials();
  const preferred = analysis
    ? preferredSpelling(trials, latinName ?? analysis.input.name)
    : undefined;
  // What the tools added for this date of birth (a mobile number, say) is read in the report.
  const additions = useReportAdditions();
  const dob = analysis?.input.dob;
  const added = useMemo(() => additionsFor(additions, dob), [additions, dob]);
  const built = useMemo(
    () =>
      analysis && (!needsLatin || (latinName && !changingLatin))
        ? buildReportDraft({
            person: analysis.input,
            ...(latinName ? { latinName } : {}),
            ...(preferred ? { preferredSpelling: preferred } : {}),
            locale,
            additions: added,
          })
        : null,
    [analysis, needsLatin, latinName, changingLatin, preferred, locale, added],
  );
  const report = useReport(built?.report ?? null, uid);
  const mobileNumber = addedFor(additions, 'mobileNumber', dob);
  const babyNames = addedFor(additions, 'babyNames', dob);
  const me = useMe(uid);
  const offer = useReportOffer();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['reports'] });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  }, [queryClient]);

  if (!user) {
    return (
      <div className="panel">
        <p>
          {offer === 'first-free'
            ? ui.report.signInPrompt
            : `${ui.reportOffer.signInPrompt} ${ui.reportOffer.newAccountFree}`}
        </p>
        <button type="button" className="button" onClick={() => void signIn()}>
          {ui.report.signInButton}
        </button>
      </div>
    );
  }
  if (!analysis) {
    return (
      <div className="panel">
        <p>{ui.report.needAnalysis}</p>
        <AppLink to="/numerology-calculator" className="button">
          {ui.report.calculatorLink}
        </AppLink>
      </div>
    );
  }

  const heading = (
    <p className="panel__title">
      {fill(ui.report.reportFor, {
        name: analysis.input.name,
        dob: formatDob(analysis.input.dob, locale),
      })}
    </p>
  );

  if (needsLatin && (!latinName || changingLatin)) {
    return (
      <div className="panel">
        {heading}
        <LatinNameForm
          initial={latinName ?? transliterate(analysis.input.name)}
          onConfirm={(name) => {
            actions.setLatinName(name);
            setChangingLatin(false);
          }}
        />
      </div>
    );
  }
  const latinLine = latinName ? (
    <p className="meta-line">
      {fill(ui.report.latinName.using, { latinName })}{' '}
      <button type="button" className="link-button" onClick={() => setChangingLatin(true)}>
        {ui.report.latinName.change}
      </button>
    </p>
  ) : null;

  if (report.isError || me.isError) {
    return (
      <div className="panel">
        {heading}
        <p className="form__error" role="alert">
          {ui.report.loadFailed}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            void report.refetch();
            void me.refetch();
          }}
        >
          {ui.report.retry}
        </button>
      </div>
    );
  }
  if (!report.data || !me.data) {
    return (
      <div className="panel">
        {heading}
        <Spinner label={ui.report.preparing} />
      </div>
    );
  }

  const { pdfID, unlocked } = report.data;
  const hasCredit = me.data.user.remainingPDFQuota > 0;
  // After a download used the free report, the two answers refresh one after the other: ask for
  // payment only once both are current (never for a report the credit has just unlocked).
  if (!unlocked && !hasCredit && (report.isFetching || me.isFetching)) {
    return (
      <div className="panel">
        {heading}
        <Spinner label={ui.report.preparing} />
      </div>
    );
  }
  return (
    <div className="panel">
      {heading}
      {latinLine}
      {unlocked || hasCredit ? (
        <>
          <p>{unlocked ? ui.report.unlocked : ui.report.credit}</p>
          <MobileLine mobileNumber={mobileNumber} />
          <BabyNamesLine babyNames={babyNames} />
          <DownloadButton pdfID={pdfID} {...(built ? { copy: built.copy } : {})} />
        </>
      ) : (
        <>
          <h2>{fill(ui.report.paymentHeading, { name: analysis.input.name })}</h2>
          <p>{ui.report.paymentIntro}</p>
          <PayFormTrust />
          <PaymentForm
            pdfID={pdfID}
            returnUrl={`${origin}${localizePath('/numerology-pdf', locale)}`}
            onBeforeConfirm={() => actions.setPendingPayment(pdfID)}
            onAlreadyUnlocked={refresh}
            onPaidInPage={({ paymentIntent, status }) =>
              navigate(
                `/numerology-pdf?payment_intent=${encodeURIComponent(paymentIntent)}&redirect_status=${status}`,
              )
            }
          />
        </>
      )}
      <p className="meta-line">
        <AppLink to="/numerology-calculator">{ui.report.otherPerson}</AppLink>
      </p>
    </div>
  );
}

/** Whether the download will read a kept mobile number, with a way to leave it out or add one. */
function MobileLine({ mobileNumber }: { mobileNumber: string | undefined }) {
  const texts = useContent('ui').report.mobile;
  if (!mobileNumber)
    return (
      <p className="meta-line">
        {texts.invite} <AppLink to="/mobile-number-numerology">{texts.inviteLink}</AppLink>
      </p>
    );
  return (
    <p className="meta-line">
      {fill(texts.included, { number: groupedMobile(mobileNumber) })}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => removeFromReport('mobileNumber')}
      >
        {texts.leaveOut}
      </button>
    </p>
  );
}

/** A newborn's report: the baby-names shortlist it will read, with a way to leave it out. */
function BabyNamesLine({ babyNames }: { babyNames: string | undefined }) {
  const texts = useContent('ui').report.babyNames;
  if (!babyNames) return null;
  return (
    <p className="meta-line">
      {fill(texts.included, { count: babyNames.split(',').length })}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          removeFromReport('babyNames');
          removeFromReport('birthTime');
        }}
      >
        {texts.leaveOut}
      </button>
    </p>
  );
}
