import { analyze, COMPATIBILITY_MAX } from '@ankvidya/numerology-core';
import { getContent } from '@ankvidya/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadContent } from '@/shared/content/content';
import { actions, store } from '@/shared/state/store';
import { renderAt } from '@/test/render';
import { routeEntry } from '../../route-table';

const calls: string[] = [];
vi.mock('@/shared/analytics/analytics', () => ({
  track: vi.fn((name: string) => calls.push(name)),
}));

const { default: CompatibilityPage } = await routeEntry('compatibility').load();
const { compatibility, compatibilityPage } = getContent();

type Person = { name: string; day: string; month: string; year: string; gender: string };
const ASHA: Person = {
  name: 'Asha Verma',
  day: '5',
  month: 'August',
  year: '1990',
  gender: 'Female',
};
const RAVI: Person = {
  name: 'ravi kumar',
  day: '23',
  month: 'November',
  year: '1988',
  gender: 'Male',
};

async function renderPage(path = '/compatibility') {
  await preloadContent(['compatibilityPage', 'compatibility']);
  await renderAt(<CompatibilityPage />, path);
  return userEvent.setup();
}

async function fillPerson(
  user: ReturnType<typeof userEvent.setup>,
  legend: string,
  person: Person,
) {
  const group = within(screen.getByRole('group', { name: legend }));
  const name = group.getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, person.name);
  await user.clear(group.getByLabelText('Day'));
  await user.type(group.getByLabelText('Day'), person.day);
  await user.selectOptions(group.getByLabelText('Month'), person.month);
  await user.clear(group.getByLabelText('Year'));
  await user.type(group.getByLabelText('Year'), person.year);
  await user.click(group.getByRole('radio', { name: person.gender }));
}

beforeEach(async () => {
  await store.restore();
  calls.length = 0;
  store.setState((state) => ({ ...state, analysis: null }));
  window.location.hash = '';
  // jsdom cannot draw on a canvas: the share image says so, which these tests do not look at.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('compatibility page', () => {
  it('explains the score part by part with the maxima of numerology-core, and has its SEO', async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Compatibility of numbers' }),
    ).toBeInTheDocument();
    const method = screen.getByRole('heading', { name: 'How the score is made' }).parentElement!;
    const items = within(method).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(Object.values(COMPATIBILITY_MAX).reduce((a, b) => a + b, 0)).toBe(100);
    for (const [at, max] of Object.values(COMPATIBILITY_MAX).entries())
      expect(items[at]).toHaveTextContent(`up to ${max} points`);
    expect(screen.getByText(/never a verdict on a relationship/)).toBeInTheDocument();
    expect(document.title).toMatch(/^Numerology compatibility.* \| Ankvidya$/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/compatibility$/,
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /\/images\/share\/compatibility\.png$/,
    );
    const ld = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'WebApplication', isAccessibleForFree: true });
  });

  it('names every missing field of both people and focuses the first', async () => {
    const user = await renderPage();
    const b = within(screen.getByRole('group', { name: 'Second person' }));
    await user.type(b.getByRole('textbox', { name: 'Name' }), 'Ravi');
    await user.click(screen.getByRole('button', { name: 'Show our compatibility' }));
    const a = within(screen.getByRole('group', { name: 'First person' }));
    expect(a.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(a.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      compatibilityPage.form.missingName,
    );
    expect(a.getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');
    expect(b.getByText(compatibilityPage.form.missingGender)).toBeInTheDocument();
    expect(b.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    // One announcement at a time: only the first person's name speaks up.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /Asha|Ravi/ })).not.toBeInTheDocument();
  });

  it('shows a score whose parts add up, the pair reading and a share link with first names only', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = await renderPage();
    await fillPerson(user, 'First person', ASHA);
    await fillPerson(user, 'Second person', RAVI);
    await user.click(screen.getByRole('button', { name: 'Show our compatibility' }));

    const result = screen.getByRole('region', { name: 'Asha and Ravi' });
    expect(screen.getByRole('heading', { name: 'Asha and Ravi' })).toHaveFocus();
    const score = Number(/(\d+) out of 100/.exec(result.textContent ?? '')?.[1]);
    // The bars: six parts, each "points of max", adding up to the score shown.
    const parts = within(result)
      .getAllByText(/^\d+ of \d+$/)
      .map((element) => element.textContent.split(' of ').map(Number));
    expect(parts.map(([, max]) => max)).toEqual(Object.values(COMPATIBILITY_MAX));
    expect(parts.reduce((sum, [points]) => sum + points!, 0)).toBe(score);
    expect(
      within(result).getByText(`${parts.map(([p]) => p).join(' + ')} = ${score}`),
    ).toBeInTheDocument();
    expect(within(result).getByText("Asha's moolank with Ravi's bhagyank")).toBeInTheDocument();

    // The moolanks, worked out here: 5 (5 August) and 23 -> 5; their pair reading and verdict.
    expect(within(result).getByRole('heading', { name: 'Moolank 5 with moolank 5' })).toBeVisible();
    expect(within(result).getByText(compatibility.pairs['5-5']!)).toBeInTheDocument();
    expect(within(result).getByText(compatibility.verdicts.friendly)).toBeInTheDocument();
    expect(within(result).getByText(compatibility.framing)).toBeInTheDocument();
    // Personal years for this year, one per person.
    const year = new Date().getFullYear();
    const years = [ASHA, RAVI].map(
      (p, i) =>
        analyze({
          name: 'X',
          dob: `${p.year}-${i === 0 ? '08' : '11'}-${p.day.padStart(2, '0')}`,
          gender: 'Male',
        }).personalYear,
    );
    expect(
      within(result).getByRole('heading', { name: `Your personal years in ${year}` }),
    ).toBeVisible();
    expect(within(result).getByText(`Asha: personal year ${years[0]}`)).toBeInTheDocument();
    expect(within(result).getByText(`Ravi: personal year ${years[1]}`)).toBeInTheDocument();

    // The share link: first names and the score in the fragment, no date, no surname.
    const link = within(result).getByRole('textbox', { name: 'Copy link' });
    const url = new URL((link as HTMLInputElement).value);
    expect(url.pathname).toBe('/compatibility');
    expect(url.search).toBe('');
    expect(url.hash).toBe(`#a=Asha&b=Ravi&score=${score}`);
    expect(url.href).not.toMatch(/1990|1988|Verma|Kumar/);

    expect(calls).toEqual(['compatibility-used']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('copies the share link and counts it as shared', async () => {
    const user = await renderPage();
    await fillPerson(user, 'First person', ASHA);
    await fillPerson(user, 'Second person', RAVI);
    await user.click(screen.getByRole('button', { name: 'Show our compatibility' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('Link copied.')).toBeInTheDocument());
    expect(await navigator.clipboard.readText()).toMatch(
      /\/compatibility#a=Asha&b=Ravi&score=\d+$/,
    );
    expect(calls).toEqual(['compatibility-used', 'compatibility-shared']);
  });

  it('greets a visitor who opened a share link with the names and the score', async () => {
    await renderPage('/compatibility#a=Asha&b=Ravi&score=78');
    expect(
      await screen.findByRole('heading', { name: 'Asha and Ravi scored 78 out of 100' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: compatibilityPage.shared.cta })).toHaveAttribute(
      'href',
      '#compare',
    );
  });

  it('shows nothing for a link whose fragment is not a result', async () => {
    await renderPage('/compatibility#a=Asha&b=Ravi&score=150');
    expect(screen.queryByRole('heading', { name: /scored/ })).not.toBeInTheDocument();
  });

  it('fills the first person from the analysis in this browser', async () => {
    actions.setAnalysis({
      input: { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' },
      result: analyze({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' }),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await renderPage();
    const a = within(screen.getByRole('group', { name: 'First person' }));
    expect(a.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma');
    expect(a.getByLabelText('Day')).toHaveValue('5');
    expect(a.getByRole('radio', { name: 'Female' })).toBeChecked();
    const b = within(screen.getByRole('group', { name: 'Second person' }));
    expect(b.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});
