import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getContent, MOOLANK_ARTICLE_DIGITS } from '@ankvidya/content';
import { CLIENT_ROUTES } from '@ankvidya/schemas';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { routeTable, sitemapXml } from '@/entry-server';
import { LOCALES } from '@/shared/i18n/locale';
import { navItems } from './layout/nav-items';
import {
  NOT_FOUND_PAGE,
  ROUTE_TABLE,
  allPaths,
  pathFor,
  type PageModule,
  type RouteId,
} from './route-table';
import { findRoute, notFoundRoute, routes } from './routes';
import { sitemapPaths } from './sitemap';
import { TOOLS } from './tools';

/** The blog's topic articles, each ending with its tool. */
const TOPIC_ARTICLES: string[] = [
  '/blog/bhagyank',
  '/blog/name-correction-numerology',
  '/blog/mobile-number-numerology',
  '/blog/lo-shu-grid-planes',
  '/blog/kua-number-directions',
  '/blog/numerology-compatibility',
  '/blog/read-your-numerology-chart',
];
const ARTICLES = [
  '/blog/life-path-number-interpretation',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/blog/life-path-number-${n}`),
  ...MOOLANK_ARTICLE_DIGITS.map((n) => `/blog/moolank-${n}`),
  ...TOPIC_ARTICLES,
];
/** The names-by-letter pages: every letter some name starts with, none for Q or X. */
const LETTERS = 'abcdefghijklmnoprstuvwyz';
const LETTER_PAGES = ['boy', 'girl'].flatMap((gender) =>
  [...LETTERS].map((letter) => `/baby-names/${gender}/${letter}`),
);
/** The site's prerendered English pages as they are today: the spec's and the tools'. */
const STATIC = [
  '/',
  '/about',
  '/contact',
  '/pdf-download-page',
  '/numerology-calculator',
  '/name-correction',
  '/mobile-number-numerology',
  '/compatibility',
  '/numerology-today',
  '/vehicle-number-numerology',
  '/house-number-numerology',
  '/baby-names',
  '/business-name-numerology',
  '/blog',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/delivery-policy',
  ...ARTICLES,
  ...LETTER_PAGES,
];
const hindi = (path: string) => (path === '/' ? '/hi/' : `/hi${path}`);

describe('the route table', () => {
  it('keeps every page of the spec', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/numerology-analysis',
      '/pdf-download-page',
      '/numerology-calculator',
      '/numerology-pdf',
      '/blog',
      '/privacy-policy',
      '/terms-of-service',
      '/refund-policy',
      '/delivery-policy',
      ...ARTICLES,
    ])
      expect(paths).toContain(path);
  });

  it('has one entry per id and per path', () => {
    expect(new Set(ROUTE_TABLE.map((e) => e.id)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((e) => e.path)).size).toBe(ROUTE_TABLE.length);
  });

  it('is what the router serves: every path of every locale finds its own page', () => {
    expect(routes.map((r) => r.id)).toEqual(ROUTE_TABLE.map((e) => e.id));
    for (const locale of LOCALES)
      for (const entry of ROUTE_TABLE)
        expect(findRoute(pathFor(entry.id, locale)).id, `${entry.id} in ${locale}`).toBe(entry.id);
    expect(findRoute('/no-such-page')).toBe(notFoundRoute);
    expect(findRoute('/hi/no-such-page')).toBe(notFoundRoute);
  });

  it('writes paths per locale from the locale registry: English unprefixed, Hindi under /hi/', () => {
    expect(pathFor('about', 'en')).toBe('/about');
    expect(pathFor('about', 'hi')).toBe('/hi/about');
    expect(pathFor('home', 'hi')).toBe('/hi/');
    expect(() => pathFor('nope' as RouteId, 'en')).toThrow(/No page "nope"/);
    const english = ROUTE_TABLE.map((e) => e.path);
    expect(allPaths()).toEqual([...english, ...english.map(hindi)]);
  });

  it('pins the prerendered files: the static pages, in English and in Hindi', () => {
    const files = routeTable.flatMap((row) => (row.file ? [row.file] : []));
    const file = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
    expect(files).toEqual(
      [...STATIC, ...STATIC.map(hindi)].map((p) => file(p.replace(/\/$/, '') || '/')),
    );
    expect(files).toContain('hi/index.html');
    expect(files).not.toContain('numerology-analysis/index.html');
  });

  it('pins the sitemap: the static pages in every locale, each with its alternates', () => {
    expect(sitemapPaths().map((p) => p.path)).toEqual([...STATIC, ...STATIC.map(hindi)]);
    const xml = sitemapXml('https://ankvidya.example', '2026-11-25');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      [...STATIC, ...STATIC.map(hindi)].map((p) => `https://ankvidya.example${p}`),
    );
    expect(xml).toContain(
      '<url><loc>https://ankvidya.example/hi/about</loc><lastmod>2026-11-25</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://ankvidya.example/about"/>' +
        '<xhtml:link rel="alternate" hreflang="hi" href="https://ankvidya.example/hi/about"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://ankvidya.example/about"/></url>',
    );
    // Only prerendered pages: a sitemap URL is a file the build wrote.
    for (const row of routeTable) if (row.sitemap) expect(row.file).not.toBeNull();
  });

  it('has a names-by-letter page per gender and letter with names, in both languages, and none for a letter without', () => {
    const files = routeTable.flatMap((row) => (row.file ? [row.file] : []));
    const sitemap = sitemapPaths().map((p) => p.path);
    for (const path of ['/baby-names/boy/a', '/baby-names/girl/a', '/baby-names/girl/z']) {
      expect(files).toContain(`${path.slice(1)}/index.html`);
      expect(files).toContain(`hi${path}/index.html`);
      expect(sitemap).toContain(path);
      expect(sitemap).toContain(`/hi${path}`);
    }
    for (const path of ['/baby-names/boy/q', '/baby-names/girl/x', '/hi/baby-names/boy/x'])
      expect(findRoute(path), path).toBe(notFoundRoute);
    const xml = sitemapXml('https://ankvidya.example', '2026-11-25');
    expect(xml).toContain(
      '<url><loc>https://ankvidya.example/hi/baby-names/boy/a</loc><lastmod>2026-11-25</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://ankvidya.example/baby-names/boy/a"/>' +
        '<xhtml:link rel="alternate" hreflang="hi" href="https://ankvidya.example/hi/baby-names/boy/a"/>',
    );
  });

  it("matches the API's list of pages the browser draws", () => {
    expect(ROUTE_TABLE.filter((e) => !e.prerender).map((e) => e.path)).toEqual([...CLIENT_ROUTES]);
  });

  it('gives the header its menu, in order', () => {
    const ui = getContent('en').ui;
    expect(navItems(ui)).toEqual([
      { to: '/', label: 'Home' },
      { to: '/numerology-calculator', label: 'Calculator' },
      { to: '/name-correction', label: 'Name correction' },
      { to: '/mobile-number-numerology', label: 'Mobile number' },
      { to: '/compatibility', label: 'Compatibility' },
      { to: '/blog', label: 'Blog' },
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
    ]);
  });

  it.each(LOCALES)(
    'leads every footer link and blog entry (%s) to a page of the table',
    (locale) => {
      const content = getContent(locale);
      const links = [
        ...content.ui.footer.columns.flatMap((column) => column.links.map((link) => link.to)),
        ...content.blog.entries.map((entry) => entry.path),
      ];
      expect(links.length).toBeGreaterThan(10);
      for (const to of links) expect(findRoute(to), to).not.toBe(notFoundRoute);
    },
  );

  it('leads every link written in the source (AppLink to, navigate) to a page of the table', () => {
    // Features may not import app/ (the layer rules), so their links name English paths; this
    // keeps each of them pointing at a page that exists.
    const src = join(dirname(fileURLToPath(import.meta.url)), '..');
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.|__tests__/.test(file),
    );
    const links = files.flatMap((file) =>
      [
        ...readFileSync(join(src, file), 'utf8').matchAll(
          /(?:\bto=|\bnavigate\()\{?['"`](\/[^'"`?#]*)/g,
        ),
      ].map((m) => [file, m[1]!] as const),
    );
    expect(links.length).toBeGreaterThan(15);
    // A template's `${...}` stands for one path segment: some page of the table must match it.
    const escape = (text: string) => text.replace(/[.*+?^()|[\]\\]/g, '\\$&');
    for (const [file, to] of links) {
      const pattern = new RegExp(
        `^${to
          .split(/\$\{[^}]*\}/)
          .map(escape)
          .join('[^/]+')}$`,
      );
      expect(
        ROUTE_TABLE.some((entry) => pattern.test(entry.path)),
        `${to} in ${file}`,
      ).toBe(true);
    }
  });
});

// The prerender and the benchmark find each page's chunk in Vite's manifest by its source file
// (RouteEntry.module), which only the build carries (`__SOURCE_PATHS__ && '...'`). Written beside
// the page's loader, it must name the very module that loader imports.
describe("each page's source file", () => {
  const web = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const pages = [...ROUTE_TABLE, NOT_FOUND_PAGE];

  it('is the module the page loads', async () => {
    const checked = new Map<string, string>();
    for (const entry of pages) {
      const { module } = entry;
      if (module === false) throw new Error(`${entry.id} has no source file`);
      expect(module, entry.id).toMatch(/^src\/.+\.tsx$/);
      // Pages sharing a module (the articles, the names by letter) share its loader too.
      const family = entry.id.split(':')[0]!;
      if (checked.get(family) === module) continue;
      checked.set(family, module);
      const own = ((await import(/* @vite-ignore */ join(web, module))) as PageModule).default;
      const loaded = (await entry.load()).default;
      // A tool's route draws the feature's page, handed its registry entry (shared/tool/tool-frame).
      const drawn = TOOLS.some((tool) => tool.id === entry.id)
        ? (loaded as () => ReactElement)().type
        : loaded;
      expect(drawn, entry.id).toBe(own);
    }
  });

  it('leaves no page file out of the table', () => {
    const modules = new Set(pages.map((entry) => entry.module));
    const routeFiles = readdirSync(join(web, 'src/app/routes')).filter((f) => f.endsWith('.tsx'));
    expect(routeFiles.length).toBeGreaterThan(10);
    for (const file of routeFiles) expect(modules, file).toContain(`src/app/routes/${file}`);
  });
});
