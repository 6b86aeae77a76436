import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillCalculator, freshEmail, signInWithDialog } from './helpers.js';

/** PNGs at phone and desktop width, when E2E_SHOTS_DIR asks for them (to look at by eye). */
async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('My account puts a bought report’s dates in a calendar: file, private address, reset', async ({
  page,
}) => {
  await page.goto('/numerology-calculator');
  await fillCalculator(page, { name: 'Meera Iyer', dob: '1992-04-17', gender: 'Female' });
  await page.getByRole('button', { name: 'Login and see Report' }).click();
  await signInWithDialog(page, 'Meera Iyer', freshEmail('calendar'));
  await expect(page).toHaveURL(/\/numerology-analysis$/);
  await page
    .getByRole('region', { name: 'How we use your data' })
    .getByRole('button', { name: 'OK, understood' })
    .click();
  // The welcome credit opens the report.
  await page.goto('/pdf-download-page');
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  await (await pdf).path();

  await page.goto('/account');
  const calendar = page.getByRole('group', { name: 'Your dates in your calendar' });
  const file = page.waitForEvent('download');
  await calendar.getByRole('button', { name: 'Add to my calendar' }).click();
  const download = await file;
  expect(download.suggestedFilename()).toBe('ankvidya-dates.ics');

  await calendar.getByRole('button', { name: 'Subscribe' }).click();
  const address = calendar.getByLabel('Private calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await address.inputValue();
  await expect(calendar.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
    'href',
    first.replace(/^https?:/, 'webcal:'),
  );
  await shots(page, 'account-calendar');
  // The address works without a sign-in (a new context has no cookies or token).
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = await feed.text();
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain('BEGIN:VEVENT');

  await calendar.getByRole('button', { name: 'Reset address' }).click();
  await expect(address).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);
});
