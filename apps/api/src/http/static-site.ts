import fs from 'node:fs';
import path from 'node:path';
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
 * Serves the built web app: files of the build (compressed where possible), prerendered pages
 * as they are, the app's empty shell (spa.html; index.html in a build without prerendering) for
 * client-only routes, and the shell with status 404 for unknown paths (the app draws its
 * not-found page).
 */
export function staticSite(webDist: string): Router | undefined {
  const root = path.resolve(webDist);
  const home = path.join(root, 'index.html');
  if (!fs.existsSync(home)) return undefined;
  const spa = path.join(root, 'spa.html');
  const shell = fs.existsSync(spa) ? spa : home;

  const router = express.Router();
  // The shell is only for the fallback below, never a page of its own.
  router.get('/spa.html', (_req, res) => res.redirect(301, '/'));
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
    const known = (CLIENT_ROUTES as readonly string[]).includes(clean);
    sendBuilt(req, res, shell, clean, known ? 200 : 404);
  });
  return router;
}
