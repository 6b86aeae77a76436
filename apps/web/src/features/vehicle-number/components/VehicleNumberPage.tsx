import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { AboutWithAnalysisLink } from '@/shared/tool/AboutWithAnalysisLink';
import { useAnalysisPrefill } from '@/shared/tool/analysis-prefill';
import { CompareNumbers } from '@/shared/tool/CompareNumbers';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { VehicleNumberTool } from './VehicleNumberTool';

/**
 * Vehicle number numerology: a prerendered landing (what it is, how we read a registration, the
 * framing) around the tool, which reads the registration in the browser and needs no sign-in,
 * and the comparison of several candidate registrations.
 */
export default function VehicleNumberPage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('vehiclePage');
  const prefill = useAnalysisPrefill();

  return (
    <ToolPage
      tool={tool}
      texts={texts}
      about={
        <AboutWithAnalysisLink sections={texts.sections} linkText={texts.result.analysisLink} />
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
