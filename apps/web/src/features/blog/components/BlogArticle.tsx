import type { BlogEntry } from '@ankvidya/content';
import { useEffect } from 'react';
import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { useSiteOrigin } from '@/shared/seo/origin';
import { AppLink } from '@/shared/ui/AppLink';
import { ContentSections, sectionId } from '@/shared/ui/Blocks';
import { Img } from '@/shared/ui/Img';
import { ArticleJsonLd } from './ArticleJsonLd';
import { LifePathCalculator } from './LifePathCalculator';

const OVERVIEW = '/blog/life-path-number-interpretation';
/** An article this long gets a table of contents (today only the overview, with 17). */
const CONTENTS_FROM_SECTIONS = 10;

/** In-page links to every section of a long article. */
function Contents({ sections, heading }: { sections: BlogEntry['sections']; heading: string }) {
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">{heading}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.heading}>
            <a href={`#${sectionId(section.heading)}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One article: meta tags, JSON-LD, scroll to top and a page event keyed by its path. */
export function BlogArticle({ entry, others }: { entry: BlogEntry; others: readonly BlogEntry[] }) {
  const ui = useContent('ui');
  const origin = useSiteOrigin();
  const long = entry.sections.length >= CONTENTS_FROM_SECTIONS;
  // A topic article ends with its own tool; the others with the free calculator.
  const cta = entry.tool ?? { ...ui.blog.cta, to: '/numerology-calculator' };

  useEffect(() => {
    // A link to one section (#its-heading) lands there; any other visit starts at the top.
    if (!window.location.hash) window.scrollTo(0, 0);
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
      {long ? <Contents sections={entry.sections} heading={ui.blog.contentsHeading} /> : null}
      <div className="article__body prose">
        {entry.path === OVERVIEW ? <LifePathCalculator /> : null}
        <ContentSections sections={entry.sections} anchored={long} />
      </div>
      <section className="cta-panel article-cta" aria-labelledby="article-cta-title">
        <h2 id="article-cta-title">{cta.heading}</h2>
        <p>{cta.text}</p>
        <AppLink to={cta.to} className="button button--saffron">
          {cta.link}
        </AppLink>
      </section>
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
