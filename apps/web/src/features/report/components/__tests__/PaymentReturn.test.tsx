import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/shared/api/client';
import { QueryProvider } from '@/shared/api/query-client';
import { actions, store } from '@/shared/state/store';
import { json, mockFetch, renderAt, type Handler } from '@/test/render';
import { PaymentReturn } from '../PaymentReturn';
import { testUser } from '@/test/fixtures';

const PDF_ID = 'pdf_0123456789abcdef';
const user = testUser();

async function renderReturn(
  handlers: Record<string, Handler>,
  url = '/numerology-pdf?payment_intent=pi_9&redirect_status=succeeded',
) {
  const fetchMock = vi.fn(mockFetch(handlers));
  vi.stubGlobal('fetch', fetchMock);
  await renderAt(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PaymentReturn signIn={() => Promise.resolve(null)} pollIntervalMs={10} />
    </QueryProvider>,
    url,
  );
  return fetchMock;
}

describe('/numerology-pdf', () => {
  beforeEach(async () => {
    await store.restore();
    setTokenProvider(() => Promise.resolve('id-token'));
    actions.setUser(user);
    store.setState((state) => ({ ...state, payments: { pending: PDF_ID, records: {} } }));
  });

  it('polls until the report is unlocked, records the payment and offers the download', async () => {
    let checks = 0;
    const fetchMock = await renderReturn({
      [`GET /api/payments/${PDF_ID}/status`]: () => {
        checks += 1;
        return json({
          pdfID: PDF_ID,
          status: checks < 3 ? 'processing' : 'succeeded',
          unlocked: checks >= 3,
        });
      },
    });
    expect(await screen.findByText(/Confirming your payment/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Download your PDF report' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment received. Your report is unlocked.')).toBeInTheDocument();
    expect(checks).toBe(3);
    expect(store.getState().payments.records).toEqual({ [PDF_ID]: 'pi_9' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer id-token',
    );
  });

  it('says the payment failed and what to do when the provider returns with failed', async () => {
    const fetchMock = await renderReturn(
      {},
      '/numerology-pdf?payment_intent=pi_9&redirect_status=failed',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment did not go through, so no money has been taken.',
    );
    expect(screen.getByRole('link', { name: 'Go to the report page' })).toHaveAttribute(
      'href',
      '/pdf-download-page',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the API reports a failed payment', async () => {
    await renderReturn({
      [`GET /api/payments/${PDF_ID}/status`]: () =>
        json({ pdfID: PDF_ID, status: 'failed', unlocked: false }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment did not go through');
  });

  it('stops after a minute of checks and explains what happens next', async () => {
    await renderReturn({
      [`GET /api/payments/${PDF_ID}/status`]: () =>
        json({ pdfID: PDF_ID, status: 'processing', unlocked: false }),
    });
    expect(
      await screen.findByText(/We have not heard back from the bank yet/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('explains a return without a payment started in this browser', async () => {
    store.setState((state) => ({ ...state, payments: { pending: null, records: {} } }));
    await renderReturn({});
    expect(
      await screen.findByText(/We could not find a payment started in this browser/),
    ).toBeInTheDocument();
  });

  it('says so when the status cannot be checked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderReturn({
      [`GET /api/payments/${PDF_ID}/status`]: () =>
        json({ error: { code: 'internal', message: 'x' } }, 500),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'We could not reach our server to check your payment.',
    );
  });
});
