import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('defaults to the embedded adapters on port 8080 with data in ./.data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.store).toMatchObject({ kind: 'sqlite' });
    expect(config.payments).toEqual({ kind: 'demo', explicit: false });
    expect(config.productionLike).toBe(false);
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
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS: 'demo',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
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

  describe('production never sells through the demo gateway by accident', () => {
    const stripeKeys = {
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };

    it('refuses to start in production without a payment provider', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /PAYMENTS: no payment provider is configured while NODE_ENV=production/,
      );
    });

    it('starts the demo gateway in production only when asked for by name', () => {
      const config = loadConfig({ NODE_ENV: 'production', PAYMENTS: 'demo' });
      expect(config.payments).toEqual({ kind: 'demo', explicit: true });
    });

    it('uses Stripe in production when its keys are set', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...stripeKeys }).payments.kind).toBe('stripe');
    });

    it('PAYMENTS=demo wins over keys, PAYMENTS=stripe needs them', () => {
      expect(loadConfig({ PAYMENTS: 'demo', NODE_ENV: 'test', ...stripeKeys }).payments.kind).toBe(
        'demo',
      );
      expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY is required/);
      expect(() => loadConfig({ PAYMENTS: 'card' })).toThrow(/PAYMENTS/);
    });

    it('treats real keys with no NODE_ENV as production for the emulator guard', () => {
      expect(() =>
        loadConfig({ ...stripeKeys, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
      ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must not be set when real keys are set/);
      expect(loadConfig({ ...stripeKeys }).productionLike).toBe(true);
      // An explicit development run with test keys may use the emulator.
      expect(
        loadConfig({
          ...stripeKeys,
          NODE_ENV: 'development',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        }).auth.emulatorHost,
      ).toBe('127.0.0.1:9099');
    });

    it('refuses an emulator variable of only whitespace in production (firebase-admin obeys it)', () => {
      for (const value of [' ', '\t', '  \n']) {
        expect(() =>
          loadConfig({
            NODE_ENV: 'production',
            PAYMENTS: 'demo',
            FIREBASE_AUTH_EMULATOR_HOST: value,
          }),
        ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must not be set/);
        expect(() => loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: value })).toThrow(
          /FIREBASE_AUTH_EMULATOR_HOST must be host:port/,
        );
      }
    });
  });
});
