// A visitor's sharp edges (issue 20, items 9, 10 and 13), where only a real browser shows them:
// a date pasted from the clipboard, the local sign-in dialog closed, and the offer after sign-out.
import { expect, test, type Page } from '@playwright/test';
import { analyse, freshEmail, interactive } from './helpers.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Puts text on the system clipboard and pastes it with the keyboard into the focused control. */
async function pasteInto(page: Page, label: string, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test('a date pasted into the day or the month fills all three parts', async ({ page }) => {
  await page.goto('/numerology-calculator');
  await interactive(page);
  await pasteInto(page, 'Day', '14/08/1992');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('14');
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue('8');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('1992');
  await expect(page.getByText('You entered 14 August 1992.')).toBeVisible();
  // Past the year: the first gender choice.
  await expect(page.getByLabel('Male', { exact: true })).toBeFocused();

  // A month list takes no text; a whole date pasted on it is split all the same.
  await page.getByLabel('Day', { exact: true }).fill('');
  await page.getByLabel('Year', { exact: true }).fill('');
  await pasteInto(page, 'Month', '1990-12-05');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('5');
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue('12');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('1990');
});

test('a date pasted on the Hindi calculator is split and read back in Hindi', async ({ page }) => {
  await page.goto('/hi/numerology-calculator');
  await interactive(page);
  await pasteInto(page, 'दिन', '14.08.1992');
  await expect(page.getByLabel('महीना', { exact: true })).toHaveValue('8');
  await expect(page.getByLabel('साल', { exact: true })).toHaveValue('1992');
  await expect(page.getByText('आपने यह तारीख़ भरी है: 14 अगस्त 1992।')).toBeVisible();
});

test('a closed sign-in says so, and keeps what was typed', async ({ page }) => {
  await page.goto('/numerology-calculator');
  await interactive(page);
  const button = page.getByRole('button', { name: 'Login and see Report' });
  await expect(button).toHaveAccessibleDescription(
    /^Your analysis is free\. .*Your first report is free\.$/,
  );
  await page.getByLabel('Name', { exact: true }).fill('Kavya Rao');
  await pasteInto(page, 'Day', '14/08/1992');
  await page.getByLabel('Female', { exact: true }).check();
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    'Sign-in was closed before it finished. Everything you typed is still here: press the button again when you are ready.',
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kavya Rao');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('1992');
  await expect(page.getByLabel('Female', { exact: true })).toBeChecked();
  await expect(page).toHaveURL(/\/numerology-calculator$/);
});

test('after the free report, signing out does not offer it again', async ({ page }) => {
  const kavya = { name: 'Kavya Rao', dob: '1992-08-14', gender: 'Female' as const };
  await analyse(page, kavya, { name: 'Kavya Rao', email: freshEmail('offer') });
  await page.goto('/pdf-download-page');
  await expect(page.getByText('The PDF report costs INR 499.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  await (await download).path();
  // The report stays unlocked; the account's answer now says the credit is used.
  await expect(page.getByText('The report is ready to download.')).toBeVisible();
  await page.waitForFunction(() => localStorage.getItem('ankvidya:report-credit-used') === '1');

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(
    page.getByText("Sign in with Google to get your report. A new account's first report is free."),
  ).toBeVisible();
  await expect(page.getByText('Your first report is free.')).toHaveCount(0);

  await page.goto('/numerology-calculator');
  await interactive(page);
  await expect(
    page.getByRole('button', { name: 'Login and see Report' }),
  ).toHaveAccessibleDescription(
    /The PDF report costs INR 499\. A new account's first report is free\.$/,
  );
});
