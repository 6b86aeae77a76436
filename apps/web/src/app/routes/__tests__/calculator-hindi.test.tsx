// The calculator in Hindi, with a name written in Devanagari: the reading uses a Latin spelling
// the visitor confirms (offered by numerology-core's transliteration), the name stays as written.
import { getContent } from '@ankvidya/content';
import { nameNumber } from '@ankvidya/numerology-core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadContent } from '@/shared/content/content';
import { actions, store } from '@/shared/state/store';
import { testUser } from '@/test/fixtures';
import { renderAt } from '@/test/render';

vi.mock('@/features/auth', () => ({
  attemptSignIn: vi.fn(() => Promise.resolve({ user: testUser() })),
  preloadAuth: vi.fn(),
}));
vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));

const { default: CalculatorPage } = await import('../calculator');
const { default: AnalysisPage } = await import('../analysis');
const hi = getContent('hi').ui;

describe('calculator in Hindi with a Devanagari name', () => {
  beforeEach(async () => {
    await store.restore();
    actions.setUser(testUser());
    await act(() => preloadContent(['ui', 'site'], 'hi'));
  });

  it('offers the Latin spelling to confirm, reads the numbers from it and keeps the name as written', async () => {
    const user = userEvent.setup();
    await renderAt(<CalculatorPage />, '/hi/numerology-calculator');
    await user.type(await screen.findByLabelText(hi.calculator.nameLabel), 'आशा वर्मा');
    await user.type(screen.getByLabelText(hi.dateOfBirth.dayLabel), '5');
    await user.selectOptions(screen.getByLabelText(hi.dateOfBirth.monthLabel), 'अगस्त');
    await user.type(screen.getByLabelText(hi.dateOfBirth.yearLabel), '1990');
    await user.click(screen.getByRole('radio', { name: hi.calculator.female }));
    await user.click(screen.getByRole('button', { name: hi.calculator.submitSignedIn }));

    // Not yet: the spelling comes first, prefilled, focused, in Hindi words.
    const field = await screen.findByLabelText(hi.report.latinName.label);
    expect(field).toHaveValue('Asha Verma');
    expect(field).toHaveFocus();
    expect(screen.getByText(hi.calculator.latinIntro)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/hi/numerology-calculator');
    expect(store.getState().analysis).toBeNull();

    // The visitor corrects it, as on their PAN card.
    await user.clear(field);
    await user.type(field, 'Aasha Verma');
    await user.click(screen.getByRole('button', { name: hi.report.latinName.confirm }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/hi/numerology-analysis'),
    );
    const analysis = store.getState().analysis;
    expect(analysis?.input).toEqual({ name: 'आशा वर्मा', dob: '1990-08-05', gender: 'Female' });
    expect(analysis?.latinName).toBe('Aasha Verma');
    expect(analysis?.result.nameNumber).toBe(nameNumber('Aasha Verma'));
    expect(analysis?.result.nameNumber).not.toBe(0);
    expect(analysis?.result.name).toBe('आशा वर्मा');
  });

  it('goes straight on for a name in Latin letters, on the Hindi analysis page', async () => {
    const user = userEvent.setup();
    await renderAt(<CalculatorPage />, '/hi/numerology-calculator');
    await user.type(await screen.findByLabelText(hi.calculator.nameLabel), 'Rahul Sharma');
    await user.type(screen.getByLabelText(hi.dateOfBirth.dayLabel), '14');
    await user.selectOptions(screen.getByLabelText(hi.dateOfBirth.monthLabel), 'अगस्त');
    await user.type(screen.getByLabelText(hi.dateOfBirth.yearLabel), '1992');
    await user.click(screen.getByRole('radio', { name: hi.calculator.male }));
    await user.click(screen.getByRole('button', { name: hi.calculator.submitSignedIn }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/hi/numerology-analysis'),
    );
    expect(store.getState().analysis?.latinName).toBeUndefined();
  });

  it('says in Hindi why it asks for sign-in, and what happened when it was closed', async () => {
    actions.setUser(null);
    const { attemptSignIn } = await import('@/features/auth');
    vi.mocked(attemptSignIn).mockResolvedValueOnce({ user: null, problem: 'cancelled' });
    const user = userEvent.setup();
    await renderAt(<CalculatorPage />, '/hi/numerology-calculator');
    const button = await screen.findByRole('button', { name: hi.calculator.submitSignedOut });
    expect(button).toHaveAccessibleDescription(
      'आपका विश्लेषण मुफ़्त है। हम Google से साइन इन इसलिए कहते हैं ताकि आपकी PDF रिपोर्ट आपके खाते से जुड़ी रहे और आप उसे जब चाहें दोबारा डाउनलोड कर सकें। आपकी पहली रिपोर्ट मुफ़्त है।',
    );
    await user.type(screen.getByLabelText(hi.calculator.nameLabel), 'Rahul Sharma');
    await user.click(screen.getByLabelText(hi.dateOfBirth.dayLabel));
    await user.paste('14/08/1992');
    await user.click(screen.getByRole('radio', { name: hi.calculator.male }));
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(hi.calculatorSignIn.cancelled);
    expect(screen.getByLabelText(hi.calculator.nameLabel)).toHaveValue('Rahul Sharma');
    expect(screen.getByLabelText(hi.dateOfBirth.yearLabel)).toHaveValue('1992');
  });

  it('shows the analysis in Hindi with the name as written and the number of its spelling', async () => {
    actions.setAnalysis({
      input: { name: 'आशा वर्मा', dob: '1990-08-05', gender: 'Female' },
      result: {} as never,
      createdAt: '2026-01-01T00:00:00.000Z',
      latinName: 'Asha Verma',
    });
    await act(() =>
      preloadContent(
        [
          'gridImpact',
          'missingNumbers',
          'psychicNumbers',
          'lifePathNumbers',
          'nameNumbers',
          'kua',
          'personalYears',
          'planes',
        ],
        'hi',
      ),
    );
    await renderAt(<AnalysisPage />, '/hi/numerology-analysis');
    expect(
      await screen.findByText('आशा वर्मा के लिए, जन्म 5 अगस्त 1990', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The name number's working reads the Latin letters of the confirmed spelling.
    expect(screen.queryByText(hi.analysis.nameNumberZero)).toBeNull();
    expect(screen.getAllByText('A').length).toBeGreaterThan(0);
  });
});
