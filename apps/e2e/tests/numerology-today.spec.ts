// Today's number (issue 25, item 5): the prerendered page cannot know the date, so it says it is
// working it out; in the browser it shows today's date in India (here 00:30 IST on 26 November,
// still the 25th in UTC), its universal day and a line for each moolank, and the personal day
// from a date of birth kept in this browser only, in English and in Hindi. Screenshots at 375 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillDob, interactive, transitionsSettled } from './helpers.js';

const AFTER_MIDNIGHT_IN_INDIA = new Date('2026-11-25T19:00:00Z');
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

/** The whole page at 375 px, and in screen-high pieces to look at; nothing wider than the phone. */
async function shoot(page: Page, name: string) {
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  expect(width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  for (let y = 0, part = 1; y < height; y += 1000, part += 1) {
    const clip = { x: 0, y, width: 375, height: Math.min(1000, height - y) };
    await page.screenshot({ path: `${SHOTS}/${name}-${part}.png`, fullPage: true, clip });
  }
}

async function openAt(page: Page, path: string) {
  await page.clock.setFixedTime(AFTER_MIDNIGHT_IN_INDIA);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await interactive(page);
}

test('the prerendered page waits for the browser to know the date', async ({ request }) => {
  const html = await (await request.get('/numerology-today')).text();
  expect(html).toContain('Working out today&#x27;s date in India');
  expect(html).toContain('<h1>Today&#x27;s number in numerology</h1>');
  const hindi = await (await request.get('/hi/numerology-today')).text();
  expect(hindi).toContain('भारत की आज की तारीख़ निकाली जा रही है');
});

test("shows today's date in India, its number and the personal day of a dob kept on the device", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('1990')) sent.push(request.url());
  });
  await openAt(page, '/numerology-today');
  await expect(
    page.getByRole('heading', { name: 'Today in India: 26 November 2026' }),
  ).toBeVisible();
  // 2+6+1+1+2+0+2+6 = 20 -> 2.
  await expect(page.getByText('Universal day 2')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Moolank \d$/ })).toHaveCount(9);

  await fillDob(page, '1990-08-05');
  await page.getByRole('button', { name: 'Show my personal day' }).click();
  // Year 5 + 8 + 1 -> 5; month 5 + 11 -> 7; day 7 + 26 -> 6.
  await expect(page.getByText('Your personal day: 6')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ankvidya:today-dob'))).toBe('1990-08-05');
  expect(sent).toEqual([]);

  // Kept for the next visit.
  await page.reload();
  await interactive(page);
  await expect(page.getByText('Your personal day: 6')).toBeVisible();
  await transitionsSettled(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await shoot(page, 'numerology-today-en-375');

  await page.getByRole('button', { name: 'Remove my date of birth from this device' }).click();
  await expect(page.getByRole('button', { name: 'Show my personal day' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ankvidya:today-dob'))).toBeNull();
});

test('reads the day in Hindi', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ankvidya:today-dob', '1990-08-05'));
  await openAt(page, '/hi/numerology-today');
  await expect(page.getByRole('heading', { name: 'भारत में आज: 26 नवंबर 2026' })).toBeVisible();
  await expect(page.getByText('सार्वभौमिक दिन 2')).toBeVisible();
  await expect(page.getByText('आपका व्यक्तिगत दिन: 6')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^मूलांक \d(: आपका)?$/ })).toHaveCount(9);
  await expect(page.getByRole('heading', { name: 'मूलांक 5: आपका' })).toBeVisible();
  await transitionsSettled(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await shoot(page, 'numerology-today-hi-375');
});
