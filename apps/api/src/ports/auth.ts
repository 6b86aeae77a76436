import type { Identity } from './store.js';

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

/** Checks a sign-in (Firebase ID) token; throws InvalidTokenError for a bad or revoked one. */
export interface AuthVerifier {
  readonly kind: string;
  verify(token: string): Promise<Identity>;
}
