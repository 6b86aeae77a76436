/** Sign-in, sign-out and tokens. Loaded on demand (it brings Firebase Auth with it). */
import { getConfig } from '@/shared/api/config';
import { loadedContent } from '@/shared/content/content';
import type { SignInOutcome, SignInProblem } from '@/shared/lib/sign-in-outcome';
import { reportCredit } from '@/shared/state/report-credit';
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
const CANCELLED = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

function problemOf(error: unknown): SignInProblem {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CANCELLED.has(code)) return 'cancelled';
  if (code === 'auth/popup-blocked') return 'blocked';
  // fetch() rejects with a TypeError when there is no connection to our API at all.
  if (code === 'auth/network-request-failed' || error instanceof TypeError) return 'offline';
  return 'failed';
}

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
 * email, then opens the API session. On failure the error goes to the console and the outcome
 * says why, for the page to say so; nothing is alerted here.
 */
export async function attemptSignIn(): Promise<SignInOutcome> {
  let firebaseUser;
  try {
    const config = await getConfig();
    if (config.authEmulatorUrl) {
      void getAuthInstance().catch(() => undefined); // load Firebase while the dialog is open
      const details = await requestSignInDetails();
      if (!details) return { user: null, problem: 'cancelled' };
      firebaseUser = await signInToEmulator(details);
    } else {
      firebaseUser = await signInWithGoogle();
    }
    const profile = await createSession(await firebaseUser.getIdToken());
    // What the account has left is remembered in this browser (it words the offer after
    // sign-out); the client's copy of the profile keeps remainingPDFQuota at 0 (spec).
    reportCredit.note(profile.remainingPDFQuota);
    const user: ClientUser = { ...profile, remainingPDFQuota: 0 };
    actions.setUser(user);
    return { user };
  } catch (error) {
    console.error(error);
    // Signed in to Firebase but no API session: do not leave a half signed-in state behind.
    if (firebaseUser) await signOutOfFirebase().catch(() => undefined);
    return { user: null, problem: problemOf(error), message: errorMessage(error) };
  }
}

/**
 * Sign-in as the header's Login button and the report pages use it: on failure an alert with the
 * error's message (spec section 8), none when the visitor closed it; resolves to null.
 */
export async function signIn(): Promise<ClientUser | null> {
  const outcome = await attemptSignIn();
  if (outcome.user) return outcome.user;
  if (outcome.problem !== 'cancelled') window.alert(outcome.message);
  return null;
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
