/** Firebase Auth, loaded only when someone signs in or a page needs an ID token. */
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  getAuth,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { getFirebaseApp } from '@/shared/lib/firebase-app';
import { emulatorSub } from './emulator-sub';

let pending: Promise<Auth> | null = null;

export function getAuthInstance(): Promise<Auth> {
  pending ??= getFirebaseApp()
    .then(({ app, config }) => {
      const auth = getAuth(app);
      if (config.authEmulatorUrl) {
        connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
      }
      return auth;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export async function signInWithGoogle(): Promise<User> {
  const auth = await getAuthInstance();
  const result = await signInWithPopup(auth, new GoogleAuthProvider());
  return result.user;
}

/** The Auth emulator accepts an unsigned Google ID token: the popup cannot work offline. */
export async function signInToEmulator(details: { name: string; email: string }): Promise<User> {
  const auth = await getAuthInstance();
  const email = details.email.trim();
  const credential = GoogleAuthProvider.credential(
    JSON.stringify({
      sub: emulatorSub(email),
      email,
      email_verified: true,
      name: details.name.trim(),
    }),
  );
  const result = await signInWithCredential(auth, credential);
  return result.user;
}

/** The current user's ID token, or null when Firebase has no signed-in user. */
export async function currentIdToken(): Promise<string | null> {
  const auth = await getAuthInstance();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

export async function signOutOfFirebase(): Promise<void> {
  const auth = await getAuthInstance();
  await signOut(auth);
}
