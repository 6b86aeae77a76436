import { numberHarmony } from '@ankvidya/numerology-core';
import { getContent } from '@ankvidya/content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadContent } from '@/shared/content/content';
import { store } from '@/shared/state/store';
import { renderAt } from '@/test/render';
import { routeEntry } from '../../route-table';

const calls: string[] = [];
vi.mock('@/shared/analytics/analytics', () => ({
  track: vi.fn((name: string) => calls.push(name)),
}));

const { default: VehicleNumberPage } = await routeEntry('vehicleNumber').load();
const { default: HouseNumberPage } = await routeEntry('houseNumber').load();
const { vehiclePage, housePage } = getContent();

type User = ReturnType<typeof userEvent.setup>;

/** Asha, born 5 August 1990: moolank 5, bhagyank 5 (5 + 8 + 1990 = 2003 -> 5). */
async function fill(user: User, label: string, number: string, submit: string) {
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  await user.type(field, number);
  await user.clear(screen.getByLabelText('Day'));
  await user.type(screen.getByLabelText('Day'), '5');
  await user.selectOptions(screen.getByLabelText('Month'), 'August');
  await user.clear(screen.getByLabelText('Year'));
  await user.type(screen.getByLabelText('Year'), '1990');
  await user.click(screen.getByRole('button', { name: submit }));
}

beforeEach(async () => {
  await store.restore();
  calls.length = 0;
  store.setState((state) => ({ ...state, analysis: null }));
});

describe('vehicle number page', () => {
  async function renderPage() {
    await preloadContent(['vehiclePage']);
    await renderAt(<VehicleNumberPage />, '/vehicle-number-numerology');
    return userEvent.setup();
  }

  it('has its title, canonical link and own share image', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: vehiclePage.title })).toBeInTheDocument();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/vehicle-number-numerology$/,
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /\/images\/share\/vehicle-number-numerology\.png$/,
    );
  });

  it('reads a registration with its working, the last four, the letters when asked, on the device only', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = await renderPage();
    await user.click(screen.getByRole('checkbox', { name: vehiclePage.form.lettersLabel }));
    await fill(user, vehiclePage.form.numberLabel, 'mh-12-ab-1234', vehiclePage.form.submit);

    const result = screen.getByRole('region', { name: 'Reading of MH 12 AB 1234' });
    expect(screen.getByRole('heading', { name: 'Reading of MH 12 AB 1234' })).toHaveFocus();
    // 1 + 2 + 1 + 2 + 3 + 4 = 13 -> 1 + 3 = 4; 1234 -> 10 -> 1; M4 H5 A1 B2 = 12; 25 -> 7.
    expect(
      within(result).getByRole('list', { name: vehiclePage.result.digitsCaption }).textContent,
    ).toBe('121234');
    expect(within(result).getByText('Total 13')).toBeInTheDocument();
    expect(within(result).getByText('1 + 3 = 4')).toBeInTheDocument();
    expect(within(result).getByText('All the digits reduce to 4')).toBeInTheDocument();
    expect(
      within(result).getByText('The last four digits, 1234: total 10, which reduces to 1'),
    ).toBeInTheDocument();
    expect(
      within(result).getByText('Letters 12 + digits 13 = 25, which reduces to 7'),
    ).toBeInTheDocument();
    const verdict = numberHarmony(4, 5);
    expect(within(result).getByText('4 with your moolank 5', { exact: false })).toHaveTextContent(
      vehiclePage.result.verdicts[verdict],
    );
    expect(within(result).getByText(vehiclePage.result.verdictTexts[verdict])).toBeInTheDocument();
    expect(within(result).getByText(vehiclePage.result.byNumber[4])).toBeInTheDocument();
    expect(calls).toEqual(['vehicle-number-used']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows no letters unless asked', async () => {
    const user = await renderPage();
    await fill(user, vehiclePage.form.numberLabel, '22 BH 1234 AA', vehiclePage.form.submit);
    const result = screen.getByRole('region', { name: 'Reading of 22 BH 1234 AA' });
    expect(within(result).queryByText(vehiclePage.result.lettersHeading)).not.toBeInTheDocument();
  });

  it.each([
    ['XY 12 AB 1234', /XY is not a state code/],
    ['MH 12 AB 12345', /as it is on the plate/],
  ])('refuses %s with the field’s own message and shows no reading', async (typed, message) => {
    const user = await renderPage();
    await fill(user, vehiclePage.form.numberLabel, typed, vehiclePage.form.submit);
    const field = screen.getByRole('textbox', { name: vehiclePage.form.numberLabel });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: /Reading of/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('speaks Hindi on the Hindi page, its errors too', async () => {
    const hi = getContent('hi');
    await preloadContent(['vehiclePage', 'ui'], 'hi');
    await renderAt(<VehicleNumberPage />, '/hi/vehicle-number-numerology');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: hi.vehiclePage.form.numberLabel });
    await user.type(field, 'MH 12');
    await user.click(screen.getByRole('button', { name: hi.vehiclePage.form.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(hi.ui.inputErrors.vehicle_format);
  });
});

describe('house number page', () => {
  async function renderPage() {
    await preloadContent(['housePage']);
    await renderAt(<HouseNumberPage />, '/house-number-numerology');
    return userEvent.setup();
  }

  it('has its title and own share image, and says it makes no vastu claims', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: housePage.title })).toBeInTheDocument();
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /\/images\/share\/house-number-numerology\.png$/,
    );
    expect(screen.getByText(/We do not read vastu/)).toBeInTheDocument();
  });

  it('reads A-504 with each letter’s value, what the home suits and asks, and the harmony', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = await renderPage();
    await fill(user, housePage.form.numberLabel, 'a-504', housePage.form.submit);
    const result = screen.getByRole('region', { name: 'Reading of A-504' });
    // A is 1 by the Chaldean table: 1 + 5 + 0 + 4 = 10 -> 1 + 0 = 1.
    expect(within(result).getByText('1 + 5 + 0 + 4 = 10')).toBeInTheDocument();
    expect(within(result).getByText('1 + 0 = 1')).toBeInTheDocument();
    expect(within(result).getByText('Your house number reduces to 1')).toBeInTheDocument();
    expect(within(result).getByText(housePage.result.byNumber[1].suits)).toBeInTheDocument();
    expect(within(result).getByText(housePage.result.byNumber[1].asks)).toBeInTheDocument();
    expect(within(result).getByText('1 with your moolank 5', { exact: false })).toHaveTextContent(
      housePage.result.verdicts[numberHarmony(1, 5)],
    );
    expect(calls).toEqual(['house-number-used']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a number with no digit', async () => {
    const user = await renderPage();
    await fill(user, housePage.form.numberLabel, 'ABC', housePage.form.submit);
    expect(screen.getByRole('alert')).toHaveTextContent(getContent().ui.inputErrors.house_format);
    expect(screen.queryByRole('heading', { name: /Reading of/ })).not.toBeInTheDocument();
  });
});
