// Shared by the sign-in tests. Import it only after mocking 'firebase/app' and 'firebase/auth'.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { actions, store } from '@/shared/state/store';
import { json, mockFetch } from '@/test/render';
import { AccountControl, SignInDialogHost } from '../index';
import { fb, firebaseConfig, profile } from './firebase.mock';

/** Renders the header's account control with the API answering as configured. */
export function setup(authEmulatorUrl: string | null) {
  const fetchMock = vi.fn(
    mockFetch({
      'GET /api/config': () =>
        json({ firebase: firebaseConfig, authEmulatorUrl, paymentMode: 'demo', analytics: 'api' }),
      'POST /api/session': () => json(profile),
      'DELETE /api/session': () => new Response(null, { status: 204 }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  // In a router, as in the header: the signed-in menu links to My account.
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <AccountControl />
        <SignInDialogHost />
      </Suspense>
    </MemoryRouter>,
  );
  return { fetchMock, user: userEvent.setup() };
}

/** Signed out, with fresh Firebase mocks. */
export async function resetAuthState() {
  await store.restore();
  actions.setUser(null);
  fb.auth.currentUser = null;
  fb.signInWithCredential.mockReset();
  fb.signInWithPopup.mockReset();
  fb.signOut.mockClear();
  fb.credential.mockClear();
}
