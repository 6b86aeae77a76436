// The report's price and the welcome offer (issue 20, item 13): the price is shown to everyone
// wherever the report is offered, and "your first report is free" follows what the account has,
// remembered in this browser after sign-out.
import { getContent } from '@ankvidya/content';
import { analyze } from '@ankvidya/numerology-core';
import { REPORT_PRICE } from '@ankvidya/schemas';
import { act, cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/shared/api/client';
import { preloadContent } from '@/shared/content/content';
import { REPORT_PRICE_PAISE } from '@/shared/lib/report-price';
import { CREDIT_USED_KEY, reportCredit } from '@/shared/state/report-credit';
import { actions, store } from '@/shared/state/store';
import { testUser } from '@/test/fixtures';
import { json, mockFetch, renderAt } from '@/test/render';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));
vi.mock('@/features/auth', () => ({ signIn: vi.fn(() => Promise.resolve(null)) }));

const { default: HomePage } = await import('../home');
const { default: AnalysisPage } = await import('../analysis');
const { default: ReportPage } = await import('../report');

const input = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' as const };
const PDF_ID = 'pdf_0123456789abcdef';

function answerApi(remainingPDFQuota: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch({
        'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: false }),
        'GET /api/me': () =>
          json({ user: testUser({ remainingPDFQuota }), reports: [], payments: {} }),
        'GET /api/getPublishKey': () => json({ publishableKey: 'pk_demo', mode: 'demo' }),
        'POST /api/createPaymentIntent': () =>
          json({ clientSecret: 'pi_1_secret_x', amount: 49900, currency: 'inr', mode: 'demo' }),
      }),
    ),
  );
}

const promo = async () =>
  (await screen.findByRole('heading', { name: 'Your personalised numerology report' })).closest(
    'section',
  )!;

beforeEach(async () => {
  await store.restore();
  actions.setUser(null);
  store.setState((state) => ({ ...state, analysis: null }));
  reportCredit.reload();
  setTokenProvider(() => Promise.resolve('id-token'));
});

describe('the price', () => {
  it('is the price the server charges', () => {
    expect(REPORT_PRICE).toEqual({ amount: REPORT_PRICE_PAISE, currency: 'inr' });
  });

  it('is shown to a signed-out visitor on the home page, the analysis and the report page', async () => {
    cleanup();
    await renderAt(<HomePage />, '/');
    expect(
      within(await promo()).getByText('The PDF report costs INR 499. Your first report is free.'),
    ).toBeVisible();

    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    cleanup();
    await renderAt(<AnalysisPage />, '/numerology-analysis');
    const cta = (
      await screen.findByRole(
        'heading',
        { name: 'Go deeper with your PDF report' },
        { timeout: 5000 },
      )
    ).closest('section')!;
    expect(
      within(cta).getByText('The PDF report costs INR 499. Your first report is free.'),
    ).toBeVisible();

    cleanup();
    await renderAt(<ReportPage />, '/pdf-download-page');
    // The report page gives the price by the contents; the panel below words the offer.
    expect(await screen.findByText('The PDF report costs INR 499.')).toBeVisible();
    expect(
      screen.getByText('Sign in with Google to get your report. Your first report is free.'),
    ).toBeVisible();
  });

  it('is written in rupees on Hindi pages', async () => {
    await act(() => preloadContent(['ui', 'site'], 'hi'));
    try {
      cleanup();
      await renderAt(<HomePage />, '/hi/');
      const hi = getContent('hi').ui.reportOffer;
      expect(await screen.findByText(`PDF रिपोर्ट की क़ीमत ₹499 है। ${hi.firstFree}`)).toBeVisible();
    } finally {
      await act(() => preloadContent(['ui', 'site'], 'en'));
    }
  });
});

describe('the welcome offer', () => {
  it('is not made again to a returning buyer after sign-out', async () => {
    // Signed in, the account has used its free report (the server says so on /api/me).
    actions.setUser(testUser());
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    answerApi(0);
    cleanup();
    await renderAt(<ReportPage />, '/pdf-download-page');
    expect(
      await screen.findByRole('heading', { name: "Unlock Asha Verma's report for INR 499" }),
    ).toBeVisible();
    expect(window.localStorage.getItem(CREDIT_USED_KEY)).toBe('1');

    // Signed in, the home page offers nothing that is not there.
    cleanup();
    await renderAt(<HomePage />, '/');
    expect(within(await promo()).getByText('The PDF report costs INR 499.')).toBeVisible();
    expect(screen.queryByText(/Your first report is free/)).not.toBeInTheDocument();

    // Signing out forgets the person, not that this browser's last account used its credit.
    act(() => actions.signOut());
    expect(window.localStorage.getItem(CREDIT_USED_KEY)).toBe('1');
    expect(window.localStorage.getItem('persist:root') ?? '').not.toContain('uid-1');
    cleanup();
    await renderAt(<ReportPage />, '/pdf-download-page');
    expect(
      await screen.findByText(
        "Sign in with Google to get your report. A new account's first report is free.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Your first report is free/)).not.toBeInTheDocument();
    cleanup();
    await renderAt(<HomePage />, '/');
    expect(
      within(await promo()).getByText(
        "The PDF report costs INR 499. A new account's first report is free.",
      ),
    ).toBeVisible();
  });

  it('is made again once an account with its credit signs in here', async () => {
    window.localStorage.setItem(CREDIT_USED_KEY, '1');
    reportCredit.reload();
    actions.setUser(testUser({ uid: 'uid-2' }));
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    answerApi(1);
    cleanup();
    await renderAt(<ReportPage />, '/pdf-download-page');
    expect(
      await screen.findByText('Your first report is on us: download it free of charge.'),
    ).toBeVisible();
    expect(window.localStorage.getItem(CREDIT_USED_KEY)).toBeNull();
    cleanup();
    await renderAt(<HomePage />, '/');
    expect(
      within(await promo()).getByText('The PDF report costs INR 499. Your first report is free.'),
    ).toBeVisible();
  });
});
