import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const asha: { name: string; dob: string; gender: 'Male' | 'Female' } = {
  name: 'Asha Verma',
  dob: '1990-08-05',
  gender: 'Female',
};

/**
 * Waits until the page is interactive: the app has rendered or hydrated it, or (a reading page)
 * it is listening for the first intent, which boots the app and replays a first click.
 */
export async function interactive(page: Page) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** A fresh email per test, so each test starts as a new account with its welcome credit. */
export const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.in`;

/** Signs in through the Login dialog that the site shows when it runs on the Auth emulator. */
export async function signInWithDialog(page: Page, name: string, email: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

/** Types a YYYY-MM-DD date into the Day, Month (chosen by name) and Year fields. */
export async function fillDob(page: Page, dob: string) {
  const [year = '', month = '', day = ''] = dob.split('-');
  await page.getByLabel('Day', { exact: true }).fill(day);
  await page.getByLabel('Month', { exact: true }).selectOption(month ? String(Number(month)) : '');
  await page.getByLabel('Year', { exact: true }).fill(year);
}

export async function fillCalculator(
  page: Page,
  input: { name: string; dob: string; gender: 'Male' | 'Female' },
) {
  await interactive(page);
  await page.getByLabel('Name', { exact: true }).fill(input.name);
  await fillDob(page, input.dob);
  await page.getByLabel(input.gender, { exact: true }).check();
}

/** Goes from the calculator to the analysis of `input`, signing in first when needed. */
export async function analyse(
  page: Page,
  input: typeof asha,
  account?: { name: string; email: string },
) {
  await page.goto('/numerology-calculator');
  await fillCalculator(page, input);
  const signedOut = page.getByRole('button', { name: 'Login and see Report' });
  if (account && (await signedOut.isVisible())) {
    await signedOut.click();
    await signInWithDialog(page, account.name, account.email);
  } else {
    await page.getByRole('button', { name: 'Get your Free Report' }).click();
  }
  await expect(page).toHaveURL(/\/numerology-analysis$/);
}

/** The Lo Shu grid as text, row by row, read from the accessible table. */
export async function gridRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: /Lo Shu Grid/i });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).getByRole('cell');
    const texts: string[] = [];
    for (let j = 0; j < (await cells.count()); j++)
      texts.push(((await cells.nth(j).textContent()) ?? '').replace(/\s+/g, ''));
    if (texts.length > 0) out.push(texts);
  }
  return out;
}

/**
 * Waits until no CSS transition or animation is running: a button the pointer rests on after a
 * click fades to its hover colours, and axe reading it half-way sees text with too little
 * contrast (seen once in CI on My account's invoice button).
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns forever: only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
}

/** The WCAG 2.1 A/AA violations axe finds on the page once it is at rest, as "rule: targets". */
export async function wcagViolations(page: Page): Promise<string[]> {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
