import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { useAnalysis } from '@/shared/state/hooks';
import { useAnalysisPrefill } from '@/shared/tool/analysis-prefill';
import { CompareNumbers } from '@/shared/tool/CompareNumbers';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { AppLink } from '@/shared/ui/AppLink';
import { ContentSections } from '@/shared/ui/Blocks';
import { VehicleNumberTool } from './VehicleNumberTool';

/**
 * Vehicle number numerology: a prerendered landing (what it is, how we read a registration, the
 * framing) around the tool, which reads the registration in the browser and needs no sign-in,
 * and the comparison of several candidate registrations.
 */
export default function VehicleNumberPage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('vehiclePage');
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
      <VehicleNumberTool dob={prefill?.dob ?? null} onRead={() => track('vehicle-number-used')} />
      <CompareNumbers
        kind="vehicle"
        texts={texts.compare}
        prefillDob={prefill?.dob ?? null}
        onCompared={() => track('numbers-compared')}
      />
    </ToolPage>
  );
}
