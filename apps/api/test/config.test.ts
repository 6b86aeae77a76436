import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('defaults to the embedded adapters on port 8080 with data in ./.data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.store).toMatchObject({ kind: 'sqlite' });
    expect(config.payments).toEqual({ kind: 'demo' });
    expect(config.firebaseWeb).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'nope' })).toThrow(
      /STRIPE_SECRET_KEY must start with sk_test_/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: 'not a url' })).toThrow(ConfigError);
  });

  it('refuses the Auth emulator in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production/);
  });

  it('needs the publishable key and webhook secret with a Stripe secret key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.payments.kind).toBe('stripe');
  });

  it('needs credentials or an emulator for Firestore', () => {
    expect(() => loadConfig({ STORE: 'firestore' })).toThrow(/GOOGLE_APPLICATION_CREDENTIALS/);
    expect(
      loadConfig({ STORE: 'firestore', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181' }).store.kind,
    ).toBe('firestore');
  });
});
