import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { AboutWithAnalysisLink } from '@/shared/tool/AboutWithAnalysisLink';
import { useAnalysisPrefill } from '@/shared/tool/analysis-prefill';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { HouseNumberTool } from './HouseNumberTool';

/**
 * House number numerology: a prerendered landing (what it is, the rule we use, the
 * framing) around the tool, which reads the door number in the browser and needs no sign-in.
 */
export default function HouseNumberPage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('housePage');
  const prefill = useAnalysisPrefill();

  return (
    <ToolPage
      tool={tool}
      texts={texts}
      about={
        <AboutWithAnalysisLink sections={texts.sections} linkText={texts.result.analysisLink} />
      }
    >
      <HouseNumberTool dob={prefill?.dob ?? null} onRead={() => track('house-number-used')} />
    </ToolPage>
  );
}
