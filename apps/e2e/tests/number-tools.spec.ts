// The vehicle and house number tools (issue 25, items 1 and 2) in both languages: prerendered
// landings with their own share images, a reading worked out in the browser with its working (the
// number never leaves the page), a refused number in the page's language, axe clean at 375 px with
// a result on screen; each result page is also kept as a screenshot for review.
import { expect, test, type Page } from '@playwright/test';
import { interactive, wcagViolations } from './helpers.js';

/** The words each page uses, per language (packages/content/src/locales/<code>). */
const TOOLS = [
  {
    path: '/vehicle-number-numerology',
    number: 'MH-12-AB-1234',
    secret: /MH.?12|1234/i,
    en: {
      title: /^Vehicle number numerology.*\| Ankvidya$/,
      label: 'Vehicle registration number',
      submit: 'Read my vehicle number',
      result: 'Reading of MH 12 AB 1234',
      // 1 + 2 + 1 + 2 + 3 + 4 = 13 -> 1 + 3 = 4
      working: ['Total 13', '1 + 3 = 4', 'All the digits reduce to 4'],
      bad: ['XY 12 AB 1234', 'XY is not a state code used on Indian number plates'],
    },
    hi: {
      title: /^गाड़ी नंबर अंक ज्योतिष.*\| Ankvidya$/,
      label: 'गाड़ी का रजिस्ट्रेशन नंबर',
      submit: 'मेरी गाड़ी का नंबर पढ़ें',
      result: 'MH 12 AB 1234 की पढ़त',
      working: ['जोड़ 13', '1 + 3 = 4', 'सारे अंक जोड़कर एक अंक तक लाने पर 4'],
      bad: ['MH 12', 'कृपया नंबर वैसे ही लिखें जैसे नंबर प्लेट पर है'],
    },
  },
  {
    path: '/house-number-numerology',
    number: 'a-504',
    secret: /504/,
    en: {
      title: /^House number numerology.*\| Ankvidya$/,
      label: 'House or flat number',
      submit: 'Read my house number',
      result: 'Reading of A-504',
      // A is 1 by the Chaldean table: 1 + 5 + 0 + 4 = 10 -> 1 + 0 = 1
      working: ['1 + 5 + 0 + 4 = 10', '1 + 0 = 1', 'Your house number reduces to 1'],
      bad: ['ABC', 'Please enter the number on your door'],
    },
    hi: {
      title: /^घर नंबर अंक ज्योतिष.*\| Ankvidya$/,
      label: 'घर या फ़्लैट का नंबर',
      submit: 'मेरे घर का नंबर पढ़ें',
      result: 'A-504 की पढ़त',
      working: ['1 + 5 + 0 + 4 = 10', '1 + 0 = 1', 'एक अंक तक लाने पर आपके घर का अंक 1'],
      bad: ['ABC', 'कृपया वही नंबर लिखें जो दरवाज़े पर लिखा है'],
    },
  },
] as const;

const DOB_LABELS = {
  en: { day: 'Day', month: 'Month', year: 'Year' },
  hi: { day: 'दिन', month: 'महीना', year: 'साल' },
} as const;

type Locale = keyof typeof DOB_LABELS;
const urlOf = (path: string, locale: Locale) => (locale === 'en' ? path : `/hi${path}`);

/** Every request with data (the API, another host, a query string): where the number must not be. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const ownFile = url.origin === new URL(page.url() || request.url()).origin && !url.search;
    if (ownFile && !url.pathname.startsWith('/api/')) return;
    seen.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  return seen;
}

async function read(page: Page, path: string, locale: Locale, number: string) {
  const words = TOOLS.find((tool) => tool.path === path)![locale];
  const labels = DOB_LABELS[locale];
  await page.goto(urlOf(path, locale));
  await interactive(page);
  await page.getByRole('textbox', { name: words.label }).fill(number);
  await page.getByLabel(labels.day, { exact: true }).fill('5');
  await page.getByLabel(labels.month, { exact: true }).selectOption('8');
  await page.getByLabel(labels.year, { exact: true }).fill('1990');
  await page.getByRole('button', { name: words.submit }).click();
}

async function expectNoAxeViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

for (const tool of TOOLS)
  for (const locale of ['en', 'hi'] as const) {
    const words = tool[locale];
    const url = urlOf(tool.path, locale);

    test(`${url} is prerendered with its title and own share image`, async ({ page, request }) => {
      const html = await (await request.get(url)).text();
      expect(html).toContain('"WebApplication"');
      expect(html).toContain(words.submit);
      await page.goto(url);
      await interactive(page);
      await expect(page).toHaveTitle(words.title);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const png = await request.get(new URL(image ?? '').pathname);
      expect(png.headers()['content-type']).toBe('image/png');
    });

    test.describe('at 375px', () => {
      test.use({ viewport: { width: 375, height: 800 } });

      test(`${url} reads a number with its working, sends it nowhere, and passes axe`, async ({
        page,
      }) => {
        const requests = recordRequests(page);
        await read(page, tool.path, locale, tool.number);
        const result = page.getByRole('region', { name: words.result });
        await expect(page.getByRole('heading', { name: words.result })).toBeFocused();
        for (const line of words.working)
          await expect(result.getByText(line, { exact: true })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(requests.filter((r) => tool.secret.test(r) || r.includes('1990'))).toEqual([]);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: test.info().outputPath(`${tool.path.slice(1)}-${locale}-375.png`),
          fullPage: true,
        });
      });

      test(`${url} refuses a bad number in its own language`, async ({ page }) => {
        await read(page, tool.path, locale, words.bad[0]);
        await expect(page.getByRole('alert')).toContainText(words.bad[1]);
        await expect(page.getByRole('heading', { name: words.result })).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    });
  }
