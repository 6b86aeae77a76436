import type { UserProfile } from '@ankvidya/schemas';
import { HttpError } from '../../http/errors.js';
import type { AuthVerifier } from '../../ports/auth.js';
import { EmailTakenError, type Identity, type Store } from '../../ports/store.js';

/**
 * The account of a verified identity, keyed by its uid. A new uid with a known email takes the
 * old account over only when the provider no longer has the old uid (the account was deleted and
 * re-created, or the local emulator forgot it); while the old uid exists, the email stays its.
 */
export async function accountFor(
  store: Store,
  verifier: AuthVerifier,
  identity: Identity,
  now: string,
  mode: 'sign-in' | 'request',
): Promise<{ user: UserProfile; created: boolean }> {
  const attempt = async () =>
    mode === 'sign-in'
      ? store.signIn(identity, now)
      : { user: await store.ensureUser(identity, now), created: false };
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    if (await verifier.userExists(error.ownerUid)) {
      throw new HttpError(
        409,
        'account_conflict',
        'This email address already belongs to another Ankvidya sign-in. Please sign in with the Google account you used before.',
      );
    }
    await store.transferUser(error.ownerUid, identity.uid);
    return attempt();
  }
}
