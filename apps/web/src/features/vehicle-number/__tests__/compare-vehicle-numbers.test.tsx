import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeEntry } from '@/app/route-table';
import { preloadContent } from '@/shared/content/content';
import { store } from '@/shared/state/store';
import { renderAt } from '@/test/render';

const calls: string[] = [];
vi.mock('@/shared/analytics/analytics', () => ({
  track: vi.fn((name: string) => calls.push(name)),
}));

const { default: VehicleNumberPage } = await routeEntry('vehicleNumber').load();

async function openCompare(path = '/vehicle-number-numerology', locale: 'en' | 'hi' = 'en') {
  await preloadContent(['vehiclePage', 'ui'], locale);
  await renderAt(<VehicleNumberPage />, path);
  const user = userEvent.setup();
  // The page's own chunk may still be loading on a busy machine.
  const section = await screen.findByRole('region', {
    name: /Compare vehicle numbers|गाड़ी नंबरों की तुलना/,
  });
  await user.click(
    within(section).getByRole('button', { name: /Compare several vehicle|कई गाड़ी नंबरों/ }),
  );
  return { user, section };
}

/** Asha, born 5 August 1990: moolank 5, bhagyank 5 (5 + 8 + 1990 = 2003 -> 5). */
async function typeAshasDob(user: ReturnType<typeof userEvent.setup>, group: HTMLElement) {
  await user.type(within(group).getByLabelText(/^(Day|दिन)$/), '5');
  await user.selectOptions(within(group).getByLabelText(/^(Month|महीना)$/), '8');
  await user.type(within(group).getByLabelText(/^(Year|साल|वर्ष)$/), '1990');
}

beforeEach(async () => {
  await store.restore();
  calls.length = 0;
  store.setState((state) => ({ ...state, analysis: null }));
});

describe('comparing vehicle numbers on the vehicle page', () => {
  it('ranks typed registrations, written the plate way, best first', async () => {
    const { user, section } = await openCompare();
    // DL 1 C 0008 totals 9 (challenging for 5); MH 12 AB 1234 totals 13 -> 4 (friendly).
    await user.type(
      within(section).getByRole('textbox', { name: 'Candidate vehicle numbers' }),
      'dl-1-c-8{enter}{enter}mh12ab1234',
    );
    await typeAshasDob(user, within(section).getByRole('group', { name: 'Date of birth 1' }));
    await user.click(within(section).getByRole('button', { name: 'Compare' }));
    const items = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('strong'));
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'MH 12 AB 1234',
      'DL 1 C 0008',
    ]);
    expect(items[0]).toHaveTextContent('13 → 4');
    expect(items[0]).toHaveTextContent('100 of 100');
    expect(items[1]).toHaveTextContent('0 of 100');
    expect(items[1]).toHaveTextContent('Person 1: moolank challenging, bhagyank challenging');
    expect(calls).toEqual(['numbers-compared']);
  });

  it('names the line of a bad registration by the vehicle rules and ranks nothing', async () => {
    const { user, section } = await openCompare();
    const field = within(section).getByRole('textbox', { name: 'Candidate vehicle numbers' });
    // A mobile number is not a registration.
    await user.type(field, 'MH 12 AB 1234{enter}9876543210');
    await typeAshasDob(user, within(section).getByRole('group', { name: 'Date of birth 1' }));
    await user.click(within(section).getByRole('button', { name: 'Compare' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByRole('alert')).toHaveTextContent(/^Line 2: /);
    expect(within(section).queryByText(/of 100/)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('compares in Hindi on the Hindi page', async () => {
    const { user, section } = await openCompare('/hi/vehicle-number-numerology', 'hi');
    await user.type(
      within(section).getByRole('textbox', { name: 'तुलना के लिए गाड़ी नंबर' }),
      'MH 12 AB 1234',
    );
    await typeAshasDob(user, within(section).getByRole('group', { name: 'जन्म की तारीख़ 1' }));
    await user.click(within(section).getByRole('button', { name: 'तुलना करें' }));
    expect(within(section).getByText('गाड़ी नंबर, सबसे अच्छे पहले')).toBeInTheDocument();
    expect(within(section).getByText(/100 में से 100/)).toBeInTheDocument();
    expect(within(section).getByText(/व्यक्ति 1: मूलांक से मित्र/)).toBeInTheDocument();
  });
});
