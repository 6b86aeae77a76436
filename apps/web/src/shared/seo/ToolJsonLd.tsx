import { LOCALE_META, localizePath, useLocale } from '@/shared/i18n/locale';

/**
 * Structured data for a free tool page (schema.org WebApplication, free of charge), escaped for a
 * <script> element like the blog's Article data.
 */
export function ToolJsonLd({
  name,
  description,
  path,
  origin,
  publisher,
}: {
  name: string;
  description: string;
  path: string;
  origin: string;
  publisher: string;
}) {
  const locale = useLocale();
  const url = `${origin}${localizePath(path, locale)}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    description,
    url,
    applicationCategory: 'LifestyleApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires JavaScript',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
    inLanguage: LOCALE_META[locale].tag,
    publisher: {
      '@type': 'Organization',
      name: publisher,
      url: origin,
      logo: { '@type': 'ImageObject', url: `${origin}/images/logo.svg` },
    },
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
