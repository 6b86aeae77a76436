/**
 * Prerendering: renders one route to HTML at build time (scripts/prerender.mjs), waiting for the
 * page's lazy code and texts, so every static page shows its content and meta tags before (and
 * without) JavaScript, then hydrates.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { findRoute, normalizePath, routes } from './app/routes';
import { sitemapXml } from './app/sitemap';
import { toolShareImages } from './app/tools';
import {
  preloadContent,
  requestedContent,
  resetRequestedContent,
  type ContentKey,
} from './shared/content/content';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localizePath,
  splitLocale,
  type Locale,
} from './shared/i18n/locale';
import { setServerOrigin } from './shared/seo/origin';

export interface RenderResult {
  html: string;
  content: ContentKey[];
}

export async function render(url: string, origin: string): Promise<RenderResult> {
  setServerOrigin(origin);
  resetRequestedContent();
  const route = findRoute(url);
  const { locale } = splitLocale(normalizePath(url));
  // Everything the page needs is loaded first, so nothing suspends while rendering: the HTML is
  // plain markup, with no streaming placeholders or inline scripts (which a strict CSP blocks).
  await Promise.all([route.load(), preloadContent(route.content, locale)]);
  let html = await renderOnce(url);
  const missing = requestedContent().filter((key) => !route.content.includes(key));
  if (missing.length > 0) {
    await preloadContent(missing, locale);
    html = await renderOnce(url);
  }
  if (/<template|\$RC|<script>/.test(html)) {
    throw new Error(`${url} suspended while prerendering: its HTML would need inline scripts`);
  }
  return { html, content: requestedContent() };
}

async function renderOnce(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void console.error(error),
      // Never outline a large finished boundary into a hidden segment moved by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export interface RouteTableRow {
  /** The page's id in the route table (app/route-table.ts). */
  id: string;
  /** The page's path in its locale: "/about", "/hi/about", "/hi" (the Hindi home). */
  path: string;
  /** The route's path as the route table writes it (the English one). */
  route: string;
  locale: Locale;
  module: string;
  prerender: boolean;
  /** The prerendered file under dist/ ("index.html", "hi/about/index.html"); null if none. */
  file: string | null;
  sitemap: boolean;
  form: boolean;
  pageView: boolean;
  content: ContentKey[];
}

/**
 * The routes to prerender, each in every locale (derived from the one route table), and each
 * page's source module (for the manifest and the benchmark).
 */
export const routeTable: RouteTableRow[] = LOCALES.flatMap((locale) =>
  routes.map((r) => {
    const path = normalizePath(localizePath(r.path, locale));
    return {
      id: r.id,
      path,
      route: normalizePath(r.path),
      locale,
      module: sourceFile(r.module, r.path),
      prerender: r.prerender,
      file: r.prerender ? prerenderedFile(path) : null,
      sitemap: r.sitemap,
      form: r.form,
      pageView: r.pageView,
      content: [...r.content],
    };
  }),
);

/** A page's source file: the server build has every one (__SOURCE_PATHS__, vite.config.ts). */
function sourceFile(module: string | false, path: string): string {
  if (!module)
    throw new Error(`${path} has no source file: was it built without __SOURCE_PATHS__?`);
  return module;
}

/** Where a prerendered page is written under dist/: "/" -> index.html, "/hi/x" -> hi/x/index.html. */
function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The tools with their own link-preview image (tools registry): the build draws them. */
export const toolImages = toolShareImages();

export { localizePath, LOCALES, DEFAULT_LOCALE, sitemapXml };
