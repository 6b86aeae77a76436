import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { analyse, freshEmail } from './helpers.js';
import { razorpayKeys } from './razorpay-keys.js';

/**
 * The Razorpay path in a real browser, offline: the site runs in razorpay mode against a local
 * fake of Razorpay's API (playwright.config.ts), checkout.js is a stand-in served by the test,
 * and the test plays Razorpay's part: it answers the Checkout window and sends the webhooks.
 */

const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * What checkout.js offers the page: `new Razorpay(options).open()` keeps the options where the
 * test can read them, and the test then pays (the handler, as Razorpay calls it after a payment)
 * or closes the window (modal.ondismiss).
 */
const FAKE_CHECKOUT = `
window.Razorpay = class {
  constructor(options) { this.options = options; }
  on() {}
  open() { window.__checkout = this; }
  pay(response) { window.__checkout = undefined; this.options.handler(response); }
  close() { window.__checkout = undefined; this.options.modal.ondismiss(); }
};`;

interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  config: {
    display: {
      blocks: Record<string, { instruments: { method: string }[] }>;
      sequence: string[];
      preferences: { show_default_blocks: boolean };
    };
  };
}
interface FakeCheckout {
  options: CheckoutOptions;
  pay(response: Record<string, string>): void;
  close(): void;
}
type CheckoutWindow = Window & { __checkout?: FakeCheckout };

const sign = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

/**
 * Serves the stand-in checkout.js once `release` is called (so the spinner can be seen before
 * it), and refuses every other request that would leave the machine, keeping a list of them.
 */
async function offlineWithCheckout(page: Page) {
  const offsite: string[] = [];
  const cspViolations: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    async (route) => {
      const url = route.request().url();
      if (url !== CHECKOUT_JS) {
        offsite.push(url);
        return route.abort('internetdisconnected');
      }
      await released;
      return route.fulfill({ contentType: 'application/javascript', body: FAKE_CHECKOUT });
    },
  );
  return { offsite, cspViolations, release };
}

/** A new account whose welcome credit is spent, on the report page of a second person. */
async function lockedReport(page: Page, person: { name: string; dob: string }) {
  const account = { name: person.name, email: freshEmail('razorpay') };
  await analyse(page, { name: 'Ravi Verma', dob: '1987-03-14', gender: 'Male' }, account);
  await page.goto('/pdf-download-page');
  const free = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  await (await free).path();
  await analyse(page, { ...person, gender: 'Female' });
  await page.goto('/pdf-download-page');
}

/** Waits for the stand-in Checkout window to be opened, and reads the options it was given. */
async function openedCheckout(page: Page): Promise<CheckoutOptions> {
  await page.waitForFunction(() => (window as CheckoutWindow).__checkout !== undefined);
  return page.evaluate(() => {
    const { options } = (window as CheckoutWindow).__checkout!;
    // Only the data: the callbacks stay in the page.
    return JSON.parse(JSON.stringify(options)) as CheckoutOptions;
  });
}

/** Razorpay's webhook for a captured payment, signed with `secret`. */
function deliverCaptured(
  request: APIRequestContext,
  payment: { id: string; order_id: string },
  secret: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_E2eFake',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          ...payment,
          entity: 'payment',
          amount: 49900,
          currency: 'INR',
          status: 'captured',
          method: 'upi',
          created_at: Math.floor(Date.now() / 1000),
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return request.post('/api/webhooks/razorpay', {
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': sign(secret, body),
      'X-Razorpay-Event-Id': `evt_E2e${Date.now().toString(36)}`,
    },
    data: body,
  });
}

// Two analyses, a sign-in and a PDF before the payment even starts: generous on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a visitor pays by UPI in Razorpay Checkout; only the signed webhook unlocks the report', async ({
  page,
  request,
}) => {
  const net = await offlineWithCheckout(page);
  await lockedReport(page, { name: 'Meera Iyer', dob: '1991-11-23' });

  // A spinner until checkout.js has loaded and the order exists, then the form.
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading the secure payment form' }),
  ).toBeVisible();
  const orderAnswer = page.waitForResponse((r) => r.url().endsWith('/api/createPaymentIntent'));
  net.release();
  const order = (await (await orderAnswer).json()) as { clientSecret: string };
  expect(order.clientSecret).toMatch(/^order_Fake\d+$/);
  await expect(page.getByText('Pay by UPI (shown first)')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay INR 499/-' });
  await expect(pay).toBeEnabled();

  // The window opens on the server's order, UPI first, and the page waits for it.
  await pay.click();
  const options = await openedCheckout(page);
  expect(options).toMatchObject({
    key: razorpayKeys.keyId,
    order_id: order.clientSecret,
    amount: 49900,
    currency: 'INR',
  });
  expect(options.config.display.sequence[0]).toBe('block.upi');
  expect(options.config.display.blocks.upi?.instruments).toEqual([{ method: 'upi' }]);
  expect(options.config.display.preferences.show_default_blocks).toBe(true);
  await expect(page.getByRole('button', { name: 'Processing ...' })).toBeDisabled();

  // Razorpay answers the page with a payment signed by the key secret: checked, not fulfilling.
  const paymentId = `pay_E2e${Date.now().toString(36)}`;
  const verified = page.waitForResponse((r) => r.url().endsWith('/api/razorpay/verify'));
  await page.evaluate((response) => (window as CheckoutWindow).__checkout!.pay(response), {
    razorpay_order_id: order.clientSecret,
    razorpay_payment_id: paymentId,
    razorpay_signature: sign(razorpayKeys.keySecret, `${order.clientSecret}|${paymentId}`),
  });
  expect((await verified).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/numerology-pdf\\?payment_intent=${paymentId}`));
  const checking = page.getByText('Confirming your payment and unlocking your report.');
  await expect(checking).toBeVisible();

  // A webhook signed with anything but the webhook secret is refused and unlocks nothing.
  const payment = { id: paymentId, order_id: order.clientSecret };
  const forged = await deliverCaptured(request, payment, razorpayKeys.keySecret);
  expect(forged.status()).toBe(400);
  // The next check the page asks for, after the refusal, still finds the report locked.
  const nextCheck = await page.waitForRequest((r) => /\/api\/payments\/.+\/status$/.test(r.url()));
  expect(await (await nextCheck.response())?.json()).toMatchObject({ unlocked: false });
  await expect(checking).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download your PDF report' })).toHaveCount(0);

  // Razorpay's signed payment.captured: the page, still polling, unlocks the report.
  const captured = await deliverCaptured(request, payment, razorpayKeys.webhookSecret);
  expect(captured.status()).toBe(200);
  await expect(page.getByText('Payment received. Your report is unlocked.')).toBeVisible({
    timeout: 30_000,
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Meera Iyer');
  expect(text).toContain('3 years prediction');

  expect(net.offsite).toEqual([]);
  expect(net.cspViolations).toEqual([]);
});

test('closing the Razorpay window without paying says so and leaves the report locked', async ({
  page,
}) => {
  const net = await offlineWithCheckout(page);
  net.release();
  await lockedReport(page, { name: 'Nila Menon', dob: '1994-02-17' });
  const pay = page.getByRole('button', { name: 'Pay INR 499/-' });
  await pay.click();
  await openedCheckout(page);
  await expect(page.getByRole('button', { name: 'Processing ...' })).toBeDisabled();

  await page.evaluate(() => (window as CheckoutWindow).__checkout!.close());
  await expect(
    page.getByText(
      'The payment window was closed before paying. Nothing was taken: you can try again.',
    ),
  ).toBeVisible();
  await expect(pay).toBeEnabled();
  await expect(page).toHaveURL(/\/pdf-download-page$/);
  await expect(page.getByRole('button', { name: 'Download your PDF report' })).toHaveCount(0);

  expect(net.offsite).toEqual([]);
  expect(net.cspViolations).toEqual([]);
});
