import { track } from '@/shared/analytics/analytics';
import { fill, useContent } from '@/shared/content/content';
import { nameKey } from '@/shared/state/name-trials';
import { useAnalysisPrefill } from '@/shared/tool/analysis-prefill';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { AppLink } from '@/shared/ui/AppLink';
import { ContentSections, sectionId } from '@/shared/ui/Blocks';
import { NameCorrectionTool, useStarredSpelling } from './NameCorrectionTool';

/**
 * Name correction: a prerendered landing page (what it is, how we do it, the cautions) around the
 * tool, which works without sign-in and leads to the report.
 */
export default function NameCorrectionPage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('nameCorrection');
  const analysisInput = useAnalysisPrefill();
  const starred = useStarredSpelling();
  const cautions = texts.sections[texts.sections.length - 1];
  // The report sends the spelling starred for the analysis's name (create-report.ts).
  const reportGetsStar =
    starred !== null &&
    (analysisInput === null || nameKey(analysisInput.name) === nameKey(starred.name));

  return (
    <ToolPage
      tool={tool}
      texts={texts}
      className="name-correction"
      about={<ContentSections sections={texts.sections} anchored />}
      after={
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
      }
    >
      <NameCorrectionTool
        analysisInput={analysisInput}
        cautionsHref={cautions ? `#${sectionId(cautions.heading)}` : '#'}
        onUsed={() => track('name-correction-used')}
      />
    </ToolPage>
  );
}
