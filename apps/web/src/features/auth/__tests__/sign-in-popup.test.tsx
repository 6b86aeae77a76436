import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_USED_KEY, reportCredit } from '@/shared/state/report-credit';
import { store } from '@/shared/state/store';
import { json, mockFetch } from '@/test/render';
import { fb, firebaseConfig, profile } from './firebase.mock';

// Firebase is mocked at its module boundary; everything above it (our flow, the API calls) is real.
vi.mock('firebase/app', () => import('./firebase.mock').then((m) => m.appModule));
vi.mock('firebase/auth', () => import('./firebase.mock').then((m) => m.authModule));

const { setup, resetAuthState } = await import('./account-harness');
const { attemptSignIn, signOut } = await import('../auth');

describe('sign-in with the Google popup', () => {
  beforeEach(async () => {
    await resetAuthState();
    reportCredit.reload();
  });
  it('uses the Google popup when there is no emulator', async () => {
    const { user } = setup(null);
    fb.signInWithPopup.mockResolvedValue({ user: fb.user });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() => expect(store.getState().user?.uid).toBe('uid-1'));
    expect(fb.signInWithPopup).toHaveBeenCalledTimes(1);
    expect(fb.connectAuthEmulator).not.toHaveBeenCalledWith(
      expect.anything(),
      null,
      expect.anything(),
    );
  });
  it('logs a failed sign-in and alerts its message', async () => {
    const { user } = setup(null);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
      code: 'auth/network-request-failed',
    });
    fb.signInWithPopup.mockRejectedValue(failure);
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Firebase: Error (auth/network-request-failed).'),
    );
    expect(error).toHaveBeenCalledWith(failure);
    expect(store.getState().user).toBeNull();
  });

  it.each([
    ['auth/popup-blocked', 'blocked'],
    ['auth/popup-closed-by-user', 'cancelled'],
    ['auth/network-request-failed', 'offline'],
    ['auth/internal-error', 'failed'],
  ])('tells the calculator why (%s is %s), and alerts nothing', async (code, problem) => {
    setup(null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fb.signInWithPopup.mockRejectedValue(Object.assign(new Error(`Firebase: (${code})`), { code }));
    const outcome = await attemptSignIn();
    expect(outcome).toMatchObject({ user: null, problem });
    expect(alert).not.toHaveBeenCalled();
    expect(store.getState().user).toBeNull();
  });

  it('remembers in this browser that the account has used its free report, past sign-out', async () => {
    const { fetchMock } = setup(null);
    fetchMock.mockImplementation(
      mockFetch({
        'GET /api/config': () =>
          json({
            firebase: firebaseConfig,
            authEmulatorUrl: null,
            paymentMode: 'demo',
            analytics: 'api',
          }),
        'POST /api/session': () => json({ ...profile, remainingPDFQuota: 0 }),
        'DELETE /api/session': () => new Response(null, { status: 204 }),
      }),
    );
    fb.signInWithPopup.mockImplementation(() => {
      fb.auth.currentUser = fb.user;
      return Promise.resolve({ user: fb.user });
    });
    const outcome = await attemptSignIn();
    expect(outcome.user?.uid).toBe('uid-1');
    // The client's copy of the profile still says 0, as the spec has it; the flag is separate.
    expect(store.getState().user?.remainingPDFQuota).toBe(0);
    expect(reportCredit.used()).toBe(true);
    await signOut();
    expect(store.getState().user).toBeNull();
    expect(window.localStorage.getItem(CREDIT_USED_KEY)).toBe('1');
  });

  it('notes an account that still has its free report', async () => {
    window.localStorage.setItem(CREDIT_USED_KEY, '1');
    reportCredit.reload();
    setup(null);
    fb.signInWithPopup.mockResolvedValue({ user: fb.user });
    await attemptSignIn();
    expect(reportCredit.used()).toBe(false);
    expect(window.localStorage.getItem(CREDIT_USED_KEY)).toBeNull();
  });
});
