/**
 * The auth feature's public face. Everything behind it (Firebase) loads on first use, so pages can
 * show the signed-in state from persisted state without any Firebase code.
 */
import type { SignInOutcome } from '@/shared/lib/sign-in-outcome';
import type { ClientUser } from '@/shared/state/store';

const load = () => import('./lib/session');

export const signIn = (): Promise<ClientUser | null> => load().then((m) => m.signIn());
/** Sign-in that tells why it did not finish and alerts nothing: the page says it in its own words. */
export const attemptSignIn = (): Promise<SignInOutcome> => load().then((m) => m.attemptSignIn());
export const signOut = (): Promise<void> => load().then((m) => m.signOut());
export const getIdToken = (): Promise<string | null> => load().then((m) => m.getIdToken());

let preloaded = false;
/** Warms up Firebase before a click, so Google's popup is not blocked by a slow start. */
export function preloadAuth(): void {
  if (preloaded) return;
  preloaded = true;
  load()
    .then((m) => m.preload())
    .catch((error: unknown) => {
      preloaded = false;
      console.error(error);
    });
}
