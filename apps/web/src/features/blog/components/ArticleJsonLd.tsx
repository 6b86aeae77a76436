import type { BlogEntry } from '@ankvidya/content';

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
  const url = `${origin}${entry.path}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: entry.title,
    description: entry.description,
    keywords: entry.keywords.join(', '),
    image: `${origin}/images/${entry.image}.svg`,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: 'en-IN',
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
