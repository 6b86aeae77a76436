import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/shared/api/client';
import { QueryProvider } from '@/shared/api/query-client';
import {
  deferred,
  json,
  mockFetch,
  renderAt,
  type Handler,
  requestTo,
  bodyOf,
} from '@/test/render';
import { PaymentForm } from '../PaymentForm';

// Stripe is mocked at its module boundary: the real modules would load Stripe's script from its CDN.
const stripeMock = vi.hoisted(() => ({
  confirmPayment:
    vi.fn<(options: unknown) => Promise<{ error: { type: string; message?: string } }>>(),
  loadStripe: vi.fn(),
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeMock.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => (
    <div data-testid="stripe-elements">{children}</div>
  ),
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment: stripeMock.confirmPayment }),
  useElements: () => ({}),
}));

const PDF_ID = 'pdf_0123456789abcdef';
const intent = { clientSecret: 'pi_123_secret_abc', amount: 49900, currency: 'inr', mode: 'demo' };

async function renderForm(
  handlers: Record<string, Handler>,
  props: Partial<Parameters<typeof PaymentForm>[0]> = {},
) {
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
        {...props}
      />
    </QueryProvider>,
  );
  return { fetchMock, onBeforeConfirm, onPaidInPage, user: userEvent.setup() };
}

const demoKey = () => json({ publishableKey: 'pk_demo', mode: 'demo' });

describe('PaymentForm', () => {
  beforeEach(() => {
    setTokenProvider(() => Promise.resolve('id-token'));
    stripeMock.confirmPayment.mockReset();
    stripeMock.loadStripe.mockReset();
  });

  it('shows a spinner, and no form, until the key and a client secret have arrived', async () => {
    const key = deferred<Response>();
    const secret = deferred<Response>();
    await renderForm({
      'GET /api/getPublishKey': () => key.promise,
      'POST /api/createPaymentIntent': () => secret.promise,
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the secure payment form');
    expect(screen.queryByRole('button', { name: 'Pay INR 499/-' })).not.toBeInTheDocument();

    key.resolve(demoKey());
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay INR 499/-' })).not.toBeInTheDocument();

    secret.resolve(json(intent));
    expect(await screen.findByRole('button', { name: 'Pay INR 499/-' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the intent with the price, the report, a Bearer token and an Idempotency-Key', async () => {
    const { fetchMock } = await renderForm({
      'GET /api/getPublishKey': demoKey,
      'POST /api/createPaymentIntent': () => json(intent),
    });
    await screen.findByRole('button', { name: 'Pay INR 499/-' });
    const init = requestTo(fetchMock, 'createPaymentIntent');
    const headers = new Headers(init?.headers);
    expect(bodyOf(init)).toEqual({ currency: 'inr', amount: 49900, pdfID: PDF_ID });
    expect(headers.get('Authorization')).toBe('Bearer id-token');
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it("asks for a new intent with the buyer's state when one is chosen (optional, for the invoice)", async () => {
    const { fetchMock, user } = await renderForm({
      'GET /api/getPublishKey': demoKey,
      'POST /api/createPaymentIntent': () => json(intent),
    });
    await screen.findByRole('button', { name: 'Pay INR 499/-' });
    const select = screen.getByLabelText('Your state, for the GST invoice (optional)');
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Delhi');
    const intentCalls = () =>
      fetchMock.mock.calls.filter(
        ([input]) => typeof input === 'string' && input.includes('createPaymentIntent'),
      );
    await waitFor(() => expect(intentCalls()).toHaveLength(2));
    const calls = intentCalls();
    const [first, second] = calls.map(([, init]) => init);
    expect(bodyOf(second)).toEqual({
      currency: 'inr',
      amount: 49900,
      pdfID: PDF_ID,
      buyerState: '07',
    });
    const key = (init: RequestInit | undefined) =>
      new Headers(init?.headers).get('Idempotency-Key');
    expect(key(second)).not.toBe(key(first));
    expect(await screen.findByRole('button', { name: 'Pay INR 499/-' })).toBeEnabled();
  });

  it('labels the demo gateway plainly', async () => {
    await renderForm({
      'GET /api/getPublishKey': demoKey,
      'POST /api/createPaymentIntent': () => json(intent),
    });
    expect(await screen.findByText('Demo payment: no money is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  it('reads "Processing ... " with submit disabled while confirming, then goes to the return page', async () => {
    const confirm = deferred<Response>();
    const { user, onBeforeConfirm, onPaidInPage, fetchMock } = await renderForm({
      'GET /api/getPublishKey': demoKey,
      'POST /api/createPaymentIntent': () => json(intent),
      'POST /api/demo/confirm': () => confirm.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
    const processing = await screen.findByRole('button', { name: 'Processing ...' });
    expect(processing.textContent).toBe('Processing ... ');
    expect(processing).toBeDisabled();
    expect(onBeforeConfirm).toHaveBeenCalledTimes(1);
    const init = requestTo(fetchMock, '/api/demo/confirm');
    expect(bodyOf(init)).toEqual({ clientSecret: 'pi_123_secret_abc' });

    confirm.resolve(json({ pdfID: PDF_ID, status: 'succeeded', unlocked: true }));
    await waitFor(() =>
      expect(onPaidInPage).toHaveBeenCalledWith({ paymentIntent: 'pi_123', status: 'succeeded' }),
    );
  });

  it('shows a card_error message from the gateway in red under the form, then is ready again', async () => {
    const { user } = await renderForm({
      'GET /api/getPublishKey': demoKey,
      'POST /api/createPaymentIntent': () => json(intent),
      'POST /api/demo/confirm': () =>
        json({ error: { code: 'card_error', message: 'Your card was declined.' } }, 402),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Your card was declined.');
    expect(message).toHaveClass('payment-message');
    expect(screen.getByRole('button', { name: 'Pay INR 499/-' })).toBeEnabled();
    // The message sits under the form's button.
    expect(
      screen.getByRole('button', { name: 'Pay INR 499/-' }).compareDocumentPosition(message),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows "An unexpected error occured." for any other error', async () => {
    const { user } = await renderForm({
      'GET /api/getPublishKey': demoKey,
      'POST /api/createPaymentIntent': () => json(intent),
      'POST /api/demo/confirm': () =>
        json({ error: { code: 'internal', message: 'Something broke' } }, 500),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An unexpected error occured\.$/);
  });

  it('checks the demo card like a provider would (validation_error)', async () => {
    const { user, fetchMock } = await renderForm({
      'GET /api/getPublishKey': demoKey,
      'POST /api/createPaymentIntent': () => json(intent),
    });
    const number = await screen.findByLabelText('Card number');
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Pay INR 499/-' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(requestTo(fetchMock, '/api/demo/confirm')).toBeUndefined();
  });

  it('only logs a failure to get the key or the intent (spec section 8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderForm({
      'GET /api/getPublishKey': demoKey,
      'POST /api/createPaymentIntent': () =>
        json({ error: { code: 'internal', message: 'down' } }, 500),
    });
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('with Stripe', () => {
    const stripeKey = () => json({ publishableKey: 'pk_test_123', mode: 'stripe' });
    const stripeIntent = () => json({ ...intent, mode: 'stripe' });

    it('loads Stripe with the key and shows the Payment Element once there is a client secret', async () => {
      stripeMock.loadStripe.mockResolvedValue({});
      await renderForm({
        'GET /api/getPublishKey': stripeKey,
        'POST /api/createPaymentIntent': stripeIntent,
      });
      expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
      expect(stripeMock.loadStripe).toHaveBeenCalledWith('pk_test_123');
      expect(screen.queryByText('Demo payment: no money is taken')).not.toBeInTheDocument();
    });

    it('keeps the spinner until Stripe itself has loaded', async () => {
      const stripe = deferred<object>();
      stripeMock.loadStripe.mockReturnValue(stripe.promise);
      await renderForm({
        'GET /api/getPublishKey': stripeKey,
        'POST /api/createPaymentIntent': stripeIntent,
      });
      await waitFor(() => expect(stripeMock.loadStripe).toHaveBeenCalled());
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pay INR 499/-' })).not.toBeInTheDocument();
      stripe.resolve({});
      expect(await screen.findByRole('button', { name: 'Pay INR 499/-' })).toBeInTheDocument();
    });

    it('confirms with the return URL and shows a card_error message', async () => {
      stripeMock.loadStripe.mockResolvedValue({});
      const result = deferred<{ error: { type: string; message?: string } }>();
      stripeMock.confirmPayment.mockReturnValue(result.promise);
      const { user, onBeforeConfirm } = await renderForm({
        'GET /api/getPublishKey': stripeKey,
        'POST /api/createPaymentIntent': stripeIntent,
      });
      await user.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
      expect(await screen.findByRole('button', { name: 'Processing ...' })).toBeDisabled();
      expect(onBeforeConfirm).toHaveBeenCalled();
      expect(stripeMock.confirmPayment).toHaveBeenCalledWith(
        expect.objectContaining({
          confirmParams: { return_url: 'http://localhost:3000/numerology-pdf' },
        }),
      );
      result.resolve({
        error: { type: 'card_error', message: 'Your card has insufficient funds.' },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your card has insufficient funds.',
      );
      expect(screen.getByRole('button', { name: 'Pay INR 499/-' })).toBeEnabled();
    });

    it('shows the unexpected-error message for other Stripe errors', async () => {
      stripeMock.loadStripe.mockResolvedValue({});
      stripeMock.confirmPayment.mockResolvedValue({
        error: { type: 'api_error', message: 'Internal' },
      });
      const { user } = await renderForm({
        'GET /api/getPublishKey': stripeKey,
        'POST /api/createPaymentIntent': stripeIntent,
      });
      await user.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occured.');
    });
  });
});

describe('payment message style', () => {
  it('is red', () => {
    const css = readFileSync(join(process.cwd(), 'src/styles/index.css'), 'utf8');
    expect(css).toMatch(/--error: #b3261e;/);
    expect(css).toMatch(/\.payment-message \{\s*margin: 0;\s*color: var\(--error\);/);
  });
});
