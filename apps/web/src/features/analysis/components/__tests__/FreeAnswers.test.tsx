// The free analysis answers the visitor's questions on its first screen (issue 23, item 17):
// does the name suit moolank and bhagyank, the lucky numbers, days and colours, what went into
// the grid, and the report offered right after, with its price and a sample page.
import { getContent } from '@ankvidya/content';
import { analyze } from '@ankvidya/numerology-core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actions, store } from '@/shared/state/store';
import { renderAt } from '@/test/render';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));
const { default: AnalysisPage } = await import('@/app/routes/analysis');

async function show(input: { name: string; dob: string; gender: 'Male' | 'Female' }, path: string) {
  await store.restore();
  actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
  await renderAt(<AnalysisPage />, path);
  return screen.findByRole('heading', { level: 2, name: /answers at a glance|एक नज़र में/ });
}

// Meera Iyer, 8 December 1999: name 8, moolank 8, bhagyank 3 (8 + 12 + 1999 = 2019), kua 5.
const meera = { name: 'Meera Iyer', dob: '1999-12-08', gender: 'Female' } as const;

describe('the free analysis answers first', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says how the name number sits with moolank and with bhagyank, and what that means', async () => {
    await show(meera, '/numerology-analysis');
    const answer = screen.getByRole('heading', {
      name: 'Does your name suit your birth numbers?',
    }).parentElement!;
    const lines = within(answer)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Naamank 8 with your moolank 8 Friendly',
      'Naamank 8 with your bhagyank 3 Neutral',
    ]);
    const texts = getContent('en').analysisPage.nameFit;
    expect(within(answer).getByText(texts.summary.mixed)).toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: texts.link.mixed })).toHaveAttribute(
      'href',
      '/name-correction',
    );
  });

  it('a name friendly to both says nothing needs to change', async () => {
    // Rahul Sharma, 5 August 1990: name 6 with moolank 5 and bhagyank 5, friendly to both.
    await show({ name: 'Rahul Sharma', dob: '1990-08-05', gender: 'Male' }, '/numerology-analysis');
    expect(
      screen.getByText(getContent('en').analysisPage.nameFit.summary.fits),
    ).toBeInTheDocument();
  });

  it('gives the lucky numbers, days, dates and colours of the moolank by the friend table', async () => {
    await show(meera, '/numerology-analysis');
    const list = screen.getByRole('heading', {
      name: 'Your lucky numbers, days and colours',
    }).parentElement!;
    const value = (term: string) => within(list).getByText(term).nextElementSibling?.textContent;
    // Moolank 8's friends are 4, 5, 6 and 8; Saturn's own Saturday first, then Mercury's and Venus's.
    expect(value('Lucky numbers')).toBe('4, 5, 6 and 8');
    expect(value('Lucky days')).toBe('Saturday, Wednesday and Friday');
    expect(value('Lucky dates of any month')).toBe(
      '4, 5, 6, 8, 13, 14, 15, 17, 22, 23, 24, 26, 31',
    );
    // Saturn's colours from attributes, written as one phrase.
    expect(getContent('en').attributes[8].luckyColours).toEqual([
      'Dark blue',
      'Black',
      'Dark grey',
    ]);
    expect(value('Lucky colours')).toBe('Dark blue, black and dark grey');
  });

  it('explains what went into the grid: the three 9s of 1999, and the 3 and 5 of bhagyank and kua', async () => {
    await show(meera, '/numerology-analysis');
    const sources = screen.getByRole('heading', {
      name: 'What went into your grid',
    }).parentElement!;
    expect(sources).toHaveTextContent(
      'Every digit of your date of birth (8 December 1999), zeros left out: 8 1 2 1 9 9 9',
    );
    expect(sources).toHaveTextContent('Your bhagyank 3');
    expect(sources).toHaveTextContent('Your kua number 5');
    expect(sources).toHaveTextContent('your grid shows 999 in the box of 9');
    expect(sources).toHaveTextContent('such as 3 and 5 here');
    // A one-digit day adds no moolank of its own.
    expect(sources).not.toHaveTextContent('has two digits');
    expect(screen.getByRole('cell', { name: '999' })).toBeInTheDocument();
  });

  it('a two-digit day says its moolank was counted too', async () => {
    await show({ name: 'Ravi', dob: '1999-12-23', gender: 'Male' }, '/numerology-analysis');
    expect(
      screen.getByText('Your moolank 5, because your birth day 23 has two digits'),
    ).toBeInTheDocument();
  });

  it('offers the report with its price and a sample page before the long readings', async () => {
    await show(meera, '/numerology-analysis');
    const offer = screen.getByRole('region', { name: 'Go deeper with your PDF report' });
    expect(offer).toHaveTextContent('The PDF report costs INR 499.');
    expect(within(offer).getByRole('link', { name: 'Get the full PDF report' })).toHaveAttribute(
      'href',
      '/pdf-download-page',
    );
    expect(within(offer).getByRole('img')).toHaveAttribute('src', '/images/report-sample/en-2.jpg');
    // Offered once, after the numbers and the answers and before the long readings.
    expect(screen.getAllByRole('link', { name: 'Get the full PDF report' })).toHaveLength(1);
    const answers = screen.getByRole('heading', { name: 'Your answers at a glance' });
    const impact = screen.getByRole('heading', { name: 'Impact of the numbers in your grid' });
    expect(answers.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(offer.compareDocumentPosition(impact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('answers in Hindi on the Hindi page', async () => {
    await show(meera, '/hi/numerology-analysis');
    const hi = getContent('hi').analysisPage;
    expect(screen.getByText(hi.nameFit.summary.mixed)).toBeInTheDocument();
    expect(screen.getByText('आपके मूलांक 8 के साथ नामांक 8')).toBeInTheDocument();
    expect(screen.getByText('शनिवार, बुधवार और शुक्रवार')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: hi.offer.sampleAlt })).toHaveAttribute(
      'src',
      '/images/report-sample/hi-2.jpg',
    );
  });
});
