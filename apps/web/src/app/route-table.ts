/**
 * The one route table of the site: every page, its English path, its code, whether it is
 * prerendered, listed in the sitemap and shown in the header's menu. The router (routes.ts), the
 * prerender and sitemap (entry-server.tsx, scripts/prerender.mjs), the menu (layout/nav-items.ts)
 * and the tests all read it, so a page exists everywhere or nowhere. Paths per locale derive from
 * the locale registry: English unprefixed, every other locale under "/<code>/".
 * Adding a page: docs/extending.md.
 */
import type { ComponentType } from 'react';
import type { UiStrings } from '@ankvidya/content';
import { NAME_LETTERS } from '@ankvidya/content/lazy';
import type { ContentKey } from '@/shared/content/content';
import { LOCALES, localizePath, type Locale } from '@/shared/i18n/locale';
import { TOOLS, type ToolId } from './tools';

export type PageModule = { default: ComponentType };

/** The keys of ui.nav that name a page (the others label the menu itself); the tools' are their ids. */
export type NavLabel =
  keyof Pick<UiStrings['nav'], 'home' | 'calculator' | 'blog' | 'about' | 'contact'> | ToolId;

export interface RouteEntry<Id extends string = string> {
  /** A stable name for links in code: pathFor('about', locale). */
  id: Id;
  /** The English path; other locales add their prefix. */
  path: string;
  /**
   * The page's source file, for finding its chunk in Vite's manifest (prerender, benchmark).
   * Written `__SOURCE_PATHS__ && 'src/...'`: the build (vite.config.ts) sets __SOURCE_PATHS__
   * true for the prerender's server bundle and the tests, false for the browser's, whose code
   * then drops the paths and has `module: false`.
   */
  module: string | false;
  load: () => Promise<PageModule>;
  /** The text sections the page shows, loaded alongside its code (ui and site always are). */
  content: readonly ContentKey[];
  /** Rendered to HTML at build time (static content, the same for everyone). */
  prerender: boolean;
  /** Listed in sitemap.xml (in every locale, with its alternates). */
  sitemap: boolean;
  /**
   * A form page: when prerendered, the app boots at once (code preloaded) so a first click or
   * keystroke is never lost. Reading pages boot after the first paint and preload nothing.
   */
  form: boolean;
  /** A visit to the page is counted (a page_view event with its path), e.g. the blog's. */
  pageView: boolean;
  /** Shown in the header's menu, at `order`, labelled ui.nav[label]. */
  nav: { order: number; label: NavLabel } | null;
}

interface PageOptions {
  content?: readonly ContentKey[];
  prerender?: boolean;
  sitemap?: boolean;
  form?: boolean;
  pageView?: boolean;
  nav?: { order: number; label: NavLabel };
}

function page<const Id extends string>(
  id: Id,
  path: string,
  module: string | false,
  load: () => Promise<PageModule>,
  options: PageOptions = {},
): RouteEntry<Id> {
  const prerender = options.prerender ?? true;
  return {
    id,
    path,
    module,
    load,
    content: options.content ?? [],
    prerender,
    // A page drawn for one visitor (their analysis, their payment) is not for search engines.
    sitemap: options.sitemap ?? prerender,
    form: options.form ?? false,
    pageView: options.pageView ?? false,
    nav: options.nav ?? null,
  };
}

const ANALYSIS_CONTENT: readonly ContentKey[] = [
  'gridImpact',
  'missingNumbers',
  'psychicNumbers',
  'lifePathNumbers',
  'nameNumbers',
  'kua',
  'personalYears',
  'planes',
];

/** The blog's topic articles: the numbers' methods and the free tools. */
const TOPIC_ARTICLE_SLUGS: string[] = [
  'bhagyank',
  'name-correction-numerology',
  'mobile-number-numerology',
  'lo-shu-grid-planes',
  'kua-number-directions',
  'numerology-compatibility',
  'read-your-numerology-chart',
];

/** The blog's articles: one page each, all drawn by the same module from the blog's texts. */
export const BLOG_ARTICLE_SLUGS = [
  'life-path-number-interpretation',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `life-path-number-${n}`),
  // The moolank articles (issue 25), as BLOG_PATHS in @ankvidya/content lists them.
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `moolank-${n}`),
  // The topic articles (content's BLOG_TOPIC_PATHS), each ending with its tool.
  ...TOPIC_ARTICLE_SLUGS,
];

const loadArticle = () => import('./routes/blog-article');

// The page's code and the names' meanings in the page's language, before it is drawn.
const loadNamesByLetter = () =>
  import('./routes/baby-names-letter').then(async (module) => {
    await module.meaningsReady();
    return module;
  });

/**
 * The names-by-letter pages (/baby-names/boy/a): one per gender and first letter that has names.
 * NAME_LETTERS is a small constant (a content test keeps it equal to the names), so this table
 * lists the pages without pulling the names into every page's code.
 */
const NAMES_BY_LETTER = (['boy', 'girl'] as const).flatMap((gender) =>
  [...NAME_LETTERS[gender]].map((letter) =>
    page(
      `babyNames:${gender}:${letter}`,
      `/baby-names/${gender}/${letter}`,
      __SOURCE_PATHS__ && 'src/app/routes/baby-names-letter.tsx',
      loadNamesByLetter,
      { content: ['babyNamesPage'] },
    ),
  ),
);

/** Every page, in the order the prerender, the sitemap and routes.json list them. */
export const ROUTE_TABLE = [
  page('home', '/', __SOURCE_PATHS__ && 'src/app/routes/home.tsx', () => import('./routes/home'), {
    nav: { order: 1, label: 'home' },
  }),
  page(
    'about',
    '/about',
    __SOURCE_PATHS__ && 'src/app/routes/about.tsx',
    () => import('./routes/about'),
    {
      content: ['pages'],
      nav: { order: 7, label: 'about' },
    },
  ),
  page(
    'contact',
    '/contact',
    __SOURCE_PATHS__ && 'src/app/routes/contact.tsx',
    () => import('./routes/contact'),
    {
      content: ['pages'],
      form: true,
      nav: { order: 8, label: 'contact' },
    },
  ),
  page(
    'analysis',
    '/numerology-analysis',
    __SOURCE_PATHS__ && 'src/app/routes/analysis.tsx',
    () => import('./routes/analysis'),
    { content: ANALYSIS_CONTENT, prerender: false },
  ),
  page(
    'report',
    '/pdf-download-page',
    __SOURCE_PATHS__ && 'src/app/routes/report.tsx',
    () => import('./routes/report'),
    {
      form: true,
    },
  ),
  page(
    'calculator',
    '/numerology-calculator',
    __SOURCE_PATHS__ && 'src/app/routes/calculator.tsx',
    () => import('./routes/calculator'),
    { form: true, nav: { order: 2, label: 'calculator' } },
  ),
  page(
    'paymentReturn',
    '/numerology-pdf',
    __SOURCE_PATHS__ && 'src/app/routes/payment-return.tsx',
    () => import('./routes/payment-return'),
    { prerender: false },
  ),
  // The free tools, from the tools registry (tools.ts): form pages, each with its landing texts.
  ...TOOLS.map((entry) =>
    page(entry.id, entry.path, entry.module, entry.load, {
      content: entry.content,
      form: true,
      ...(entry.nav === null ? {} : { nav: { order: entry.nav, label: entry.id } }),
    }),
  ),
  page(
    'blog',
    '/blog',
    __SOURCE_PATHS__ && 'src/app/routes/blog-index.tsx',
    () => import('./routes/blog-index'),
    {
      content: ['blog'],
      pageView: true,
      nav: { order: 6, label: 'blog' },
    },
  ),
  page(
    'privacy',
    '/privacy-policy',
    __SOURCE_PATHS__ && 'src/app/routes/privacy.tsx',
    () => import('./routes/privacy'),
    { content: ['pages'] },
  ),
  page(
    'terms',
    '/terms-of-service',
    __SOURCE_PATHS__ && 'src/app/routes/terms.tsx',
    () => import('./routes/terms'),
    {
      content: ['pages'],
    },
  ),
  page(
    'refundPolicy',
    '/refund-policy',
    __SOURCE_PATHS__ && 'src/app/routes/refund-policy.tsx',
    () => import('./routes/refund-policy'),
    { content: ['pages'] },
  ),
  page(
    'deliveryPolicy',
    '/delivery-policy',
    __SOURCE_PATHS__ && 'src/app/routes/delivery-policy.tsx',
    () => import('./routes/delivery-policy'),
    { content: ['pages'] },
  ),
  page(
    'account',
    '/account',
    __SOURCE_PATHS__ && 'src/app/routes/account.tsx',
    () => import('./routes/account'),
    {
      content: ['account'],
      // Drawn for one signed-in visitor from the API: nothing to prerender or index.
      prerender: false,
    },
  ),
  ...BLOG_ARTICLE_SLUGS.map((slug) =>
    page(
      `article:${slug}`,
      `/blog/${slug}`,
      __SOURCE_PATHS__ && 'src/app/routes/blog-article.tsx',
      loadArticle,
      {
        content: ['blog'],
        pageView: true,
      },
    ),
  ),
  ...NAMES_BY_LETTER,
] as const;

/** The page for any path not in the table (not prerendered, not in the sitemap). */
export const NOT_FOUND_PAGE = page(
  'notFound',
  '*',
  __SOURCE_PATHS__ && 'src/app/routes/not-found.tsx',
  () => import('./routes/not-found'),
  { prerender: false },
);

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

// Built on first use: the boot module, which holds the table, never looks a page up by id.
let byId: Map<string, RouteEntry> | undefined;

/** The page with this id; throws for an id not in the table (a typo in code, not a visitor's). */
export function routeEntry(id: RouteId): RouteEntry {
  byId ??= new Map<string, RouteEntry>(ROUTE_TABLE.map((entry) => [entry.id, entry]));
  const entry = byId.get(id);
  if (!entry) throw new Error(`No page "${id}" in the route table`);
  return entry;
}

/** A page's path in a locale: ('about', 'hi') -> "/hi/about", ('home', 'hi') -> "/hi/". */
export function pathFor(id: RouteId, locale: Locale): string {
  return localizePath(routeEntry(id).path, locale);
}

/** Every page's path in every locale (the default locale's first), as links write them. */
export function allPaths(filter: (entry: RouteEntry) => boolean = () => true): string[] {
  return LOCALES.flatMap((locale) =>
    ROUTE_TABLE.filter(filter).map((entry) => localizePath(entry.path, locale)),
  );
}

/** The header's menu: the pages with a `nav`, in its order. */
export function navEntries(): { path: string; nav: NonNullable<RouteEntry['nav']> }[] {
  return ROUTE_TABLE.flatMap((entry: RouteEntry) =>
    entry.nav ? [{ path: entry.path, nav: entry.nav }] : [],
  ).sort((a, b) => a.nav.order - b.nav.order);
}
