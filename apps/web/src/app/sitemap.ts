/**
 * sitemap.xml, from the route table: every page marked `sitemap`, once per locale, each with its
 * alternates in every locale (Google reads hreflang from the page or from here).
 */
import { DEFAULT_LOCALE, LOCALES, localizePath } from '@/shared/i18n/locale';
import { ROUTE_TABLE } from './route-table';

/** The sitemap's page paths, the default locale's first: "/", "/about", ..., "/hi/", ... */
export function sitemapPaths(): { path: string; route: string }[] {
  return LOCALES.flatMap((locale) =>
    ROUTE_TABLE.filter((entry) => entry.sitemap).map((entry) => ({
      path: localizePath(entry.path, locale),
      route: entry.path,
    })),
  );
}

/** The whole sitemap.xml for a site served at `origin`, every page last modified on `lastmod`. */
export function sitemapXml(origin: string, lastmod: string): string {
  const alternates = (route: string) =>
    [
      ...LOCALES.map((locale) => [locale, localizePath(route, locale)]),
      ['x-default', localizePath(route, DEFAULT_LOCALE)],
    ]
      .map(
        ([lang, path]) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${path}"/>`,
      )
      .join('');
  const urls = sitemapPaths().map(
    ({ path, route }) =>
      `  <url><loc>${origin}${path}</loc><lastmod>${lastmod}</lastmod>${alternates(route)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
