import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { InvalidTokenError, type AuthVerifier } from '../../ports/auth.js';
import type { Identity } from '../../ports/store.js';

/** One firebase-admin app per process and project. */
export function firebaseApp(projectId: string): App {
  return getApps().find((app) => app.name === projectId) ?? initializeApp({ projectId }, projectId);
}

/**
 * What firebase-admin obeys: any non-empty value, read at every call, turns it to the Auth
 * emulator, which checks no token signature at all (it accepts `alg: none`).
 */
const emulatorVariable = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';

function refuseUnplannedEmulator(): void {
  const value = emulatorVariable();
  if (value !== '')
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST is set (${JSON.stringify(value)}) but this configuration does not use the Auth emulator: firebase-admin would accept unsigned tokens`,
    );
}

/**
 * Verifies Firebase ID tokens with firebase-admin, revocation included. With
 * FIREBASE_AUTH_EMULATOR_HOST set (never in production; config refuses it), the SDK talks to the
 * local Auth emulator instead of Google. A verifier configured without the emulator refuses to
 * be built, or to verify, while the variable is set in its process, so the unsigned path is
 * reachable only by a configuration that asked for the emulator.
 */
export class FirebaseAuthVerifier implements AuthVerifier {
  readonly kind: string;
  private readonly auth: Auth;

  constructor(
    projectId: string,
    private readonly emulatorHost?: string,
  ) {
    if (!emulatorHost) refuseUnplannedEmulator();
    else if (emulatorHost !== emulatorVariable().trim())
      throw new Error(
        `FirebaseAuthVerifier: emulator ${emulatorHost} requested, but firebase-admin connects to FIREBASE_AUTH_EMULATOR_HOST (${emulatorVariable() || 'unset'})`,
      );
    this.kind = emulatorHost
      ? `firebase-auth-emulator (${emulatorHost})`
      : `firebase-auth (${projectId})`;
    this.auth = getAuth(firebaseApp(projectId));
  }

  async verify(token: string): Promise<Identity> {
    // Outside the try: a misconfigured server must fail loudly, not answer 401 and carry on.
    if (!this.emulatorHost) refuseUnplannedEmulator();
    try {
      const decoded = await this.auth.verifyIdToken(token, true);
      // Only Google sign-in is offered; an email/password or anonymous token, or an address
      // nobody has proved they own, must not open (or take over) an account.
      if (decoded.firebase.sign_in_provider !== 'google.com')
        throw new InvalidTokenError('auth/provider-not-allowed');
      if (!decoded.email || decoded.email_verified !== true)
        throw new InvalidTokenError('auth/email-not-verified');
      return {
        uid: decoded.uid,
        email: decoded.email.toLowerCase(),
        name:
          typeof decoded.name === 'string' && decoded.name.trim()
            ? decoded.name.trim()
            : decoded.email.split('@')[0]!,
        photoURL: decoded.picture ?? null,
        phoneNumber: decoded.phone_number ?? null,
      };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      const code = (error as { code?: string }).code ?? 'auth/invalid-token';
      throw new InvalidTokenError(code);
    }
  }

  async deleteAccount(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }

  async userExists(uid: string): Promise<boolean> {
    try {
      await this.auth.getUser(uid);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error;
    }
  }
}
