import { PAYMENT_PROVIDER_IDS } from '@ankvidya/schemas';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/shared/api/client';
import { QueryProvider } from '@/shared/api/query-client';
import { json, mockFetch, renderAt } from '@/test/render';
import { PaymentForm } from '../../components/PaymentForm';
import type * as Registry from '../registry';
import type { CheckoutProps, PaymentCheckout } from '../types';

// A provider the pay form has never heard of, registered for the test only.
const registry = vi.hoisted(() => ({ extra: new Map<string, () => Promise<PaymentCheckout>>() }));
vi.mock('../registry', async (original) => {
  const real = await original<typeof Registry>();
  return {
    loadCheckout: (mode: string) => registry.extra.get(mode)?.() ?? real.loadCheckout(mode),
  };
});

const PDF_ID = 'pdf_0123456789abcdef';

async function renderForm(mode: string, onPaidInPage = vi.fn()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch({
        'GET /api/getPublishKey': () => json({ publishableKey: 'acme_pk_test', mode }),
        'POST /api/createPaymentIntent': () =>
          json({ clientSecret: 'acme_order_1', amount: 49900, currency: 'inr', mode }),
      }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderAt(
    <QueryProvider client={client}>
      <PaymentForm
        pdfID={PDF_ID}
        returnUrl="http://localhost:3000/numerology-pdf"
        onBeforeConfirm={vi.fn()}
        onPaidInPage={onPaidInPage}
      />
    </QueryProvider>,
  );
  return onPaidInPage;
}

describe('the checkout registry', () => {
  beforeEach(() => {
    setTokenProvider(() => Promise.resolve('id-token'));
    registry.extra.clear();
  });

  it('lets PaymentForm show a provider it does not name, with the key and the intent', async () => {
    const prepare = vi.fn((key: string) =>
      Promise.resolve(function AcmeForm(props: CheckoutProps) {
        return (
          <button
            type="button"
            onClick={() => props.onPaidInPage({ paymentIntent: 'acme_pay_1', status: 'succeeded' })}
          >
            {`Acme ${key} ${props.clientSecret} ${props.amount} ${props.currency}`}
          </button>
        );
      }),
    );
    registry.extra.set('acme', () => Promise.resolve({ prepare }));
    const paid = await renderForm('acme');
    const form = await screen.findByRole('button', {
      name: 'Acme acme_pk_test acme_order_1 49900 inr',
    });
    expect(prepare).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(form);
    expect(paid).toHaveBeenCalledWith({ paymentIntent: 'acme_pay_1', status: 'succeeded' });
  });

  it('shows no form, and says why in the console only, for a provider it has no checkout for', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderForm('nowhere');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'No checkout for payment provider nowhere' }),
      ),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('is the only web source that names a provider', () => {
    const src = join(process.cwd(), 'src');
    const checkout = join(src, 'features', 'report', 'checkout');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = join(dir, entry.name);
        if (entry.isDirectory())
          return full === checkout || entry.name === '__tests__' ? [] : sources(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      });
    const ids = PAYMENT_PROVIDER_IDS.join('|');
    const named = new RegExp(`(['"\`])(${ids})\\1|checkout/(${ids})\\b`);
    const found = sources(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (named.test(line) ? [`${relative(src, file)}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
