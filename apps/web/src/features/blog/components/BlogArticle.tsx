import type { BlogEntry } from '@ankvidya/content';
import { useEffect } from 'react';
import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { useSiteOrigin } from '@/shared/seo/origin';
import { AppLink } from '@/shared/ui/AppLink';
import { ContentSections } from '@/shared/ui/Blocks';
import { Img } from '@/shared/ui/Img';
import { ArticleJsonLd } from './ArticleJsonLd';
import { LifePathCalculator } from './LifePathCalculator';

const OVERVIEW = '/blog/life-path-number-interpretation';

/** One article: meta tags, JSON-LD, scroll to top and a page event keyed by its path. */
export function BlogArticle({ entry, others }: { entry: BlogEntry; others: readonly BlogEntry[] }) {
  const ui = useContent('ui');
  const origin = useSiteOrigin();

  useEffect(() => {
    window.scrollTo(0, 0);
    track('page_view', entry.path);
  }, [entry.path]);

  return (
    <article className="container article">
      <Seo
        title={entry.title}
        description={entry.description}
        path={entry.path}
        keywords={entry.keywords}
        type="article"
      />
      <ArticleJsonLd entry={entry} origin={origin} publisher={ui.blog.publisher} />
      <nav className="breadcrumb" aria-label={ui.nav.blog}>
        <AppLink to="/blog">{ui.blog.allArticles}</AppLink>
      </nav>
      <header className="article__head">
        <div>
          <h1>{entry.title}</h1>
          <p className="lead">{entry.intro}</p>
        </div>
        <Img
          name={entry.image}
          alt={entry.imageAlt}
          width={640}
          height={360}
          className="article__image"
          loading="eager"
        />
      </header>
      <div className="article__body prose">
        {entry.path === OVERVIEW ? <LifePathCalculator /> : null}
        <ContentSections sections={entry.sections} />
      </div>
      <nav className="more-articles" aria-labelledby="more-articles">
        <h2 id="more-articles">{ui.blog.moreArticles}</h2>
        <ul>
          {others.map((other) => (
            <li key={other.path}>
              <AppLink to={other.path}>{other.title}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
