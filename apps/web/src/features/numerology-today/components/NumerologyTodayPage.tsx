import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { ContentSections } from '@/shared/ui/Blocks';
import { TodayTool } from './TodayTool';

/**
 * Today's number: a prerendered landing (what the day's number is, how it is counted, the
 * framing) around the tool, which works out today's date in India and the readings in the browser.
 */
export default function NumerologyTodayPage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('todayPage');
  return (
    <ToolPage
      tool={tool}
      texts={texts}
      about={<ContentSections sections={texts.sections} anchored />}
    >
      <TodayTool onRead={() => track('numerology-today-used')} />
    </ToolPage>
  );
}
