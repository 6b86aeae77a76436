import { InvalidTokenError, type AuthVerifier } from '../../src/ports/auth.js';
import type { Identity } from '../../src/ports/store.js';

/**
 * A test double at the AuthVerifier port: tokens it issued verify to their identity until
 * revoked. The real firebase-admin verifier is exercised against the Auth emulator elsewhere.
 */
export class FakeAuthVerifier implements AuthVerifier {
  readonly kind = 'fake';
  private readonly tokens = new Map<string, Identity>();
  private readonly revoked = new Set<string>();
  private readonly deleted = new Set<string>();
  private counter = 0;
  /** How long userExists takes: Firebase asks Google over the network, so races can happen. */
  lookupDelayMs = 0;

  issue(identity: Partial<Identity> & { email: string }): string {
    const token = `fake-token-${++this.counter}-${'x'.repeat(24)}`;
    this.deleted.delete(identity.uid ?? `uid-${identity.email}`);
    this.tokens.set(token, {
      uid: identity.uid ?? `uid-${identity.email}`,
      name: identity.name ?? identity.email.split('@')[0]!,
      photoURL: identity.photoURL ?? null,
      phoneNumber: identity.phoneNumber ?? null,
      email: identity.email,
    });
    return token;
  }

  revoke(token: string): void {
    this.revoked.add(token);
  }

  /** The account is deleted at the provider (its tokens stop verifying). */
  deleteUser(uid: string): void {
    this.deleted.add(uid);
  }

  /** The port's deletion: what DELETE /api/me asks of the provider. */
  deleteAccount(uid: string): Promise<void> {
    this.deleteUser(uid);
    return Promise.resolve();
  }

  async userExists(uid: string): Promise<boolean> {
    if (this.lookupDelayMs > 0) await new Promise((r) => setTimeout(r, this.lookupDelayMs));
    const known = [...this.tokens.values()].some((identity) => identity.uid === uid);
    return known && !this.deleted.has(uid);
  }

  verify(token: string): Promise<Identity> {
    const identity = this.tokens.get(token);
    if (!identity || this.revoked.has(token) || this.deleted.has(identity.uid))
      return Promise.reject(new InvalidTokenError('auth/id-token-revoked'));
    return Promise.resolve(identity);
  }
}
