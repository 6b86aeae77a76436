import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

/**
 * The origin the web app was built for (SITE_ORIGIN at build time), which its canonical links,
 * og:url, og:image, sitemap.xml and robots.txt all name: the prerender writes it on the home
 * page's #root. Undefined without a build.
 */
export function builtSiteOrigin(webDist: string): string | undefined {
  const home = path.join(webDist, 'index.html');
  if (!fs.existsSync(home)) return undefined;
  return /<div id="root"[^>]*\sdata-origin="([^"]+)"/.exec(fs.readFileSync(home, 'utf8'))?.[1];
}

function isLocal(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return /^(localhost|.+\.localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\])$/.test(host);
  } catch {
    return false;
  }
}

/**
 * A start-up warning for a production server whose pages were built for localhost: search
 * engines and WhatsApp would follow its links and fetch its previews from there.
 */
export function siteOriginWarning(
  config: Pick<Config, 'productionLike' | 'webDist'>,
): string | undefined {
  const origin = builtSiteOrigin(config.webDist);
  if (!config.productionLike || !origin || !isLocal(origin)) return undefined;
  return `The web app was built for ${origin}: its canonical links, link previews, sitemap and robots.txt point there. Build it with SITE_ORIGIN set to the public address (SITE_ORIGIN=https://example.in pnpm build).`;
}
