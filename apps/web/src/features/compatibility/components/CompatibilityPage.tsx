import { COMPATIBILITY_MAX, type CompatibilityPartId } from '@ankvidya/numerology-core';
import { track } from '@/shared/analytics/analytics';
import { fill, useContent } from '@/shared/content/content';
import { useAnalysisPrefill } from '@/shared/tool/analysis-prefill';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { ContentSections, sectionId } from '@/shared/ui/Blocks';
import { CompatibilityTool } from './CompatibilityTool';
import { SharedBanner } from './SharedBanner';

const FORM_ID = 'compare';

/**
 * Compatibility of numbers: a prerendered landing page (what it is, how the score is made, what
 * it can and cannot tell) around the tool for two people, which works in the browser without
 * sign-in; a share link's names and score are shown first.
 */
export default function CompatibilityPage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('compatibilityPage');
  const prefill = useAnalysisPrefill();
  const [what, honest] = texts.sections;

  return (
    <ToolPage
      tool={tool}
      texts={texts}
      banner={<SharedBanner formId={FORM_ID} />}
      about={
        <>
          {what ? <ContentSections sections={[what]} anchored /> : null}
          <section className="content-section">
            <h2 id={sectionId(texts.method.heading)}>{texts.method.heading}</h2>
            <p>{texts.method.intro}</p>
            <ul>
              {(Object.keys(COMPATIBILITY_MAX) as CompatibilityPartId[]).map((part) => (
                <li key={part}>
                  {fill(texts.method.parts[part], { max: COMPATIBILITY_MAX[part] })}
                </li>
              ))}
            </ul>
            <p>{texts.method.after}</p>
          </section>
          {honest ? <ContentSections sections={[honest]} anchored /> : null}
        </>
      }
    >
      <CompatibilityTool
        prefill={prefill}
        path={tool.path}
        formId={FORM_ID}
        onRead={() => track('compatibility-used')}
        onShared={() => track('compatibility-shared')}
      />
    </ToolPage>
  );
}
