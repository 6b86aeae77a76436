import type { SiteCopy } from '@ankvidya/content';
import { fill } from '@/shared/content/content';
import { useLocale } from '@/shared/i18n/locale';
import { SAMPLE_PAGES } from '../sample-pages';

/**
 * How long the report is and three of its pages, from a made-up person's report drawn with the
 * real renderer (apps/api/scripts/report-sample-pages.mjs), in the page's language. Only the
 * report page shows them, and the images load lazily.
 */
export function ReportSamples({ site }: { site: SiteCopy }) {
  const promo = site.reportPromo;
  const locale = useLocale();
  const sample = SAMPLE_PAGES[locale];
  return (
    <>
      <p className="report-length">{fill(promo.length, { pages: sample.pages })}</p>
      <figure className="report-samples">
        <figcaption className="report-samples__heading">{promo.samplesHeading}</figcaption>
        <ul className="report-samples__pages">
          {sample.shown.map((page, i) => (
            <li key={page}>
              <img
                src={`/images/report-sample/${locale}-${i + 1}.jpg`}
                alt={fill(promo.sampleAlt, { page })}
                width={180}
                height={255}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
        <p className="meta-line">{promo.samplesNote}</p>
      </figure>
    </>
  );
}
