import type { BlogEntry } from '@ankvidya/content';
import { LOCALE_META, localizePath, useLocale } from '@/shared/i18n/locale';

/** Structured data for a blog post (schema.org Article), escaped for a <script> element. */
export function ArticleJsonLd({
  entry,
  origin,
  publisher,
}: {
  entry: BlogEntry;
  origin: string;
  publisher: string;
}) {
  const locale = useLocale();
  const url = `${origin}${localizePath(entry.path, locale)}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: entry.title,
    description: entry.description,
    keywords: entry.keywords.join(', '),
    image: `${origin}/images/${entry.image}.svg`,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: LOCALE_META[locale].tag,
    author: { '@type': 'Organization', name: publisher, url: origin },
    publisher: {
      '@type': 'Organization',
      name: publisher,
      logo: { '@type': 'ImageObject', url: `${origin}/images/logo.svg` },
    },
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
