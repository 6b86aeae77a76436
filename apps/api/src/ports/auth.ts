import type { Identity } from './store.js';

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

/**
 * Checks a sign-in (Firebase ID) token; throws InvalidTokenError for a bad or revoked one, and
 * for any identity other than a Google account with a verified email.
 */
export interface AuthVerifier {
  readonly kind: string;
  verify(token: string): Promise<Identity>;
  /** Whether the identity provider still has an account with this uid. */
  userExists(uid: string): Promise<boolean>;
  /**
   * Deletes the sign-in record of this uid at the identity provider, so its tokens stop
   * verifying; an account the provider no longer has counts as deleted.
   */
  deleteAccount(uid: string): Promise<void>;
}
