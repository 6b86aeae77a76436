// The policies a payment gateway reads before it goes live (issue 22, item 5): refund and
// delivery in both languages, linked to each other, and the contact page's business details
// from the server's configuration (GET /api/seller).
import { getContent } from '@ankvidya/content';
import type { Seller } from '@ankvidya/schemas';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/api/query-client';
import { preloadContent } from '@/shared/content/content';
import { json, mockFetch, renderAt } from '@/test/render';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));

const { default: RefundPolicyPage } = await import('../refund-policy');
const { default: DeliveryPolicyPage } = await import('../delivery-policy');
const { default: PrivacyPage } = await import('../privacy');
const { default: ContactPage } = await import('../contact');

const SELLER: Seller = {
  legalName: 'Ankvidya Numerology Services LLP',
  tradeName: 'Ankvidya',
  address: '12 MG Road\nBengaluru 560001',
  stateCode: '29',
  gstin: '29ABCDE1234F1Z5',
  email: 'hello@ankvidya.in',
  phone: '+91 80 4000 1234',
  grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@ankvidya.in' },
  sample: false,
};

beforeAll(async () => {
  await act(() => Promise.all([preloadContent(['pages'], 'en'), preloadContent(['pages'], 'hi')]));
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the refund and delivery policies', () => {
  it.each([
    ['en', '/refund-policy', RefundPolicyPage, 'refund'],
    ['hi', '/hi/refund-policy', RefundPolicyPage, 'refund'],
    ['en', '/delivery-policy', DeliveryPolicyPage, 'delivery'],
    ['hi', '/hi/delivery-policy', DeliveryPolicyPage, 'delivery'],
  ] as const)(
    'in %s at %s: its title, every section, and links to the other policies in the same language',
    async (locale, path, Page, key) => {
      const pages = getContent(locale).pages;
      await renderAt(<Page />, path);
      expect(
        await screen.findByRole('heading', { level: 1, name: pages[key].title }),
      ).toBeVisible();
      for (const section of pages[key].sections)
        expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      const nav = screen.getByRole('navigation', { name: pages.policyLinks.heading });
      const hrefs = within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      const prefix = locale === 'hi' ? '/hi' : '';
      const other = key === 'refund' ? '/delivery-policy' : '/refund-policy';
      expect(hrefs).toContain(`${prefix}${other}`);
      expect(hrefs).toContain(`${prefix}/contact`);
      // Never a link to the page itself.
      expect(hrefs).not.toContain(path);
    },
  );

  it('say what a buyer needs: automatic refunds for duplicates, a window, and how long', () => {
    const text = (locale: 'en' | 'hi') =>
      JSON.stringify([getContent(locale).pages.refund, getContent(locale).pages.delivery]);
    expect(text('en')).toMatch(/refunded automatically/);
    expect(text('en')).toMatch(/within 30 days/);
    expect(text('en')).toMatch(/5 to 7 working days/);
    expect(text('en')).toMatch(/by email/);
    expect(text('hi')).toMatch(/अपने आप/);
    expect(text('hi')).toMatch(/30 दिनों/);
    expect(text('hi')).toMatch(/5 से 7 कामकाजी दिनों/);
  });
});

describe('the privacy policy', () => {
  it('says how long invoices are kept and how to export or erase one’s data', async () => {
    await renderAt(<PrivacyPage />, '/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByText(/eight years from the end of the financial year/)).toBeVisible();
    expect(screen.getByText(/CGST Act, 2017 \(section 36\)/)).toBeVisible();
    expect(screen.getByText(/"Download my data"/)).toBeVisible();
    expect(screen.getByText(/"Delete my account"/)).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Our other policies' })).getByRole('link', {
        name: 'Refund and Cancellation Policy',
      }),
    ).toHaveAttribute('href', '/refund-policy');
  });
});

describe('the contact page', () => {
  function answerSeller(answer: () => Response) {
    const fetchMock = vi.fn(mockFetch({ 'GET /api/seller': answer }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('shows the business details the server is configured with', async () => {
    answerSeller(() => json(SELLER));
    await renderAt(<ContactPage />, '/contact');
    const details = (await screen.findByRole('heading', { name: 'Business details' })).closest(
      'section',
    )!;
    expect(await within(details).findByText(SELLER.legalName)).toBeVisible();
    expect(within(details).getByText('Ankvidya')).toBeVisible();
    expect(within(details).getByText(/12 MG Road/)).toBeVisible();
    expect(within(details).getByText('29ABCDE1234F1Z5')).toBeVisible();
    expect(within(details).getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+918040001234',
    );
    expect(within(details).getByText(/Meera Iyer/)).toBeVisible();
    expect(within(details).getByRole('link', { name: 'grievance@ankvidya.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@ankvidya.in',
    );
    expect(within(details).queryByRole('note')).not.toBeInTheDocument();
  });

  it('says when the details are the samples of a local server, in Hindi too', async () => {
    answerSeller(() =>
      json({
        ...SELLER,
        legalName: 'Ankvidya (sample seller of a local server)',
        gstin: null,
        phone: null,
        sample: true,
      }),
    );
    await renderAt(<ContactPage />, '/hi/contact');
    const hi = getContent('hi').pages.seller;
    expect(await screen.findByRole('note')).toHaveTextContent(hi.sample);
    expect(screen.getByText(hi.noGstin)).toBeVisible();
    expect(screen.queryByText(hi.phone)).not.toBeInTheDocument();
  });

  it('still gives an email address when the details cannot be loaded', async () => {
    answerSeller(() => json({ error: { code: 'internal', message: 'x' } }, 500));
    await renderAt(<ContactPage />, '/contact');
    expect(
      await screen.findByText(
        'The business details could not be loaded just now. You can still write to us at hello@ankvidya.in.',
        undefined,
        { timeout: 8000 },
      ),
    ).toBeVisible();
    cleanup();
  });
});
