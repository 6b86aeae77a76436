import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render';
import { store, actions } from '@/shared/state/store';
import { testUser } from '@/test/fixtures';

const calls: string[] = [];

vi.mock('@/features/auth', () => ({
  attemptSignIn: vi.fn(() => {
    calls.push('signIn');
    const user = testUser({ uid: 'u1' });
    actions.setUser(user);
    return Promise.resolve({ user });
  }),
  preloadAuth: vi.fn(),
}));

vi.mock('@/shared/analytics/analytics', () => ({
  track: vi.fn((name: string) => calls.push(`track:${name}`)),
}));

const { default: CalculatorPage } = await import('../calculator');

describe('calculator page, signed out', () => {
  beforeEach(async () => {
    await store.restore();
    calls.length = 0;
    actions.setUser(null);
  });

  it('signs in, stores the analysis, logs generate-analysis-clicked and goes to the analysis', async () => {
    const user = userEvent.setup();
    await renderAt(<CalculatorPage />, '/numerology-calculator');
    await user.type(await screen.findByLabelText('Name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Day'), '5');
    await user.selectOptions(screen.getByLabelText('Month'), 'August');
    await user.type(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Login and see Report' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/numerology-analysis'),
    );
    expect(calls).toEqual(['signIn', 'track:generate-analysis-clicked']);
    const analysis = store.getState().analysis;
    expect(analysis?.input).toEqual({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' });
    expect(analysis?.result.lifePathNumber).toBe(5); // 5 + 8 + 1990 = 2003 -> 5
    // Persisted under persist:root, each slice a JSON string.
    const stored = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as Record<
      string,
      string
    >;
    expect(JSON.parse(stored.analysis ?? 'null')).toMatchObject({ input: { name: 'Asha Verma' } });
  });
});
