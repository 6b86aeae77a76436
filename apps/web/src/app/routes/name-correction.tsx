import { useMemo } from 'react';
import {
  NameCorrectionTool,
  useStarredSpelling,
} from '@/features/name-correction/components/NameCorrectionTool';
import { ToolJsonLd } from '@/shared/seo/ToolJsonLd';
import { track } from '@/shared/analytics/analytics';
import { fill, useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { useSiteOrigin } from '@/shared/seo/origin';
import { useAnalysis } from '@/shared/state/hooks';
import { nameKey } from '@/shared/state/name-trials';
import { AppLink } from '@/shared/ui/AppLink';
import { ContentSections, sectionId } from '@/shared/ui/Blocks';

const PATH = '/name-correction';

/**
 * Name correction: a prerendered landing page (what it is, how we do it, the cautions) around the
 * tool, which works without sign-in and leads to the report.
 */
export default function NameCorrectionPage() {
  const ui = useContent('ui');
  const texts = useContent('nameCorrection');
  const origin = useSiteOrigin();
  const analysis = useAnalysis();
  const starred = useStarredSpelling();
  // A name written in another script is read from the Latin spelling confirmed for the report.
  const analysisInput = useMemo(
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
  const cautions = texts.sections[texts.sections.length - 1];
  // The report sends the spelling starred for the analysis's name (create-report.ts).
  const reportGetsStar =
    starred !== null &&
    (analysisInput === null || nameKey(analysisInput.name) === nameKey(starred.name));

  return (
    <div className="container name-correction">
      <Seo
        title={texts.meta.title}
        description={texts.meta.description}
        path={PATH}
        keywords={texts.meta.keywords}
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
      <NameCorrectionTool
        analysisInput={analysisInput}
        cautionsHref={cautions ? `#${sectionId(cautions.heading)}` : '#'}
        onUsed={() => track('name-correction-used')}
      />
      <div className="prose name-correction__about">
        <ContentSections sections={texts.sections} anchored />
      </div>
      <section className="cta-panel" aria-labelledby="name-report-title">
        <h2 id="name-report-title">{texts.report.heading}</h2>
        <p>{texts.report.text}</p>
        {starred && reportGetsStar ? (
          <p>{fill(texts.report.starredNote, { name: starred.spelling })}</p>
        ) : null}
        <AppLink
          to="/pdf-download-page"
          className="button button--saffron"
          onClick={() => track('goto-download-report')}
        >
          {texts.report.cta}
        </AppLink>
      </section>
    </div>
  );
}
