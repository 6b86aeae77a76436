import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { useAnalysis } from '@/shared/state/hooks';
import { useAnalysisPrefill } from '@/shared/tool/analysis-prefill';
import { CompareNumbers } from '@/shared/tool/CompareNumbers';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { AppLink } from '@/shared/ui/AppLink';
import { ContentSections } from '@/shared/ui/Blocks';
import { MobileNumberTool } from './MobileNumberTool';

/**
 * Mobile number numerology: a prerendered landing page (what it is, how we read a number, the
 * framing) around the tool, which reads the number in the browser and needs no sign-in.
 */
export default function MobileNumberPage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('mobilePage');
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
