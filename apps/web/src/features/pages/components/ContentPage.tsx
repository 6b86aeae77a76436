import type { LegalPage, Page } from '@ankvidya/content';
import type { ReactNode } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { useLocale } from '@/shared/i18n/locale';
import { formatDate } from '@/shared/lib/dates';
import { Seo } from '@/shared/seo/Seo';
import { ContentSections } from '@/shared/ui/Blocks';

/** About, contact and the policies: a title, an introduction and headed sections, all from content. */
export function ContentPage({
  page,
  path,
  children,
  after,
}: {
  page: Page | LegalPage;
  path: string;
  children?: ReactNode;
  /** Shown after the sections, e.g. links to the other policies. */
  after?: ReactNode;
}) {
  const ui = useContent('ui');
  const locale = useLocale();
  return (
    <article className="container content-page prose">
      <Seo title={page.title} description={page.description} path={path} />
      <h1>{page.title}</h1>
      {'lastUpdated' in page ? (
        <p className="meta-line">
          {fill(ui.legal.lastUpdated, { date: formatDate(page.lastUpdated, locale) })}
        </p>
      ) : null}
      <p className="lead">{page.intro}</p>
      {children}
      <ContentSections sections={page.sections} />
      {after}
    </article>
  );
}
