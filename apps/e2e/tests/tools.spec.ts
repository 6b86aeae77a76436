// The mobile number and compatibility tools (issue 13): prerendered landings, a reading worked out
// in the browser (nothing about the number or the people leaves the page), a bad number refused
// with the field's own words, the share image drawn and downloaded, the share link greeted, and
// axe clean at 375 px with a result on screen.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { analyse, asha, freshEmail, interactive, wcagViolations } from './helpers.js';

const NUMBER = '99887 70012';

/**
 * Every request the page sends with data (the API, any other host, any query string), with its
 * body, to look for what must never leave it. The site's own files are left out: their hashed
 * names could contain "1990" by chance.
 */
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

async function fillDobIn(scope: Locator | Page, dob: string) {
  const [year = '', month = '', day = ''] = dob.split('-');
  await scope.getByLabel('Day', { exact: true }).fill(String(Number(day)));
  await scope.getByLabel('Month', { exact: true }).selectOption(String(Number(month)));
  await scope.getByLabel('Year', { exact: true }).fill(year);
}

async function readNumber(page: Page, number: string) {
  await page.goto('/mobile-number-numerology');
  await interactive(page);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(number);
  await fillDobIn(page, '1990-08-05');
  await page.getByRole('button', { name: 'Read my number' }).click();
}

async function compare(page: Page) {
  await page.goto('/compatibility');
  await interactive(page);
  const people = [
    ['First person', 'Asha Verma', '1990-08-05', 'Female'],
    ['Second person', 'Ravi Kumar', '1988-11-23', 'Male'],
  ] as const;
  for (const [legend, name, dob, gender] of people) {
    const group = page.getByRole('group', { name: legend });
    await group.getByRole('textbox', { name: 'Name' }).fill(name);
    await fillDobIn(group, dob);
    await group.getByLabel(gender, { exact: true }).check();
  }
  await page.getByRole('button', { name: 'Show our compatibility' }).click();
  await expect(page.getByRole('heading', { name: 'Asha and Ravi' })).toBeFocused();
}

async function expectNoAxeViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

for (const [path, title, heading] of [
  ['/mobile-number-numerology', /^Mobile number numerology.*\| Ankvidya$/, 'How we read a number'],
  ['/compatibility', /^Numerology compatibility.*\| Ankvidya$/, 'How the score is made'],
] as const) {
  test(`${path} is prerendered with its title, canonical link, JSON-LD and own share image`, async ({
    page,
    request,
  }) => {
    // The landing is in the HTML itself, before any script runs.
    const html = await (await request.get(path)).text();
    expect(html).toContain(heading);
    expect(html).toContain('"WebApplication"');
    await page.goto(path);
    await interactive(page);
    await expect(page).toHaveTitle(title);
    // The canonical names the site's own origin (SITE_ORIGIN at build), not the test server's.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`^https?://[^/]+${path}$`),
    );
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image ?? '').pathname).toBe(`/images/share${path}.png`);
    const png = await request.get(new URL(image ?? '').pathname);
    expect(png.headers()['content-type']).toBe('image/png');
    // Reachable from the navigation and the home page's tool cards.
    await page.goto('/');
    await interactive(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(
      nav.getByRole('link', {
        name: path === '/compatibility' ? 'Compatibility' : 'Mobile number',
      }),
    ).toHaveAttribute('href', path);
    await page.locator(`.tool-cards a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('a mobile number is read on the page, with its working, and never sent anywhere', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await readNumber(page, `+91 ${NUMBER}`);
  const result = page.getByRole('region', { name: `Reading of ${NUMBER}` });
  await expect(page.getByRole('heading', { name: `Reading of ${NUMBER}` })).toBeFocused();
  // 9+9+8+8+7+7+0+0+1+2 = 51 -> 5 + 1 = 6
  await expect(result.getByText('Total 51')).toBeVisible();
  await expect(result.getByText('5 + 1 = 6')).toBeVisible();
  await expect(result.getByText('Your number reduces to 6')).toBeVisible();
  // One verdict first: 6 is friendly to moolank 5 and bhagyank 5.
  await expect(result.locator('.number-verdict__word')).toHaveText('Suits you');
  await expect(result.getByText('Totals that would suit you: 1, 4, 5, 6 and 8')).toBeVisible();
  await expect(result.getByText(/with your moolank 5/)).toBeVisible();
  await expect(result.getByText(/^Your mobile number carries 2 and 7,/)).toBeVisible();
  await expect(result.getByText(/^Zeros in your mobile number: 2\./)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The tool's own event went out (a path, nothing else); the number went nowhere.
  expect(requests.some((r) => r.includes('/api/events') && r.includes('mobile-number-used'))).toBe(
    true,
  );
  expect(requests.filter((r) => /99887|9988770012|70012/.test(r))).toEqual([]);
});

test('a number added to the report is read in the downloaded PDF, sent only with the download', async ({
  page,
}) => {
  await analyse(page, asha, { name: 'Asha Verma', email: freshEmail('mobile-report') });
  await readNumber(page, NUMBER);
  const result = page.getByRole('region', { name: `Reading of ${NUMBER}` });
  await result.getByRole('button', { name: 'Add this number to my report' }).click();
  await expect(result.getByRole('status')).toContainText('will be read in your numerology report');

  const requests = recordRequests(page);
  await page.goto('/pdf-download-page');
  await expect(page.getByText(`read your mobile number ${NUMBER}`)).toBeVisible();
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/pdf'),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  // The download's body is the ReportDraft's copy, the number among its fields.
  expect((await sent).postDataJSON()).toMatchObject({ mobileNumber: '9988770012' });
  const text = execFileSync('pdftotext', [(await (await download).path()) ?? '', '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain(`Your mobile number ${NUMBER}`);
  // In the download's body only: no address, and no other request, carried it.
  const carried = requests.filter((r) => /99887|9988770012|70012/.test(r));
  expect(carried).toHaveLength(1);
  expect(carried[0]).toMatch(/\/api\/reports\/[\w-]+\/pdf \{/);
});

for (const [typed, message] of [
  ['98765 4321', /has 9/],
  ['48765 43210', /starts with 6, 7, 8 or 9/],
  ['98765-4321O', /only digits/],
] as const) {
  test(`"${typed}" is refused with the field's message`, async ({ page }) => {
    await readNumber(page, typed);
    const field = page.getByRole('textbox', { name: 'Mobile number' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('heading', { name: /Reading of/ })).toHaveCount(0);
  });
}

test('two people get a score whose parts add up, and a share image and link with first names only', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await compare(page);
  const result = page.getByRole('region', { name: 'Asha and Ravi' });
  const score = Number(/(\d+) out of 100/.exec((await result.textContent()) ?? '')?.[1]);
  const points = await result.locator('.score-part__points').allTextContents();
  expect(points).toHaveLength(6);
  expect(points.map((p) => Number(p.split(' of ')[0])).reduce((a, b) => a + b, 0)).toBe(score);
  await expect(result.getByRole('heading', { name: 'Moolank 5 with moolank 5' })).toBeVisible();
  // Every part has its words: the bhagyank pair (5 with 6) and each cross pair.
  await expect(result.getByRole('heading', { name: 'Bhagyank 5 with bhagyank 6' })).toBeVisible();
  await expect(result.getByText(/^The 5 seeks variety, the 6 seeks a loving home/)).toBeVisible();
  await expect(result.getByText(/helps the road Ravi's life is taking/)).toBeVisible();
  const whatsApp = new URL(
    (await result.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '',
  );
  expect(whatsApp.host).toBe('wa.me');
  expect(whatsApp.searchParams.get('text')).toContain(
    `Asha and Ravi: ${score} out of 100 in compatibility of numbers. Try yours:`,
  );
  expect(whatsApp.searchParams.get('text')).toContain('/compatibility#a=Asha&b=Ravi');

  // The image, drawn on a canvas in the page: previewed, then downloaded as a square PNG.
  const preview = result.getByRole('img', {
    name: `Share image: Asha and Ravi, ${score} out of 100`,
  });
  await expect(preview).toBeVisible();
  const download = page.waitForEvent('download');
  await result.getByRole('link', { name: 'Download image' }).click();
  const file = await (await download).path();
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);
  expect((await download).suggestedFilename()).toBe('ankvidya-compatibility.png');

  // The link: first names and the score in the fragment, which no server ever sees.
  const link = await result.getByRole('textbox', { name: 'Copy link' }).inputValue();
  expect(new URL(link).hash).toBe(`#a=Asha&b=Ravi&score=${score}`);
  await page.goto(link);
  await interactive(page);
  await expect(
    page.getByRole('heading', { name: `Asha and Ravi scored ${score} out of 100` }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((r) => /1990|1988|Verma|Kumar|Asha|Ravi/.test(r))).toEqual([]);
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the mobile number page with a reading has no WCAG 2.1 A/AA violations', async ({
    page,
  }) => {
    await readNumber(page, NUMBER);
    await expect(page.getByRole('heading', { name: `Reading of ${NUMBER}` })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the mobile number page with a refused number has no WCAG 2.1 A/AA violations', async ({
    page,
  }) => {
    await readNumber(page, '12345');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the compatibility page with a result has no WCAG 2.1 A/AA violations', async ({ page }) => {
    await compare(page);
    await expect(page.getByRole('img', { name: /^Share image/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the compatibility page opened from a share link has no WCAG 2.1 A/AA violations', async ({
    page,
  }) => {
    await page.goto('/compatibility#a=Asha&b=Ravi&score=93');
    await interactive(page);
    await expect(
      page.getByRole('heading', { name: 'Asha and Ravi scored 93 out of 100' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the compatibility page with missing fields has no WCAG 2.1 A/AA violations', async ({
    page,
  }) => {
    await page.goto('/compatibility');
    await interactive(page);
    await page.getByRole('button', { name: 'Show our compatibility' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// The result is brought into view after submit (issue 23, item 18), on a phone where the form is
// long: smoothly, or at once for a visitor who prefers reduced motion.
for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`at 375px with reduced motion ${reducedMotion}`, () => {
    test.use({ viewport: { width: 375, height: 800 }, reducedMotion });

    test('the compatibility result scrolls into view after submit', async ({ page }) => {
      await compare(page);
      const heading = page.getByRole('heading', { name: 'Asha and Ravi' });
      await expect(heading).toBeInViewport();
      // A smooth scroll is still under way when the heading first shows; wait for where it ends.
      await expect
        .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(200);
      if (reducedMotion === 'reduce') {
        // No animation: the page is already where it ends up.
        const now = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => window.scrollY)).toBe(now);
      }
    });
  });
}
