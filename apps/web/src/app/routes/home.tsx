import {
  CardSection,
  Hero,
  Introduction,
  ReportPromo,
  Testimonials,
} from '@/features/home/components/HomeSections';
import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { homeToolCards } from '../tools';

export default function HomePage() {
  const site = useContent('site');
  const ui = useContent('ui');
  return (
    <>
      <Seo title={ui.meta.home.title} fullTitle description={ui.meta.home.description} path="/" />
      <Hero site={site} />
      <Introduction site={site} />
      <CardSection
        id="benefits-title"
        heading={site.benefits.heading}
        intro={site.benefits.intro}
        cards={site.benefits.cards}
        tone="tinted"
      />
      <CardSection
        id="features-title"
        heading={site.features.heading}
        intro={site.features.intro}
        cards={site.features.cards}
        tools={homeToolCards(site.features.tools)}
      />
      <ReportPromo site={site} onClick={() => track('goto-download-report')} />
      <Testimonials site={site} ui={ui} />
    </>
  );
}
