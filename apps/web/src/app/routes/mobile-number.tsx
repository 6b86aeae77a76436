import { useMemo } from 'react';
import { MobileNumberTool } from '@/features/mobile-number/components/MobileNumberTool';
import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { ToolJsonLd } from '@/shared/seo/ToolJsonLd';
import { useSiteOrigin } from '@/shared/seo/origin';
import { useAnalysis } from '@/shared/state/hooks';
import { AppLink } from '@/shared/ui/AppLink';
import { ContentSections } from '@/shared/ui/Blocks';

const MOBILE_PATH = '/mobile-number-numerology';

/**
 * Mobile number numerology: a prerendered landing page (what it is, how we read a number, the
 * framing) around the tool, which reads the number in the browser and needs no sign-in.
 */
export default function MobileNumberPage() {
  const ui = useContent('ui');
  const texts = useContent('mobilePage');
  const origin = useSiteOrigin();
  const analysis = useAnalysis();
  const prefill = useMemo(
    () => (analysis ? { dob: analysis.input.dob, gender: analysis.input.gender } : null),
    [analysis],
  );

  return (
    <div className="container tool-page">
      <Seo
        title={texts.meta.title}
        description={texts.meta.description}
        path={MOBILE_PATH}
        keywords={texts.meta.keywords}
        ownImage
      />
      <ToolJsonLd
        name={texts.title}
        description={texts.meta.description}
        path={MOBILE_PATH}
        origin={origin}
        publisher={ui.blog.publisher}
      />
      <header className="page-head">
        <h1>{texts.title}</h1>
        <p className="lead">{texts.intro}</p>
      </header>
      <MobileNumberTool prefill={prefill} onRead={() => track('mobile-number-used')} />
      <div className="prose tool-page__about">
        <ContentSections sections={texts.sections} anchored />
        <p>
          <AppLink to={analysis ? '/numerology-analysis' : '/numerology-calculator'}>
            {texts.result.analysisLink}
          </AppLink>
        </p>
      </div>
    </div>
  );
}
