import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyze } from '@ankvidya/numerology-core';
import { actions, initialState, store } from '@/shared/state/store';
import { requestTo } from '@/test/render';
import { fb, profile } from './firebase.mock';

// Firebase is mocked at its module boundary; everything above it (our flow, the API calls) is real.
vi.mock('firebase/app', () => import('./firebase.mock').then((m) => m.appModule));
vi.mock('firebase/auth', () => import('./firebase.mock').then((m) => m.authModule));

const { setup, resetAuthState } = await import('./account-harness');
const { emulatorSub } = await import('../lib/emulator-sub');

describe('sign-in with the Auth emulator', () => {
  beforeEach(resetAuthState);
  it('signs in to the Auth emulator through an accessible Name/Email dialog', async () => {
    const { fetchMock, user } = setup('http://127.0.0.1:9099');
    fb.signInWithCredential.mockImplementation(() => {
      fb.auth.currentUser = fb.user;
      return Promise.resolve({ user: fb.user });
    });
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.type(screen.getByLabelText('Name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(store.getState().user?.uid).toBe('uid-1'));
    expect(fb.connectAuthEmulator).toHaveBeenCalledWith(fb.auth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    expect(JSON.parse(fb.credential.mock.calls[0]![0])).toEqual({
      sub: emulatorSub('asha@example.com'),
      email: 'asha@example.com',
      email_verified: true,
      name: 'Asha Verma',
    });
    const init = requestTo(fetchMock, '/api/session', 'POST');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token-1');
    // The client copy keeps remainingPDFQuota at 0; the header now shows the account menu.
    expect(store.getState().user?.remainingPDFQuota).toBe(0);
    expect(await screen.findByRole('button', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('gives the same email the same account id, and another email another', () => {
    expect(emulatorSub('Asha@Example.com ')).toBe(emulatorSub('asha@example.com'));
    expect(emulatorSub('asha@example.com')).not.toBe(emulatorSub('ravi@example.com'));
    expect(emulatorSub('asha@example.com')).toMatch(/^\d{21}$/);
  });
  it('cancelling the dialog signs nobody in', async () => {
    const { user } = setup('http://127.0.0.1:9099');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fb.signInWithCredential).not.toHaveBeenCalled();
    expect(store.getState().user).toBeNull();
  });
  it('signs out: DELETE /api/session, Firebase signOut, signed-out header', async () => {
    const { fetchMock, user } = setup(null);
    fb.auth.currentUser = fb.user;
    actions.setUser({ ...profile, authProvider: 'google', remainingPDFQuota: 0 });
    await user.click(await screen.findByRole('button', { name: 'Your account' }));
    expect(screen.getByText('Signed in as Asha Verma')).toBeVisible();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(fb.signOut).toHaveBeenCalled();
    const call = requestTo(fetchMock, '/api/session', 'DELETE');
    expect(new Headers(call?.headers).get('Authorization')).toBe('Bearer id-token-1');
  });

  it('forgets the analysis and payments on sign-out, in the page and in localStorage', async () => {
    const { user } = setup(null);
    fb.auth.currentUser = fb.user;
    actions.setUser({ ...profile, authProvider: 'google', remainingPDFQuota: 0 });
    const input = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' as const };
    actions.setAnalysis({ input, result: analyze(input), createdAt: '2026-01-01T00:00:00.000Z' });
    actions.setPendingPayment('report-1');
    actions.recordPayment('report-1', 'pi_1');
    expect(window.localStorage.getItem('persist:root')).toContain('1990-08-05');

    await user.click(await screen.findByRole('button', { name: 'Your account' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'Login' });

    expect(store.getState()).toEqual(initialState);
    const stored = window.localStorage.getItem('persist:root') ?? '';
    for (const trace of ['Asha', '1990-08-05', 'report-1', 'pi_1', 'uid-1'])
      expect(stored).not.toContain(trace);
    const slices = JSON.parse(stored) as Record<string, string>;
    expect(JSON.parse(slices.analysis!)).toBeNull();
    expect(JSON.parse(slices.payments!)).toEqual({ pending: null, records: {} });
  });
});
