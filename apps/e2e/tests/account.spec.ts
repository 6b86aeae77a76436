import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  analyse,
  asha,
  fillCalculator,
  freshEmail,
  interactive,
  signInWithDialog,
  wcagViolations,
} from './helpers.js';

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** A phone-width PNG of the page, when E2E_SHOTS_DIR asks for them (to look at by eye). */
async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a payment ends in a receipt, and My account on a second device downloads the report in the other language', async ({
  page,
  browser,
}) => {
  const account = { name: 'Asha Verma', email: freshEmail('account') };
  await page.goto('/numerology-calculator');
  await fillCalculator(page, { name: 'Ravi Verma', dob: '1987-03-14', gender: 'Male' });
  await page.getByRole('button', { name: 'Login and see Report' }).click();
  await signInWithDialog(page, account.name, account.email);
  await expect(page).toHaveURL(/\/numerology-analysis$/);

  // The data notice at the first sign-in, recorded on the server once acknowledged.
  const notice = page.getByRole('region', { name: 'How we use your data' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('grievance@ankvidya.in');
  expect(await wcagViolations(page)).toEqual([]);
  await shot(page, 'notice-en', false);
  await notice.getByRole('button', { name: 'OK, understood' }).click();
  await expect(notice).toBeHidden();

  // The welcome credit opens Ravi's report; Asha's is then paid for with the demo gateway.
  await page.goto('/pdf-download-page');
  const free = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  await (await free).path();
  await analyse(page, asha);
  await page.goto('/pdf-download-page');
  await page.getByRole('button', { name: 'Pay INR 499/-' }).click();
  await expect(page).toHaveURL(/\/numerology-pdf/);

  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('Amount paid₹499.00');
  await expect(receipt).toContainText(/Payment IDpi_demo_[0-9a-f]+/);
  await expect(receipt).toContainText(/Date and time \(IST\)\d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d/);
  await expect(receipt).toContainText('Report forAsha Verma, 5 August 1990');
  await expect(receipt).toContainText('What you get');
  expect(await wcagViolations(page)).toEqual([]);
  await shot(page, 'receipt-en');
  // The same receipt on the Hindi page.
  await page.goto(page.url().replace('/numerology-pdf', '/hi/numerology-pdf'));
  const hindiReceipt = page.getByRole('region', { name: 'रसीद' });
  await expect(hindiReceipt).toContainText('चुकाई गई रक़म₹499.00');
  await expect(hindiReceipt).toContainText('किसकी रिपोर्टAsha Verma, 5 अगस्त 1990');
  await shot(page, 'receipt-hi');
  await hindiReceipt.getByRole('link', { name: /मेरा खाता/ }).click();
  await expect(page).toHaveURL(/\/hi\/account$/);

  // The email the payment sent (the embedded SMTP server keeps it; the local mail page lists
  // it): the GST invoice and the report attached.
  type Kept = { to: string; subject: string; attachments: { filename: string }[] };
  const keptFor = async () => {
    const list = (await (await page.request.get('/api/dev/mail')).json()) as { messages: Kept[] };
    return list.messages.find((m) => m.to.toLowerCase() === account.email.toLowerCase());
  };
  await expect.poll(keptFor, { timeout: 30_000 }).toBeTruthy();
  const email = (await keptFor())!;
  expect(email.subject).toContain('Asha Verma');
  expect(email.attachments.map((a) => a.filename)).toEqual([
    expect.stringMatching(/^Ankvidya-invoice-AV-\d\d-\d\d-\d{6}\.pdf$/),
    expect.stringMatching(/\.pdf$/),
  ]);

  // A second device: nothing in its browser, everything from the API.
  const other = await browser.newContext({ acceptDownloads: true });
  const second = await other.newPage();
  await second.goto('/account');
  await interactive(second);
  await second.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInWithDialog(second, account.name, account.email);
  const reports = second.getByRole('region', { name: 'Your reports' });
  await expect(reports.getByRole('listitem')).toHaveCount(2);
  const ashaReport = reports.getByRole('listitem').filter({ hasText: 'Asha Verma' });
  await expect(ashaReport).toContainText('Born 5 August 1990 · Written in English');
  await expect(ashaReport).toContainText('Bought on');
  await expect(reports.getByRole('listitem').filter({ hasText: 'Ravi Verma' })).toContainText(
    'Opened with your free report on',
  );
  const payments = second.getByRole('region', { name: 'Payments and invoices' });
  await expect(payments).toContainText('Amount₹499.00');
  await expect(payments).toContainText('StatusPaid');
  const invoiceDownload = second.waitForEvent('download');
  await payments.getByRole('button', { name: /^Download invoice AV\/\d\d-\d\d\/\d{6}$/ }).click();
  const invoiceText = pdfText(await (await invoiceDownload).path());
  expect(invoiceText).toMatch(/AV\/\d\d-\d\d\/\d{6}/);
  expect(invoiceText).toContain('499.00');
  await expect(second.getByRole('region', { name: 'Your free report' })).toContainText(
    'You have used your free report',
  );
  // Acknowledged on the first device: not asked again here.
  await expect(second.getByRole('region', { name: 'How we use your data' })).toHaveCount(0);
  expect(await wcagViolations(second)).toEqual([]);
  await shot(second, 'account-en');

  const download = second.waitForEvent('download');
  await ashaReport.getByRole('button', { name: 'Download in Hindi' }).click();
  const file = await (await download).path();
  const text = pdfText(file);
  expect(text).toContain('Asha Verma');
  expect(text).toMatch(/अंक/);

  await second.goto('/hi/account');
  await expect(second.getByRole('heading', { name: 'मेरा खाता', level: 1 })).toBeVisible();
  await expect(second.getByRole('region', { name: 'आपकी रिपोर्ट' })).toContainText('Asha Verma');
  await shot(second, 'account-hi');

  // The data, then the account: deleted at the Auth emulator and in the database.
  await second.goto('/account');
  const data = second.waitForEvent('download');
  await second.getByRole('button', { name: 'Download my data' }).click();
  const exported = JSON.parse(
    execFileSync('cat', [await (await data).path()], { encoding: 'utf8' }),
  ) as { profile: { email: string }; reports: unknown[]; payments: unknown[]; consents: unknown[] };
  expect(exported.profile.email).toBe(account.email.toLowerCase());
  expect(exported.reports).toHaveLength(2);
  expect(exported.payments).toHaveLength(1);
  expect(exported.consents).toHaveLength(1);

  await second.getByRole('button', { name: 'Delete my account' }).click();
  await second.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(second.getByText('Your account has been deleted.')).toBeVisible();
  await other.close();

  // The first device's sign-in no longer opens anything.
  await page.goto('/account');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});
