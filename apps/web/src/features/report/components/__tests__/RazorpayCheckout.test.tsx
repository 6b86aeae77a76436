import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/shared/api/client';
import { QueryProvider } from '@/shared/api/query-client';
import {
  bodyOf,
  deferred,
  json,
  mockFetch,
  renderAt,
  requestTo,
  type Handler,
} from '@/test/render';
import { PaymentForm } from '../PaymentForm';
import {
  RAZORPAY_SCRIPT,
  loadRazorpay,
  type RazorpayOptions,
  type RazorpayConstructor,
} from '../../checkout/razorpay/RazorpayCheckout';

const PDF_ID = 'pdf_0123456789abcdef';
const ORDER = 'order_Fake000001';
const razorpayKey = () => json({ publishableKey: 'rzp_test_Ankvidya0001', mode: 'razorpay' });
const order = () => json({ clientSecret: ORDER, amount: 49900, currency: 'inr', mode: 'razorpay' });

/**
 * A stand-in for the window.Razorpay that checkout.js defines (no script can load in tests): it
 * records the options and lets the test play the buyer's part.
 */
function fakeRazorpay() {
  const opened: { options: RazorpayOptions; failed?: (r: { error?: object }) => void }[] = [];
  const Razorpay = vi.fn(function (this: unknown, options: RazorpayOptions) {
    const entry: (typeof opened)[number] = { options };
    return {
      open: () => opened.push(entry),
      on: (_event: string, listener: (r: { error?: object }) => void) => {
        entry.failed = listener;
      },
    };
  }) as unknown as RazorpayConstructor;
  window.Razorpay = Razorpay;
  return { Razorpay, opened, last: () => opened.at(-1)! };
}

async function renderForm(handlers: Record<string, Handler>, path = '/pdf-download-page') {
  const fetchMock = vi.fn(mockFetch(handlers));
  vi.stubGlobal('fetch', fetchMock);
  const onBeforeConfirm = vi.fn();
  const onPaidInPage = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderAt(
    <QueryProvider client={client}>
      <PaymentForm
        pdfID={PDF_ID}
        returnUrl="http://localhost:3000/numerology-pdf"
        onBeforeConfirm={onBeforeConfirm}
        onPaidInPage={onPaidInPage}
      />
    </QueryProvider>,
    path,
  );
  return { fetchMock, onBeforeConfirm, onPaidInPage, user: userEvent.setup() };
}

describe('PaymentForm with Razorpay Checkout', () => {
  beforeEach(() => {
    setTokenProvider(() => Promise.resolve('id-token'));
  });
  afterEach(() => {
    delete window.Razorpay;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('shows a spinner until Checkout and the order are ready, then "Pay INR 499/-"', async () => {
    fakeRazorpay();
    const answer = deferred<Response>();
    await renderForm({
      'GET /api/getPublishKey': razorpayKey,
      'POST /api/createPaymentIntent': () => answer.promise,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the secure payment form');
    expect(screen.queryByRole('button', { name: 'Pay INR 499/-' })).not.toBeInTheDocument();
    answer.resolve(order());
    expect(await screen.findByRole('button', { name: 'Pay INR 499/-' })).toBeEnabled();
    expect(screen.getByText(/Pay by UPI \(shown first\)/)).toBeInTheDocument();
  });

  it('opens Checkout on the order with UPI first, reading "Processing ... " meanwhile', async () => {
    const razorpay = fakeRazorpay();
    const { user, onBeforeConfirm } = await renderForm({
      'GET /api/getPublishKey': razorpayKey,
      'POST /api/createPaymentIntent': order,
    });
    await user.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
    expect(razorpay.opened).toHaveLength(1);
    const options = razorpay.last().options;
    expect(options).toMatchObject({
      key: 'rzp_test_Ankvidya0001',
      order_id: ORDER,
      amount: 49900,
      currency: 'INR',
      name: 'Ankvidya',
      description: 'Personalised numerology report (PDF)',
    });
    expect(options.config.display.sequence[0]).toBe('block.upi');
    expect(options.config.display.blocks.upi).toEqual({
      name: 'Pay by UPI',
      instruments: [{ method: 'upi' }],
    });
    expect(options.config.display.preferences.show_default_blocks).toBe(true);
    const processing = screen.getByRole('button', { name: 'Processing ...' });
    expect(processing.textContent).toBe('Processing ... ');
    expect(processing).toBeDisabled();
    expect(onBeforeConfirm).toHaveBeenCalledTimes(1);
  });

  it('hands the signed answer to the API, then goes to the return page with the payment id', async () => {
    const razorpay = fakeRazorpay();
    const verified = deferred<Response>();
    const { user, fetchMock, onPaidInPage } = await renderForm({
      'GET /api/getPublishKey': razorpayKey,
      'POST /api/createPaymentIntent': order,
      'POST /api/razorpay/verify': () => verified.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
    const answer = {
      razorpay_order_id: ORDER,
      razorpay_payment_id: 'pay_Fake000001',
      razorpay_signature: 'a'.repeat(64),
    };
    act(() => razorpay.last().options.handler(answer));
    await waitFor(() => expect(requestTo(fetchMock, '/api/razorpay/verify')).toBeDefined());
    const init = requestTo(fetchMock, '/api/razorpay/verify');
    expect(bodyOf(init)).toEqual(answer);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token');
    expect(onPaidInPage).not.toHaveBeenCalled();
    verified.resolve(json({ pdfID: PDF_ID, status: 'processing', unlocked: false }));
    await waitFor(() =>
      expect(onPaidInPage).toHaveBeenCalledWith({
        paymentIntent: 'pay_Fake000001',
        status: 'succeeded',
      }),
    );
  });

  it('shows a failed payment’s reason under the form, and is ready again when closed', async () => {
    const razorpay = fakeRazorpay();
    const { user } = await renderForm({
      'GET /api/getPublishKey': razorpayKey,
      'POST /api/createPaymentIntent': order,
    });
    await user.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
    act(() =>
      razorpay.last().failed?.({ error: { description: 'Your UPI payment was declined.' } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your UPI payment was declined.');
    act(() => razorpay.last().options.modal.ondismiss());
    expect(screen.getByRole('button', { name: 'Pay INR 499/-' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Your UPI payment was declined.');
  });

  it('says nothing was taken when the window is closed before paying', async () => {
    const razorpay = fakeRazorpay();
    const { user } = await renderForm({
      'GET /api/getPublishKey': razorpayKey,
      'POST /api/createPaymentIntent': order,
    });
    await user.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
    act(() => razorpay.last().options.modal.ondismiss());
    expect(await screen.findByRole('status')).toHaveTextContent(/Nothing was taken/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay INR 499/-' })).toBeEnabled();
  });

  it('shows "An unexpected error occured." when the API refuses the answer', async () => {
    const razorpay = fakeRazorpay();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onPaidInPage } = await renderForm({
      'GET /api/getPublishKey': razorpayKey,
      'POST /api/createPaymentIntent': order,
      'POST /api/razorpay/verify': () =>
        json({ error: { code: 'invalid_signature', message: 'No' } }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
    act(() =>
      razorpay.last().options.handler({
        razorpay_order_id: ORDER,
        razorpay_payment_id: 'pay_Fake000002',
        razorpay_signature: 'b'.repeat(64),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occured.');
    expect(screen.getByRole('button', { name: 'Pay INR 499/-' })).toBeEnabled();
    expect(onPaidInPage).not.toHaveBeenCalled();
  });

  it('speaks Hindi on a Hindi page', async () => {
    const razorpay = fakeRazorpay();
    const { user } = await renderForm(
      { 'GET /api/getPublishKey': razorpayKey, 'POST /api/createPaymentIntent': order },
      '/hi/pdf-download-page',
    );
    await user.click(await screen.findByRole('button', { name: 'भुगतान करें ₹499' }));
    expect(razorpay.last().options.config.display.blocks.upi?.name).toBe('UPI से भुगतान करें');
    expect(razorpay.last().options.description).toBe('निजी अंक ज्योतिष रिपोर्ट (PDF)');
  });

  it('adds checkout.js once, only when asked, and resolves with window.Razorpay', async () => {
    expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT}"]`)).toBeNull();
    const first = loadRazorpay();
    const again = loadRazorpay();
    const scripts = document.querySelectorAll(`script[src="${RAZORPAY_SCRIPT}"]`);
    expect(scripts).toHaveLength(1);
    const { Razorpay } = fakeRazorpay();
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Razorpay);
    await expect(again).resolves.toBe(Razorpay);
  });

  it('shows nothing when checkout.js cannot load (logged only, as for Stripe)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderForm({
      'GET /api/getPublishKey': razorpayKey,
      'POST /api/createPaymentIntent': order,
    });
    const script = await waitFor(() => {
      const found = document.querySelector(`script[src="${RAZORPAY_SCRIPT}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
