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

const { default: MobileNumberPage } = await routeEntry('mobileNumber').load();

async function openCompare(path = '/mobile-number-numerology', locale: 'en' | 'hi' = 'en') {
  await preloadContent(['mobilePage', 'mobile', 'ui'], locale);
  await renderAt(<MobileNumberPage />, path);
  const user = userEvent.setup();
  // The page's own chunk may still be loading on a busy machine.
  const section = await screen.findByRole('region', { name: /Compare numbers|नंबरों की तुलना/ });
  await user.click(within(section).getByRole('button', { name: /Compare several|कई नंबरों/ }));
  return { user, section };
}

async function typeDob(
  user: ReturnType<typeof userEvent.setup>,
  group: HTMLElement,
  [day, month, year]: [string, string, string],
) {
  await user.type(within(group).getByLabelText(/^(Day|दिन)$/), day);
  await user.selectOptions(within(group).getByLabelText(/^(Month|महीना)$/), month);
  await user.type(within(group).getByLabelText(/^(Year|साल|वर्ष)$/), year);
}

beforeEach(async () => {
  await store.restore();
  calls.length = 0;
  store.setState((state) => ({ ...state, analysis: null }));
});

describe('comparing numbers on the mobile page', () => {
  it('ranks pasted numbers for a family, best first', async () => {
    const { user, section } = await openCompare();
    await user.type(
      within(section).getByRole('textbox', { name: 'Candidate numbers' }),
      '98765 43210{enter}{enter}9000000002{enter}+91 9000000004',
    );
    await typeDob(user, within(section).getByRole('group', { name: 'Date of birth 1' }), [
      '5',
      '8',
      '1990',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Add another date of birth' }));
    await typeDob(user, within(section).getByRole('group', { name: 'Date of birth 2' }), [
      '5',
      '8',
      '1990',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Compare' }));
    const items = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('strong'));
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      '90000 00004',
      '90000 00002',
      '98765 43210',
    ]);
    expect(items[0]).toHaveTextContent('100 of 100');
    expect(items[0]).toHaveTextContent('Person 2: moolank friendly, bhagyank friendly');
    expect(items[2]).toHaveTextContent('0 of 100');
    expect(calls).toEqual(['numbers-compared']);
  });

  it('names the line of a bad number and ranks nothing', async () => {
    const { user, section } = await openCompare();
    const field = within(section).getByRole('textbox', { name: 'Candidate numbers' });
    await user.type(field, '9876543210{enter}12345');
    await typeDob(user, within(section).getByRole('group', { name: 'Date of birth 1' }), [
      '5',
      '8',
      '1990',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Compare' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByRole('alert')).toHaveTextContent(/^Line 2: /);
    expect(calls).toEqual([]);
  });

  it('compares in Hindi on the Hindi page', async () => {
    const { user, section } = await openCompare('/hi/mobile-number-numerology', 'hi');
    await user.type(within(section).getByRole('textbox', { name: 'तुलना के लिए नंबर' }), '9000000004');
    await typeDob(user, within(section).getByRole('group', { name: 'जन्म की तारीख़ 1' }), [
      '5',
      '8',
      '1990',
    ]);
    await user.click(within(section).getByRole('button', { name: 'तुलना करें' }));
    expect(within(section).getByText(/100 में से 100/)).toBeInTheDocument();
    expect(within(section).getByText(/व्यक्ति 1: मूलांक से मित्र/)).toBeInTheDocument();
  });
});
