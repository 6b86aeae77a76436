import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { useAnalysis } from '@/shared/state/hooks';
import { useAnalysisPrefill } from '@/shared/tool/analysis-prefill';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { AppLink } from '@/shared/ui/AppLink';
import { ContentSections } from '@/shared/ui/Blocks';
import { HouseNumberTool } from './HouseNumberTool';

/**
 * House number numerology: a prerendered landing (what it is, the rule we use, the
 * framing) around the tool, which reads the door number in the browser and needs no sign-in.
 */
export default function HouseNumberPage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('housePage');
  const analysis = useAnalysis();
  const prefill = useAnalysisPrefill();

  return (
    <ToolPage
      tool={tool}
      texts={texts}
      about={
        <>
          <ContentSections sections={texts.sections} anchored />
          <p>
            <AppLink to={analysis ? '/numerology-analysis' : '/numerology-calculator'}>
              {texts.result.analysisLink}
            </AppLink>
          </p>
        </>
      }
    >
      <HouseNumberTool dob={prefill?.dob ?? null} onRead={() => track('house-number-used')} />
    </ToolPage>
  );
}
