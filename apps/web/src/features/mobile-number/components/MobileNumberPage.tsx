import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { AboutWithAnalysisLink } from '@/shared/tool/AboutWithAnalysisLink';
import { useAnalysisPrefill } from '@/shared/tool/analysis-prefill';
import { CompareNumbers } from '@/shared/tool/CompareNumbers';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { MobileNumberTool } from './MobileNumberTool';

/**
 * Mobile number numerology: a prerendered landing page (what it is, how we read a number, the
 * framing) around the tool, which reads the number in the browser and needs no sign-in.
 */
export default function MobileNumberPage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('mobilePage');
  const prefill = useAnalysisPrefill();

  return (
    <ToolPage
      tool={tool}
      texts={texts}
      about={
        <AboutWithAnalysisLink sections={texts.sections} linkText={texts.result.analysisLink} />
      }
    >
      <MobileNumberTool prefill={prefill} onRead={() => track('mobile-number-used')} />
      <CompareNumbers
        kind="mobile"
        texts={texts.compare}
        prefillDob={prefill?.dob ?? null}
        onCompared={() => track('numbers-compared')}
      />
    </ToolPage>
  );
}
