import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@ankvidya/content';
import { CLIENT_ROUTES } from '@ankvidya/schemas';
import express, { type Request, type Response, type Router } from 'express';

const YEAR = 365 * 24 * 3600;
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** How long a browser may keep a file: hashed assets for a year, art for a week, pages never stale. */
function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return `public, max-age=${YEAR}, immutable`;
  if (urlPath.startsWith('/images/') || urlPath === '/favicon.svg') return 'public, max-age=604800';
  return 'no-cache';
}

/**
 * Sends a file of the build, or the brotli/gzip copy the build wrote beside it when the browser
 * accepts it (compressed once at build time, not on every request).
 */
function sendBuilt(req: Request, res: Response, file: string, urlPath: string, status = 200): void {
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = ENCODINGS.find(
    (e) => accepted.includes(e.name) && fs.existsSync(file + e.suffix),
  );
  res.status(status);
  res.setHeader('Cache-Control', cacheControl(urlPath));
  res.setHeader('Vary', 'Accept-Encoding');
  res.type(path.extname(file) || '.html');
  if (!encoding) return res.sendFile(file);
  res.setHeader('Content-Encoding', encoding.name);
  res.sendFile(file + encoding.suffix, {
    headers: { 'Content-Type': res.get('Content-Type') ?? '' },
  });
}

/** Whether a file exists; a name the file system refuses (too long, say) is simply not there. */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

function safeDecode(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/**
 * A page's locale and its route: "/hi/numerology-pdf" -> hi, "/numerology-pdf". Every route of
 * the site exists under each locale's prefix; unprefixed paths are the default locale's.
 */
export function splitLocale(urlPath: string): { locale: Locale; route: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (urlPath === prefix) return { locale, route: '/' };
    if (urlPath.startsWith(`${prefix}/`)) return { locale, route: urlPath.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, route: urlPath };
}

/**
 * Serves the built web app: files of the build (compressed where possible), prerendered pages
 * as they are, the app's empty shell (spa.html; index.html in a build without prerendering) for
 * client-only routes, and the shell with status 404 for unknown paths (the app draws its
 * not-found page). Under a locale's prefix ("/hi/numerology-analysis") the same routes are known,
 * and that locale's shell (dist/hi/spa.html, already in Hindi) is served when the build wrote one.
 */
export function staticSite(webDist: string): Router | undefined {
  const root = path.resolve(webDist);
  const home = path.join(root, 'index.html');
  if (!fs.existsSync(home)) return undefined;
  const spa = path.join(root, 'spa.html');
  const shell = fs.existsSync(spa) ? spa : home;

  const shells = new Map(
    LOCALES.map((locale) => {
      const own = path.join(root, locale, 'spa.html');
      return [locale, locale !== DEFAULT_LOCALE && fs.existsSync(own) ? own : shell];
    }),
  );

  const router = express.Router();
  // The shells are only for the fallback below, never pages of their own.
  router.get(/^\/(?:([a-z]{2,3})\/)?spa\.html$/, (req, res) => {
    const { locale } = splitLocale(req.path);
    res.redirect(301, locale === DEFAULT_LOCALE ? '/' : `/${locale}/`);
  });
  router.get(/.*/, (req, res) => {
    const decoded = safeDecode(req.path);
    // A NUL byte can never name a file (and makes fs throw): the request is malformed.
    if (decoded === undefined || decoded.includes('\0'))
      return res.status(400).type('text/plain').send('Bad request');
    const clean = path.posix.normalize(decoded).replace(/\/+$/, '') || '/';
    // The build's own files (/.vite/manifest.json and the like) are not part of the site.
    if (clean.split('/').some((segment) => segment.startsWith('.')))
      return res.status(404).type('text/plain').send('Not found');
    const candidates = [path.join(root, clean), path.join(root, clean, 'index.html')];
    const file = candidates.find((f) => f.startsWith(root + path.sep) && isFile(f));
    if (file && !file.endsWith('.br') && !file.endsWith('.gz'))
      return sendBuilt(req, res, file, clean);
    if (clean.startsWith('/assets/')) return res.status(404).type('text/plain').send('Not found');
    const { locale, route } = splitLocale(clean);
    const known = (CLIENT_ROUTES as readonly string[]).includes(route);
    sendBuilt(req, res, shells.get(locale) ?? shell, clean, known ? 200 : 404);
  });
  return router;
}
