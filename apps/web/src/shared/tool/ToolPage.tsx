import type { ReactNode } from 'react';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { ToolJsonLd } from '@/shared/seo/ToolJsonLd';
import { useSiteOrigin } from '@/shared/seo/origin';
import type { ToolFrame } from './tool-frame';

export type { ToolFrame } from './tool-frame';
// The pieces the tools' forms and results share travel in this module's chunk (every tool page
// loads it): on their own they would be three more small files, each named again in the route
// table the home page boots with (bench/bundle-size.mjs caps that). Import them from their files.
export { AboutWithAnalysisLink } from './AboutWithAnalysisLink';
export { BirthNumbersHarmony, HarmonyLines } from './BirthNumbersHarmony';
export { DigitChips, NumberWorking, WorkingSums } from './NumberWorking';
export { ToolResultPanel } from './ToolResultPanel';
export { TextFieldWithHint } from '@/shared/ui/TextFieldWithHint';
export { useFocusAfterRead } from './use-focus-after-read';

/** Search and heading texts every tool's landing has (its section of packages/content). */
export interface ToolLandingTexts {
  meta: { title: string; description: string; keywords: readonly string[] };
  title: string;
  intro: string;
}

/**
 * The shell of every free tool's page: a prerendered landing (search tags, structured data, the
 * title and the lead) around the tool itself, which works in the browser without sign-in, then
 * the landing's sections (what it is, how we read it, the cautions) and what follows them.
 */
export function ToolPage({
  tool,
  texts,
  className = 'tool-page',
  banner,
  about,
  children,
  after,
}: {
  tool: ToolFrame;
  texts: ToolLandingTexts;
  /** The page's class; its sections sit in `<className>__about`. */
  className?: string;
  /** Shown above the tool, e.g. what a share link carried. */
  banner?: ReactNode;
  /** The landing's sections, after the tool. */
  about: ReactNode;
  /** The tool: its form, its result, "add to my report" and sharing. */
  children: ReactNode;
  /** After the sections, e.g. the way to the report. */
  after?: ReactNode;
}) {
  const ui = useContent('ui');
  const origin = useSiteOrigin();
  return (
    <div className={`container ${className}`}>
      <Seo
        title={texts.meta.title}
        description={texts.meta.description}
        path={tool.path}
        keywords={texts.meta.keywords}
        ownImage={tool.ownImage}
      />
      <ToolJsonLd
        name={texts.title}
        description={texts.meta.description}
        path={tool.path}
        origin={origin}
        publisher={ui.blog.publisher}
      />
      <header className="page-head">
        <h1>{texts.title}</h1>
        <p className="lead">{texts.intro}</p>
      </header>
      {banner}
      {children}
      <div className={`prose ${className}__about`}>{about}</div>
      {after}
    </div>
  );
}
