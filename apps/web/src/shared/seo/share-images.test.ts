// Link previews as the build leaves them (dist/, which turbo builds before the tests): every
// prerendered page points og:image and twitter:image at a 1200x630 PNG the build drew, with its
// title drawn in a real font; the home page and each blog article have their own.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, getContent } from '@ankvidya/content';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '@/app/tools';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../../../dist');
const articles = getContent().blog.entries.map((entry) => entry.path);
// The free tools' landings that ask for one in the tools registry have their own image.
const tools: string[] = TOOLS.flatMap((tool) => (tool.shareImage ? [tool.path] : []));

/** Every prerendered page: dist/index.html is "/", dist/a/b/index.html is "/a/b". */
function prerenderedPages(dir = dist, path = ''): { path: string; html: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'assets')
      return prerenderedPages(join(dir, entry.name), `${path}/${entry.name}`);
    if (entry.name !== 'index.html') return [];
    return [{ path: path || '/', html: readFileSync(join(dir, entry.name), 'utf8') }];
  });
}

/** A page in another locale ("/hi/about"): its locale and its route ("/about"). */
function routeOf(path: string): { locale: string; path: string } {
  const locale = LOCALES.find(
    (l) => l !== DEFAULT_LOCALE && (path === `/${l}` || path.startsWith(`/${l}/`)),
  );
  return locale
    ? { locale, path: path.slice(locale.length + 1) || '/' }
    : { locale: DEFAULT_LOCALE, path };
}

/** Each locale's images are drawn with its own texts, in a folder of their own. */
function expectedImage(page: string): string {
  const { locale, path } = routeOf(page);
  const dir = locale === DEFAULT_LOCALE ? '/images/share' : `/images/share/${locale}`;
  if (path === '/') return `${dir}/home.png`;
  if (articles.includes(path) || tools.includes(path)) return `${dir}${path}.png`;
  return `${dir}/site.png`;
}

/** Width and height from the PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Share of the pixels in a box that have the title's colour (#2e2a6b), decoded by resvg. */
function titleInk(png: Buffer, box: { x: number; y: number; width: number; height: number }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const pixels = new Resvg(svg).render().pixels;
  let ink = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = (y * 1200 + x) * 4;
      const near = (value: number | undefined, target: number) =>
        Math.abs((value ?? 0) - target) < 24;
      if (near(pixels[i], 0x2e) && near(pixels[i + 1], 0x2a) && near(pixels[i + 2], 0x6b)) ink++;
    }
  }
  return ink / (box.width * box.height);
}

describe('share images in the build', () => {
  const pages = existsSync(join(dist, 'index.html')) ? prerenderedPages() : [];

  it('every prerendered page points og:image and twitter:image at its PNG', () => {
    expect(pages.length, 'build the web app first (turbo does)').toBeGreaterThan(5);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', ...articles, ...tools]),
    );
    for (const { path, html } of pages) {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const meta = (key: string) =>
        [...doc.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((m) =>
          m.getAttribute('content'),
        );
      const origin = doc.getElementById('root')?.dataset.origin ?? '';
      expect(origin, path).toMatch(/^https?:\/\/[^/]+$/);
      const image = `${origin}${expectedImage(path)}`;
      expect(meta('og:image'), path).toEqual([image]);
      expect(meta('twitter:image'), path).toEqual([image]);
      expect(meta('og:image:type'), path).toEqual(['image/png']);
      expect(meta('og:image:width'), path).toEqual(['1200']);
      expect(meta('og:image:height'), path).toEqual(['630']);
      const file = join(dist, expectedImage(path));
      expect(existsSync(file), `${path}: ${file}`).toBe(true);
      expect(pngSize(readFileSync(file)), path).toEqual({ width: 1200, height: 630 });
    }
  });

  it('draws the title of each image in type, and each article its own image', () => {
    const paths = ['/', '/about', ...articles, ...tools];
    // The Hindi pages' own images, drawn with their Hindi titles.
    const files = [...paths, ...paths.map((path) => (path === '/' ? '/hi' : `/hi${path}`))].map(
      (path) => join(dist, expectedImage(path)),
    );
    const hashes = new Set<string>();
    for (const file of files) {
      const png = readFileSync(file);
      hashes.add(createHash('sha256').update(png).digest('hex'));
      // The title's block, left of the Lo Shu panel and below the logo: text, not a blank.
      expect(titleInk(png, { x: 72, y: 180, width: 660, height: 320 }), file).toBeGreaterThan(0.05);
    }
    expect(hashes.size).toBe(files.length);
  });
});
