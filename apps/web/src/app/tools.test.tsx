// The tools registry is the one list of tools: every place that offers a tool (the header's menu,
// the footer, the home page's cards), every file the build writes for it (prerendered page,
// sitemap with hreflang alternates, link-preview image) and its page's own tags are read here
// from the prerendered HTML, as visitors and search engines get it, for each tool of the registry
// in each locale. A place that forgets a tool, or names one the registry does not have, fails.
import { getContent } from '@ankvidya/content';
import { describe, expect, it, vi } from 'vitest';
import { render, routeTable, toolImages } from '@/entry-server';
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '@/shared/i18n/locale';
import { ROUTE_TABLE } from './route-table';
import { sitemapXml } from './sitemap';
import { TOOLS } from './tools';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));

const ORIGIN = 'https://ankvidya.example';

/** A page as the build prerenders it, parsed: its head tags and body together. */
async function prerendered(path: string): Promise<Document> {
  const { html } = await render(path, ORIGIN);
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

const hrefs = (scope: ParentNode, selector: string) =>
  [...scope.querySelectorAll(`${selector} a`)].map((a) => a.getAttribute('href'));

describe('the tools registry', () => {
  it('has one entry per id and per path', () => {
    expect(TOOLS.length).toBeGreaterThan(0);
    expect(new Set(TOOLS.map((t) => t.id)).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map((t) => t.path)).size).toBe(TOOLS.length);
  });

  it('gives each tool a page of the route table: a form page loading its landing texts', () => {
    for (const tool of TOOLS) {
      const entry = ROUTE_TABLE.find((e) => e.id === tool.id);
      expect(entry, tool.id).toBeDefined();
      expect(entry).toMatchObject({ path: tool.path, module: tool.module, prerender: true });
      expect(entry?.form, tool.id).toBe(true);
      expect(entry?.content, tool.id).toContain(tool.texts);
      expect(entry?.nav, tool.id).toEqual(
        tool.nav === null ? null : { order: tool.nav, label: tool.id },
      );
    }
  });

  it('prerenders every tool in every locale and lists each in the sitemap with its alternates', () => {
    const xml = sitemapXml(ORIGIN, '2026-11-25');
    for (const tool of TOOLS)
      for (const locale of LOCALES) {
        const path = localizePath(tool.path, locale);
        const row = routeTable.find((r) => r.path === path);
        expect(row?.file, path).toBe(`${path.slice(1)}/index.html`);
        expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
        for (const other of LOCALES)
          expect(xml).toContain(
            `hreflang="${other}" href="${ORIGIN}${localizePath(tool.path, other)}"`,
          );
      }
  });

  it('draws a link-preview image for each tool that asks for one, and only for those', () => {
    expect(toolImages).toEqual(
      TOOLS.flatMap((t) =>
        t.shareImage ? [{ path: t.path, texts: t.texts, highlight: t.shareImage.highlight }] : [],
      ),
    );
  });

  it('has the home cards of every tool placed there in every locale, and none of another', () => {
    const homePaths = TOOLS.filter((t) => t.home !== null).map((t) => t.path);
    for (const locale of LOCALES) {
      const cards = getContent(locale).site.features.tools.map((card) => card.to);
      expect([...cards].sort(), locale).toEqual([...homePaths].sort());
    }
  });

  describe.each(LOCALES)('in %s', (locale: Locale) => {
    const ui = getContent(locale).ui;

    it('offers every tool where the registry places it: menu, footer and home cards', async () => {
      const home = await prerendered(localizePath('/', locale));
      const menu = hrefs(home, `nav[aria-label="${ui.nav.mainLabel}"]`);
      const footer = hrefs(home, 'footer');
      const cards = hrefs(home, '.tool-cards');
      for (const tool of TOOLS) {
        const path = localizePath(tool.path, locale);
        expect(menu.includes(path), `${tool.id} in the menu`).toBe(tool.nav !== null);
        expect(footer.includes(path), `${tool.id} in the footer`).toBe(tool.footer);
        const footerLink = [...home.querySelectorAll('footer a')].find(
          (a) => a.getAttribute('href') === path,
        );
        if (tool.footer) expect(footerLink?.textContent).toBe(ui.nav[tool.id]);
      }
      // The home cards: the tools placed there, in the registry's order, and nothing else.
      const placed = TOOLS.filter((t) => t.home !== null).sort((a, b) => a.home! - b.home!);
      expect(cards).toEqual(placed.map((t) => localizePath(t.path, locale)));
    });

    it.each(TOOLS.map((t) => [t.id, t] as const))(
      "draws %s's page in the shell, with its tags",
      async (_id, tool) => {
        const page = await prerendered(localizePath(tool.path, locale));
        const texts = getContent(locale)[tool.texts];
        expect(page.querySelector('h1')?.textContent).toBe(texts.title);
        expect(page.querySelector('.page-head .lead')?.textContent).toBe(texts.intro);
        const canonical = page.querySelector('link[rel="canonical"]')?.getAttribute('href');
        expect(canonical).toBe(`${ORIGIN}${localizePath(tool.path, locale)}`);
        for (const other of LOCALES)
          expect(
            page.querySelector(`link[rel="alternate"][hreflang="${other}"]`)?.getAttribute('href'),
          ).toBe(`${ORIGIN}${localizePath(tool.path, other)}`);
        const dir = locale === DEFAULT_LOCALE ? '/images/share' : `/images/share/${locale}`;
        const image = tool.shareImage ? `${dir}${tool.path}.png` : `${dir}/site.png`;
        expect(page.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
          `${ORIGIN}${image}`,
        );
        const jsonLd = page.querySelector('script[type="application/ld+json"]')?.textContent;
        expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
          '@type': 'WebApplication',
          name: texts.title,
        });
      },
    );
  });
});
