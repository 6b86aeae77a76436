import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import {
  analyse,
  asha,
  fillCalculator,
  freshEmail,
  gridRows,
  signInWithDialog,
} from './helpers.js';

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('a visitor goes from the home page to a paid PDF report', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Generate Analysis' }).click();
  await expect(page).toHaveURL(/\/numerology-calculator$/);

  // An empty submit shows the spec's alert and submits nothing.
  await page.getByRole('button', { name: 'Login and see Report' }).click();
  await expect(page.getByRole('alert')).toContainText('Please fill all details first');
  await expect(page).toHaveURL(/\/numerology-calculator$/);

  await fillCalculator(page, asha);
  await page.getByRole('button', { name: 'Login and see Report' }).click();
  await signInWithDialog(page, 'Asha Verma', freshEmail('journey'));
  await expect(page).toHaveURL(/\/numerology-analysis$/);

  // Asha's grid: 1 once, 5 three times, 8 once, 9 twice (worked by hand in numerology-core's tests).
  expect(await gridRows(page)).toEqual([
    ['', '99', ''],
    ['', '555', ''],
    ['8', '1', ''],
  ]);

  // The welcome credit buys the first report: spend it on another person's report first.
  await page.goto('/numerology-calculator');
  await fillCalculator(page, { name: 'Ravi Verma', dob: '1987-03-14', gender: 'Male' });
  await page.getByRole('button', { name: 'Get your Free Report' }).click();
  await page.goto('/pdf-download-page');
  const freeDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  await (await freeDownload).path();

  // Asha's report now needs paying, through the clearly labelled demo gateway.
  await analyse(page, asha);
  await page.goto('/pdf-download-page');
  await expect(page.getByText('Demo payment: no money is taken')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay INR 499/-' });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/numerology-pdf/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(file);
  expect(text).toContain('Asha Verma');
  expect(text).toContain('3 years prediction');
});

test('a new account downloads one report without paying; a second report asks for payment', async ({
  page,
}) => {
  const account = { name: 'Kavya Rao', email: freshEmail('credit') };
  await analyse(page, { name: 'Kavya Rao', dob: '1992-08-14', gender: 'Female' }, account);
  await page.goto('/pdf-download-page');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  expect(pdfText(await (await download).path())).toContain('Kavya Rao');

  await analyse(page, { name: 'Arjun Rao', dob: '1989-01-30', gender: 'Male' });
  await page.goto('/pdf-download-page');
  await expect(page.getByRole('button', { name: 'Pay INR 499/-' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download your PDF report' })).toHaveCount(0);
});

test('signed in, the button text changes; sign-out works; the analysis survives a reload', async ({
  page,
}) => {
  await analyse(page, asha, { name: 'Asha Verma', email: freshEmail('state') });
  await page.reload();
  expect(await gridRows(page)).toHaveLength(3);

  await page.goto('/numerology-calculator');
  await expect(page.getByRole('button', { name: 'Get your Free Report' })).toBeVisible();

  await page
    .getByRole('button', { name: /account|Asha/i })
    .first()
    .click();
  await page
    .getByRole('menuitem', { name: 'Sign out' })
    .or(page.getByRole('button', { name: 'Sign out' }))
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.goto('/numerology-calculator');
  await expect(page.getByRole('button', { name: 'Login and see Report' })).toBeVisible();
});

test('bad input in the browser gets a clear message', async ({ page }) => {
  await analyse(page, asha, { name: 'Asha Verma', email: freshEmail('bad') });
  await page.goto('/numerology-calculator');
  await fillCalculator(page, { name: 'Asha Verma', dob: '2999-01-01', gender: 'Female' });
  await page.getByRole('button', { name: 'Get your Free Report' }).click();
  await expect(page.getByText('Your date of birth cannot be in the future.')).toBeVisible();
  await expect(page).toHaveURL(/\/numerology-calculator$/);

  await fillCalculator(page, { name: 'a'.repeat(500), dob: '1990-08-05', gender: 'Female' });
  await page.getByRole('button', { name: 'Get your Free Report' }).click();
  await expect(page.getByText('Please keep your name to 100 characters or fewer.')).toBeVisible();
  await expect(page).toHaveURL(/\/numerology-calculator$/);
});
