// The name correction tool (issue 12): the page, its suggestions, trials kept in the browser, the
// starred spelling sent with the report, and sign-out forgetting it all.
import { expect, test, type Page } from '@playwright/test';
import { analyse, fillDob, freshEmail, interactive, wcagViolations } from './helpers.js';

const sunil = { name: 'Sunil Sharma', dob: '1985-03-14', gender: 'Male' as const };
const TRIALS_KEY = 'ankvidya:name-trials';

async function readName(page: Page, input: typeof sunil) {
  await page.goto('/name-correction');
  await interactive(page);
  await page.getByLabel('Name', { exact: true }).fill(input.name);
  await fillDob(page, input.dob);
  await page.getByLabel(input.gender, { exact: true }).check();
  await page.getByRole('button', { name: 'Show my spellings' }).click();
  await expect(
    page.getByRole('heading', { name: `Your spelling today: ${input.name}` }),
  ).toBeFocused();
}

const trialsTable = (page: Page) =>
  page.getByRole('table', { name: 'Your spellings side by side' });
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', TRIALS_KEY);

test('the page is prerendered with its cautions, title, canonical link and JSON-LD', async ({
  page,
}) => {
  await page.goto('/name-correction');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Name correction/);
  await expect(page.getByText(/not a legal change\. Your Aadhaar/)).toBeVisible();
  await expect(page).toHaveTitle(/Name correction numerology.*\| Ankvidya/);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/.{120,}/);
  // The prerendered canonical names the site's own origin (SITE_ORIGIN at build), not the test server's.
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /^https?:\/\/[^/]+\/name-correction$/,
  );
  expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain(
    '"WebApplication"',
  );
  // Reachable from the navigation and the home page's feature cards.
  await page.goto('/');
  await interactive(page);
  await page.getByRole('link', { name: 'Try name correction' }).click();
  await expect(page).toHaveURL(/\/name-correction$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Name correction' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a suggestion is shown, a trial is added and starred, and all of it is kept after a reload', async ({
  page,
}) => {
  const events: unknown[] = [];
  await page.route('**/api/events', async (route) => {
    events.push(route.request().postDataJSON());
    await route.continue();
  });
  await readName(page, sunil);
  await expect
    .poll(() => events)
    .toContainEqual(expect.objectContaining({ name: 'name-correction-used' }));

  // Sunil -> Soonil: a vowel written long, naamank 6, friendly to moolank 5 and bhagyank 4.
  const soonil = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Soonil Sharma', exact: true }),
  });
  await expect(soonil).toContainText('A vowel written long: Sunil becomes Soonil');
  await expect(soonil).toContainText('Compound 42/6');
  await soonil.getByRole('button', { name: 'Add Soonil Sharma to my trials' }).click();

  await page.getByLabel('A spelling to try').fill('Suneel Sharma');
  await page.getByRole('button', { name: 'Add to my trials', exact: true }).click();
  await page.getByRole('button', { name: 'Star Suneel Sharma as your preferred spelling' }).click();
  const rows = trialsTable(page).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Sunil Sharma (today)');
  await expect(rows.nth(3)).toContainText('Suneel Sharma');

  await page.reload();
  await interactive(page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Sunil Sharma');
  await expect(trialsTable(page).getByRole('row')).toHaveCount(4);
  await expect(
    page.getByRole('button', { name: 'Star Suneel Sharma as your preferred spelling' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByText('Your starred spelling, Suneel Sharma, is included in your report.'),
  ).toBeVisible();
});

test('the report is created with the starred spelling, and sign-out forgets the trials', async ({
  page,
}) => {
  await analyse(page, sunil, { name: 'Sunil Sharma', email: freshEmail('trials') });
  await page.goto('/name-correction');
  await interactive(page);
  // Filled in from the analysis.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Sunil Sharma');
  await page.getByRole('button', { name: 'Show my spellings' }).click();
  await page.getByRole('button', { name: 'Add Soonil Sharma to my trials' }).click();
  await page.getByRole('button', { name: 'Star Soonil Sharma as your preferred spelling' }).click();

  const created = page.waitForRequest(
    (request) => request.url().endsWith('/api/reports') && request.method() === 'POST',
  );
  await page.getByRole('link', { name: 'Get your report' }).click();
  expect((await created).postDataJSON()).toMatchObject({
    name: 'Sunil Sharma',
    preferredSpelling: 'Soonil Sharma',
  });

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }),
  ).toBeVisible();
  expect(await stored(page)).toBe('');
  await page.goto('/name-correction');
  await interactive(page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByText('Soonil Sharma')).toHaveCount(0);
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the tool with results and trials has no WCAG 2.1 A/AA violations and never scrolls sideways', async ({
    page,
  }) => {
    await readName(page, sunil);
    await page.getByRole('button', { name: 'Add Soonil Sharma to my trials' }).click();
    await page.getByLabel('A spelling to try').fill('Sunil Sharmaa');
    await page.getByRole('button', { name: 'Add to my trials', exact: true }).click();
    await page
      .getByRole('button', { name: 'Star Soonil Sharma as your preferred spelling' })
      .click();
    // Open one working, so its chips are checked too.
    await page.getByText('See the letters and the sums').first().click();
    await page.waitForLoadState('networkidle');
    expect(await wcagViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
