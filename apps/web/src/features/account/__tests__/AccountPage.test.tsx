import { DATA_NOTICE_VERSION as SERVER_NOTICE_VERSION } from '@ankvidya/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actions } from '@/shared/state/store';
import { testBoughtReport, testUser } from '@/test/fixtures';
import { json, mockFetch, renderAt, requestTo } from '@/test/render';
import { DataNoticeHost } from '../components/DataNoticeHost';
import { DATA_NOTICE_VERSION } from '../lib/data-notice';
import { renderAccountPage, startSignedIn } from './account-page-setup';

const user = testUser();
const me = {
  user: { ...user, remainingPDFQuota: 1 },
  reports: [
    testBoughtReport,
    {
      pdfID: 'pdf_locked_0123456789',
      name: 'Ravi Verma',
      dob: '1988-01-20',
      gender: 'Male',
      unlocked: false,
      unlockedBy: null,
      createdAt: '2026-11-22T09:00:00.000Z',
      unlockedAt: null,
      locale: 'en',
    },
  ],
  payments: { pdf_mother_0123456789: 'pay_1' },
  paymentHistory: [
    {
      paymentId: 'pay_1',
      pdfID: 'pdf_mother_0123456789',
      amount: 49900,
      currency: 'inr',
      status: 'succeeded',
      paidAt: '2026-11-21T10:00:00.000Z',
    },
    {
      paymentId: 'pay_0',
      pdfID: 'pdf_mother_0123456789',
      amount: 49900,
      currency: 'inr',
      status: 'failed',
      paidAt: '2026-11-21T09:59:00.000Z',
    },
  ],
  consents: [],
};

describe('My account', () => {
  beforeEach(() => startSignedIn(user));

  it('lists reports with download in both languages, payments in IST, and the free report', async () => {
    const { downloads } = await renderAccountPage({ 'GET /api/me': () => json(me) });
    const reports = await screen.findByRole('region', { name: 'Your reports' });
    const items = within(reports).getAllByRole('listitem');
    // Newest first.
    expect(items[0]).toHaveTextContent('Ravi Verma');
    expect(items[0]).toHaveTextContent('Not bought yet');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Kamla Verma');
    expect(items[1]).toHaveTextContent('Born 14 March 1962 · Written in Hindi');
    expect(items[1]).toHaveTextContent('Bought on 21 November 2026');
    expect(within(items[1]!).getByRole('button', { name: 'Download in English' })).toBeVisible();
    expect(within(items[1]!).getByRole('button', { name: 'Download in Hindi' })).toBeVisible();
    expect(downloads).toEqual(['pdf_mother_0123456789:en', 'pdf_mother_0123456789:hi']);

    const payments = screen.getByRole('region', { name: 'Payments and invoices' });
    const [paid, failed] = within(payments).getAllByRole('listitem');
    expect(paid).toHaveTextContent('Amount₹499.00');
    expect(paid).toHaveTextContent('StatusPaid');
    expect(paid).toHaveTextContent(/Date and time \(IST\)21 Nov 2026, 3:30\spm/i);
    expect(paid).toHaveTextContent('Payment IDpay_1');
    expect(paid).toHaveTextContent('Report forKamla Verma');
    expect(failed).toHaveTextContent('Not completed, no money taken');
    expect(screen.getByRole('region', { name: 'Your free report' })).toHaveTextContent(
      'still waiting for you',
    );
    expect(screen.getByRole('link', { name: 'Use Hindi' })).toHaveAttribute('href', '/hi/account');
  });

  it('is in Hindi at /hi/account, with an invoice button when the API lists one', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const invoice = {
      id: 'inv-7',
      number: 'AV/26-27/7',
      pdfID: 'pdf_mother_0123456789',
      amount: 49900,
      issuedAt: '2026-11-21T10:00:01.000Z',
    };
    const { fetchMock } = await renderAccountPage(
      {
        'GET /api/me': () => json({ ...me, invoices: [invoice] }),
        'GET /api/invoices/inv-7/pdf': () => new Response('%PDF-1.4'),
      },
      '/hi/account',
    );
    expect(await screen.findByRole('heading', { name: 'मेरा खाता', level: 1 })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'हिंदी में डाउनलोड करें' })).toBeVisible();
    expect(screen.getByText('भाषा: हिंदी', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'अंग्रेज़ी चुनें' })).toHaveAttribute('href', '/account');
    await userEvent.click(screen.getByRole('button', { name: 'बिल AV/26-27/7 डाउनलोड करें' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = requestTo(fetchMock, '/api/invoices/inv-7/pdf');
    expect(new Headers(call?.headers).get('Authorization')).toBe('Bearer id-token');
  });

  it('downloads the data with the token, and deletes only after the confirm step', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { fetchMock, signOut } = await renderAccountPage({
      'GET /api/me': () => json(me),
      'GET /api/me/export': () =>
        new Response('{}', {
          headers: {
            'Content-Disposition': 'attachment; filename="ankvidya-my-data-2026-11-21.json"',
          },
        }),
      'DELETE /api/me': () => new Response(null, { status: 204 }),
    });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'ankvidya-my-data-2026-11-21.json',
    );

    await ui.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(requestTo(fetchMock, '/api/me', 'DELETE')).toBeUndefined();
    const confirm = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(confirm).toHaveTextContent('six years');
    await ui.click(within(confirm).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestTo(fetchMock, '/api/me', 'DELETE')).toBeUndefined();

    await ui.click(screen.getByRole('button', { name: 'Delete my account' }));
    await ui.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText(/Your account has been deleted/)).toBeVisible();
    expect(signOut).toHaveBeenCalled();
    const call = requestTo(fetchMock, '/api/me', 'DELETE');
    expect(new Headers(call?.headers).get('Authorization')).toBe('Bearer id-token');
  });

  it('says so and keeps the account when deleting fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { signOut } = await renderAccountPage({
      'GET /api/me': () => json(me),
      'DELETE /api/me': () => json({ error: { code: 'delete_failed', message: 'try later' } }, 503),
    });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await ui.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('nothing was deleted');
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Your reports' })).toBeVisible();
  });

  it('asks a signed-out visitor to sign in, and loads nothing', async () => {
    actions.setUser(null);
    const { fetchMock } = await renderAccountPage({});
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the data notice', () => {
  beforeEach(() => startSignedIn(user));

  it('has the version the API accepts', () => {
    expect(DATA_NOTICE_VERSION).toBe(SERVER_NOTICE_VERSION);
  });

  it('is shown at the first sign-in in the page language and records its version', async () => {
    const fetchMock = vi.fn(
      mockFetch({
        'GET /api/me': () => json(me),
        'POST /api/me/consents': () => json({ consents: [] }, 201),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderAt(<DataNoticeHost />, '/hi/');
    const notice = await screen.findByRole('region', { name: 'हम आपके डेटा का क्या करते हैं' });
    expect(notice).toHaveTextContent('grievance@ankvidya.in');
    await userEvent.click(within(notice).getByRole('button', { name: 'ठीक है, आगे बढ़ें' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    const call = requestTo(fetchMock, '/api/me/consents', 'POST');
    expect(JSON.parse(call?.body as string)).toEqual({
      version: DATA_NOTICE_VERSION,
      locale: 'hi',
    });
  });

  it('is not shown when the account acknowledged it on another device, and not asked again', async () => {
    const consented = {
      ...me,
      consents: [
        { version: DATA_NOTICE_VERSION, locale: 'en', acceptedAt: '2026-11-20T10:00:00Z' },
      ],
    };
    const fetchMock = vi.fn(mockFetch({ 'GET /api/me': () => json(consented) }));
    vi.stubGlobal('fetch', fetchMock);
    const first = await renderAt(<DataNoticeHost />, '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    first.unmount();
    await renderAt(<DataNoticeHost />, '/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
