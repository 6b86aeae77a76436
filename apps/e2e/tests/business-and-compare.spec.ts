// The business name tool and the comparison of numbers on the mobile and vehicle pages (issue 25,
// items 3 and 4), in English and Hindi: the landing prerendered, a name read in the browser with
// its launch day and spellings, pasted numbers and registrations ranked, nothing sent, axe clean
// at 375 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { interactive, wcagViolations } from './helpers.js';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** Requests that carry data (the API, other hosts, query strings): none may carry the input. */
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

async function fillDobIn(
  scope: Locator | Page,
  labels: { day: string; month: string; year: string },
) {
  await scope.getByLabel(labels.day, { exact: true }).fill('5');
  await scope.getByLabel(labels.month, { exact: true }).selectOption('8');
  await scope.getByLabel(labels.year, { exact: true }).fill('1990');
}

async function expectNoAxeViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

const LANGUAGES = [
  {
    prefix: '',
    dob: { day: 'Day', month: 'Month', year: 'Year' },
    business: {
      title: /^Business name numerology.*\| Ankvidya$/,
      method: 'How a brand name is counted',
      name: 'Business or brand name',
      launch: 'Launch date (optional)',
      submit: 'Check the name',
      heading: 'Reading of Shanti Sweets 24x7',
      compound: 'Compound 63/9',
      launchLine: /day 14 gives the day number 5/,
    },
    compare: {
      region: 'Compare numbers',
      open: 'Compare several numbers',
      numbers: 'Candidate numbers',
      second: 'Date of birth 2',
      first: 'Date of birth 1',
      add: 'Add another date of birth',
      submit: 'Compare',
      best: '100 of 100',
      badLine: /^Line 2: /,
    },
    vehicle: {
      region: 'Compare vehicle numbers',
      open: 'Compare several vehicle numbers',
      numbers: 'Candidate vehicle numbers',
    },
  },
  {
    prefix: '/hi',
    dob: { day: 'दिन', month: 'महीना', year: 'साल' },
    business: {
      title: /^व्यापार के नाम का अंक ज्योतिष.*\| Ankvidya$/,
      method: 'ब्रांड का नाम कैसे गिना जाता है',
      name: 'व्यापार या ब्रांड का नाम',
      launch: 'शुरुआत की तारीख़ (ज़रूरी नहीं)',
      submit: 'नाम जाँचें',
      heading: 'Shanti Sweets 24x7 का विश्लेषण',
      compound: 'मिश्रित अंक 63/9',
      launchLine: /दिन 14 से दिन का अंक 5 बनता है/,
    },
    compare: {
      region: 'नंबरों की तुलना',
      open: 'कई नंबरों की तुलना करें',
      numbers: 'तुलना के लिए नंबर',
      first: 'जन्म की तारीख़ 1',
      second: 'जन्म की तारीख़ 2',
      add: 'एक और जन्म की तारीख़ जोड़ें',
      submit: 'तुलना करें',
      best: '100 में से 100',
      badLine: /^पंक्ति 2: /,
    },
    vehicle: {
      region: 'गाड़ी नंबरों की तुलना',
      open: 'कई गाड़ी नंबरों की तुलना करें',
      numbers: 'तुलना के लिए गाड़ी नंबर',
    },
  },
] as const;

for (const lang of LANGUAGES) {
  const { business, compare, dob, vehicle } = lang;
  const lng = lang.prefix === '' ? 'en' : 'hi';

  test(`${lng}: a business name is read on the device, with its launch day and spellings`, async ({
    page,
    request,
  }) => {
    const path = `${lang.prefix}/business-name-numerology`;
    const html = await (await request.get(path)).text();
    expect(html).toContain(business.method);
    await page.setViewportSize({ width: 375, height: 812 });
    const sent = recordRequests(page);
    await page.goto(path);
    await interactive(page);
    await expect(page).toHaveTitle(business.title);
    await page.getByRole('textbox', { name: business.name }).fill('Shanti Sweets 24x7');
    await fillDobIn(page, dob);
    await page.getByLabel(business.launch).fill('2026-04-14');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/business-${lng}-top.png` });
    await page.getByRole('button', { name: business.submit }).click();
    await expect(page.getByRole('heading', { name: business.heading })).toBeFocused();
    await expect(page.getByText(business.compound)).toBeVisible();
    await expect(page.getByText(business.launchLine)).toBeVisible();
    await expect(page.getByText(/^Shaanti Sweets 24x7/)).toBeVisible();
    expect(sent.filter((line) => /Shanti|1990|24x7/.test(decodeURIComponent(line)))).toEqual([]);
    await expectNoAxeViolations(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/business-${lng}-form.png` });
      await page.locator('.tool-result').screenshot({ path: `${SHOTS}/business-${lng}.png` });
    }
  });

  test(`${lng}: pasted numbers are ranked for a family on the mobile page`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const sent = recordRequests(page);
    await page.goto(`${lang.prefix}/mobile-number-numerology`);
    await interactive(page);
    const section = page.getByRole('region', { name: compare.region });
    await section.getByRole('button', { name: compare.open }).click();
    const numbers = section.getByRole('textbox', { name: compare.numbers });
    await expect(numbers).toBeFocused();
    await numbers.fill('98765 43210\n12345');
    await fillDobIn(section.getByRole('group', { name: compare.first }), dob);
    await section.getByRole('button', { name: compare.submit, exact: true }).click();
    await expect(section.getByRole('alert')).toHaveText(compare.badLine);

    await numbers.fill('98765 43210\n9000000002\n+91 90000 00004');
    await section.getByRole('button', { name: compare.add }).click();
    await fillDobIn(section.getByRole('group', { name: compare.second }), dob);
    await section.getByRole('button', { name: compare.submit, exact: true }).click();
    const first = section.locator('.compare-numbers__list > li').first();
    await expect(first).toContainText('90000 00004');
    await expect(first).toContainText(compare.best);
    expect(sent.filter((line) => /98765|1990/.test(decodeURIComponent(line)))).toEqual([]);
    await expectNoAxeViolations(page);
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/compare-${lng}.png` });
  });

  test(`${lng}: typed registrations are ranked on the vehicle page`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const sent = recordRequests(page);
    await page.goto(`${lang.prefix}/vehicle-number-numerology`);
    await interactive(page);
    const section = page.getByRole('region', { name: vehicle.region });
    await section.getByRole('button', { name: vehicle.open }).click();
    const numbers = section.getByRole('textbox', { name: vehicle.numbers });
    await expect(numbers).toBeFocused();
    // A mobile number is not a registration: refused by the vehicle rules, by its line.
    await numbers.fill('MH 12 AB 1234\n9876543210');
    await fillDobIn(section.getByRole('group', { name: compare.first }), dob);
    await section.getByRole('button', { name: compare.submit, exact: true }).click();
    await expect(section.getByRole('alert')).toHaveText(compare.badLine);

    // For 5 August 1990 (5, 5): DL 1 C 0008 totals 9, MH 12 AB 1234 totals 13 -> 4, the friendlier.
    await numbers.fill('dl-1-c-8\nmh12ab1234');
    await section.getByRole('button', { name: compare.submit, exact: true }).click();
    const first = section.locator('.compare-numbers__list > li').first();
    await expect(first).toContainText('MH 12 AB 1234');
    await expect(first).toContainText(compare.best);
    expect(sent.filter((line) => /AB 1234|ab1234|c-8|1990/.test(decodeURIComponent(line)))).toEqual(
      [],
    );
    await expectNoAxeViolations(page);
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/compare-vehicle-${lng}.png` });
  });
}
