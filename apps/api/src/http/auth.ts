import type { Request, RequestHandler, Response } from 'express';
import type { UserProfile } from '@ankvidya/schemas';
import { InvalidTokenError, type AuthVerifier } from '../ports/auth.js';
import type { Identity } from '../ports/store.js';
import { HttpError } from './errors.js';

interface SignedIn {
  identity: Identity;
  user: UserProfile;
}

const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message);

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._-]{20,4096})$/.exec(header ?? '');
  return match?.[1];
}

/** Verifies the caller's token and returns who they are; 401 when missing, malformed or revoked. */
export async function verifyCaller(
  verifier: AuthVerifier,
  header: string | undefined,
): Promise<Identity> {
  if (!header) throw unauthorized('Please sign in first.');
  const token = bearerToken(header);
  if (!token) throw unauthorized('The sign-in token is malformed. Please sign in again.');
  try {
    return await verifier.verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError)
      throw unauthorized('Your sign-in has expired or was revoked. Please sign in again.');
    throw error;
  }
}

export interface SignInLimits {
  /**
   * Checked before the token is verified, so a full bucket costs no verification. It must not
   * count the request: whatever counts there would let junk tokens fill what payers count in.
   */
  beforeVerify?: RequestHandler;
  /**
   * Counts a request whose token is missing, malformed or fails to verify, and may answer 429
   * instead of 401. It is a bucket of its own: junk tokens never count where signed-in callers do.
   */
  refused?: RequestHandler;
  /** Runs once the token verifies, before the account is read (e.g. a per-IP bound). */
  verified?: RequestHandler;
}

/** Runs a middleware as a step: resolves when it passes on, rejects with the error it gives. */
function step(handler: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    void handler(req, res, (error?: unknown) => {
      if (!error) resolve();
      else
        reject(error instanceof Error ? error : new Error('middleware failed', { cause: error }));
    });
  });
}

/** The stored user of a verified caller (created or handed over on first sight, by the caller). */
export type AccountOf = (identity: Identity) => Promise<UserProfile>;

/**
 * Middleware for signed-in routes: the verified identity and the stored user land in res.locals.
 * How an identity becomes an account is the session feature's rule, handed in as `accountOf`, so
 * this edge layer never imports a feature.
 */
export function requireUser(
  verifier: AuthVerifier,
  accountOf: AccountOf,
  limits: SignInLimits = {},
): RequestHandler {
  return async (req, res, next) => {
    if (limits.beforeVerify) await step(limits.beforeVerify, req, res);
    let identity: Identity;
    try {
      identity = await verifyCaller(verifier, req.headers.authorization);
    } catch (error) {
      if (limits.refused && error instanceof HttpError) await step(limits.refused, req, res);
      throw error;
    }
    if (limits.verified) await step(limits.verified, req, res);
    const user = await accountOf(identity);
    (res.locals as { signedIn?: SignedIn }).signedIn = { identity, user };
    next();
  };
}

export function signedIn(res: Response): SignedIn {
  const value = (res.locals as { signedIn?: SignedIn }).signedIn;
  if (!value) throw unauthorized('Please sign in first.');
  return value;
}
