import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    const dob = screen.getByLabelText('Date of birth');
    await user.clear(dob);
    await user.type(dob, values.dob);
  }
  if (values.gender) await user.click(screen.getByRole('radio', { name: values.gender }));
}

async function setup(
  signedIn: boolean,
  signIn = vi.fn(() => Promise.resolve<unknown>({ uid: 'u1' })),
) {
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
    expect(screen.getByLabelText('Date of birth')).toBeRequired();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
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
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(dob).toHaveAccessibleDescription('Your date of birth cannot be in the future.');
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
      return Promise.resolve<unknown>({ uid: 'u1' });
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

  it('stays on the form when sign-in is cancelled', async () => {
    const signIn = vi.fn(() => Promise.resolve<unknown>(null));
    const { onAnalysed, user } = await setup(false, signIn);
    await fill(user, { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' });
    await user.click(screen.getByRole('button', { name: 'Login and see Report' }));
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Login and see Report' })).toBeEnabled();
    expect(onAnalysed).not.toHaveBeenCalled();
  });

  it('does not sign in again when already signed in', async () => {
    const { signIn, onAnalysed, user } = await setup(true);
    await fill(user, { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' });
    await user.click(screen.getByRole('button', { name: 'Get your Free Report' }));
    await waitFor(() => expect(onAnalysed).toHaveBeenCalledTimes(1));
    expect(signIn).not.toHaveBeenCalled();
  });
});
