import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '@/shared/state/store';
import { fb } from './firebase.mock';

// Firebase is mocked at its module boundary; everything above it (our flow, the API calls) is real.
vi.mock('firebase/app', () => import('./firebase.mock').then((m) => m.appModule));
vi.mock('firebase/auth', () => import('./firebase.mock').then((m) => m.authModule));

const { setup, resetAuthState } = await import('./account-harness');

describe('sign-in with the Google popup', () => {
  beforeEach(resetAuthState);
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
});
