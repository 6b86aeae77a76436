// Prerenders every static route to dist/<route>/index.html (home: dist/index.html), in every
// locale (Hindi under dist/hi/), so each page shows its content and meta tags before (and without)
// JavaScript, then hydrates. Also writes dist/spa.html and dist/<locale>/spa.html (the empty
// shells for other routes), sitemap.xml (every page in every locale, with its alternates),
// robots.txt and
// dist/.vite/routes.json for the bundle benchmark, and the PNG share images of
// scripts/share-images.mjs. Run after `vite build` and the SSR build.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getContent } from '@ankvidya/content';
import { SECTION_FILES, SECTION_LOADERS_FILE } from '@ankvidya/content/lazy';
import { SHARE_DIR, writeShareImages } from './share-images.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrDir = join(dist, '.ssr');
const origin = (process.env.SITE_ORIGIN ?? 'http://localhost:8080').replace(/\/+$/, '');

const escapeAttr = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const { render, routeTable, localizePath, sitemapXml, toolImages, LOCALES, DEFAULT_LOCALE } =
  await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

/** The manifest key of a file of a locale's folder, built by the content package. */
function contentChunkKey(locale, file) {
  const built = `packages/content/dist/locales/${locale}/${file}.js`;
  const key = Object.keys(manifest).find((k) => k.endsWith(built));
  if (!key) throw new Error(`No chunk ${built} in the manifest`);
  return key;
}

/**
 * Locale -> content section name -> manifest keys of its chunks: the locale's loaders, through
 * which every section is loaded, and the section's own file. Each file of a locale's folder is
 * its own chunk with a stable name (packages/content/dist/locales/<code>/<file>.js), and the
 * content package says which file holds each section.
 */
function contentChunkKeys() {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const loaders = contentChunkKey(locale, SECTION_LOADERS_FILE);
      const sections = Object.entries(SECTION_FILES).map(([name, { file }]) => [
        name,
        [loaders, contentChunkKey(locale, file)],
      ]);
      return [locale, Object.fromEntries(sections)];
    }),
  );
}

/** A chunk and everything it imports statically, as files. */
function chunkFiles(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => chunkFiles(k, seen))];
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = new Set(chunkFiles(entryKey));
// The entry imports the app's boot module next: form pages and the shell preload it.
const bootFiles = chunkFiles('src/boot.tsx').filter((file) => !entryFiles.has(file));
const preloadLinks = (files, priority = '') =>
  files.map((file) => `<link rel="modulepreload"${priority} crossorigin href="/${file}">`).join('');
const LOW = ' fetchpriority="low"';
const sectionKeys = contentChunkKeys();

/** Hoisted <title>/<meta>/<link> tags React emits ahead of the markup of a partial document. */
function splitHead(html) {
  let head = '';
  let rest = html;
  const tag = /^\s*(<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    head += match[1];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * A prerendered page is readable as soon as its HTML arrives; its code only makes it interactive,
 * so that code is fetched at low priority and never competes with the first paint. A reading page
 * (home, blog, about, legal) loads the app only on the visitor's first intent (data-boot, read by
 * main.tsx) and preloads none of it; a form page boots at once with its code preloaded, so a
 * visitor's first click or keystroke is never lost. data-page-view names a page whose visit is
 * counted (the blog), for the reading page to count it without the app.
 */
function page(route, rendered, preloads) {
  const { head, body } = splitHead(rendered);
  let html = withLang(template, route.locale)
    .replace(/\s*<title data-default-meta>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+data-default-meta[^>]*>/, '')
    .replace(/<script type="module"/g, `<script type="module"${LOW}`);
  const links = route.form ? preloadLinks(preloads, LOW) : '';
  html = html.replace('</head>', `<!--page-head-->${head}<!--/page-head-->${links}</head>`);
  const boot = route.form ? '' : ' data-boot="on-intent"';
  const pageView = route.pageView ? ` data-page-view="${escapeAttr(route.route)}"` : '';
  return html.replace(
    '<div id="root"></div>',
    `<div id="root"${boot}${pageView} data-prerendered="${escapeAttr(route.path)}" data-origin="${escapeAttr(origin)}">${body}</div>`,
  );
}

/** The page's language on <html>: screen readers, hyphenation and fonts follow it. */
function withLang(html, locale) {
  if (!/<html lang="[^"]*"/.test(html)) throw new Error('index.html has no <html lang="...">');
  return html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}

const shareImages = (
  await Promise.all(
    LOCALES.map((locale) => writeShareImages(dist, getContent(locale), locale, toolImages)),
  )
).flat();

/** Each page's og:image must be one of the share images just drawn (Seo.tsx names them). */
function checkShareImage(route, document) {
  const image = /<meta property="og:image" content="([^"]*)"/.exec(document)?.[1] ?? '';
  const file = image.startsWith(`${origin}/`) ? image.slice(origin.length + 1) : '';
  if (!shareImages.includes(file))
    throw new Error(`${route.path} points og:image to ${image}, which the build did not draw`);
}

const written = [];
const routes = [];
for (const route of routeTable) {
  const manifestKey = route.module;
  if (!manifest[manifestKey])
    throw new Error(`No chunk for ${route.path} (${manifestKey}) in the manifest`);
  const localeKeys = sectionKeys[route.locale];
  const contentKeys = [...new Set(route.content.flatMap((name) => localeKeys[name] ?? []))];
  routes.push({
    path: route.path,
    module: manifestKey,
    content: contentKeys,
    id: route.id,
    route: route.route,
    locale: route.locale,
    prerender: route.prerender,
    sitemap: route.sitemap,
    // A prerendered reading page loads the app only on the visitor's first intent (main.tsx).
    onIntent: route.prerender && !route.form,
    pageView: route.pageView,
  });
  if (!route.prerender) {
    // The sitemap lists only pages that exist as files (and are the same for everyone).
    if (route.sitemap) throw new Error(`${route.path} is in the sitemap but not prerendered`);
    continue;
  }

  const { html, content } = await render(route.path, origin);
  const preloads = [
    ...new Set([
      ...chunkFiles(manifestKey),
      ...content.flatMap((name) => (localeKeys[name] ?? []).flatMap((key) => chunkFiles(key))),
    ]),
  ].filter((file) => !entryFiles.has(file));
  preloads.unshift(...bootFiles.filter((file) => !preloads.includes(file)));
  const out = join(dist, route.file);
  await mkdir(dirname(out), { recursive: true });
  const document = page(route, html, preloads);
  // Search engines want exactly one title and one description per page.
  for (const [label, pattern] of [
    ['title', /<title[\s>]/g],
    ['description', /<meta\s[^>]*name="description"/g],
  ]) {
    const count = document.match(pattern)?.length ?? 0;
    if (count !== 1)
      throw new Error(`${route.path} has ${count} ${label} tags; it must have exactly one`);
  }
  // Every prerendered page names itself and each of its translations (Seo.tsx writes them).
  for (const locale of LOCALES) {
    const href = `${origin}${localizePath(route.route, locale)}`;
    if (
      !document
        .toLowerCase()
        .includes(`<link rel="alternate" hreflang="${locale}" href="${href}"/>`.toLowerCase())
    )
      throw new Error(`${route.path} has no hreflang alternate ${locale} -> ${href}`);
  }
  checkShareImage(route, document);
  await writeFile(out, document);
  written.push(route);
}

// The shells for routes that are not prerendered (analysis, payment return, 404), one per
// locale so the page has its language before the app has started.
for (const locale of LOCALES) {
  const dir = locale === DEFAULT_LOCALE ? dist : join(dist, locale);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'spa.html'),
    withLang(template, locale)
      .replace('</head>', `${preloadLinks(bootFiles)}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-origin="${escapeAttr(origin)}"></div>`,
      ),
  );
}

// Each page of the sitemap once per locale, with its alternates (app/sitemap.ts).
await writeFile(
  join(dist, 'sitemap.xml'),
  sitemapXml(origin, new Date().toISOString().slice(0, 10)),
);
// The pages drawn for one visitor (their analysis, their payment) are not for search engines.
const privatePaths = routeTable.filter((route) => !route.prerender && route.route !== '*');
await writeFile(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n${privatePaths.map((route) => `Disallow: ${route.path}\n`).join('')}Disallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
);
await writeFile(
  join(dist, '.vite', 'routes.json'),
  JSON.stringify({ entry: entryKey, routes }, null, 1),
);
await rm(ssrDir, { recursive: true, force: true });

console.log(
  `prerendered ${written.length} pages for ${origin}: ${written.map((route) => route.path).join(' ')}`,
);
console.log(`drew ${shareImages.length} share images in dist/${SHARE_DIR}`);
