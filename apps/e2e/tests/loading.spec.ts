import { expect, test, type Page } from '@playwright/test';
import { interactive } from './helpers.js';

/** The scripts the page has requested so far, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The app's boot module (React and the layout), named boot-<hash>.js by the build. */
const isBoot = (path: string) => /\/assets\/boot-[\w-]+\.js$/.test(path);
/** A page's own chunk (home-<hash>.js, blog-article-<hash>.js). */
const isPage = (path: string) => /\/assets\/(home|blog-article)-[\w-]+\.js$/.test(path);

for (const path of ['/', '/blog/life-path-number-1', '/hi/']) {
  test(`${path} loads no framework code until the visitor reaches for something`, async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto(path);
    await interactive(page);
    await page.waitForLoadState('networkidle');
    // Neither React and the layout nor the page's own chunk: the entry (and, on the blog, the
    // small analytics code counting the visit) only.
    expect(scripts.filter((script) => isBoot(script) || isPage(script))).toEqual([]);
  });
}

test('a first click on an in-app link loads the app and navigates without a page load', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/blog/life-path-number-1');
  await interactive(page);
  // Set on this document: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const link = page.getByRole('navigation', { name: 'More articles' }).getByRole('link').first();
  const [href, title] = [await link.getAttribute('href'), await link.textContent()];
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  expect(scripts.some(isBoot)).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('a form page boots at once, so its first keystroke counts', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/numerology-calculator');
  await interactive(page);
  expect(scripts.some(isBoot)).toBe(true);
});
