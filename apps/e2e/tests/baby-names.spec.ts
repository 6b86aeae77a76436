// The baby-name finder (issue 24): prerendered in both languages, names ranked by the API for the
// child's date and time, the working under a name, a shortlist kept across a reload, compare,
// and screenshots at 375 and 1366 px for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { interactive } from './helpers.js';

async function findNames(page: Page, path: string, labels: Record<string, string>) {
  await page.goto(path);
  await interactive(page);
  await page.getByLabel(labels.day!, { exact: true }).fill('16');
  await page.getByLabel(labels.month!, { exact: true }).selectOption('3');
  await page.getByLabel(labels.year!, { exact: true }).fill('2021');
  await page.getByLabel(labels.time!).fill('12:00');
  await page.getByLabel(labels.boy!, { exact: true }).check();
  await page.getByLabel(labels.surname!).fill('Sharma');
  await page.getByRole('button', { name: labels.submit }).click();
}

const EN = {
  day: 'Day',
  month: 'Month',
  year: 'Year',
  time: 'Time of birth (optional)',
  boy: 'Boy',
  surname: 'Surname (optional)',
  submit: 'Show names',
};

test('/baby-names ranks names for the birth star and keeps a shortlist', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/baby-names')).text();
  expect(html).toContain('How we rank the names');
  await findNames(page, '/baby-names', EN);
  await expect(page.getByText('Moolank 7, bhagyank 6')).toBeVisible();
  await expect(page.getByText(/Birth star: Ashwini, pada 2/)).toBeVisible();
  const first = page.locator('.baby-name').first();
  await expect(first).toBeVisible();
  await first.getByText('Why this place').click();
  await expect(first.getByText(/Full name .* Sharma/)).toBeVisible();
  await page.screenshot({ path: 'test-results/baby-names-1366.png', fullPage: false });

  const cards = page.locator('.baby-name');
  const names = [
    (await cards.nth(0).locator('h3 span').nth(1).textContent())!,
    (await cards.nth(1).locator('h3 span').nth(1).textContent())!,
  ];
  for (const name of names)
    await page.getByRole('button', { name: `Add ${name} to the shortlist` }).click();
  await page.reload();
  await interactive(page);
  const shortlist = page.getByRole('region', { name: 'Your shortlist' });
  for (const name of names) await shortlist.getByRole('checkbox', { name }).check();
  await shortlist.getByRole('button', { name: 'Compare side by side' }).click();
  await expect(shortlist.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  await shortlist.getByRole('table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-compare-1366.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('heading', { name: "Your baby's details" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-form-375.png' });
});

test('/hi/baby-names works in Hindi at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await findNames(page, '/hi/baby-names', {
    day: 'दिन',
    month: 'महीना',
    year: 'साल',
    time: 'जन्म का समय (ज़रूरी नहीं)',
    boy: 'लड़का',
    surname: 'उपनाम (ज़रूरी नहीं)',
    submit: 'नाम दिखाएँ',
  });
  await expect(page.getByText('मूलांक 7, भाग्यांक 6')).toBeVisible();
  await expect(page.getByText(/जन्म नक्षत्र: अश्विनी, चरण 2/)).toBeVisible();
  await expect(page.locator('.baby-name').first()).toBeVisible();
  await page.locator('.baby-name').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-hi-375.png' });
  await page.getByRole('heading', { name: 'पसंद की सूची' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-hi-375-shortlist.png' });
});
