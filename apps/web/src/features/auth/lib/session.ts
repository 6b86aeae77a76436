/** Sign-in, sign-out and tokens. Loaded on demand (it brings Firebase Auth with it). */
import { getConfig } from '@/shared/api/config';
import { loadedContent } from '@/shared/content/content';
import { actions, store, type ClientUser } from '@/shared/state/store';
import { createSession, deleteSession } from '../api/session';
import {
  currentIdToken,
  getAuthInstance,
  signInToEmulator,
  signInWithGoogle,
  signOutOfFirebase,
} from './firebase-auth';
import { requestSignInDetails } from './sign-in-request';

/** Codes for a sign-in the visitor stopped themselves: nothing to alert about. */
const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return loadedContent('ui')?.signIn.failed ?? 'Sign-in did not work. Please try again.';
}

/** Starts Firebase early (e.g. when the pointer reaches the Login button), so the popup opens at once. */
export function preload(): void {
  void getAuthInstance().catch((error: unknown) => console.error(error));
}

/**
 * Signs in with Google (a popup), or in the local copy through the Auth emulator with a name and
 * email, then opens the API session. On failure: the error in the console and an alert with its
 * message (spec section 8); resolves to null.
 */
export async function signIn(): Promise<ClientUser | null> {
  let firebaseUser;
  try {
    const config = await getConfig();
    if (config.authEmulatorUrl) {
      void getAuthInstance().catch(() => undefined); // load Firebase while the dialog is open
      const details = await requestSignInDetails();
      if (!details) return null;
      firebaseUser = await signInToEmulator(details);
    } else {
      firebaseUser = await signInWithGoogle();
    }
    const profile = await createSession(await firebaseUser.getIdToken());
    // The client's copy of the profile keeps remainingPDFQuota at 0 (spec); pages ask /api/me.
    const user: ClientUser = { ...profile, remainingPDFQuota: 0 };
    actions.setUser(user);
    return user;
  } catch (error) {
    console.error(error);
    // Signed in to Firebase but no API session: do not leave a half signed-in state behind.
    if (firebaseUser) await signOutOfFirebase().catch(() => undefined);
    const code = (error as { code?: unknown } | null)?.code;
    if (!(typeof code === 'string' && CANCELLED.has(code))) window.alert(errorMessage(error));
    return null;
  }
}

/** The ID token for API calls; clears a signed-in state that Firebase no longer has. */
export async function getIdToken(): Promise<string | null> {
  const token = await currentIdToken();
  if (!token && store.getState().user) actions.setUser(null);
  return token;
}

export async function signOut(): Promise<void> {
  try {
    const token = await currentIdToken().catch(() => null);
    await deleteSession(token).catch((error: unknown) => console.error(error));
    await signOutOfFirebase();
  } catch (error) {
    console.error(error);
  } finally {
    actions.signOut();
  }
}
