// Issue 22, items 5 and 6: the refund and delivery policies are reached from the footer in both
// languages, the contact page shows the seller (the local server's marked sample), and the pay
// form shows the refund link, the seller, the ways to pay and the sample pages.
import { expect, test, type Page } from '@playwright/test';
import { analyse, asha, fillCalculator, freshEmail, interactive } from './helpers.js';

async function followFooterLink(page: Page, from: string, label: string, path: string, h1: string) {
  await page.goto(from);
  await interactive(page);
  await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
}

test('the footer reaches both policies in English and in Hindi', async ({ page }) => {
  await followFooterLink(
    page,
    '/',
    'Refund policy',
    '/refund-policy',
    'Refund and Cancellation Policy',
  );
  await followFooterLink(page, '/about', 'Delivery policy', '/delivery-policy', 'Delivery Policy');
  await followFooterLink(page, '/hi/', 'रिफ़ंड नीति', '/hi/refund-policy', 'रिफ़ंड और कैंसलेशन नीति');
  await followFooterLink(page, '/hi/about', 'डिलीवरी नीति', '/hi/delivery-policy', 'डिलीवरी नीति');
  // Each policy leads to the other, in the same language.
  await page
    .getByRole('navigation', { name: 'हमारी दूसरी नीतियाँ' })
    .getByRole('link', { name: 'रिफ़ंड और कैंसलेशन नीति' })
    .click();
  await expect(page).toHaveURL(/\/hi\/refund-policy$/);
});

test('the contact page shows the seller, marked as the sample of a local server', async ({
  page,
}) => {
  await page.goto('/contact');
  const details = page.locator('section.seller-details');
  await expect(details.getByRole('note')).toContainText('samples, not a real business');
  await expect(details).toContainText('sample seller of a local server');
  await expect(details).toContainText('Grievance Officer');
});

test('the pay form shows the refund link, the seller, the ways to pay and sample pages', async ({
  page,
}) => {
  // The welcome credit buys a first report; the second one asks for payment.
  await analyse(
    page,
    { name: 'Ravi Verma', dob: '1987-03-14', gender: 'Male' },
    {
      name: 'Ravi Verma',
      email: freshEmail('policies'),
    },
  );
  await page.goto('/pdf-download-page');
  const freeDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  await (await freeDownload).path();
  await page.goto('/numerology-calculator');
  await fillCalculator(page, asha);
  await page.getByRole('button', { name: 'Get your Free Report' }).click();
  await page.goto('/pdf-download-page');

  await expect(page.getByRole('button', { name: 'Pay INR 499/-' })).toBeVisible();
  await expect(page.getByText(/^Sold by Ankvidya \(sample seller/)).toBeVisible();
  await expect(page.getByText('Ways to pay: demo payment, no money is taken.')).toBeVisible();
  await expect(page.getByText(/^A \d+-page personal reading in English or Hindi\.$/)).toBeVisible();
  const samples = page.locator('.report-samples img');
  await expect(samples).toHaveCount(3);
  for (const img of await samples.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  await page.getByRole('link', { name: 'Refund and cancellation policy' }).click();
  await expect(page).toHaveURL(/\/refund-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Refund and Cancellation Policy',
  );
});
