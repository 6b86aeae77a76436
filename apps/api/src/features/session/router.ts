import { Router } from 'express';
import type { AuthVerifier } from '../../ports/auth.js';
import type { Store } from '../../ports/store.js';
import { verifyCaller } from '../../http/auth.js';
import { accountFor } from './account.js';

/** The spec's token sync: POST signs in (creating or updating the user), DELETE signs out. */
export function sessionRouter(store: Store, verifier: AuthVerifier, now: () => Date): Router {
  const router = Router();
  router.post('/session', async (req, res) => {
    const identity = await verifyCaller(verifier, req.headers.authorization);
    const { user, created } = await accountFor(
      store,
      verifier,
      identity,
      now().toISOString(),
      'sign-in',
    );
    res.status(created ? 201 : 200).json(user);
  });
  // Sessions live in the browser (Firebase keeps the token); there is nothing to delete here.
  router.delete('/session', (_req, res) => {
    res.status(204).end();
  });
  return router;
}
