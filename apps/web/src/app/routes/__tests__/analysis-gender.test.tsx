// The free analysis in Hindi speaks to the visitor in the forms of their gender (issue 23):
// the moolank reading says "आप केतु से जुड़ी हैं" to a woman, "जुड़े हैं" to a man.
import { getContent } from '@ankvidya/content';
import { analyze, impactIndex, presentDigits } from '@ankvidya/numerology-core';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actions, store } from '@/shared/state/store';
import { renderAt } from '@/test/render';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));
const { default: AnalysisPage } = await import('../analysis');

// Born on the 7th: moolank 7, whose summary says how the reader is linked to Ketu.
const born = { name: 'Kavya Reddy', dob: '1998-11-07' };

describe.each([
  ['Female', 'आप केतु से जुड़ी हैं'],
  ['Male', 'आप केतु से जुड़े हैं'],
] as const)('the Hindi analysis for a reader who is %s', (gender, phrase) => {
  beforeEach(async () => {
    await store.restore();
    const input = { ...born, gender };
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
  });

  it(`reads the moolank in their forms ("${phrase}")`, async () => {
    await renderAt(<AnalysisPage />, '/hi/numerology-analysis');
    const expected = getContent('hi', gender).psychicNumbers[7].summary;
    expect(expected).toContain(phrase);
    expect(await screen.findByText(expected, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('reads the grid in their forms too', async () => {
    await renderAt(<AnalysisPage />, '/hi/numerology-analysis');
    const { loshuGrid } = analyze({ ...born, gender });
    const texts = getContent('hi', gender).gridImpact;
    const present = presentDigits(loshuGrid);
    expect(present.length).toBeGreaterThan(0);
    for (const digit of present) {
      const list = texts[digit];
      const text = list[impactIndex(loshuGrid[digit], list.length)]!;
      expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    }
  });
});
