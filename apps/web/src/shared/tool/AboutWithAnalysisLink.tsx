import type { Section } from '@ankvidya/content';
import { useAnalysis } from '@/shared/state/hooks';
import { AppLink } from '@/shared/ui/AppLink';
import { ContentSections } from '@/shared/ui/Blocks';

/**
 * A number tool's landing text, then a link on to the visitor's full analysis (or to the
 * calculator, while this browser has no analysis yet).
 */
export function AboutWithAnalysisLink({
  sections,
  linkText,
}: {
  sections: readonly Section[];
  linkText: string;
}) {
  const analysis = useAnalysis();
  return (
    <>
      <ContentSections sections={sections} anchored />
      <p>
        <AppLink to={analysis ? '/numerology-analysis' : '/numerology-calculator'}>
          {linkText}
        </AppLink>
      </p>
    </>
  );
}
