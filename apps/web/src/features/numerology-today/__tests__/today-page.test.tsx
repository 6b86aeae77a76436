import { getContent } from '@ankvidya/content';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeEntry } from '@/app/route-table';
import { preloadContent } from '@/shared/content/content';
import { renderAt } from '@/test/render';
import { TODAY_DOB_KEY, todayDob } from '../today-dob';

const calls: string[] = [];
vi.mock('@/shared/analytics/analytics', () => ({
  track: vi.fn((name: string) => calls.push(name)),
}));

const { default: TodayPage } = await routeEntry('numerologyToday').load();
const en = getContent('en').todayPage;
const hi = getContent('hi').todayPage;

/** 00:30 on 26 November in India, while it is still the 25th in UTC. */
const AFTER_MIDNIGHT_IN_INDIA = new Date('2026-11-25T19:00:00Z');

async function renderPage(path = '/numerology-today', locale: 'en' | 'hi' = 'en') {
  await act(() => preloadContent(['todayPage', 'ui'], locale));
  await renderAt(<TodayPage />, path);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AFTER_MIDNIGHT_IN_INDIA);
  calls.length = 0;
  todayDob.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("today's number page", () => {
  it("shows today's date in India, its universal day and the line for each moolank", async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: "Today's number in numerology" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Today in India: 26 November 2026' }),
    ).toBeInTheDocument();
    // 2+6+1+1+2+0+2+6 = 20 -> 2.
    expect(screen.getByText('Universal day 2')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The digits of the date: 2 + 6 + 1 + 1 + 2 + 0 + 2 + 6 = 20, added to one digit: 2',
      ),
    ).toBeInTheDocument();
    for (const moolank of [1, 2, 3, 4, 5, 6, 7, 8, 9] as const) {
      expect(screen.getByRole('heading', { name: `Moolank ${moolank}` })).toBeInTheDocument();
      expect(screen.getByText(en.readings[2][moolank])).toBeInTheDocument();
    }
    expect(document.title).toMatch(/^Today's number.* \| Ankvidya$/);
  });

  it('shows the personal day for a date of birth kept in this browser', async () => {
    localStorage.setItem(TODAY_DOB_KEY, '1990-08-05');
    todayDob.reload();
    await renderPage();
    // Born 5 August, on 26 November 2026: year 5 + 8 + 1 -> 5; month 5 + 11 -> 7; day 7 + 26 -> 6.
    expect(screen.getByText('Your personal day: 6')).toBeInTheDocument();
    expect(screen.getByText(en.personalDays[6])).toBeInTheDocument();
    expect(screen.getByText('Personal month 7: personal year 5 + month 11')).toBeInTheDocument();
    expect(screen.getByText('Personal day 6: personal month 7 + date 26')).toBeInTheDocument();
    expect(screen.getByText(/Your moolank is 5/)).toBeInTheDocument();
    // Its line among the nine is marked as the visitor's.
    expect(screen.getByRole('heading', { name: 'Moolank 5: yours' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moolank 5' })).not.toBeInTheDocument();
  });

  it('keeps a typed date of birth on this device and forgets it when asked', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Day'), '5');
    await user.selectOptions(screen.getByLabelText('Month'), 'August');
    await user.type(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByRole('button', { name: 'Show my personal day' }));
    expect(await screen.findByText('Your personal day: 6')).toBeInTheDocument();
    expect(localStorage.getItem(TODAY_DOB_KEY)).toBe('1990-08-05');
    expect(calls).toEqual(['numerology-today-used']);
    await user.click(
      screen.getByRole('button', { name: 'Remove my date of birth from this device' }),
    );
    expect(localStorage.getItem(TODAY_DOB_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Show my personal day' })).toBeInTheDocument();
  });

  it('refuses a date of birth in the future and keeps nothing', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Day'), '5');
    await user.selectOptions(screen.getByLabelText('Month'), 'August');
    await user.type(screen.getByLabelText('Year'), '2030');
    await user.click(screen.getByRole('button', { name: 'Show my personal day' }));
    expect(localStorage.getItem(TODAY_DOB_KEY)).toBeNull();
    expect(
      screen.queryByRole('button', { name: /^Remove my date of birth/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('reads the day in Hindi on the Hindi page', async () => {
    localStorage.setItem(TODAY_DOB_KEY, '1990-08-05');
    todayDob.reload();
    await renderPage('/hi/numerology-today', 'hi');
    expect(screen.getByRole('heading', { name: /^भारत में आज: 26 नवंबर 2026$/ })).toBeInTheDocument();
    expect(screen.getByText('सार्वभौमिक दिन 2')).toBeInTheDocument();
    expect(screen.getByText(hi.readings[2][9])).toBeInTheDocument();
    expect(screen.getByText('आपका व्यक्तिगत दिन: 6')).toBeInTheDocument();
  });
});
