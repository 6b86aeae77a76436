import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testBoughtReport as bought, testUser } from '@/test/fixtures';
import { json, requestTo, type Handler } from '@/test/render';
import { renderAccountPage, startSignedIn } from './account-page-setup';

const user = testUser();
const locked = {
  ...bought,
  pdfID: 'pdf_locked_0123456789',
  name: 'Ravi Verma',
  unlocked: false,
  unlockedBy: null,
  unlockedAt: null,
  createdAt: '2026-11-22T09:00:00.000Z',
};
const me = {
  user: { ...user, remainingPDFQuota: 0 },
  reports: [bought, locked],
  payments: {},
  paymentHistory: [],
  consents: [],
};
const TOKEN_A = 'A'.repeat(43);
const TOKEN_B = 'B'.repeat(43);

/** My account with GET /api/me answering `me` unless the test says otherwise. */
async function renderAccount(handlers: Record<string, Handler>, path?: string) {
  const page = await renderAccountPage({ 'GET /api/me': () => json(me), ...handlers }, path);
  return page.fetchMock;
}

describe('My account: the report’s dates in a calendar', () => {
  beforeEach(() => startSignedIn(user));

  it('offers the calendar on bought reports only, and downloads the .ics with the token', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const fetchMock = await renderAccount({
      'GET /api/me/calendar-feeds': () => json({ feeds: [] }),
      'GET /api/reports/pdf_mother_0123456789/calendar.ics': () =>
        new Response('BEGIN:VCALENDAR\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="ankvidya-dates.ics"' },
        }),
    });
    const group = await screen.findByRole('group', { name: 'Your dates in your calendar' });
    expect(screen.getAllByRole('group', { name: 'Your dates in your calendar' })).toHaveLength(1);
    expect(group.closest('li')).toHaveTextContent('Kamla Verma');
    await userEvent.click(within(group).getByRole('button', { name: 'Add to my calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('ankvidya-dates.ics');
    const call = requestTo(fetchMock, '/api/reports/pdf_mother_0123456789/calendar.ics');
    expect(new Headers(call?.headers).get('Authorization')).toBe('Bearer id-token');
  });

  it('subscribes: shows the webcal link and the https address once; a reset replaces it', async () => {
    let feeds: { pdfID: string; createdAt: string }[] = [];
    const tokens = [TOKEN_A, TOKEN_B];
    const fetchMock = await renderAccount({
      'GET /api/me/calendar-feeds': () => json({ feeds }),
      'POST /api/reports/pdf_mother_0123456789/calendar-feed': () => {
        const token = tokens.shift()!;
        feeds = [{ pdfID: bought.pdfID, createdAt: '2026-11-25T09:00:00.000Z' }];
        return json({ path: `/api/calendar/${token}.ics`, createdAt: feeds[0]!.createdAt }, 201);
      },
    });
    const ui = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Your dates in your calendar' });
    await ui.click(within(group).getByRole('button', { name: 'Subscribe' }));
    expect(await within(group).findByRole('status')).toHaveTextContent('shown only now');
    const https = `${window.location.origin}/api/calendar/${TOKEN_A}.ics`;
    expect(within(group).getByLabelText('Private calendar address')).toHaveValue(https);
    expect(within(group).getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      https.replace(/^https?:/, 'webcal:'),
    );
    await ui.click(within(group).getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(https);
    expect(within(group).getByRole('button', { name: 'Copied' })).toBeVisible();

    await ui.click(within(group).getByRole('button', { name: 'Reset address' }));
    await waitFor(() =>
      expect(within(group).getByLabelText('Private calendar address')).toHaveValue(
        `${window.location.origin}/api/calendar/${TOKEN_B}.ics`,
      ),
    );
    expect(within(group).getByRole('status')).toHaveTextContent('old address has stopped working');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(new Headers(posts[0]![1]?.headers).get('Authorization')).toBe('Bearer id-token');
  });

  it('says when an address is active (without showing it), in Hindi at /hi/account', async () => {
    await renderAccount(
      {
        'GET /api/me/calendar-feeds': () =>
          json({ feeds: [{ pdfID: bought.pdfID, createdAt: '2026-11-21T10:00:00.000Z' }] }),
        'POST /api/reports/pdf_mother_0123456789/calendar-feed': () =>
          json({ error: { code: 'reports_busy', message: 'later' } }, 503),
      },
      '/hi/account',
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const group = await screen.findByRole('group', { name: 'आपकी तारीख़ें, आपके कैलेंडर में' });
    expect(await within(group).findByText(/से एक सब्सक्रिप्शन पता चालू है/)).toBeVisible();
    expect(within(group).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'पता बदलें' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent('यह नहीं हो पाया');
  });
});
