import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { interactive, wcagViolations } from './helpers.js';

/** A row of the build's route list (scripts/prerender.mjs writes it from the route table). */
interface BuiltRoute {
  path: string;
  route: string;
  locale: string;
  prerender: boolean;
  pageView: boolean;
}
const built: BuiltRoute[] = (
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../web/dist/.vite/routes.json', import.meta.url)),
      'utf8',
    ),
  ) as { routes: BuiltRoute[] }
).routes.filter((row) => row.locale === 'en');

/** The names-by-letter pages (/baby-names/boy/a), ~50 drawn by one module. */
const LETTER_PAGE = /^\/baby-names\/(boy|girl)\/[a-z]$/;
const LETTER_PAGES = built.filter((row) => LETTER_PAGE.test(row.path)).map((row) => row.path);
/** A few of them stand for all, so this suite's run time stays as it was. */
const LETTER_SAMPLE = ['/baby-names/boy/a', '/baby-names/girl/k', '/baby-names/girl/z'];

/** The English pages of the route table, as the build served here lists them (letters sampled). */
const STATIC = built
  .filter((row) => row.prerender)
  .map((row) => row.path)
  .filter((path) => !LETTER_PAGE.test(path) || LETTER_SAMPLE.includes(path));
const BLOG = built
  .filter((row) => row.pageView && row.route.startsWith('/blog/'))
  .map((row) => row.path);
const CLIENT = built.filter((row) => !row.prerender).map((row) => row.path);

/** The blog's topic articles (bhagyank, the tools and methods). */
const TOPIC_ARTICLES = [
  '/blog/bhagyank',
  '/blog/name-correction-numerology',
  '/blog/mobile-number-numerology',
  '/blog/lo-shu-grid-planes',
  '/blog/kua-number-directions',
  '/blog/numerology-compatibility',
  '/blog/read-your-numerology-chart',
];

test('the build lists every page of the spec', () => {
  expect(STATIC).toEqual(
    expect.arrayContaining([
      '/',
      '/about',
      '/contact',
      '/numerology-calculator',
      '/pdf-download-page',
      '/blog',
      '/privacy-policy',
      '/terms-of-service',
      '/blog/life-path-number-interpretation',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/blog/life-path-number-${n}`),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/blog/moolank-${n}`),
      ...TOPIC_ARTICLES,
    ]),
  );
  expect(BLOG).toHaveLength(10 + 9 + TOPIC_ARTICLES.length);
  // A page per gender and letter that has names: none for Q or X.
  expect(LETTER_PAGES).toEqual(expect.arrayContaining(LETTER_SAMPLE));
  expect(LETTER_PAGES).toHaveLength(48);
  expect(LETTER_PAGES).not.toContain('/baby-names/boy/q');
  expect(CLIENT).toEqual(['/numerology-analysis', '/numerology-pdf', '/account']);
});
const ALL = [...STATIC, ...CLIENT, '/no-such-page'];

for (const path of BLOG) {
  test(`blog ${path} renders its article with metadata and logs its page event`, async ({
    page,
  }) => {
    const events: unknown[] = [];
    await page.route('**/api/events', async (route) => {
      events.push(route.request().postDataJSON());
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await interactive(page);
    await expect(page).toHaveTitle(/.{10,}/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /.{100,}/,
    );
    expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toMatch(/.+,.+/);
    // The site's own origin (SITE_ORIGIN at build): a reading page keeps its prerendered tags
    // until the visitor reaches for something, and the test server's port is not the site's.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`^https?://[^/]+${path}$`),
    );
    expect(
      await page.locator('script[type="application/ld+json"]').first().textContent(),
    ).toContain('"Article"');
    await expect.poll(() => events).toContainEqual(expect.objectContaining({ path }));
  });
}

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the dropdown menu opens and leads to a page', async ({ page }) => {
    await page.goto('/');
    await interactive(page);
    // A native <details> menu, so it also opens without JavaScript.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeHidden();
    // On a phone the menu shows its icon only; its word is there for screen readers.
    await nav.locator('summary', { hasText: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  for (const path of ALL) {
    test(`${path} never scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      await interactive(page);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

for (const path of ALL) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await interactive(page);
    await page.waitForLoadState('networkidle');
    expect(await wcagViolations(page)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of STATIC) {
    test(`${path} shows its content and meta tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toContain(
        path === '/' ? '' : path,
      );
      await expect(page.getByText('Loading...')).toHaveCount(0);
    });
  }

  test('sitemap, robots and favicon are served', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of STATIC) expect(sitemap).toContain(`${path === '/' ? '' : path}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    expect((await request.get('/favicon.svg')).ok()).toBe(true);
  });
});
