import { afterEach, describe, expect, it } from 'vitest';
import { createAuthVerifier } from '../src/adapters/index.js';
import { loadConfig } from '../src/config.js';
import { InvalidTokenError } from '../src/ports/auth.js';
import { SELLER_ENV } from './support/seller-env.js';

// The real firebase-admin verifier, offline: what a production server would build.
const production = loadConfig({
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  FIREBASE_PROJECT_ID: 'ankvidya-prod',
  ...SELLER_ENV,
});

/** An unsigned token whose claims are otherwise perfect for the production project. */
function unsignedToken(header: object): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://securetoken.google.com/ankvidya-prod',
    aud: 'ankvidya-prod',
    auth_time: now - 10,
    iat: now - 10,
    exp: now + 3600,
    sub: 'any-emulator-uid',
    user_id: 'any-emulator-uid',
    email: 'victim@example.in',
    email_verified: true,
    firebase: { sign_in_provider: 'google.com', identities: {} },
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part(claims)}.`;
}

const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
afterEach(() => {
  if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
});

describe('the Auth verifier of a production configuration', () => {
  it('rejects unsigned (alg: none) tokens, with or without a key id', async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    expect(production.auth.emulatorHost).toBeUndefined();
    const verifier = createAuthVerifier(production);
    expect(verifier.kind).toBe('firebase-auth (ankvidya-prod)');
    for (const header of [
      { alg: 'none', typ: 'JWT' },
      { alg: 'none', typ: 'JWT', kid: 'a-key-id' },
    ]) {
      await expect(verifier.verify(unsignedToken(header))).rejects.toBeInstanceOf(
        InvalidTokenError,
      );
    }
  });

  it('refuses to be built in a process where the emulator variable is set', () => {
    // firebase-admin reads the variable itself, at each call, and then checks no signature.
    for (const value of ['127.0.0.1:9099', ' ']) {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = value;
      expect(() => createAuthVerifier(production)).toThrow(
        /FIREBASE_AUTH_EMULATOR_HOST is set .* this configuration does not use the Auth emulator/,
      );
    }
  });

  it('verifies nothing once the emulator variable appears after start-up', async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const verifier = createAuthVerifier(production);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
    const attempt = verifier.verify(unsignedToken({ alg: 'none', typ: 'JWT' }));
    await expect(attempt).rejects.toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    await expect(attempt).rejects.not.toBeInstanceOf(InvalidTokenError);
  });
});
