import type { SiteCopy } from '@ankvidya/content';
import { Img } from '@/shared/ui/Img';
import { ReportPrice } from '@/shared/ui/ReportPrice';
import { ReportSamples } from './ReportSamples';

/** What the report contains (content's reportPromo), its length and three sample pages. */
export function ReportContents({ site }: { site: SiteCopy }) {
  const promo = site.reportPromo;
  return (
    <section className="report-contents" aria-labelledby="report-title">
      <div className="report-contents__text">
        <h1 id="report-title">{promo.heading}</h1>
        <p className="lead">{promo.summary}</p>
        {/* The price for everyone; the offer is the panel's, which knows the account. */}
        <ReportPrice withOffer={false} />
        <ul className="checklist">
          {promo.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <ReportSamples site={site} />
      </div>
      <Img
        name="pdf"
        alt={promo.imageAlt}
        width={320}
        height={400}
        className="report-contents__image"
        loading="eager"
      />
    </section>
  );
}
