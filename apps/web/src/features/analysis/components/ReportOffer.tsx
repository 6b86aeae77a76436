import type { AnalysisPageTexts, SiteCopy, UiStrings } from '@ankvidya/content';
import type { Locale } from '@/shared/i18n/locale';
import { AppLink } from '@/shared/ui/AppLink';
import { ReportPrice } from '@/shared/ui/ReportPrice';

/**
 * The report, offered once and early: right after the numbers and the first answers, not after
 * every reading. What it adds, its price (the one the server charges) and one page of the sample
 * report the report page shows.
 */
export function ReportOffer({
  ui,
  site,
  texts,
  locale,
  onReportClick,
}: {
  ui: UiStrings;
  site: SiteCopy;
  texts: AnalysisPageTexts['offer'];
  locale: Locale;
  onReportClick?: () => void;
}) {
  return (
    <section className="cta-panel report-offer" aria-labelledby="report-cta-title">
      <div className="report-offer__text">
        <h2 id="report-cta-title">{ui.analysis.reportHeading}</h2>
        <p>{ui.analysis.reportSummary.replace('{summary}', site.reportPromo.summary)}</p>
        <ReportPrice />
        <AppLink to="/pdf-download-page" className="button button--saffron" onClick={onReportClick}>
          {ui.analysis.reportCta}
        </AppLink>
      </div>
      {/* The second of the sample pages drawn by apps/api/scripts/report-sample-pages.mjs. */}
      <img
        className="report-offer__sample"
        src={`/images/report-sample/${locale}-2.jpg`}
        alt={texts.sampleAlt}
        width={180}
        height={255}
        loading="lazy"
        decoding="async"
      />
    </section>
  );
}
