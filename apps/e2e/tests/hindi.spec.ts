// The site in Hindi (issue 14): every route under /hi/, the whole journey in Hindi with a name
// written in Devanagari, the language switch, and axe on every Hindi route.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freshEmail, interactive, wcagViolations } from './helpers.js';

const BLOG = [
  '/blog/life-path-number-interpretation',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/blog/life-path-number-${n}`),
  // The topic articles (bhagyank, the tools and methods).
  '/blog/bhagyank',
  '/blog/name-correction-numerology',
  '/blog/mobile-number-numerology',
  '/blog/lo-shu-grid-planes',
  '/blog/kua-number-directions',
  '/blog/numerology-compatibility',
  '/blog/read-your-numerology-chart',
];
const STATIC = [
  '/',
  '/about',
  '/contact',
  '/numerology-calculator',
  '/name-correction',
  '/mobile-number-numerology',
  '/compatibility',
  '/pdf-download-page',
  '/blog',
  '/privacy-policy',
  '/terms-of-service',
  ...BLOG,
];
const hindi = (path: string) => (path === '/' ? '/hi/' : `/hi${path}`);
const ALL_HINDI = [
  ...STATIC,
  '/numerology-analysis',
  '/numerology-pdf',
  '/account',
  '/no-such-page',
].map(hindi);

/** The words the Hindi pages use (packages/content/src/locales/hi). */
const hi = {
  cta: 'विश्लेषण तैयार करें',
  name: 'नाम',
  day: 'दिन',
  month: 'महीना',
  year: 'साल',
  female: 'महिला',
  male: 'पुरुष',
  submitSignedOut: 'लॉग इन करें और रिपोर्ट देखें',
  submitSignedIn: 'अपनी मुफ़्त रिपोर्ट पाएँ',
  missingDetails: 'कृपया पहले सभी जानकारी भरें',
  email: 'ईमेल',
  continue: 'आगे बढ़ें',
  latinLabel: 'अंग्रेज़ी अक्षरों में आपका नाम',
  latinConfirm: 'यही स्पेलिंग इस्तेमाल करें',
  download: 'अपनी PDF रिपोर्ट डाउनलोड करें',
  demo: 'डेमो भुगतान: कोई पैसा नहीं कटेगा',
  pay: 'भुगतान करें ₹499',
  offer: 'यह पेज हिंदी में भी है।',
  accept: 'हिंदी में पढ़ें',
};

async function signInWithHindiDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(hi.name).fill(name);
  await dialog.getByLabel(hi.email).fill(freshEmail('hindi'));
  await dialog.getByRole('button', { name: hi.continue }).click();
  await expect(dialog).toBeHidden();
}

async function fillHindiCalculator(
  page: Page,
  input: { name: string; day: string; month: string; year: string; gender: 'female' | 'male' },
) {
  await interactive(page);
  await page.getByLabel(hi.name, { exact: true }).fill(input.name);
  await page.getByLabel(hi.day, { exact: true }).fill(input.day);
  await page.getByLabel(hi.month, { exact: true }).selectOption(input.month);
  await page.getByLabel(hi.year, { exact: true }).fill(input.year);
  await page.getByLabel(hi[input.gender], { exact: true }).check();
}

test('a Hindi reader goes from /hi/ to a paid PDF, with a name written in Devanagari', async ({
  page,
}) => {
  const reportBodies: { locale?: string; name?: string; latinName?: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/reports'))
      reportBodies.push(request.postDataJSON() as (typeof reportBodies)[number]);
  });

  await page.goto('/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('link', { name: hi.cta }).click();
  await expect(page).toHaveURL(/\/hi\/numerology-calculator$/);

  await page.getByRole('button', { name: hi.submitSignedOut }).click();
  await expect(page.getByRole('alert')).toContainText(hi.missingDetails);

  await fillHindiCalculator(page, {
    name: 'आशा वर्मा',
    day: '5',
    month: '8',
    year: '1990',
    gender: 'female',
  });
  await page.getByRole('button', { name: hi.submitSignedOut }).click();
  await signInWithHindiDialog(page, 'आशा वर्मा');

  // The Latin spelling comes first, offered by the transliteration, and is confirmed as it is.
  const latin = page.getByLabel(hi.latinLabel);
  await expect(latin).toHaveValue('Asha Verma');
  await page.getByRole('button', { name: hi.latinConfirm }).click();
  await expect(page).toHaveURL(/\/hi\/numerology-analysis$/);
  await expect(page.getByText('आशा वर्मा के लिए, जन्म 5 अगस्त 1990')).toBeVisible();
  const grid = page.getByRole('table', { name: 'आपका लो शू ग्रिड' });
  await expect(grid).toBeVisible();
  // Asha's grid from her confirmed spelling, as the English journey has it: 99 / 555 / 8 1.
  const cells = await grid
    .getByRole('cell')
    .evaluateAll((all) => all.map((cell) => (cell.textContent ?? '').replace(/\s+/g, '')));
  expect(cells).toEqual(['', '99', '', '', '555', '', '8', '1', '']);

  // The welcome credit goes to another person's report; Asha's then asks for ₹499.
  await page.goto('/hi/numerology-calculator');
  await fillHindiCalculator(page, {
    name: 'Ravi Verma',
    day: '14',
    month: '3',
    year: '1987',
    gender: 'male',
  });
  await page.getByRole('button', { name: hi.submitSignedIn }).click();
  await expect(page).toHaveURL(/\/hi\/numerology-analysis$/);
  await page.goto('/hi/pdf-download-page');
  const free = page.waitForEvent('download');
  await page.getByRole('button', { name: hi.download }).click();
  await (await free).path();

  await page.goto('/hi/numerology-calculator');
  await fillHindiCalculator(page, {
    name: 'आशा वर्मा',
    day: '5',
    month: '8',
    year: '1990',
    gender: 'female',
  });
  await page.getByRole('button', { name: hi.submitSignedIn }).click();
  await page.getByRole('button', { name: hi.latinConfirm }).click();
  await expect(page).toHaveURL(/\/hi\/numerology-analysis$/);
  await page.goto('/hi/pdf-download-page');
  await expect(page.getByText(hi.demo)).toBeVisible();
  const pay = page.getByRole('button', { name: hi.pay });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/hi\/numerology-pdf/);
  const paid = page.waitForEvent('download');
  await page.getByRole('button', { name: hi.download }).click();
  const file = await (await paid).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // Every report was asked for in Hindi, Asha's with the spelling she confirmed.
  expect(reportBodies.length).toBeGreaterThan(0);
  expect(reportBodies.every((body) => body.locale === 'hi')).toBe(true);
  expect(reportBodies).toContainEqual(
    expect.objectContaining({ name: 'आशा वर्मा', latinName: 'Asha Verma', locale: 'hi' }),
  );
});

test('the switch keeps the page, remembers the choice, and "/" never guesses', async ({
  browser,
}) => {
  // A browser that prefers Hindi: "/" stays English and offers Hindi, in Hindi.
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/');
  await interactive(page);
  const offer = page.getByRole('complementary').filter({ hasText: hi.offer });
  await expect(offer).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The header's switch opens the same page in Hindi.
  await page.goto('/blog/life-path-number-3');
  await interactive(page);
  await page.getByRole('banner').getByRole('link', { name: 'हिंदी' }).click();
  await expect(page).toHaveURL(/\/hi\/blog\/life-path-number-3$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('भाग्यांक 3');

  // The choice is remembered: back at "/", the home page is in Hindi.
  await page.goto('/');
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.getByRole('link', { name: hi.cta })).toBeVisible();
  await expect(page.getByRole('complementary').filter({ hasText: hi.offer })).toHaveCount(0);

  // The footer's switch goes back to English, and that is remembered too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await interactive(page);
  await expect(page).toHaveURL(/:\d+\/$/);
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of STATIC) {
    test(`${hindi(path)} is prerendered in Hindi with its alternates`, async ({ page }) => {
      await page.goto(hindi(path));
      // The origin the build was prerendered for (SITE_ORIGIN), which the links name.
      const origin = await page.locator('#root').getAttribute('data-origin');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hindi words in the title and the description.
      await expect(page).toHaveTitle(/[\u0900-\u097F]/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
        /[\u0900-\u097F]/,
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${origin}${hindi(path)}`,
      );
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
        );
      expect(alternates).toEqual([
        ['en', `${origin}${path}`],
        ['hi', `${origin}${hindi(path)}`],
        ['x-default', `${origin}${path}`],
      ]);
    });
  }

  test('the English pages name their Hindi alternates, and the sitemap lists both', async ({
    page,
    request,
  }) => {
    await page.goto('/numerology-calculator');
    const origin = await page.locator('#root').getAttribute('data-origin');
    expect(await page.locator('link[rel="alternate"][hreflang="hi"]').getAttribute('href')).toBe(
      `${origin}/hi/numerology-calculator`,
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of STATIC) {
      expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${origin}${hindi(path)}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /hi/numerology-analysis');
  });
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ALL_HINDI) {
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

for (const path of ALL_HINDI) {
  test(`${path} is in Hindi and has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await interactive(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await wcagViolations(page)).toEqual([]);
  });
}
