import { getContent } from '@ankvidya/content';
import { screen } from '@testing-library/react';
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

const { default: BusinessNamePage } = await routeEntry('businessName').load();

async function renderPage(path = '/business-name-numerology', locale: 'en' | 'hi' = 'en') {
  await preloadContent(['businessPage', 'ui'], locale);
  await renderAt(<BusinessNamePage />, path);
  return userEvent.setup();
}

async function check(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  launch = '',
  labels = {
    name: 'Business or brand name',
    submit: 'Check the name',
    launch: 'Launch date (optional)',
  },
) {
  // The page's own chunk may still be loading on a busy machine.
  await user.type(await screen.findByRole('textbox', { name: labels.name }), name);
  await user.type(screen.getByLabelText(/^(Day|दिन)$/), '5');
  await user.selectOptions(screen.getByLabelText(/^(Month|महीना)$/), '8');
  await user.type(screen.getByLabelText(/^(Year|साल|वर्ष)$/), '1990');
  if (launch) await user.type(screen.getByLabelText(labels.launch), launch);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

beforeEach(async () => {
  await store.restore();
  calls.length = 0;
  store.setState((state) => ({ ...state, analysis: null }));
});

describe('business name page', () => {
  it('has its title, its method and its share image', async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Business name numerology' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'How a brand name is counted' }),
    ).toBeInTheDocument();
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /\/images\/share\/business-name-numerology\.png$/,
    );
  });

  it('reads a name with digits and &, its launch day, and offers spellings', async () => {
    const user = await renderPage();
    await check(user, 'Shanti Sweets 24x7', '2026-04-14');
    expect(
      await screen.findByRole('heading', { name: 'Reading of Shanti Sweets 24x7' }),
    ).toHaveFocus();
    // 63/9 with Asha's moolank 5 and bhagyank 5: challenging both ways.
    expect(screen.getByText('Compound 63/9')).toBeInTheDocument();
    expect(screen.getByText('Naamank 9')).toBeInTheDocument();
    expect(screen.getByText(/Naamank 9 with moolank 5/)).toHaveTextContent('Challenging');
    expect(screen.getByText(/14 April 2026: day 14 gives the day number 5/)).toBeInTheDocument();
    expect(screen.getByText(/Day number 5 with the naamank 9/)).toHaveTextContent('Challenging');
    expect(screen.getByText(/^Shaanti Sweets 24x7: compound/)).toBeInTheDocument();
    expect(calls).toEqual(['business-name-used']);
  });

  it('names the field when a name has no letter A to Z', async () => {
    const user = await renderPage();
    await check(user, '1947');
    const field = screen.getByRole('textbox', { name: 'Business or brand name' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: /Reading of/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('reads in Hindi on the Hindi page', async () => {
    const hi = getContent('hi').businessPage;
    const user = await renderPage('/hi/business-name-numerology', 'hi');
    await check(user, 'Ankvidya & Co.', '', {
      name: hi.form.nameLabel,
      submit: hi.form.submit,
      launch: hi.form.launchLabel,
    });
    expect(
      await screen.findByRole('heading', { name: 'Ankvidya & Co. का विश्लेषण' }),
    ).toBeInTheDocument();
    expect(screen.getByText('मिश्रित अंक 31/4')).toBeInTheDocument();
    expect(screen.getByText(/मूलांक 5 के साथ नामांक 4/)).toHaveTextContent('मित्र');
  });
});
