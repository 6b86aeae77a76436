import { analyze, type LoshuGrid as Grid } from '@ankvidya/numerology-core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoshuGrid } from '../LoshuGrid';

const rows = () =>
  within(screen.getByRole('table', { name: /Lo Shu Grid/ }))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('LoshuGrid', () => {
  it('is a table named after the Lo Shu Grid', () => {
    render(
      <LoshuGrid
        grid={{ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1 }}
        caption="Your Lo Shu Grid"
      />,
    );
    expect(screen.getByRole('table', { name: 'Your Lo Shu Grid' })).toBeInTheDocument();
  });

  it('lays the digits out 4 9 2 / 3 5 7 / 8 1 6', () => {
    render(
      <LoshuGrid
        grid={{ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1 }}
        caption="Your Lo Shu Grid"
      />,
    );
    expect(rows()).toEqual([
      ['4', '9', '2'],
      ['3', '5', '7'],
      ['8', '1', '6'],
    ]);
  });

  it('repeats a digit as often as it occurs and leaves missing digits empty', () => {
    const grid: Grid = { 1: 2, 2: 0, 3: 0, 4: 0, 5: 1, 6: 0, 7: 0, 8: 1, 9: 3 };
    render(<LoshuGrid grid={grid} caption="Your Lo Shu Grid" />);
    expect(rows()).toEqual([
      ['', '999', ''],
      ['', '5', ''],
      ['8', '11', ''],
    ]);
  });

  it('shows a real reading: Asha Verma, born 5 August 1990', () => {
    // 5, 8, 1990 -> 5 8 1 9 9; life path 5+8+1990 = 2003 -> 5; kua (female) 1990+4 = 1994 -> 5.
    const { loshuGrid } = analyze(
      { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' },
      { currentYear: 2026 },
    );
    render(<LoshuGrid grid={loshuGrid} caption="Your Lo Shu Grid" />);
    expect(rows()).toEqual([
      ['', '99', ''],
      ['', '555', ''],
      ['8', '1', ''],
    ]);
  });
});
