import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { useAnalysisPrefill } from '@/shared/tool/analysis-prefill';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { ContentSections } from '@/shared/ui/Blocks';
import { BusinessNameTool } from './BusinessNameTool';

/**
 * Business name numerology: a prerendered landing page (what it is, how a brand name is counted,
 * the framing) around the tool, which reads the name in the browser and needs no sign-in.
 */
export default function BusinessNamePage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('businessPage');
  const prefill = useAnalysisPrefill();
  return (
    <ToolPage
      tool={tool}
      texts={texts}
      about={<ContentSections sections={texts.sections} anchored />}
    >
      <BusinessNameTool
        prefillDob={prefill?.dob ?? null}
        onRead={() => track('business-name-used')}
      />
    </ToolPage>
  );
}
