import { analyze } from '@ankvidya/numerology-core';
import { loadSection } from '@ankvidya/content/lazy';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadContent } from '@/shared/content/content';
import { actions, store } from '@/shared/state/store';
import { renderAt } from '@/test/render';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));
const { default: AnalysisPage } = await import('../analysis');

const input = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' as const };

/** The sums of each line of working in a disclosure, as the visitor reads them. */
const sums = (details: Element) =>
  [...details.querySelectorAll('.working__sums')].map((list) =>
    within(list as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  );

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

  it('links the name number card to the name correction tool', async () => {
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    await renderAt(<AnalysisPage />, '/numerology-analysis');
    const card = (
      await screen.findByRole('heading', { name: /^Name number/ }, { timeout: 5000 })
    ).closest('li')!;
    expect(
      within(card).getByRole('link', { name: 'Find spellings that suit your numbers' }),
    ).toHaveAttribute('href', '/name-correction');
  });

  it('leads on to the mobile number and compatibility tools', async () => {
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    await renderAt(<AnalysisPage />, '/numerology-analysis');
    const tools = (
      await screen.findByRole('heading', { name: 'Read your numbers further' }, { timeout: 5000 })
    ).closest('section')!;
    expect(within(tools).getByRole('link', { name: 'Read a mobile number' })).toHaveAttribute(
      'href',
      '/mobile-number-numerology',
    );
    expect(within(tools).getByRole('link', { name: 'Check compatibility' })).toHaveAttribute(
      'href',
      '/compatibility',
    );
  });

  it('shows a master life path as 11/2 with a short note, and reads it as 2', async () => {
    // 18 + 1 + 1990 = 2009 -> 11 -> 2.
    const master = { name: 'Ravi Kumar', dob: '1990-01-18', gender: 'Male' as const };
    actions.setAnalysis({
      input: master,
      result: analyze(master),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await renderAt(<AnalysisPage />, '/numerology-analysis');
    expect(
      await screen.findByText(/^Master number 11\/2 · /, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/write your bhagyank as 11\/2/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /^Life path number/ }).closest('li')?.textContent,
    ).toContain('2');
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
      'Name number (naamank)',
      'Psychic number (moolank)',
      'Life path number (bhagyank)',
      'Kua number',
      'Personal year',
    ]) {
      expect(
        screen.getByRole('heading', { name: (name) => name.startsWith(label) }),
      ).toBeInTheDocument();
    }
    const disclosures = screen.getAllByText('How this was calculated');
    expect(disclosures).toHaveLength(5);
    await user.click(disclosures[2]!);
    const lifePath = disclosures[2]!.closest('details')!;
    expect(sums(lifePath)).toEqual([['5 + 8 + 1990 = 2003', '2 + 0 + 0 + 3 = 5']]);

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

  it('shows the working as readable steps: letter chips word by word, then plain sums', async () => {
    const user = userEvent.setup();
    const prakash = { name: 'Prakash Hegde', dob: '1985-12-23', gender: 'Male' as const };
    actions.setAnalysis({
      input: prakash,
      result: analyze(prakash),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await renderAt(<AnalysisPage />, '/numerology-analysis');
    const disclosures = await screen.findAllByText(
      'How this was calculated',
      {},
      { timeout: 5000 },
    );
    for (const summary of disclosures) await user.click(summary);

    const name = disclosures[0]!.closest('details')!;
    // No code-like tokens such as "P(8)+R(2)" that break mid-token on a phone.
    expect(name.textContent).not.toMatch(/[A-Z]\(\d\)|->/);
    const words = within(name)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('letters__word'));
    const chips = (word: HTMLElement) =>
      [...word.querySelectorAll('.chip')].map((chip) => [
        chip.querySelector('.chip__letter')?.textContent,
        chip.querySelector('.chip__value')?.textContent,
      ]);
    expect(words.map(chips)).toEqual([
      [
        ['P', '8'],
        ['R', '2'],
        ['A', '1'],
        ['K', '2'],
        ['A', '1'],
        ['S', '3'],
        ['H', '5'],
      ],
      [
        ['H', '5'],
        ['E', '5'],
        ['G', '3'],
        ['D', '4'],
        ['E', '5'],
      ],
    ]);
    // A screen reader hears "P is 8".
    expect(words[0]!.querySelector('.chip')).toHaveTextContent('P is 8');
    // P8 R2 A1 K2 A1 S3 H5 H5 E5 G3 D4 E5 = 44 -> 8.
    expect(sums(name)).toEqual([['Total 44', '4 + 4 = 8']]);

    const kua = disclosures[3]!.closest('details')!;
    expect(sums(kua)).toEqual([['1 + 9 + 8 + 5 = 23', '2 + 3 = 5'], ['11 \u2212 5 = 6']]);
    const psychic = disclosures[1]!.closest('details')!;
    expect(sums(psychic)).toEqual([['2 + 3 = 5']]);
  });

  it('gives the kua and personal-year cards their words, so no card is left half empty', async () => {
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    await renderAt(<AnalysisPage />, '/numerology-analysis');
    const kuaTexts = await loadSection('en', 'kua');
    const years = await loadSection('en', 'personalYears');
    const card = (label: string) =>
      screen.getByRole('heading', { name: new RegExp(`^${label}`) }).closest('li')!;
    // Asha (female, 1990): kua = 1990 + 4 = 1994 -> 5, which borrows another kua's directions.
    const kua = await screen.findByRole('heading', { name: /^Kua number/ }, { timeout: 5000 });
    expect(kua.closest('li')).toHaveTextContent('Element: Earth');
    expect(kua.closest('li')).toHaveTextContent(`${kuaTexts.fiveNote.split('. ')[0]!}.`);
    const personalYear = analyze(input).personalYear as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
    expect(card('Personal year')).toHaveTextContent(years[personalYear].theme);
    expect(card('Personal year')).toHaveTextContent(years[personalYear].overview.split('. ')[0]!);
  });

  it('describes a kua with directions by its element and group, then its directions', async () => {
    const ravi = { name: 'Ravi', dob: '1987-03-14', gender: 'Male' as const };
    actions.setAnalysis({
      input: ravi,
      result: analyze(ravi),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await renderAt(<AnalysisPage />, '/numerology-analysis');
    const kuaTexts = await loadSection('en', 'kua');
    // 1987 -> 25 -> 7; 11 - 7 = 4: kua 4, Wood, East group.
    const kua = await screen.findByRole('heading', { name: /^Kua number/ }, { timeout: 5000 });
    const card = kua.closest('li')!;
    expect(card).toHaveTextContent('Element: Wood · East group');
    // The description's first sentence would only repeat the title: the directions follow it.
    expect(card).not.toHaveTextContent(kuaTexts[4].description.split('. ')[0]!);
    expect(card).toHaveTextContent('Favourable directions');
  });

  it('lists the favourable directions on the kua card in English and in Hindi alike', async () => {
    // 1987 -> 25 -> 7; 11 - 7 = 4: kua 4, whose directions are wealth N, health S,
    // relationships E and growth SE.
    const ravi = { name: 'Ravi', dob: '1987-03-14', gender: 'Male' as const };
    actions.setAnalysis({
      input: ravi,
      result: analyze(ravi),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const directionsOf = async (label: RegExp) => {
      const kua = await screen.findByRole('heading', { name: label }, { timeout: 5000 });
      return [...kua.closest('li')!.querySelectorAll('.number-card__directions li')].map(
        (item) => item.textContent,
      );
    };

    const english = await renderAt(<AnalysisPage />, '/numerology-analysis');
    expect(await directionsOf(/^Kua number/)).toEqual([
      'Wealth: North',
      'Health: South',
      'Relationships: East',
      'Personal growth: South-east',
    ]);
    expect(screen.getByText('Favourable directions')).toBeInTheDocument();
    english.unmount();

    await act(() => preloadContent(['ui', 'site'], 'hi'));
    await renderAt(<AnalysisPage />, '/hi/numerology-analysis');
    const card = (
      await screen.findByRole('heading', { name: /^कुआ अंक/ }, { timeout: 5000 })
    ).closest('li')!;
    // The group in Hindi words (it was "East समूह"), and the same four directions.
    expect(card).toHaveTextContent('तत्व: काष्ठ (लकड़ी) · पूर्व समूह');
    expect(card).toHaveTextContent('शुभ दिशाएँ');
    expect(await directionsOf(/^कुआ अंक/)).toEqual([
      'धन: उत्तर',
      'सेहत: दक्षिण',
      'रिश्ते: पूर्व',
      'निजी तरक़्क़ी: दक्षिण-पूर्व',
    ]);
  });

  it("ends the report panel's summary with the page's full stop", async () => {
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    const english = await renderAt(<AnalysisPage />, '/numerology-analysis');
    const panel = async () =>
      (await screen.findByRole('link', { name: /PDF/ }, { timeout: 5000 })).closest('section')!;
    expect((await panel()).querySelector('p')).toHaveTextContent(/and more\.$/);
    english.unmount();

    await act(() => preloadContent(['ui', 'site'], 'hi'));
    await renderAt(<AnalysisPage />, '/hi/numerology-analysis');
    expect((await panel()).querySelector('p')).toHaveTextContent(/बहुत कुछ।$/);
  });

  it("shows kua 5's borrowed directions, a woman's from kua 8", async () => {
    // Asha (female, 1990): kua 5, which uses kua 8's: wealth SW, health NW, relationships W, growth NE.
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    await renderAt(<AnalysisPage />, '/numerology-analysis');
    const kua = await screen.findByRole('heading', { name: /^Kua number/ }, { timeout: 5000 });
    const card = kua.closest('li')!;
    expect(card).toHaveTextContent('Favourable directions, borrowed from kua 8');
    expect(card).toHaveTextContent('Wealth: South-west');
    expect(card).toHaveTextContent('Personal growth: North-east');
  });

  it('gives the Hindi cards a reading in brief, cut at the end of a Hindi sentence', async () => {
    // Asha (female, 1990): kua 5, whose card says in one sentence why it borrows directions.
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    await act(() => preloadContent(['ui', 'site'], 'hi'));
    await renderAt(<AnalysisPage />, '/hi/numerology-analysis');
    const kuaTexts = await loadSection('hi', 'kua');
    const kua = await screen.findByRole('heading', { name: /^कुआ अंक/ }, { timeout: 5000 });
    // Hindi sentences end in "।": one sentence, not the whole note.
    const sentences = kuaTexts.fiveNote.split('। ');
    expect(kua.closest('li')).toHaveTextContent(`${sentences[0]}।`);
    expect(kua.closest('li')).not.toHaveTextContent(sentences[1]!);
  });

  it('reads each letter of the working in Hindi words: "P का मान 8", not "P बराबर 8"', async () => {
    const prakash = { name: 'Prakash Hegde', dob: '1985-12-23', gender: 'Male' as const };
    actions.setAnalysis({
      input: prakash,
      result: analyze(prakash),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await act(() => preloadContent(['ui', 'site'], 'hi'));
    await renderAt(<AnalysisPage />, '/hi/numerology-analysis');
    const name = (
      await screen.findByRole('heading', { name: /^नामांक/ }, { timeout: 5000 })
    ).closest('li')!;
    expect(name.querySelector('.chip')).toHaveTextContent('P का मान 8');
  });

  it('names each number one way: both names once, on its card, then moolank, bhagyank, naamank', async () => {
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    const { container } = await renderAt(<AnalysisPage />, '/numerology-analysis');
    await screen.findByRole('heading', { name: /^Kua number/ }, { timeout: 5000 });
    const headings = [...container.querySelectorAll('.number-card h3')].map((h) =>
      h.textContent?.replace(/:.*$/, ''),
    );
    expect(headings).toEqual([
      'Name number (naamank)',
      'Psychic number (moolank)',
      'Life path number (bhagyank)',
      'Kua number',
      'Personal year',
    ]);
    const text = container.textContent ?? '';
    for (const [term, name] of [
      ['name number', 'naamank'],
      ['psychic number', 'moolank'],
      ['life path number', 'bhagyank'],
    ] as const) {
      // The English term once, on the card, beside the name; the name alone everywhere else.
      expect(text.match(new RegExp(term, 'gi'))).toHaveLength(1);
      expect(text.toLowerCase().indexOf(term)).toBe(
        text.toLowerCase().indexOf(`${term} (${name})`),
      );
      expect(text.toLowerCase().indexOf(name)).toBeGreaterThan(text.toLowerCase().indexOf(term));
    }
    expect(text).not.toMatch(/\b(?:life path|psychic|destiny number)\b(?! number \()/i);
  });

  it('names the numbers मूलांक, भाग्यांक and नामांक on the Hindi cards', async () => {
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    await act(() => preloadContent(['ui', 'site'], 'hi'));
    const { container } = await renderAt(<AnalysisPage />, '/hi/numerology-analysis');
    await screen.findByRole('heading', { name: /^कुआ अंक/ }, { timeout: 5000 });
    const headings = [...container.querySelectorAll('.number-card h3')].map((h) =>
      h.textContent?.replace(/:.*$/, ''),
    );
    expect(headings.slice(0, 3)).toEqual([
      'नामांक (नाम का अंक)',
      'मूलांक (जन्म की तारीख़ से)',
      'भाग्यांक (पूरी जन्मतिथि से)',
    ]);
  });
});
