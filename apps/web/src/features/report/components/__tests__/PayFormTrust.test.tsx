// Trust at the pay form (issue 22, item 6): who sells, the ways the active provider takes money,
// the refund line with its link; for everyone, the report's real length and three sample pages.
import { getContent } from '@ankvidya/content';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '@/shared/api/query-client';
import { preloadContent } from '@/shared/content/content';
import { json, mockFetch, renderAt } from '@/test/render';
import { PAYMENT_METHODS } from '../../checkout/registry';
import { SAMPLE_PAGES } from '../../sample-pages';
import { PayFormTrust } from '../PayFormTrust';
import { ReportSamples } from '../ReportSamples';

const seller = {
  legalName: 'Ankvidya Numerology Services LLP',
  tradeName: 'Ankvidya',
  address: '12 MG Road, Bengaluru',
  stateCode: '29',
  gstin: null,
  email: 'hello@ankvidya.in',
  phone: null,
  grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@ankvidya.in' },
  sample: false,
};

async function renderTrust(mode: string, path = '/pdf-download-page', sellerOk = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch({
        'GET /api/seller': () =>
          sellerOk ? json(seller) : json({ error: { code: 'internal', message: 'x' } }, 500),
        'GET /api/getPublishKey': () => json({ publishableKey: 'pk_x', mode }),
      }),
    ),
  );
  await renderAt(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PayFormTrust />
    </QueryProvider>,
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('above the pay form', () => {
  it('names the seller, the ways Razorpay takes and links the refund policy', async () => {
    await renderTrust('razorpay');
    expect(await screen.findByText('Sold by Ankvidya Numerology Services LLP.')).toBeVisible();
    expect(
      await screen.findByText('Ways to pay: UPI, cards, net banking and wallets.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Refund and cancellation policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });

  it.each([
    ['stripe', 'Ways to pay: cards.'],
    ['demo', 'Ways to pay: demo payment, no money is taken.'],
  ])('names what %s offers and nothing else', async (mode, line) => {
    await renderTrust(mode);
    expect(await screen.findByText(line)).toBeVisible();
    expect(screen.queryByText(/UPI/)).not.toBeInTheDocument();
  });

  it('lists for every provider of the registry at least one way, each with words', () => {
    const methods = getContent('en').ui.payment.trust.methods;
    for (const ways of Object.values(PAYMENT_METHODS)) {
      expect(ways.length).toBeGreaterThan(0);
      for (const way of ways) expect(methods[way]).toBeTruthy();
    }
  });

  it('keeps the refund line when the seller cannot be loaded, and names no provider it does not know', async () => {
    await renderTrust('paypal', '/pdf-download-page', false);
    expect(
      await screen.findByRole('link', { name: 'Refund and cancellation policy' }),
    ).toBeVisible();
    // Both answers have arrived (one failed, one unknown) and neither line appears.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/Sold by/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Ways to pay/)).not.toBeInTheDocument();
  });

  it('speaks Hindi on the Hindi page and links the Hindi policy', async () => {
    await act(() => preloadContent(['ui', 'site'], 'hi'));
    await renderTrust('razorpay', '/hi/pdf-download-page');
    expect(await screen.findByText('विक्रेता: Ankvidya Numerology Services LLP।')).toBeVisible();
    expect(await screen.findByText('भुगतान के तरीक़े: UPI, कार्ड, नेट बैंकिंग और वॉलेट।')).toBeVisible();
    expect(screen.getByRole('link', { name: 'रिफ़ंड और कैंसलेशन नीति' })).toHaveAttribute(
      'href',
      '/hi/refund-policy',
    );
  });
});

describe('the sample report', () => {
  it.each(['en', 'hi'] as const)(
    'gives in %s the rendered sample’s page count and its three pages, lazily',
    async (locale) => {
      await act(() => preloadContent(['site'], locale));
      const site = getContent(locale).site;
      await renderAt(
        <ReportSamples site={site} />,
        locale === 'hi' ? '/hi/pdf-download-page' : '/pdf-download-page',
      );
      const { pages, shown } = SAMPLE_PAGES[locale];
      expect(
        await screen.findByText(site.reportPromo.length.replace('{pages}', String(pages))),
      ).toBeVisible();
      const figure = screen.getByRole('figure');
      expect(within(figure).getByText(site.reportPromo.samplesHeading)).toBeVisible();
      const images = within(figure).getAllByRole('img');
      expect(images.map((img) => img.getAttribute('src'))).toEqual([
        `/images/report-sample/${locale}-1.jpg`,
        `/images/report-sample/${locale}-2.jpg`,
        `/images/report-sample/${locale}-3.jpg`,
      ]);
      expect(images.map((img) => img.getAttribute('alt'))).toEqual(
        shown.map((page) => site.reportPromo.sampleAlt.replace('{page}', String(page))),
      );
      for (const img of images) expect(img).toHaveAttribute('loading', 'lazy');
    },
  );

  it('says a number the sample really has (recorded from the rendered PDF)', () => {
    expect(getContent('en').site.reportPromo.length).toContain('{pages}');
    expect(SAMPLE_PAGES.en.pages).toBeGreaterThan(SAMPLE_PAGES.en.shown.at(-1)! - 1);
  });
});
