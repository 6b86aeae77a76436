import { analyze, numberHarmony } from '@ankvidya/numerology-core';
import { getContent } from '@ankvidya/content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadContent } from '@/shared/content/content';
import { REPORT_DRAFT_KEY } from '@/shared/state/report-draft';
import { actions, store } from '@/shared/state/store';
import { renderAt } from '@/test/render';
import { routeEntry } from '../../route-table';

const calls: string[] = [];
vi.mock('@/shared/analytics/analytics', () => ({
  track: vi.fn((name: string) => calls.push(name)),
}));

const { default: MobileNumberPage } = await routeEntry('mobileNumber').load();
const { mobile, mobilePage } = getContent();

async function renderPage() {
  // The page's texts load with its route; the readings (`mobile`) load with the tool.
  await preloadContent(['mobilePage', 'mobile']);
  await renderAt(<MobileNumberPage />, '/mobile-number-numerology');
  return userEvent.setup();
}

async function readNumber(
  user: ReturnType<typeof userEvent.setup>,
  number: string,
  dob = { day: '5', month: 'August', year: '1990' },
) {
  const field = screen.getByRole('textbox', { name: 'Mobile number' });
  await user.clear(field);
  await user.type(field, number);
  await user.clear(screen.getByLabelText('Day'));
  await user.type(screen.getByLabelText('Day'), dob.day);
  await user.selectOptions(screen.getByLabelText('Month'), dob.month);
  await user.clear(screen.getByLabelText('Year'));
  await user.type(screen.getByLabelText('Year'), dob.year);
  await user.click(screen.getByRole('button', { name: 'Read my number' }));
}

beforeEach(async () => {
  await store.restore();
  calls.length = 0;
  store.setState((state) => ({ ...state, analysis: null }));
});

describe('mobile number page', () => {
  it('explains the reading with its framing, and has its title, canonical link and JSON-LD', async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mobile number numerology' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How we read a number' })).toBeInTheDocument();
    expect(
      screen.getByText(/never sends it to us: it is never logged and never stored/),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Mobile number numerology.* \| Ankvidya$/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/mobile-number-numerology$/,
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /\/images\/share\/mobile-number-numerology\.png$/,
    );
    const ld = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'WebApplication', isAccessibleForFree: true });
  });

  it.each([
    ['12345', /has 5/],
    ['5876543210', /starts with 6, 7, 8 or 9/],
    ['98765 4321O', /only digits/],
    ['+44 7911 123456', /Indian mobile number/],
  ])('refuses %s with the field’s own message and shows no reading', async (typed, message) => {
    const user = await renderPage();
    await readNumber(user, typed);
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAccessibleDescription(screen.getByRole('alert').textContent ?? '');
    expect(screen.queryByRole('heading', { name: /Reading of/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses a bad number in Hindi on the Hindi page', async () => {
    const hi = getContent('hi');
    await preloadContent(['mobilePage', 'mobile', 'ui'], 'hi');
    await renderAt(<MobileNumberPage />, '/hi/mobile-number-numerology');
    const user = userEvent.setup();
    // The page's own chunk may still be loading on a busy machine.
    const field = await screen.findByRole('textbox', { name: hi.mobilePage.form.numberLabel });
    await user.type(field, '98765 4321');
    await user.click(screen.getByRole('button', { name: hi.mobilePage.form.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      hi.ui.inputErrors.number_length.replace('{digits}', '9'),
    );
  });

  it('reads a number with its working, verdicts, grid digits, repeats and zeros, on the device only', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = await renderPage();
    await readNumber(user, '+91 99887-70012');

    // Worked out here: 9+9+8+8+7+7+0+0+1+2 = 51 -> 5 + 1 = 6; born 5 August 1990.
    const result = screen.getByRole('region', { name: 'Reading of 99887 70012' });
    expect(screen.getByRole('heading', { name: 'Reading of 99887 70012' })).toHaveFocus();
    const digits = within(result).getByRole('list', { name: 'The ten digits' });
    expect(digits.textContent).toBe('9988770012');
    expect(within(result).getByText('Total 51')).toBeInTheDocument();
    expect(within(result).getByText('5 + 1 = 6')).toBeInTheDocument();
    expect(within(result).getByText('Your number reduces to 6')).toBeInTheDocument();
    const moolank = 5;
    const bhagyank = 5; // 5 + 8 + 1990 = 2003 -> 5
    expect(within(result).getByText(`Moolank ${moolank} · Bhagyank ${bhagyank}`)).toBeVisible();
    const verdict = numberHarmony(6, 5);
    const line = within(result).getByText(`6 with your moolank ${moolank}`, { exact: false });
    expect(line).toHaveTextContent(mobilePage.result.verdicts[verdict]);
    expect(within(result).getAllByText(mobile.verdicts[verdict])).toHaveLength(1);
    expect(within(result).getByText(mobile.byNumber[6])).toBeInTheDocument();

    // The grid without a gender (no kua): the date's digits, moolank and bhagyank, worked out here.
    const present = new Set([...'05081990', String(moolank), String(bhagyank)].map(Number));
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !present.has(d));
    expect(missing).toEqual([2, 3, 4, 6, 7]);
    expect(
      within(result).getByText('Missing from your birth grid: 2, 3, 4, 6 and 7.'),
    ).toBeInTheDocument();
    expect(within(result).getByText(/^Your mobile number carries 2 and 7,/)).toBeInTheDocument();
    expect(within(result).getByText('9 appears 2 times')).toBeInTheDocument();
    expect(within(result).getByText('8 appears 2 times')).toBeInTheDocument();
    expect(within(result).getByText('7 appears 2 times')).toBeInTheDocument();
    expect(within(result).getByText(/^Zeros in your mobile number: 2\./)).toBeInTheDocument();
    expect(within(result).getByText(mobile.framing)).toBeInTheDocument();

    expect(calls).toEqual(['mobile-number-used']);
    // Nothing left the page: no request at all, so the number cannot have.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the number on this device for the report of this date of birth, only when asked', async () => {
    const user = await renderPage();
    await readNumber(user, '+91 99887-70012');
    const result = screen.getByRole('region', { name: 'Reading of 99887 70012' });
    const kept = () =>
      (
        JSON.parse(localStorage.getItem(REPORT_DRAFT_KEY) ?? 'null') as {
          state: { additions: Record<string, unknown> };
        } | null
      )?.state.additions.mobileNumber ?? null;
    expect(kept()).toBeNull();
    expect(within(result).getByText(mobilePage.result.report.privacy)).toBeInTheDocument();

    await user.click(within(result).getByRole('button', { name: mobilePage.result.report.add }));
    expect(within(result).getByRole('status')).toHaveTextContent(mobilePage.result.report.added);
    expect(kept()).toEqual({ value: '9988770012', dob: '1990-08-05' });

    // Read again for another date of birth: not the kept one, so it can be added for that date.
    await readNumber(user, '99887 70012', { day: '6', month: 'August', year: '1990' });
    expect(screen.getByRole('button', { name: mobilePage.result.report.add })).toBeVisible();
    await readNumber(user, '99887 70012');
    await user.click(screen.getByRole('button', { name: mobilePage.result.report.remove }));
    expect(kept()).toBeNull();

    // Signing out forgets it with the rest of the person's data.
    await user.click(screen.getByRole('button', { name: mobilePage.result.report.add }));
    actions.signOut();
    expect(localStorage.getItem(REPORT_DRAFT_KEY)).toBeNull();
  });

  it('fills the date of birth from the analysis in this browser', async () => {
    actions.setAnalysis({
      input: { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' },
      result: analyze({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' }),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await renderPage();
    expect(screen.getByLabelText('Day')).toHaveValue('5');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByText(mobilePage.form.fromAnalysis)).toBeInTheDocument();
  });
});
