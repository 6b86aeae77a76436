import { useContent, fill } from '../content/content';
import type { Locale } from '@ankvidya/content';
import { DEFAULT_LOCALE, LOCALE_META, LOCALES, localizePath, useLocale } from '../i18n/locale';
import { useSiteOrigin } from './origin';

export interface SeoProps {
  /** The page's own title; the site's name is added by the template unless `fullTitle`. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /**
   * Route path as the route table writes it, e.g. "/blog/life-path-number-1": the canonical link
   * is origin + the path in the page's locale ("/hi/blog/..."), with an hreflang alternate for
   * every locale.
   */
  path: string;
  keywords?: readonly string[];
  type?: 'website' | 'article';
  noindex?: boolean;
  /** The page has its own share image, drawn under its path (the free tools' landings). */
  ownImage?: boolean;
}

/**
 * The page's link-preview image: a 1200x630 PNG drawn at build time by scripts/share-images.mjs
 * (WhatsApp and Facebook show no SVG), the home page's, an article's or a tool's own, or the site's.
 */
function shareImagePath(
  path: string,
  type: SeoProps['type'],
  ownImage: boolean | undefined,
  locale: Locale,
): string {
  // Each language's images are drawn with its own texts; English's sit at the top.
  const dir = locale === DEFAULT_LOCALE ? '/images/share' : `/images/share/${locale}`;
  if (path === '/') return `${dir}/home.png`;
  if (type === 'article' || ownImage) return `${dir}${path}.png`;
  return `${dir}/site.png`;
}

/**
 * Title, description, canonical link, hreflang alternates (each locale and x-default, English)
 * and Open Graph tags, hoisted into <head> by React 19.
 */
export function Seo({
  title,
  fullTitle,
  description,
  path,
  keywords,
  type = 'website',
  noindex,
  ownImage,
}: SeoProps) {
  const ui = useContent('ui');
  const site = useContent('site');
  const origin = useSiteOrigin();
  const locale = useLocale();
  const url = `${origin}${localizePath(path, locale)}`;
  const pageTitle = fullTitle ? title : fill(ui.meta.titleTemplate, { title });
  const imageUrl = `${origin}${shareImagePath(path, type, ownImage, locale)}`;
  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? (
        <meta name="keywords" content={keywords.join(', ')} />
      ) : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      {noindex
        ? null
        : [...LOCALES, 'x-default' as const].map((lang) => (
            <link
              key={lang}
              rel="alternate"
              hrefLang={lang}
              href={`${origin}${localizePath(path, lang === 'x-default' ? DEFAULT_LOCALE : lang)}`}
            />
          ))}
      <meta property="og:site_name" content={site.brand.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={LOCALE_META[locale].og} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={LOCALE_META[other].og} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
