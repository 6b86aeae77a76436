import { getContent } from '@ankvidya/content';
import { babyNamesResponseSchema, type BabyName, type BabyNamesResponse } from '@ankvidya/schemas';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeEntry } from '@/app/route-table';
import { preloadContent } from '@/shared/content/content';
import { json, mockFetch, renderAt } from '@/test/render';
import { readShared, shareUrl } from '../share';
import { readShortlist, SHORTLIST_KEY } from '../shortlist';
import { reportDraft } from '@/shared/state/report-draft';

const { default: BabyNamesPage } = await routeEntry('babyNames').load();
const { babyNamesPage: en } = getContent('en');

const name = (id: string, devanagari: string, score: number): BabyName => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  devanagari,
  gender: 'boy',
  meaning: { en: `${id} meaning`, hi: `${id} का अर्थ` },
  origin: 'sanskrit',
  compound: 23,
  nameNumber: 5,
  harmony: { moolank: 'friendly', bhagyank: 'neutral' },
  fullName: null,
  syllableMatch: true,
  score,
});

// What the API answers (its shape checked by the shared schema): the page shows it as it comes.
const ANSWER: BabyNamesResponse = babyNamesResponseSchema.parse({
  moolank: 7,
  bhagyank: 3,
  nakshatra: {
    number: 1,
    name: 'Ashwini',
    pada: 2,
    syllable: { devanagari: 'चे', latin: 'Che' },
    syllables: [
      { devanagari: 'चे', latin: 'Che' },
      { devanagari: 'चु', latin: 'Chu' },
      { devanagari: 'चो', latin: 'Cho' },
      { devanagari: 'ला', latin: 'La' },
    ],
    nearBoundary: false,
  },
  total: 3,
  names: [name('chetan', 'चेतन', 90), name('lakshya', 'लक्ष्य', 85), name('vivek', 'विवेक', 40)],
});

let asked: URL[] = [];
beforeEach(() => {
  asked = [];
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch({
        'GET /api/baby-names': ({ url }) => {
          asked.push(new URL(url, 'http://localhost'));
          return json(ANSWER);
        },
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  reportDraft.clear();
  vi.unstubAllGlobals();
});

/** The child's date of birth used throughout: 16 March 2021. */
async function typeDob(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Day'), '16');
  await user.selectOptions(screen.getByLabelText('Month'), 'March');
  await user.type(screen.getByLabelText('Year'), '2021');
}

/** Searches for twins of this kind, born on that date. */
async function searchTwins(
  user: ReturnType<typeof userEvent.setup>,
  kind: 'boy-girl' | 'girl-girl',
) {
  await typeDob(user);
  await user.selectOptions(screen.getByLabelText(en.twins.label), en.twins.options[kind]);
  await user.click(screen.getByRole('button', { name: en.form.submit }));
}

async function search(user: ReturnType<typeof userEvent.setup>) {
  await typeDob(user);
  await user.type(screen.getByLabelText(en.form.timeLabel), '12:00');
  await user.click(screen.getByLabelText(en.form.boy));
  await user.type(screen.getByLabelText(en.form.surnameLabel), 'Iyer');
  await user.click(screen.getByRole('button', { name: en.form.submit }));
}

describe('baby names page', () => {
  it('links the names-by-letter pages of both genders, only letters that have names', async () => {
    await preloadContent(['babyNamesPage']);
    await renderAt(<BabyNamesPage />, '/baby-names');
    const index = screen.getByRole('navigation', { name: en.letterPages.lettersHeading });
    const hrefs = within(index)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/baby-names/boy/a');
    expect(hrefs).toContain('/baby-names/girl/z');
    expect(hrefs).not.toContain('/baby-names/girl/q');
  });

  it('asks the API with the child’s details and shows the names with meaning and working', async () => {
    await preloadContent(['babyNamesPage']);
    await renderAt(<BabyNamesPage />, '/baby-names');
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
    await search(user);
    expect(await screen.findByText('chetan meaning')).toBeVisible();
    expect(asked[0]?.searchParams.get('dob')).toBe('2021-03-16');
    expect(asked[0]?.searchParams.get('time')).toBe('12:00');
    expect(asked[0]?.searchParams.get('gender')).toBe('boy');
    expect(asked[0]?.searchParams.get('surname')).toBe('Iyer');
    expect(screen.getByText('Moolank 7, bhagyank 3')).toBeVisible();
    expect(screen.getByText(/Birth star: Ashwini, pada 2/)).toBeVisible();
    // The child's own syllable is the pada's, named apart from the star's four.
    expect(screen.getByText(/The child's syllable: Che \(चे\)/)).toBeVisible();
    expect(screen.getByText('Fit 90/100')).toBeVisible();
    // The working says why: the syllable, the numbers and the verdicts.
    expect(screen.getAllByText(en.results.working.syllableYes)[0]).toBeInTheDocument();
    expect(
      screen.getByText(/Chetan: the letters add up to 23, naamank 5\. With moolank 7: friendly\./),
    ).toBeInTheDocument();
  });

  it('refuses to search without a gender, naming the problem', async () => {
    await preloadContent(['babyNamesPage']);
    await renderAt(<BabyNamesPage />, '/baby-names');
    const user = userEvent.setup();
    await typeDob(user);
    await user.click(screen.getByRole('button', { name: en.form.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.form.genderMissing);
    expect(asked).toEqual([]);
  });

  it('keeps a shortlist in this browser and compares two names side by side', async () => {
    await preloadContent(['babyNamesPage']);
    await renderAt(<BabyNamesPage />, '/baby-names');
    const user = userEvent.setup();
    await search(user);
    await user.click(await screen.findByRole('button', { name: 'Add Chetan to the shortlist' }));
    await user.click(screen.getByRole('button', { name: 'Add Vivek to the shortlist' }));
    expect(readShortlist().map((n) => n.id)).toEqual(['chetan', 'vivek']);
    expect(JSON.parse(window.localStorage.getItem(SHORTLIST_KEY)!)).toHaveLength(2);
    const shortlist = screen.getByRole('region', { name: en.shortlist.heading });
    const compare = within(shortlist).getByRole('button', { name: en.shortlist.compare });
    expect(compare).toBeDisabled();
    await user.click(within(shortlist).getByRole('checkbox', { name: /Chetan/ }));
    await user.click(within(shortlist).getByRole('checkbox', { name: /Vivek/ }));
    await user.click(compare);
    const table = within(shortlist).getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getByText('vivek meaning')).toBeVisible();
    // The WhatsApp link carries the names and a link back with the child's details.
    const whatsApp = within(shortlist).getByRole('link', { name: en.shortlist.shareWhatsApp });
    const text = new URL(whatsApp.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain('Chetan, Vivek');
    expect(text).toContain('/baby-names?dob=2021-03-16&gender=boy&time=12%3A00&surname=Iyer');
    expect(text).toContain('names=chetan%2Cvivek');
  });
});

describe('twins', () => {
  const girl = (id: string, devanagari: string, score: number): BabyName => ({
    ...name(id, devanagari, score),
    gender: 'girl',
  });
  const PAIRS: BabyNamesResponse = babyNamesResponseSchema.parse({
    ...ANSWER,
    nakshatra: null,
    total: 2,
    names: [],
    pairs: [
      {
        names: [name('aarav', 'आरव', 80), girl('aarvi', 'आरवी', 70)],
        bond: { sameStart: true, rhyme: false },
        score: 75,
      },
      {
        names: [name('aman', 'अमन', 60), girl('chaman', 'चमन', 50)],
        bond: { sameStart: false, rhyme: true },
        score: 55,
      },
    ],
  });

  it('asks for pairs without a gender, shows both names of each with meaning, and keeps a pair', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          'GET /api/baby-names': ({ url }) => {
            asked.push(new URL(url, 'http://localhost'));
            return json(PAIRS);
          },
        }),
      ),
    );
    await preloadContent(['babyNamesPage']);
    await renderAt(<BabyNamesPage />, '/baby-names');
    const user = userEvent.setup();
    await searchTwins(user, 'boy-girl');
    expect(await screen.findByRole('heading', { name: en.twins.heading })).toBeVisible();
    expect(asked[0]?.searchParams.get('twins')).toBe('boy-girl');
    expect(screen.getByText('2 pairs')).toBeVisible();
    expect(screen.getByText(/aarav meaning/)).toBeVisible();
    expect(screen.getByText(/aarvi meaning/)).toBeVisible();
    expect(screen.getByText('Pair fit 75/100').parentElement).toHaveTextContent(
      'Pair fit 75/100 · Begin alike',
    );
    expect(screen.getByText('Pair fit 55/100').parentElement).toHaveTextContent(
      'Pair fit 55/100 · Rhyme',
    );
    await user.click(screen.getByRole('button', { name: `${en.twins.keep}: Aarav, Aarvi` }));
    expect(readShortlist().map((n) => n.id)).toEqual(['aarav', 'aarvi']);
    expect(screen.getByText(en.twins.kept)).toBeVisible();
  });

  it('shares the twins choice by link and WhatsApp, and the link opens with it', async () => {
    // The API answers pairs when asked for twins, and each gender's names for a shared list.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          'GET /api/baby-names': ({ url }) => {
            const asking = new URL(url, 'http://localhost');
            asked.push(asking);
            if (asking.searchParams.get('twins')) return json(PAIRS);
            const gender = asking.searchParams.get('gender');
            return json({
              ...ANSWER,
              total: 1,
              names: PAIRS.pairs![0]!.names.filter((n) => n.gender === gender),
            });
          },
        }),
      ),
    );
    await preloadContent(['babyNamesPage']);
    await renderAt(<BabyNamesPage />, '/baby-names');
    const user = userEvent.setup();
    await searchTwins(user, 'girl-girl');
    await screen.findByRole('heading', { name: en.twins.heading });
    await user.click(screen.getByRole('button', { name: `${en.twins.keep}: Aarav, Aarvi` }));
    const shortlist = screen.getByRole('region', { name: en.shortlist.heading });
    const whatsApp = within(shortlist).getByRole('link', { name: en.shortlist.shareWhatsApp });
    const link = /https?:\/\/\S+/.exec(
      new URL(whatsApp.getAttribute('href')!).searchParams.get('text')!,
    )![0];
    expect(new URL(link).searchParams.get('twins')).toBe('girl-girl');
    cleanup();

    // Opening a boy-and-girl link: the form shows twins of that kind, the results are pairs, and
    // the shortlist gets both children's names, in the link's order.
    window.localStorage.clear();
    asked = [];
    const shared = '/baby-names?dob=2021-03-16&gender=boy&twins=boy-girl&names=aarvi%2Caarav';
    window.history.replaceState(null, '', shared);
    try {
      await renderAt(<BabyNamesPage />, shared);
      expect(await screen.findByRole('heading', { name: en.twins.heading })).toBeVisible();
      expect(screen.getByLabelText(en.twins.label)).toHaveValue('boy-girl');
      expect(await screen.findByText(en.shortlist.shared)).toBeVisible();
      expect(readShortlist().map((n) => n.id)).toEqual(['aarvi', 'aarav']);
      const lookups = asked.filter((u) => u.searchParams.has('names'));
      expect(lookups.map((u) => u.searchParams.get('gender')).sort()).toEqual(['boy', 'girl']);
      expect(lookups.every((u) => !u.searchParams.has('twins'))).toBe(true);
      expect(asked.find((u) => !u.searchParams.has('names'))?.searchParams.get('twins')).toBe(
        'boy-girl',
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe("the shortlist in a newborn's report", () => {
  it('adds the best names and the time of birth for the child’s date, and can leave them out', async () => {
    await preloadContent(['babyNamesPage']);
    await renderAt(<BabyNamesPage />, '/baby-names');
    const user = userEvent.setup();
    await search(user);
    await user.click(await screen.findByRole('button', { name: 'Add Vivek to the shortlist' }));
    const shortlist = screen.getByRole('region', { name: en.shortlist.heading });
    // One name is not enough for a report.
    expect(within(shortlist).getByText(en.report.needTwo)).toBeVisible();
    expect(within(shortlist).queryByRole('button', { name: en.report.add })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Chetan to the shortlist' }));
    await user.click(within(shortlist).getByRole('button', { name: en.report.add }));
    // Best first, by the fit each was read with (Chetan 90, Vivek 40).
    expect(reportDraft.getState().additions).toEqual({
      babyNames: { value: 'chetan,vivek', dob: '2021-03-16' },
      birthTime: { value: '12:00', dob: '2021-03-16' },
    });
    expect(within(shortlist).getByRole('status')).toHaveTextContent(
      'The best 2 names will be read in the report for the child born on',
    );
    expect(within(shortlist).getByRole('link', { name: en.report.reportLink })).toHaveAttribute(
      'href',
      '/pdf-download-page',
    );
    await user.click(within(shortlist).getByRole('button', { name: en.report.remove }));
    expect(reportDraft.getState().additions).toEqual({});
  });
});

describe('a shared shortlist link', () => {
  it('round-trips the child’s details and the ids, and refuses what is not a name id', () => {
    const url = shareUrl('https://x.in', '/hi/baby-names', { dob: '2021-03-16', gender: 'girl' }, [
      'lata',
      'meera',
    ]);
    const read = readShared(new URL(url).searchParams);
    expect(read).toEqual({ search: { dob: '2021-03-16', gender: 'girl' }, ids: ['lata', 'meera'] });
    const twins = { dob: '2021-03-16', gender: 'boy' as const, twins: 'boy-girl' as const };
    expect(
      readShared(new URL(shareUrl('https://x.in', '/baby-names', twins, ['aarav'])).searchParams),
    ).toEqual({ search: twins, ids: ['aarav'] });
    // A twins kind we do not know reads as one baby.
    expect(
      readShared(new URLSearchParams('dob=2021-03-16&gender=girl&twins=boy-cat&names=lata')),
    ).toEqual({ search: { dob: '2021-03-16', gender: 'girl' }, ids: ['lata'] });
    expect(readShared(new URLSearchParams('dob=2021-03-16&gender=girl&names=<x>'))).toBeNull();
    expect(readShared(new URLSearchParams('dob=16-03-2021&gender=girl&names=lata'))).toBeNull();
  });
});
