import type { AnalysisPageTexts } from '@ankvidya/content';
import type { Locale } from '@/shared/i18n/locale';
import { AppLink } from '@/shared/ui/AppLink';
import { ReportPrice } from '@/shared/ui/ReportPrice';

/**
 * The report offered early, right after the first answers: what it adds, its price (the one the
 * server charges) and one page of the sample report the report page shows, with the same button.
 */
export function ReportOffer({
  texts,
  cta,
  locale,
  onReportClick,
}: {
  texts: AnalysisPageTexts['offer'];
  /** The button's words, the same as the offer at the end of the page. */
  cta: string;
  locale: Locale;
  onReportClick?: () => void;
}) {
  return (
    <section className="cta-panel report-offer" aria-labelledby="report-offer-title">
      <div className="report-offer__text">
        <h2 id="report-offer-title">{texts.heading}</h2>
        <p>{texts.text}</p>
        <ReportPrice />
        <AppLink to="/pdf-download-page" className="button button--saffron" onClick={onReportClick}>
          {cta}
        </AppLink>
      </div>
      {/* The second of the sample images drawn by apps/api/scripts/report-sample-pages.mjs. */}
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
