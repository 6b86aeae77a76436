import { analyze, LETTER_VALUES } from '@ankvidya/numerology-core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadContent } from '@/shared/content/content';
import { NAME_TRIALS_KEY, nameTrials } from '@/shared/state/name-trials';
import { actions, store } from '@/shared/state/store';
import { renderAt } from '@/test/render';
import { routeEntry } from '../../route-table';

const calls: string[] = [];
vi.mock('@/shared/analytics/analytics', () => ({
  track: vi.fn((name: string) => calls.push(name)),
}));

const { default: NameCorrectionPage } = await routeEntry('nameCorrection').load();

/** The compound and naamank of a spelling, added up here from the letter table. */
function numbersOf(spelling: string) {
  const compound = [...spelling.toUpperCase()].reduce((sum, c) => sum + (LETTER_VALUES[c] ?? 0), 0);
  let naamank = compound;
  while (naamank > 9) naamank = [...String(naamank)].reduce((s, d) => s + Number(d), 0);
  return { compound, naamank, label: compound > 9 ? `${compound}/${naamank}` : String(compound) };
}

async function renderPage() {
  // The page's own texts load with its route; `reading` loads with the tool (as in the app).
  await preloadContent(['nameCorrection', 'reading']);
  await renderAt(<NameCorrectionPage />, '/name-correction');
  return userEvent.setup();
}

async function readName(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  dob: { day: string; month: string; year: string },
  gender?: 'Male' | 'Female',
) {
  await user.clear(await screen.findByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), name);
  await user.clear(screen.getByLabelText('Day'));
  await user.type(screen.getByLabelText('Day'), dob.day);
  await user.selectOptions(screen.getByLabelText('Month'), dob.month);
  await user.clear(screen.getByLabelText('Year'));
  await user.type(screen.getByLabelText('Year'), dob.year);
  if (gender) await user.click(screen.getByRole('radio', { name: gender }));
  await user.click(screen.getByRole('button', { name: 'Show my spellings' }));
}

const SUNIL = { day: '14', month: 'March', year: '1985' };

beforeEach(async () => {
  await store.restore();
  calls.length = 0;
  store.setState((state) => ({ ...state, analysis: null }));
});

afterEach(() => {
  nameTrials.clear();
});

describe('name correction page', () => {
  it('explains the tool with its cautions, and has its title, canonical link and JSON-LD', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: /Name correction/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How we do it' })).toBeInTheDocument();
    expect(screen.getByText(/not a legal change\. Your Aadhaar/)).toBeInTheDocument();
    expect(document.title).toMatch(/^Name correction numerology.* \| Ankvidya$/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/name-correction$/,
    );
    const ld = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'WebApplication', isAccessibleForFree: true });
    expect(screen.getByRole('link', { name: 'Get your report' })).toHaveAttribute(
      'href',
      '/pdf-download-page',
    );
  });

  it('reads the spelling in use, with its letters, compound, naamank and verdicts', async () => {
    const user = await renderPage();
    await readName(user, 'Sunil Sharma', SUNIL, 'Male');
    const { label, naamank } = numbersOf('Sunil Sharma');
    // Moolank 14 -> 5; bhagyank 14 + 3 + 1985 = 2002 -> 4.
    const current = await screen.findByRole('region', {
      name: 'Your spelling today: Sunil Sharma',
    });
    // Focus moves to the reading, so it scrolls into view and a screen reader reads it.
    expect(
      within(current).getByRole('heading', { name: 'Your spelling today: Sunil Sharma' }),
    ).toHaveFocus();
    expect(
      within(current).getByText('Your moolank is 5 and your bhagyank is 4.'),
    ).toBeInTheDocument();
    expect(within(current).getByText(`Compound ${label}`)).toBeInTheDocument();
    expect(within(current).getByText(`Naamank ${naamank}`)).toBeInTheDocument();
    // Each letter as a chip with its value: S counts 3, U counts 6, ...
    const chips = within(current)
      .getAllByText(/^[A-Z]$/)
      .map((chip) => chip.parentElement!.textContent);
    expect(chips).toEqual([...'SUNILSHARMA'].map((c) => `${c} counts ${LETTER_VALUES[c]}`));
    // Naamank 7 is neutral to both 5 and 4 in the friend table: one line, one harmony text.
    expect(
      within(current).getByText(/With your moolank 5, with your bhagyank 4:/),
    ).toHaveTextContent('Neutral');
    expect(
      // The harmony text names the numbers it is about, not "this number".
      within(current).getByText(
        /Your naamank 7 sits neutral to your moolank 5 and your bhagyank 4/,
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual(['name-correction-used']);
  });

  it('shows each suggestion with its numbers and its edits in words', async () => {
    const user = await renderPage();
    await readName(user, 'Sunil Sharma', SUNIL, 'Male');
    const soonil = (await screen.findByRole('heading', { name: 'Soonil Sharma' })).closest('li')!;
    const { label, naamank } = numbersOf('Soonil Sharma');
    expect(within(soonil).getByText(`Compound ${label}`)).toBeInTheDocument();
    expect(within(soonil).getByText(`Naamank ${naamank}`)).toBeInTheDocument();
    expect(
      within(soonil).getByText(
        'A vowel written long: Sunil becomes Soonil, as Sunil is also Suneel.',
      ),
    ).toBeInTheDocument();
    expect(within(soonil).getByText('With your moolank 5:')).toHaveTextContent('Friendly');
    expect(within(soonil).getByText('With your bhagyank 4:')).toHaveTextContent('Friendly');
  });

  it('adds a suggestion and a typed spelling to the trials, compares them and stars one', async () => {
    const user = await renderPage();
    await readName(user, 'Sunil Sharma', SUNIL, 'Male');
    await user.click(await screen.findByRole('button', { name: 'Add Soonil Sharma to my trials' }));
    expect(screen.getByText('Soonil Sharma is in your trials')).toBeInTheDocument();

    const field = screen.getByLabelText('A spelling to try');
    await user.type(field, 'सुनील');
    await user.click(screen.getByRole('button', { name: 'Add to my trials' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/English letters \(A to Z\)/);
    await user.clear(field);
    await user.type(field, 'soonil sharma');
    await user.click(screen.getByRole('button', { name: 'Add to my trials' }));
    expect(screen.getByRole('alert')).toHaveTextContent('soonil sharma is already in your list.');
    await user.clear(field);
    await user.type(field, 'Suneel  Sharma');
    await user.click(screen.getByRole('button', { name: 'Add to my trials' }));
    expect(field).toHaveValue('');

    const table = screen.getByRole('table', { name: 'Your spellings side by side' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map(
        (row) => within(row).getByRole('rowheader').querySelector('.trials__spelling')?.textContent,
      ),
    ).toEqual(['Sunil Sharma', 'Soonil Sharma', 'Suneel Sharma']);
    expect(
      within(rows[2]!).getByRole('cell', {
        name: new RegExp(`^${numbersOf('Suneel Sharma').label}`),
      }),
    ).toBeInTheDocument();

    const star = screen.getByRole('button', {
      name: 'Star Suneel Sharma as your preferred spelling',
    });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText('Your starred spelling, Suneel Sharma, is included in your report.'),
    ).toBeInTheDocument();
    // One star at a time.
    await user.click(
      screen.getByRole('button', { name: 'Star Soonil Sharma as your preferred spelling' }),
    );
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Remove Soonil Sharma' }));
    expect(within(table).queryByText('Soonil Sharma')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your starred spelling/)).not.toBeInTheDocument();
  });

  it('shows the same name, results and trials again after a reload', async () => {
    let user = await renderPage();
    await readName(user, 'Sunil Sharma', SUNIL, 'Male');
    await user.type(screen.getByLabelText('A spelling to try'), 'Suneel Sharma');
    await user.click(screen.getByRole('button', { name: 'Add to my trials' }));
    await user.click(
      screen.getByRole('button', { name: 'Star Suneel Sharma as your preferred spelling' }),
    );
    const saved = localStorage.getItem(NAME_TRIALS_KEY);
    expect(saved).toContain('Suneel Sharma');

    // A reload: a fresh page reading what the browser kept.
    cleanup();
    nameTrials.reload();
    user = await renderPage();
    expect(await screen.findByLabelText('Name')).toHaveValue('Sunil Sharma');
    expect(screen.getByLabelText('Day')).toHaveValue('14');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(
      await screen.findByRole('button', { name: 'Star Suneel Sharma as your preferred spelling' }),
    ).toHaveAttribute('aria-pressed', 'true');
    void user;
  });

  it('opens with five suggestions and shows the rest on request', async () => {
    const user = await renderPage();
    // Sunita Agarwal has eight letter-edit spellings (initials in front come only to reach three).
    await readName(user, 'Sunita Agarwal', { day: '1', month: 'January', year: '1990' });
    const section = await screen.findByRole('region', {
      name: 'Spellings that sit well with your numbers',
    });
    const cards = () => within(section).getAllByRole('heading', { level: 3 });
    expect(cards()).toHaveLength(5);
    await user.click(within(section).getByRole('button', { name: /^Show \d+ more$/ }));
    expect(cards().length).toBeGreaterThan(5);
    expect(cards()[5]).toHaveFocus();
  });

  it('offers up to six good spellings where they exist, not three', async () => {
    const user = await renderPage();
    // Amit Patel (moolank 3, bhagyank 5): three letter spellings at the best fit, then the two
    // initials that fit as well.
    await readName(user, 'Amit Patel', { day: '30', month: 'November', year: '1980' }, 'Male');
    const section = await screen.findByRole('region', {
      name: 'Spellings that sit well with your numbers',
    });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Amitha Patel', 'Aamith Patel', 'Amita Pathel', 'V. Amit Patel', 'N. Amita Patel']);
    expect(within(section).queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
    expect(within(section).queryByText(/Few or no spellings are friendly/)).toBeNull();
  });

  it('says the name already fits and offers spellings to strengthen the compound', async () => {
    const user = await renderPage();
    // Sunita Sharma, 36/9: friendly to moolank 1 and bhagyank 3, a favourable compound.
    await readName(user, 'Sunita Sharma', { day: '1', month: 'January', year: '1990' });
    expect(await screen.findByText(/Your spelling today already fits/)).toBeInTheDocument();
    expect(screen.getByText(/offered to strengthen the compound/)).toBeInTheDocument();
    // Never "nothing needs to change" followed by options.
    expect(document.body).not.toHaveTextContent(/nothing needs to change/);
    expect(document.body).not.toHaveTextContent(/The fewest changes come first/);
    const section = screen.getByRole('region', {
      name: 'Spellings that sit well with your numbers',
    });
    expect(within(section).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
  });

  it('does not call a challenging compound fine: Asha Verma (28) gets options', async () => {
    const user = await renderPage();
    await readName(user, 'Asha Verma', { day: '5', month: 'August', year: '1990' });
    expect(await screen.findByRole('heading', { name: 'Asha Varma' })).toBeInTheDocument();
    expect(screen.queryByText(/already fits/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/The spellings that look and sound most natural come first/),
    ).toBeInTheDocument();
    // Rahul Sharma (moolank 3, bhagyank 6 here) also gets three or more, each with its verdicts.
    await readName(user, 'Rahul Sharma', { day: '21', month: 'June', year: '1995' }, 'Male');
    const section = await screen.findByRole('region', {
      name: 'Spellings that sit well with your numbers',
    });
    expect(within(section).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
  });

  it('reads a name written in Devanagari in its usual spelling, as the calculator does', async () => {
    const user = await renderPage();
    await readName(user, 'सुनीता शर्मा', { day: '1', month: 'January', year: '1990' });
    expect(
      await screen.findByRole('heading', { name: 'Your spelling today: Sunita Sharma' }),
    ).toBeInTheDocument();
  });

  it('asks for a name in English letters, and names a missing date', async () => {
    const user = await renderPage();
    // Devanagari is read (above); a script with no Latin reading is asked for in English letters.
    await user.type(await screen.findByLabelText('Name'), 'ஆஷா');
    await user.click(screen.getByRole('button', { name: 'Show my spellings' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/English letters \(A to Z\)/);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Show my spellings' }));
    expect(screen.getByLabelText('Day')).toHaveFocus();
    expect(screen.getByText('Please enter your date of birth.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(nameTrials.getState().input).toBeNull();
  });

  it('names the limit of words and letters before searching', async () => {
    const user = await renderPage();
    const field = await screen.findByLabelText('Name');
    await user.type(field, Array(9).fill('Amit').join(' '));
    await user.click(screen.getByRole('button', { name: 'Show my spellings' }));
    expect(field).toHaveAccessibleDescription(
      'For spelling suggestions, please keep your name to 8 words or fewer.',
    );
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Venkatasubramanian Lakshminarasimha Chandrasekharan Ramaswamy Iyer');
    await user.click(screen.getByRole('button', { name: 'Show my spellings' }));
    expect(field).toHaveAccessibleDescription(
      'For spelling suggestions, please keep your name to 60 letters or fewer.',
    );
    expect(nameTrials.getState().input).toBeNull();
  });

  it.each([
    ['the date', 'Ravi Kumar', { day: '31', month: 'February', year: '1990' }, 'Day'],
    ['the name', 'ரவி', { day: '5', month: 'August', year: '1990' }, 'Name'],
  ])(
    'clears the last reading when a new submit is refused for %s',
    async (_what, name, dob, invalid) => {
      const user = await renderPage();
      await readName(user, 'Sunil Sharma', SUNIL, 'Male');
      expect(
        await screen.findByRole('region', { name: 'Your spelling today: Sunil Sharma' }),
      ).toBeInTheDocument();

      // Another person's details, refused: nothing of Sunil's reading stays under the error.
      await readName(user, name, dob);
      expect(screen.getByLabelText(invalid)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(invalid)).toHaveFocus();
      expect(screen.queryByText(/Sunil Sharma/)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Spellings that sit well with your numbers' }),
      ).not.toBeInTheDocument();

      // Put right, the new person's reading shows.
      await readName(user, 'Ravi Kumar', { day: '28', month: 'February', year: '1990' });
      expect(
        await screen.findByRole('region', { name: 'Your spelling today: Ravi Kumar' }),
      ).toBeInTheDocument();
    },
  );

  it('fills the form from the analysis in this browser', async () => {
    const input = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' as const };
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-11-21T00:00:00.000Z' });
    await renderPage();
    await act(async () => Promise.resolve());
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
    expect(screen.getByText(/Filled in from your analysis/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked());
  });
});
