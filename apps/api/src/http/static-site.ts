import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_ROUTES } from '@ankvidya/schemas';
import express, { type Router } from 'express';

/**
 * Serves the built web app: hashed assets cached for a year, prerendered pages as they are, the
 * app's empty shell (spa.html; index.html in a build without prerendering) for client-only
 * routes, and the shell with status 404 for unknown paths (the app draws its not-found page).
 */
export function staticSite(webDist: string): Router | undefined {
  const home = path.join(webDist, 'index.html');
  if (!fs.existsSync(home)) return undefined;
  const spa = path.join(webDist, 'spa.html');
  const shell = fs.existsSync(spa) ? spa : home;
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), {
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
    }),
  );
  // The shell is only for the fallback below, never a page of its own.
  router.get('/spa.html', (_req, res) => res.redirect(301, '/'));
  router.use(express.static(webDist, { index: false, redirect: false, maxAge: '1h' }));
  router.get(/.*/, (req, res) => {
    const clean = path.posix.normalize(req.path).replace(/\/+$/, '') || '/';
    const prerendered = path.join(webDist, clean, 'index.html');
    res.setHeader('Cache-Control', 'no-cache');
    if (prerendered.startsWith(webDist) && fs.existsSync(prerendered))
      return res.sendFile(prerendered);
    const known = (CLIENT_ROUTES as readonly string[]).includes(clean);
    res.status(known ? 200 : 404).sendFile(shell);
  });
  return router;
}
