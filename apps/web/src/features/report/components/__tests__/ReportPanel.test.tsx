import { analyze } from '@ankvidya/numerology-core';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/shared/api/client';
import { QueryProvider } from '@/shared/api/query-client';
import { preloadContent } from '@/shared/content/content';
import { nameTrials } from '@/shared/state/name-trials';
import { addToReport, reportDraft } from '@/shared/state/report-draft';
import { actions, store } from '@/shared/state/store';
import {
  bodyOf,
  deferred,
  json,
  mockFetch,
  renderAt,
  requestTo,
  type Handler,
} from '@/test/render';
import { ReportPanel } from '../ReportPanel';
import { testUser } from '@/test/fixtures';

const PDF_ID = 'pdf_0123456789abcdef';
const input = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' as const };
const user = testUser();
const me = (quota: number) =>
  json({ user: { ...user, remainingPDFQuota: quota }, reports: [], payments: {} });

async function renderPanel(handlers: Record<string, Handler>, path = '/pdf-download-page') {
  const fetchMock = vi.fn(mockFetch(handlers));
  vi.stubGlobal('fetch', fetchMock);
  const signIn = vi.fn(() => Promise.resolve(null));
  const { unmount } = await renderAt(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReportPanel signIn={signIn} />
    </QueryProvider>,
    path,
  );
  return { fetchMock, signIn, user: userEvent.setup(), unmount };
}

describe('report page panel', () => {
  beforeEach(async () => {
    await store.restore();
    setTokenProvider(() => Promise.resolve('id-token'));
    reportDraft.clear();
    actions.setUser(user);
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-11-21T00:00:00.000Z' });
  });

  it('asks a signed-out visitor to sign in', async () => {
    actions.setUser(null);
    const { signIn, user: u } = await renderPanel({});
    await u.click(await screen.findByRole('button', { name: 'Login' }));
    expect(signIn).toHaveBeenCalled();
  });

  it('sends a visitor without an analysis to the calculator', async () => {
    store.setState((state) => ({ ...state, analysis: null }));
    await renderPanel({});
    expect(await screen.findByRole('link', { name: 'Go to the calculator' })).toHaveAttribute(
      'href',
      '/numerology-calculator',
    );
  });

  it('offers the download with a free report left, and saves the PDF under its own name', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { fetchMock, user: u } = await renderPanel({
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: false }),
      'GET /api/me': () => me(1),
      [`POST /api/reports/${PDF_ID}/pdf`]: () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'Content-Disposition': 'attachment; filename="ankvidya-asha-verma.pdf"' },
        }),
    });
    await u.click(await screen.findByRole('button', { name: 'Download your PDF report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('ankvidya-asha-verma.pdf');
    expect(link.href).toBe('blob:report');
    // The PDF is asked for in the page's language.
    expect(bodyOf(requestTo(fetchMock, '/api/reports', 'POST'))).toEqual({
      ...input,
      locale: 'en',
    });
    const pdfCall = requestTo(fetchMock, '/pdf', 'POST');
    expect(new Headers(pdfCall?.headers).get('Authorization')).toBe('Bearer id-token');
    // The download's body is the ReportDraft's copy: the page's language and the visitor's own
    // year ("this year" in the report); no query value or header carries any of it.
    expect(bodyOf(pdfCall)).toEqual({ year: new Date().getFullYear(), locale: 'en' });
    const pdfUrl = fetchMock.mock.calls
      .map(([url]) => (typeof url === 'string' ? url : ''))
      .find((u) => u.includes('/pdf'));
    expect(pdfUrl).toBe(`/api/reports/${PDF_ID}/pdf`);
    expect(new Headers(pdfCall?.headers).has('X-Mobile-Number')).toBe(false);
  });

  it('sends the mobile number kept for this date of birth with the download, and can leave it out', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    addToReport('mobileNumber', '9988770012', input.dob);
    const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const { fetchMock, user: u } = await renderPanel({
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: true }),
      'GET /api/me': () => me(0),
      [`POST /api/reports/${PDF_ID}/pdf`]: pdf,
    });
    expect(await screen.findByText(/read your mobile number 99887 70012/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Download your PDF report' }));
    await waitFor(() => expect(requestTo(fetchMock, '/pdf', 'POST')).toBeDefined());
    expect(bodyOf(requestTo(fetchMock, '/pdf', 'POST'))).toMatchObject({
      mobileNumber: '9988770012',
    });
    // Never in the address, where logs and history would keep it, nor in the report's own request.
    const urls = fetchMock.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''));
    expect(urls.join(' ')).not.toContain('99887');
    expect(JSON.stringify(bodyOf(requestTo(fetchMock, '/api/reports', 'POST')))).not.toContain(
      '99887',
    );

    await u.click(screen.getByRole('button', { name: 'Leave it out' }));
    expect(reportDraft.getState().additions).toEqual({});
    expect(
      screen.getByRole('link', { name: 'Check it with the mobile number tool first' }),
    ).toHaveAttribute('href', '/mobile-number-numerology');
  });

  it("sends a newborn's shortlisted names with the download, says so, and can leave them out", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    addToReport('babyNames', 'diya,meera,ananya', input.dob);
    addToReport('birthTime', '06:45', input.dob);
    const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const { fetchMock, user: u } = await renderPanel({
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: true }),
      'GET /api/me': () => me(0),
      [`POST /api/reports/${PDF_ID}/pdf`]: pdf,
    });
    expect(await screen.findByText(/read the 3 best names of your baby names/)).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Download your PDF report' }));
    await waitFor(() => expect(requestTo(fetchMock, '/pdf', 'POST')).toBeDefined());
    expect(bodyOf(requestTo(fetchMock, '/pdf', 'POST'))).toMatchObject({
      babyNames: 'diya,meera,ananya',
      birthTime: '06:45',
    });
    await u.click(screen.getByRole('button', { name: 'Leave them out' }));
    expect(reportDraft.getState().additions).toEqual({});
    expect(screen.queryByText(/best names of your baby names/)).not.toBeInTheDocument();
  });

  it('reads no mobile number kept for another date of birth', async () => {
    addToReport('mobileNumber', '9988770012', '1991-01-01');
    await renderPanel({
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: true }),
      'GET /api/me': () => me(0),
    });
    expect(
      await screen.findByRole('link', { name: 'Check it with the mobile number tool first' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/99887/)).not.toBeInTheDocument();
  });

  it('never asks for payment while the answers refresh after the free report was used', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let downloaded = false;
    const reportAnswer = deferred<Response>();
    const { fetchMock, user: u } = await renderPanel({
      'POST /api/reports': () =>
        downloaded ? reportAnswer.promise : json({ pdfID: PDF_ID, unlocked: false }),
      'GET /api/me': () => me(downloaded ? 0 : 1),
      [`POST /api/reports/${PDF_ID}/pdf`]: () => {
        downloaded = true;
        return new Response(new Blob(['%PDF-1.7']), {
          headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' },
        });
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Download your PDF report' }));
    // /api/me already says 0 free reports, /api/reports has not answered yet: no payment form.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/me')).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Pay INR 499/-' })).not.toBeInTheDocument();
    reportAnswer.resolve(json({ pdfID: PDF_ID, unlocked: true }));
    expect(await screen.findByText('The report is ready to download.')).toBeInTheDocument();
    expect(requestTo(fetchMock, '/api/getPublishKey')).toBeUndefined();
  });

  it('offers the download for an unlocked report', async () => {
    await renderPanel({
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: true }),
      'GET /api/me': () => me(0),
    });
    expect(
      await screen.findByRole('button', { name: 'Download your PDF report' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The report is ready to download.')).toBeInTheDocument();
  });

  it('shows the payment form when the report is locked and there is no credit', async () => {
    await renderPanel({
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: false }),
      'GET /api/me': () => me(0),
      'GET /api/getPublishKey': () => json({ publishableKey: 'pk_demo', mode: 'demo' }),
      'POST /api/createPaymentIntent': () =>
        json({ clientSecret: 'pi_9_secret_x', amount: 49900, currency: 'inr', mode: 'demo' }),
    });
    expect(await screen.findByRole('button', { name: 'Pay INR 499/-' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Download your PDF report' }),
    ).not.toBeInTheDocument();
    // Beside the form: the refund policy and the demo gateway's way to pay.
    expect(screen.getByRole('link', { name: 'Refund and cancellation policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(screen.getByText('Ways to pay: demo payment, no money is taken.')).toBeVisible();
  });

  it("names whose report is paid for, a friend's as well as one's own, in English and Hindi", async () => {
    // Asha is signed in and paying for Neha's report: never "your report" in the heading.
    const neha = { name: 'Neha Sharma', dob: '1992-04-11', gender: 'Female' as const };
    actions.setAnalysis({
      input: neha,
      result: analyze(neha),
      createdAt: '2026-11-21T00:00:00.000Z',
    });
    const handlers = {
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: false }),
      'GET /api/me': () => me(0),
      'GET /api/getPublishKey': () => json({ publishableKey: 'pk_demo', mode: 'demo' }),
      'POST /api/createPaymentIntent': () =>
        json({ clientSecret: 'pi_9_secret_x', amount: 49900, currency: 'inr', mode: 'demo' }),
    };
    const english = await renderPanel(handlers);
    expect(
      await screen.findByRole('heading', { name: "Unlock Neha Sharma's report for INR 499" }),
    ).toBeInTheDocument();
    english.unmount();

    await act(() => preloadContent(['ui', 'site'], 'hi'));
    await renderPanel(handlers, '/hi/pdf-download-page');
    expect(
      await screen.findByRole('heading', { name: 'Neha Sharma की रिपोर्ट ₹499 में अनलॉक करें' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/अपनी रिपोर्ट/)).not.toBeInTheDocument();
  });

  it('remembers the report being paid for, then goes to /numerology-pdf like the provider would', async () => {
    const { user: u } = await renderPanel({
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: false }),
      'GET /api/me': () => me(0),
      'GET /api/getPublishKey': () => json({ publishableKey: 'pk_demo', mode: 'demo' }),
      'POST /api/createPaymentIntent': () =>
        json({ clientSecret: 'pi_9_secret_x', amount: 49900, currency: 'inr', mode: 'demo' }),
      'POST /api/demo/confirm': () => json({ pdfID: PDF_ID, status: 'succeeded', unlocked: true }),
    });
    await u.click(await screen.findByRole('button', { name: 'Pay INR 499/-' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/numerology-pdf?payment_intent=pi_9&redirect_status=succeeded',
      ),
    );
    expect(store.getState().payments.pending).toBe(PDF_ID);
  });

  it('says so when the report cannot be loaded, and can try again', async () => {
    await renderPanel({
      'POST /api/reports': () => json({ error: { code: 'internal', message: 'x' } }, 500),
      'GET /api/me': () => me(0),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your report details.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends the spelling starred in the name correction tool for the same name, and no other', async () => {
    nameTrials.add('asha  verma', 'Ashaa Verma');
    nameTrials.star('Asha Verma', 'Ashaa Verma');
    nameTrials.add('Someone Else', 'Somone Else');
    nameTrials.star('Someone Else', 'Somone Else');
    const { fetchMock } = await renderPanel({
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: false }),
      'GET /api/me': () => me(1),
    });
    await waitFor(() =>
      expect(bodyOf(requestTo(fetchMock, '/api/reports', 'POST'))).toEqual({
        ...input,
        preferredSpelling: 'Ashaa Verma',
        locale: 'en',
      }),
    );
    nameTrials.clear();
  });
});

describe('report page panel for a name in another script', () => {
  const devanagari = { name: 'आशा वर्मा', dob: '1990-08-05', gender: 'Female' as const };

  beforeEach(async () => {
    await store.restore();
    setTokenProvider(() => Promise.resolve('id-token'));
    actions.setUser(user);
    actions.setAnalysis({
      input: devanagari,
      result: analyze(devanagari),
      createdAt: '2026-11-21T00:00:00.000Z',
    });
  });

  it('asks for the English spelling first, then creates the report with it', async () => {
    const { fetchMock, user: u } = await renderPanel({
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: false }),
      'GET /api/me': () => me(1),
    });
    const field = await screen.findByLabelText('Your name in English letters');
    expect(requestTo(fetchMock, '/api/reports', 'POST')).toBeUndefined();
    // Prefilled with numerology-core's transliteration, to confirm or edit.
    expect(field).toHaveValue('Asha Verma');
    await u.clear(field);
    await u.type(field, 'आशा');
    await u.click(screen.getByRole('button', { name: 'Use this spelling' }));
    expect(await screen.findByText(/English letters \(A to Z\)/)).toBeInTheDocument();
    await u.clear(field);
    await u.type(field, '  Asha   Verma ');
    await u.click(screen.getByRole('button', { name: 'Use this spelling' }));
    expect(await screen.findByText(/read from the spelling Asha Verma/)).toBeInTheDocument();
    await waitFor(() =>
      expect(bodyOf(requestTo(fetchMock, '/api/reports', 'POST'))).toEqual({
        ...devanagari,
        latinName: 'Asha Verma',
        locale: 'en',
      }),
    );
    expect(store.getState().analysis?.latinName).toBe('Asha Verma');
  });

  it('asks for the PDF in Hindi on the Hindi page, in Hindi words', async () => {
    actions.setLatinName('Asha Verma');
    const { fetchMock } = await renderPanel(
      {
        'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: false }),
        'GET /api/me': () => me(1),
      },
      '/hi/pdf-download-page',
    );
    await waitFor(() =>
      expect(bodyOf(requestTo(fetchMock, '/api/reports', 'POST'))).toEqual({
        ...devanagari,
        latinName: 'Asha Verma',
        locale: 'hi',
      }),
    );
    // The date in Indian order with the Hindi month, and the spelling line in Hindi.
    expect(await screen.findByText('आशा वर्मा की रिपोर्ट, जन्म 5 अगस्त 1990')).toBeInTheDocument();
    expect(screen.getByText(/Asha Verma स्पेलिंग से निकाला गया है/)).toBeInTheDocument();
  });
});
