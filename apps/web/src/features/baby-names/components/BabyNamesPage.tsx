import { useContent } from '@/shared/content/content';
import { useSiteOrigin } from '@/shared/seo/origin';
import { ToolPage, type ToolFrame } from '@/shared/tool/ToolPage';
import { ContentSections } from '@/shared/ui/Blocks';
import { useLocale, localizePath } from '@/shared/i18n/locale';
import { BabyNamesTool } from './BabyNamesTool';
import { LetterIndex } from './LetterIndex';
import './baby-names.css';

/**
 * The baby-name finder: a prerendered landing around the tool. The names list stays on the
 * server (the API ranks it), so neither this page nor any other downloads it.
 */
export default function BabyNamesPage({ tool }: { tool: ToolFrame }) {
  const texts = useContent('babyNamesPage');
  const origin = useSiteOrigin();
  const locale = useLocale();
  return (
    <ToolPage
      tool={tool}
      texts={texts}
      about={
        <>
          <ContentSections sections={texts.sections} anchored />
          <LetterIndex />
        </>
      }
    >
      <BabyNamesTool path={localizePath(tool.path, locale)} origin={origin} />
    </ToolPage>
  );
}
