/**
 * No English left on a Hindi page: every /hi/ route as the build prerenders it, and the pages that
 * depend on the visitor (the analysis, the report page in each of its states) with realistic
 * state, read as a visitor and a screen reader get them (text, alt, aria-label, placeholder,
 * title). Every Latin word must be on content's short allowed list or be the person's own name.
 */
import { strayLatinWords } from '@ankvidya/content';
import { analyze } from '@ankvidya/numerology-core';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, routeTable } from '@/entry-server';
import { ReportPanel } from '@/features/report/components/ReportPanel';
import { setTokenProvider } from '@/shared/api/client';
import { QueryProvider } from '@/shared/api/query-client';
import { preloadContent } from '@/shared/content/content';
import { actions, store, type AnalysisState } from '@/shared/state/store';
import { testUser } from '@/test/fixtures';
import { json, mockFetch, renderAt, type Handler } from '@/test/render';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));
const { default: AnalysisPage } = await import('./routes/analysis');

const ATTRIBUTES = ['alt', 'aria-label', 'placeholder', 'title'] as const;

/**
 * What a reader sees or hears of an element: its text, the page title and the labelling
 * attributes. Text marked lang="en" is English on purpose (a name's Latin spellings on the
 * names-by-letter pages, which are what numerology reads) and is not counted.
 */
function readable(root: ParentNode, title = ''): string {
  const texts = [title];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style, [data-testid="location"], [lang="en"]'))
      texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(',')))
    for (const attribute of ATTRIBUTES) texts.push(element.getAttribute(attribute) ?? '');
  return texts.join('\n');
}

/** Hindi pages rendered on the server share this process with the client renders below. */
function resetRouterContexts() {
  for (const context of [UNSAFE_LocationContext, UNSAFE_NavigationContext]) {
    (context as unknown as { _currentValue: unknown })._currentValue = null;
  }
}

const HINDI_PATHS = [...routeTable.filter((row) => row.locale === 'hi').map((row) => row.path)];

describe('Hindi pages carry no stray Latin words', () => {
  afterAll(resetRouterContexts);

  it('has every Hindi route to check, the not-found page too', () => {
    expect(HINDI_PATHS).toEqual(expect.arrayContaining(['/hi', '/hi/numerology-analysis']));
    expect(HINDI_PATHS.length).toBe(routeTable.filter((row) => row.locale === 'en').length);
  });

  it.each([...HINDI_PATHS, '/hi/no-such-page'])('%s as prerendered', async (path) => {
    const { html } = await render(path, 'https://ankvidya.in');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const title = doc.querySelector('title')?.textContent ?? '';
    expect(strayLatinWords(readable(doc.body, title))).toEqual([]);
  });
});

const people: Array<Omit<AnalysisState, 'result' | 'createdAt'>> = [
  // Kua 5 (a woman's, borrowing kua 8's directions), a name in English letters.
  { input: { name: 'Neha Sharma', dob: '1990-08-05', gender: 'Female' } },
  // A name in Devanagari read from its confirmed Latin spelling; kua 4, East group.
  {
    input: { name: 'आशा वर्मा', dob: '1987-03-14', gender: 'Male' },
    latinName: 'Asha Verma',
  },
  // A master life path (11/2); kua 1.
  { input: { name: 'Ravi Kumar', dob: '1990-01-18', gender: 'Male' } },
  // Kua 6, West group, and letters on both sides of the table.
  { input: { name: 'Prakash Hegde', dob: '1985-12-23', gender: 'Male' } },
];

const namesOf = (person: (typeof people)[number]) =>
  [person.input.name, person.latinName ?? ''].filter(Boolean);

describe('the Hindi analysis page with a reading', () => {
  beforeAll(async () => {
    resetRouterContexts();
    await store.restore();
    await act(() => preloadContent(['ui', 'site'], 'hi'));
  });

  it.each(people)('for $input.name', async (person) => {
    const input = person.latinName ? { ...person.input, name: person.latinName } : person.input;
    actions.setAnalysis({ ...person, result: analyze(input), createdAt: '2026-01-01T00:00:00Z' });
    const { container } = await renderAt(<AnalysisPage />, '/hi/numerology-analysis');
    await screen.findAllByRole('heading', { name: /^कुआ अंक/ }, { timeout: 5000 });
    expect(strayLatinWords(readable(container), namesOf(person))).toEqual([]);
  });
});

describe('the Hindi report page in each state', () => {
  const PDF_ID = 'pdf_0123456789abcdef';
  const me = (quota: number) =>
    json({ user: { ...testUser(), remainingPDFQuota: quota }, reports: [], payments: {} });
  const payment: Record<string, Handler> = {
    'GET /api/getPublishKey': () => json({ publishableKey: 'pk_demo', mode: 'demo' }),
    'POST /api/createPaymentIntent': () =>
      json({ clientSecret: 'pi_9_secret_x', amount: 49900, currency: 'inr', mode: 'demo' }),
  };

  beforeAll(async () => {
    resetRouterContexts();
    await store.restore();
    setTokenProvider(() => Promise.resolve('id-token'));
    actions.setUser(testUser());
    await act(() => preloadContent(['ui', 'site'], 'hi'));
  });

  async function panelText(person: (typeof people)[number], handlers: Record<string, Handler>) {
    const input = person.latinName ? { ...person.input, name: person.latinName } : person.input;
    actions.setAnalysis({ ...person, result: analyze(input), createdAt: '2026-01-01T00:00:00Z' });
    vi.stubGlobal('fetch', vi.fn(mockFetch(handlers)));
    const { container } = await renderAt(
      <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReportPanel signIn={() => Promise.resolve(null)} />
      </QueryProvider>,
      '/hi/pdf-download-page',
    );
    return container;
  }

  it("asks for payment for someone else's report", async () => {
    const person = people[0]!;
    const container = await panelText(person, {
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: false }),
      'GET /api/me': () => me(0),
      ...payment,
    });
    await screen.findByRole('button', { name: /₹499/ }, { timeout: 5000 });
    expect(strayLatinWords(readable(container), namesOf(person))).toEqual([]);
  });

  it('offers the free download', async () => {
    const person = people[1]!;
    const container = await panelText(person, {
      'POST /api/reports': () => json({ pdfID: PDF_ID, unlocked: false }),
      'GET /api/me': () => me(1),
    });
    await screen.findByRole('button', { name: /डाउनलोड/ }, { timeout: 5000 });
    expect(strayLatinWords(readable(container), namesOf(person))).toEqual([]);
  });

  it('asks for the Latin spelling of a Devanagari name', async () => {
    const person = { input: people[1]!.input };
    const container = await panelText(person, {});
    await screen.findByRole('textbox', {}, { timeout: 5000 });
    // The spelling offered is the transliteration of the reader's name.
    const offered = screen.getByRole<HTMLInputElement>('textbox').value;
    expect(strayLatinWords(readable(container), [...namesOf(person), offered])).toEqual([]);
  });
});
