/**
 * Every route of the spec, each a lazily loaded page. `module` names the source file so the
 * prerender and the bundle benchmark can find each page's chunk in Vite's manifest; `content`
 * lists the text sections the page shows, loaded alongside its code.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadContent, type ContentKey } from '@/shared/content/content';
import { splitLocale } from '@/shared/i18n/locale';
import { CHUNK_TIMEOUT_MS, withTimeout } from '@/shared/lib/with-timeout';

type PageModule = { default: ComponentType };

export interface RouteDef {
  path: string;
  module: string;
  load: () => Promise<PageModule>;
  content: readonly ContentKey[];
  /** Rendered to HTML at build time (static content, the same for everyone). */
  prerender: boolean;
  /**
   * A form page: when prerendered, the app boots at once (code preloaded) so a first click or
   * keystroke is never lost. Reading pages boot after the first paint and preload nothing.
   */
  form: boolean;
  /** A visit to the page is counted (a page_view event with its path), e.g. the blog's. */
  pageView: boolean;
  /** The page, loaded lazily (React.lazy) with the "Loading..." placeholder. */
  Component: LazyExoticComponent<ComponentType>;
  /** The page itself once its code has loaded: rendered directly, nothing to wait for. */
  loaded: () => ComponentType | null;
}

const BASE: readonly ContentKey[] = ['ui', 'site'];

function route(
  path: string,
  module: string,
  load: () => Promise<PageModule>,
  options: {
    content?: readonly ContentKey[];
    prerender?: boolean;
    form?: boolean;
    pageView?: boolean;
  } = {},
): RouteDef {
  let pending: Promise<PageModule> | null = null;
  let loaded: ComponentType | null = null;
  const cachedLoad = () => {
    pending ??= withTimeout(load(), CHUNK_TIMEOUT_MS, `The code of ${path}`).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    path,
    module,
    load: cachedLoad,
    content: [...BASE, ...(options.content ?? [])],
    prerender: options.prerender ?? true,
    form: options.form ?? false,
    pageView: options.pageView ?? false,
    Component: lazy(cachedLoad),
    loaded: () => loaded,
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

export const BLOG_ARTICLE_PATHS = [
  '/blog/life-path-number-interpretation',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/blog/life-path-number-${n}`),
];

const loadArticle = () => import('./routes/blog-article');

export const routes: readonly RouteDef[] = [
  route('/', 'src/app/routes/home.tsx', () => import('./routes/home')),
  route('/about', 'src/app/routes/about.tsx', () => import('./routes/about'), {
    content: ['pages'],
  }),
  route('/contact', 'src/app/routes/contact.tsx', () => import('./routes/contact'), {
    content: ['pages'],
    form: true,
  }),
  route('/numerology-analysis', 'src/app/routes/analysis.tsx', () => import('./routes/analysis'), {
    content: ANALYSIS_CONTENT,
    prerender: false,
  }),
  route('/pdf-download-page', 'src/app/routes/report.tsx', () => import('./routes/report'), {
    form: true,
  }),
  route(
    '/numerology-calculator',
    'src/app/routes/calculator.tsx',
    () => import('./routes/calculator'),
    {
      form: true,
    },
  ),
  route(
    '/numerology-pdf',
    'src/app/routes/payment-return.tsx',
    () => import('./routes/payment-return'),
    {
      prerender: false,
    },
  ),
  route(
    '/name-correction',
    'src/app/routes/name-correction.tsx',
    () => import('./routes/name-correction'),
    // A form page (boots at once); the compound and harmony texts (`reading`) load with the tool.
    { content: ['nameCorrection'], form: true },
  ),
  route(
    '/mobile-number-numerology',
    'src/app/routes/mobile-number.tsx',
    () => import('./routes/mobile-number'),
    // A form page; the readings (`mobile`) load while the visitor types.
    { content: ['mobilePage'], form: true },
  ),
  route(
    '/compatibility',
    'src/app/routes/compatibility.tsx',
    () => import('./routes/compatibility'),
    {
      // A form page; the pair readings (`compatibility`) load while the visitor types.
      content: ['compatibilityPage'],
      form: true,
    },
  ),
  route('/blog', 'src/app/routes/blog-index.tsx', () => import('./routes/blog-index'), {
    content: ['blog'],
    pageView: true,
  }),
  route('/privacy-policy', 'src/app/routes/privacy.tsx', () => import('./routes/privacy'), {
    content: ['pages'],
  }),
  route('/terms-of-service', 'src/app/routes/terms.tsx', () => import('./routes/terms'), {
    content: ['pages'],
  }),
  ...BLOG_ARTICLE_PATHS.map((path) =>
    route(path, 'src/app/routes/blog-article.tsx', loadArticle, {
      content: ['blog'],
      pageView: true,
    }),
  ),
];

export const notFoundRoute = route(
  '*',
  'src/app/routes/not-found.tsx',
  () => import('./routes/not-found'),
  {
    prerender: false,
  },
);

/** "/about/" and "/about" are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const byPath = new Map(routes.map((r) => [r.path, r]));

/**
 * The page for a path: every route is a fixed path, so a look-up is all the matching needed. A
 * locale's prefix ("/hi/about") is stripped first: each route exists in every locale.
 */
export function findRoute(pathname: string): RouteDef {
  return byPath.get(splitLocale(normalizePath(pathname)).path) ?? notFoundRoute;
}

/** Loads a page's code and texts (in the path's locale), e.g. before hydrating it. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const match = findRoute(pathname);
  const { locale } = splitLocale(normalizePath(pathname));
  return Promise.all([match.load(), ...match.content.map((key) => loadContent(key, locale))]);
}
