import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/shared/api/client';
import { QueryProvider } from '@/shared/api/query-client';
import { actions, store } from '@/shared/state/store';
import { json, mockFetch, renderAt, requestTo, type Handler } from '@/test/render';
import { PaymentReturn } from '../PaymentReturn';
import { testBoughtReport, testUser } from '@/test/fixtures';

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

  describe('the receipt', () => {
    const paidMe = (
      invoices?: { id: string; number: string; pdfID: string; amount: number; issuedAt: string }[],
    ) => ({
      user: { ...user, remainingPDFQuota: 0 },
      reports: [{ ...testBoughtReport, pdfID: PDF_ID }],
      payments: { [PDF_ID]: 'pi_9' },
      paymentHistory: [
        {
          paymentId: 'pi_9',
          pdfID: PDF_ID,
          amount: 49900,
          currency: 'inr',
          status: 'succeeded',
          paidAt: '2026-11-21T10:00:00.000Z',
        },
      ],
      ...(invoices ? { invoices } : {}),
    });
    const unlockedNow = {
      [`GET /api/payments/${PDF_ID}/status`]: () =>
        json({ pdfID: PDF_ID, status: 'succeeded', unlocked: true }),
    };

    it('shows the amount, payment id, time in India, whose report and what it holds, and links My account', async () => {
      await renderReturn({ ...unlockedNow, 'GET /api/me': () => json(paidMe()) });
      const receipt = await screen.findByRole('region', { name: 'Receipt' });
      expect(receipt).toHaveTextContent('Amount paid₹499.00');
      expect(receipt).toHaveTextContent('Payment IDpi_9');
      // 10:00 UTC is 3:30 pm in India, whatever the test machine's zone.
      expect(receipt).toHaveTextContent(/Date and time \(IST\)21 Nov 2026, 3:30\spm/i);
      expect(receipt).toHaveTextContent('Report forKamla Verma, 14 March 1962');
      expect(receipt).toHaveTextContent('What you get3 years prediction');
      expect(screen.getByRole('link', { name: /My account/ })).toHaveAttribute('href', '/account');
      // No invoice issued: no invoice button.
      expect(screen.queryByRole('button', { name: /invoice/i })).not.toBeInTheDocument();
    });

    it('is in Hindi on the Hindi page, with the invoice downloaded with the sign-in token', async () => {
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:invoice'),
        revokeObjectURL: vi.fn(),
      });
      const click = vi
        .spyOn(HTMLAnchorElement.prototype, 'click')
        .mockImplementation(() => undefined);
      const invoice = {
        id: 'inv-1',
        number: 'AV/2026-27/0001',
        pdfID: PDF_ID,
        amount: 49900,
        issuedAt: '2026-11-21T10:00:01.000Z',
      };
      const fetchMock = await renderReturn(
        {
          ...unlockedNow,
          'GET /api/me': () => json(paidMe([invoice])),
          'GET /api/invoices/inv-1/pdf': () =>
            new Response('%PDF-1.4', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="invoice-AV-2026-27-0001.pdf"',
              },
            }),
        },
        '/hi/numerology-pdf?payment_intent=pi_9&redirect_status=succeeded',
      );
      const receipt = await screen.findByRole('region', { name: 'रसीद' });
      expect(receipt).toHaveTextContent('चुकाई गई रक़म₹499.00');
      expect(receipt).toHaveTextContent('किसकी रिपोर्टKamla Verma, 14 मार्च 1962');
      expect(screen.getByRole('link', { name: /मेरा खाता/ })).toHaveAttribute('href', '/hi/account');
      screen.getByRole('button', { name: 'बिल AV/2026-27/0001 डाउनलोड करें' }).click();
      await waitFor(() => expect(click).toHaveBeenCalled());
      const call = requestTo(fetchMock, '/api/invoices/inv-1/pdf');
      expect(new Headers(call?.headers).get('Authorization')).toBe('Bearer id-token');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
        'invoice-AV-2026-27-0001.pdf',
      );
    });
  });
});
