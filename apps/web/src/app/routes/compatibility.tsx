import { COMPATIBILITY_MAX, type CompatibilityPartId } from '@ankvidya/numerology-core';
import { useMemo } from 'react';
import { CompatibilityTool } from '@/features/compatibility/components/CompatibilityTool';
import { SharedBanner } from '@/features/compatibility/components/SharedBanner';
import { track } from '@/shared/analytics/analytics';
import { fill, useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { ToolJsonLd } from '@/shared/seo/ToolJsonLd';
import { useSiteOrigin } from '@/shared/seo/origin';
import { useAnalysis } from '@/shared/state/hooks';
import { ContentSections, sectionId } from '@/shared/ui/Blocks';

const PATH = '/compatibility';
const FORM_ID = 'compare';

/**
 * Compatibility of numbers: a prerendered landing page (what it is, how the score is made, what
 * it can and cannot tell) around the tool for two people, which works in the browser without
 * sign-in; a share link's names and score are shown first.
 */
export default function CompatibilityPage() {
  const ui = useContent('ui');
  const texts = useContent('compatibilityPage');
  const origin = useSiteOrigin();
  const analysis = useAnalysis();
  const prefill = useMemo(
    () =>
      analysis
        ? {
            name: analysis.latinName ?? analysis.input.name,
            dob: analysis.input.dob,
            gender: analysis.input.gender,
          }
        : null,
    [analysis],
  );
  const [what, honest] = texts.sections;

  return (
    <div className="container tool-page">
      <Seo
        title={texts.meta.title}
        description={texts.meta.description}
        path={PATH}
        keywords={texts.meta.keywords}
        ownImage
      />
      <ToolJsonLd
        name={texts.title}
        description={texts.meta.description}
        path={PATH}
        origin={origin}
        publisher={ui.blog.publisher}
      />
      <header className="page-head">
        <h1>{texts.title}</h1>
        <p className="lead">{texts.intro}</p>
      </header>
      <SharedBanner formId={FORM_ID} />
      <CompatibilityTool
        prefill={prefill}
        path={PATH}
        formId={FORM_ID}
        onRead={() => track('compatibility-used')}
        onShared={() => track('compatibility-shared')}
      />
      <div className="prose tool-page__about">
        {what ? <ContentSections sections={[what]} anchored /> : null}
        <section className="content-section">
          <h2 id={sectionId(texts.method.heading)}>{texts.method.heading}</h2>
          <p>{texts.method.intro}</p>
          <ul>
            {(Object.keys(COMPATIBILITY_MAX) as CompatibilityPartId[]).map((part) => (
              <li key={part}>{fill(texts.method.parts[part], { max: COMPATIBILITY_MAX[part] })}</li>
            ))}
          </ul>
          <p>{texts.method.after}</p>
        </section>
        {honest ? <ContentSections sections={[honest]} anchored /> : null}
      </div>
    </div>
  );
}
