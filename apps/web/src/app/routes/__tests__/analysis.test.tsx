import { analyze } from '@ankvidya/numerology-core';
import { loadSection } from '@ankvidya/content/lazy';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actions, store } from '@/shared/state/store';
import { renderAt } from '@/test/render';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));
const { default: AnalysisPage } = await import('../analysis');

const input = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' as const };

describe('analysis page', () => {
  beforeEach(async () => {
    await store.restore();
    store.setState((state) => ({ ...state, analysis: null }));
  });

  it('sends a visitor without an analysis to the calculator', async () => {
    await renderAt(<AnalysisPage />, '/numerology-analysis');
    expect(
      await screen.findByText('There is no analysis yet. Fill in the calculator to see yours.'),
    ).toBeInTheDocument();
  });

  it('shows the grid, the five numbers with their working, impacts, missing numbers, planes and three years', async () => {
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    const user = userEvent.setup();
    await renderAt(<AnalysisPage />, '/numerology-analysis');

    const grid = await screen.findByRole('table', { name: /Lo Shu Grid/ }, { timeout: 5000 });
    expect(
      within(grid)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '99', '', '', '555', '', '8', '1', '']);

    for (const label of [
      'Name number',
      'Psychic number',
      'Life path number',
      'Kua number',
      'Personal year',
    ]) {
      expect(screen.getByRole('heading', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    const disclosures = screen.getAllByText('How this was calculated');
    expect(disclosures).toHaveLength(5);
    await user.click(disclosures[2]!);
    expect(screen.getByText('day(5)+month(8)+year(1990) = 2003 -> 2+0+0+3 = 5')).toBeVisible();

    const gridImpact = await loadSection('en', 'gridImpact');
    expect(
      screen.getByRole('heading', { name: 'Impact of 9 (appears 2 times)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(gridImpact[9][1]!)).toBeInTheDocument();
    expect(screen.getByText(gridImpact[5][2]!)).toBeInTheDocument();
    expect(screen.getByText(gridImpact[1][0]!)).toBeInTheDocument();

    const missing = await loadSection('en', 'missingNumbers');
    for (const digit of [2, 3, 4, 6, 7] as const) {
      expect(screen.getByRole('heading', { name: `Missing ${digit}` })).toBeInTheDocument();
      expect(screen.getByText(missing[digit].impact)).toBeInTheDocument();
    }

    const planes = await loadSection('en', 'planes');
    expect(screen.getByRole('heading', { name: planes.mental.name })).toBeInTheDocument();
    expect(screen.getByText(planes.will.complete)).toBeInTheDocument(); // 9, 5 and 1 are all present

    const year = new Date().getFullYear();
    for (const y of [year, year + 1, year + 2]) {
      expect(
        screen.getByRole('heading', { name: new RegExp(`^${y}: personal year \\d$`) }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Get the full PDF report' })).toHaveAttribute(
      'href',
      '/pdf-download-page',
    );
  });
});
