import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SignInOutcome } from '@/shared/lib/sign-in-outcome';
import { testUser } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { CalculatorForm } from '../CalculatorForm';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; dob?: string; gender?: 'Male' | 'Female' },
) {
  if (values.name !== undefined) {
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    if (values.name) await user.click(name);
    if (values.name) await user.paste(values.name);
  }
  if (values.dob !== undefined) {
    // "1990-08-05": typed into Day and Year, the month chosen by its number's name.
    const [year = '', month = '', day = ''] = values.dob.split('-');
    const fields = [screen.getByLabelText('Day'), screen.getByLabelText('Year')];
    for (const field of fields) await user.clear(field);
    if (day) await user.type(fields[0]!, day);
    await user.selectOptions(screen.getByLabelText('Month'), month ? String(Number(month)) : '');
    if (year) await user.type(fields[1]!, year);
  }
  if (values.gender) await user.click(screen.getByRole('radio', { name: values.gender }));
}

const signedInAs = (): Promise<SignInOutcome> => Promise.resolve({ user: testUser() });

async function setup(signedIn: boolean, signIn = vi.fn(signedInAs)) {
  const onAnalysed = vi.fn();
  await renderAt(<CalculatorForm signedIn={signedIn} signIn={signIn} onAnalysed={onAnalysed} />);
  return { signIn, onAnalysed, user: userEvent.setup() };
}

describe('CalculatorForm', () => {
  it('reads "Login and see Report" when signed out', async () => {
    await setup(false);
    expect(await screen.findByRole('button', { name: 'Login and see Report' })).toBeInTheDocument();
  });

  it('reads "Get your Free Report" when signed in', async () => {
    await setup(true);
    expect(await screen.findByRole('button', { name: 'Get your Free Report' })).toBeInTheDocument();
  });

  it('marks all three inputs required, with no length limit that would hide the message', async () => {
    await setup(false);
    const name = await screen.findByLabelText('Name');
    expect(name).toBeRequired();
    expect(name).not.toHaveAttribute('maxlength');
    for (const part of ['Day', 'Month', 'Year']) expect(screen.getByLabelText(part)).toBeRequired();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'Male',
      'Female',
    ]);
  });

  it('alerts "Please fill all details first" for an empty field and submits nothing', async () => {
    const { signIn, onAnalysed, user } = await setup(false);
    await fill(user, { name: 'Asha Verma', dob: '1990-08-05' }); // no gender
    await user.click(screen.getByRole('button', { name: 'Login and see Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all details first');
    expect(signIn).not.toHaveBeenCalled();
    expect(onAnalysed).not.toHaveBeenCalled();
  });

  it('marks each empty field invalid with its own words beside it, and focuses the first', async () => {
    const { onAnalysed, user } = await setup(true);
    await fill(user, { name: '', dob: '1990-08-' }); // no name, no day, no gender
    await user.click(screen.getByRole('button', { name: 'Get your Free Report' }));
    // One announcement: the spec's summary; the fields' own words are read with each field.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all details first');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveFocus();
    const day = screen.getByLabelText('Day');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription(
      'Please enter the day you were born, a number from 1 to 31.',
    );
    expect(screen.getByLabelText('Month')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Year')).not.toHaveAttribute('aria-invalid');
    const gender = screen.getByRole('group', { name: 'Gender' });
    expect(gender).toHaveAccessibleDescription(
      'Please choose Male or Female. Gender is used only for your kua number.',
    );
    for (const radio of screen.getAllByRole('radio'))
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter your name.')).toBeVisible();
    expect(screen.getByText('Please choose Male or Female.')).toBeVisible();

    // Filling a field takes its message away; the summary goes once nothing is missing.
    await user.click(name);
    await user.paste('Asha Verma');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    await user.type(day, '5');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.queryByText('Please fill all details first')).not.toBeInTheDocument();
    expect(onAnalysed).not.toHaveBeenCalled();
  });

  it('says "Please enter your date of birth." when none of its parts is filled in', async () => {
    const { user } = await setup(true);
    await fill(user, { name: 'Asha Verma', gender: 'Male' });
    await user.click(screen.getByRole('button', { name: 'Get your Free Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all details first');
    for (const part of ['Day', 'Month', 'Year']) {
      expect(screen.getByLabelText(part)).toHaveAccessibleDescription(
        'Please enter your date of birth.',
      );
    }
    expect(screen.getByLabelText('Day')).toHaveFocus();
  });

  it('takes the date as day, month by name and year, and reads it back in words', async () => {
    const { onAnalysed, user } = await setup(true);
    const group = await screen.findByRole('group', { name: 'Date of birth' });
    expect(group.querySelector('input[type="date"]')).toBeNull();
    for (const part of ['Day', 'Year']) {
      expect(screen.getByLabelText(part)).toHaveAttribute('inputmode', 'numeric');
      expect(screen.getByLabelText(part)).toHaveAttribute('type', 'text');
    }
    const month = screen.getByLabelText('Month');
    expect(month.tagName).toBe('SELECT');
    expect(
      screen
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    // Typed in Indian order, 14 08 1992 can only mean 14 August.
    await fill(user, { name: 'Kavya Rao', dob: '1992-08-14', gender: 'Female' });
    expect(screen.getByText('You entered 14 August 1992.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Get your Free Report' }));
    await waitFor(() => expect(onAnalysed).toHaveBeenCalledTimes(1));
    const [analysis] = onAnalysed.mock.calls[0] as [{ input: { dob: string } }];
    expect(analysis.input.dob).toBe('1992-08-14');
  });

  it.each([
    [
      '1992-02-31',
      '31 February 1992 is not a real date: February 1992 has 29 days.',
      ['Day', 'Month'],
    ],
    [
      '1993-02-29',
      '29 February 1993 is not a real date: February 1993 has 28 days.',
      ['Day', 'Month'],
    ],
    ['1990-04-31', '31 April 1990 is not a real date: April 1990 has 30 days.', ['Day', 'Month']],
    ['1799-12-31', 'Please enter a year of birth from 1800 onwards.', ['Year']],
    ['1990-08-32', 'Please enter the day you were born, a number from 1 to 31.', ['Day']],
    ['1990-08-00', 'Please enter the day you were born, a number from 1 to 31.', ['Day']],
    ['92-08-14', 'Please enter the year you were born in four digits, for example 1992.', ['Year']],
  ])('explains %s by the field and submits nothing', async (dob, message, parts) => {
    const { signIn, onAnalysed, user } = await setup(false);
    await fill(user, { name: 'Asha Verma', dob, gender: 'Female' });
    expect(screen.queryByText(/^You entered/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login and see Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    for (const part of ['Day', 'Month', 'Year']) {
      const field = screen.getByLabelText(part);
      if (parts.includes(part)) expect(field).toHaveAccessibleDescription(message);
      else expect(field).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getByLabelText(parts[0]!)).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
    expect(onAnalysed).not.toHaveBeenCalled();
  });

  it('checks the date as soon as all three parts are in, before any submit', async () => {
    const { user } = await setup(true);
    await user.type(await screen.findByLabelText('Day'), '31');
    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    await user.type(screen.getByLabelText('Year'), '199');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Year'), '2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '31 February 1992 is not a real date: February 1992 has 29 days.',
    );
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    // Put right, it is read back instead.
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '29');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('You entered 29 February 1992.')).toBeVisible();
    // The next field stays where it was: clicking it works at once.
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('treats a name of spaces as empty', async () => {
    const { onAnalysed, user } = await setup(true);
    await fill(user, { name: '   ', dob: '1990-08-05', gender: 'Female' });
    await user.click(screen.getByRole('button', { name: 'Get your Free Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all details first');
    expect(onAnalysed).not.toHaveBeenCalled();
  });

  it('explains a date of birth in the future, by the field, without signing in', async () => {
    const { signIn, onAnalysed, user } = await setup(false);
    const next = new Date().getFullYear() + 1;
    await fill(user, { name: 'Asha Verma', dob: `${next}-01-15`, gender: 'Female' });
    await user.click(screen.getByRole('button', { name: 'Login and see Report' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your date of birth cannot be in the future.');
    for (const part of ['Day', 'Month', 'Year']) {
      const field = screen.getByLabelText(part);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Your date of birth cannot be in the future.');
    }
    expect(signIn).not.toHaveBeenCalled();
    expect(onAnalysed).not.toHaveBeenCalled();
  });

  it('explains a 500-character name', async () => {
    const { onAnalysed, user } = await setup(true);
    await fill(user, { name: 'a'.repeat(500), dob: '1990-08-05', gender: 'Male' });
    expect(screen.getByLabelText('Name')).toHaveValue('a'.repeat(500));
    await user.click(screen.getByRole('button', { name: 'Get your Free Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please keep your name to 100 characters or fewer.',
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onAnalysed).not.toHaveBeenCalled();
  });

  it('signs in first when signed out, then hands on the analysis', async () => {
    const order: string[] = [];
    const signIn = vi.fn(() => {
      order.push('signIn');
      return signedInAs();
    });
    const { onAnalysed, user } = await setup(false, signIn);
    onAnalysed.mockImplementation(() => order.push('analysed'));
    await fill(user, { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' });
    await user.click(screen.getByRole('button', { name: 'Login and see Report' }));
    await waitFor(() => expect(onAnalysed).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['signIn', 'analysed']);
    const [analysis] = onAnalysed.mock.calls[0] as [
      { input: unknown; result: { name: string; day: number; loshuGrid: Record<number, number> } },
    ];
    expect(analysis.input).toEqual({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' });
    expect(analysis.result.name).toBe('Asha Verma');
    expect(analysis.result.day).toBe(5);
  });

  it('says why it asks for sign-in before the window opens, and that the first report is free', async () => {
    const { signIn } = await setup(false);
    const button = await screen.findByRole('button', { name: 'Login and see Report' });
    expect(button).toHaveAccessibleDescription(
      'Your analysis is free. We ask you to sign in with Google so your PDF report is kept with your account, ready to download again at any time. Your first report is free.',
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says nothing of sign-in to a visitor who is signed in', async () => {
    await setup(true);
    const button = await screen.findByRole('button', { name: 'Get your Free Report' });
    expect(button).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/We ask you to sign in/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'cancelled',
      'status',
      'Sign-in was closed before it finished. Everything you typed is still here: press the button again when you are ready.',
    ],
    [
      'blocked',
      'alert',
      'Your browser stopped the Google sign-in window from opening. Please allow pop-ups for this site and press the button again: everything you typed is still here.',
    ],
    [
      'offline',
      'alert',
      'Sign-in could not connect. Please check your internet connection and press the button again: everything you typed is still here.',
    ],
    [
      'failed',
      'alert',
      'Sign-in did not work this time. Everything you typed is still here: please press the button again.',
    ],
  ] as const)(
    'says so when sign-in is %s, keeps what was typed, and tries again',
    async (problem, role, message) => {
      const signIn = vi.fn<() => Promise<SignInOutcome>>(() =>
        Promise.resolve({ user: null, problem }),
      );
      const { onAnalysed, user } = await setup(false, signIn);
      await fill(user, { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' });
      await user.click(screen.getByRole('button', { name: 'Login and see Report' }));
      expect(await screen.findByRole(role)).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Login and see Report' })).toBeEnabled();
      expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
      expect(screen.getByLabelText('Day')).toHaveValue('05');
      expect(screen.getByLabelText('Month')).toHaveValue('8');
      expect(screen.getByLabelText('Year')).toHaveValue('1990');
      expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
      expect(onAnalysed).not.toHaveBeenCalled();

      // The next try that works goes on to the analysis, and the message goes.
      signIn.mockImplementation(signedInAs);
      await user.click(screen.getByRole('button', { name: 'Login and see Report' }));
      await waitFor(() => expect(onAnalysed).toHaveBeenCalledTimes(1));
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    },
  );

  it('says it could not connect when the sign-in code itself does not load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const signIn = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const { onAnalysed, user } = await setup(false, signIn);
    await fill(user, { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' });
    await user.click(screen.getByRole('button', { name: 'Login and see Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in could not connect.');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(onAnalysed).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('does not sign in again when already signed in', async () => {
    const { signIn, onAnalysed, user } = await setup(true);
    await fill(user, { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' });
    await user.click(screen.getByRole('button', { name: 'Get your Free Report' }));
    await waitFor(() => expect(onAnalysed).toHaveBeenCalledTimes(1));
    expect(signIn).not.toHaveBeenCalled();
  });
});
