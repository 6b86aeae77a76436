import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { SELLER_ENV } from './support/seller-env.js';

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

  it('refuses the Firestore emulator in production: payments would go to a throwaway database', () => {
    for (const store of ['firestore', 'sqlite']) {
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          PAYMENTS: 'demo',
          STORE: store,
          FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181',
        }),
      ).toThrow(/FIRESTORE_EMULATOR_HOST must not be set when NODE_ENV=production/);
    }
    // firebase-admin obeys any non-empty value, so whitespace counts as set.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENTS: 'demo', FIRESTORE_EMULATOR_HOST: ' ' }),
    ).toThrow(/FIRESTORE_EMULATOR_HOST must not be set/);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        STORE: 'firestore',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181',
      }).store,
    ).toMatchObject({ emulatorHost: '127.0.0.1:8181' });
  });

  it('refuses a local stand-in for Stripe in production: the secret key would travel in clear', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    const local = { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: '12111' };
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...keys, ...local, STRIPE_API_PROTOCOL: 'http' }),
    ).toThrow(/STRIPE_API_PROTOCOL must be https when NODE_ENV=production/);
    expect(() => loadConfig({ ...keys, ...local, STRIPE_API_PROTOCOL: 'http' })).toThrow(
      /STRIPE_API_PROTOCOL must be https when real keys are set/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', ...keys, ...local, STRIPE_API_PROTOCOL: 'http' }).payments,
    ).toMatchObject({ kind: 'stripe', api: { host: '127.0.0.1', protocol: 'http' } });
  });

  it('needs the publishable key and webhook secret with a Stripe secret key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      ...SELLER_ENV,
    });
    expect(config.payments.kind).toBe('stripe');
  });

  it('needs credentials or an emulator for Firestore', () => {
    expect(() => loadConfig({ STORE: 'firestore' })).toThrow(/GOOGLE_APPLICATION_CREDENTIALS/);
    expect(
      loadConfig({ STORE: 'firestore', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181' }).store.kind,
    ).toBe('firestore');
  });

  it('uses the service account of Cloud Run (K_SERVICE set) for Firestore without a key file', () => {
    const config = loadConfig({
      STORE: 'firestore',
      K_SERVICE: 'ankvidya',
      FIREBASE_PROJECT_ID: 'ankvidya-prod',
    });
    expect(config.store).toEqual({ kind: 'firestore', projectId: 'ankvidya-prod' });
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
      expect(
        loadConfig({ NODE_ENV: 'production', ...stripeKeys, ...SELLER_ENV }).payments.kind,
      ).toBe('stripe');
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
      expect(loadConfig({ ...stripeKeys, ...SELLER_ENV }).productionLike).toBe(true);
      // An explicit development run with test keys may use the emulator.
      expect(
        loadConfig({
          ...stripeKeys,
          NODE_ENV: 'development',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        }).auth.emulatorHost,
      ).toBe('127.0.0.1:9099');
    });

    const razorpayKeys = {
      RAZORPAY_KEY_ID: 'rzp_live_Abc123',
      RAZORPAY_KEY_SECRET: 'live_secret_0123456789',
      RAZORPAY_WEBHOOK_SECRET: 'webhook_secret_0123',
    };

    it('uses Razorpay when its three keys are set, as real keys', () => {
      const config = loadConfig({ ...razorpayKeys, ...SELLER_ENV });
      expect(config.payments).toEqual({
        kind: 'razorpay',
        keyId: 'rzp_live_Abc123',
        keySecret: 'live_secret_0123456789',
        webhookSecret: 'webhook_secret_0123',
        apiUrl: 'https://api.razorpay.com',
      });
      expect(config.productionLike).toBe(true);
      expect(
        loadConfig({ NODE_ENV: 'production', ...razorpayKeys, ...SELLER_ENV }).payments.kind,
      ).toBe('razorpay');
    });

    it('needs all three Razorpay keys or none, and a key id that is one', () => {
      expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_Abc123' })).toThrow(
        /RAZORPAY_KEY_SECRET is required with the other RAZORPAY_ keys[\s\S]*RAZORPAY_WEBHOOK_SECRET/,
      );
      expect(() => loadConfig({ ...razorpayKeys, RAZORPAY_KEY_ID: 'key_123' })).toThrow(
        /RAZORPAY_KEY_ID must start with rzp_test_ or rzp_live_/,
      );
      expect(() => loadConfig({ PAYMENTS: 'razorpay' })).toThrow(
        /RAZORPAY_KEY_ID is required when PAYMENTS=razorpay/,
      );
    });

    it('asks PAYMENTS to choose when Stripe and Razorpay both have keys', () => {
      const both = { NODE_ENV: 'test', ...stripeKeys, ...razorpayKeys };
      expect(() => loadConfig(both)).toThrow(/PAYMENTS must say which provider the page offers/);
      expect(loadConfig({ ...both, PAYMENTS: 'razorpay' }).payments.kind).toBe('razorpay');
      expect(loadConfig({ ...both, PAYMENTS: 'stripe' }).payments.kind).toBe('stripe');
      expect(loadConfig({ ...both, PAYMENTS: 'demo' }).payments.kind).toBe('demo');
    });

    it('sends the Razorpay key secret over https only in production', () => {
      const local = { RAZORPAY_API_URL: 'http://127.0.0.1:9999' };
      expect(() => loadConfig({ ...razorpayKeys, ...local })).toThrow(
        /RAZORPAY_API_URL must be an https:\/\/ address when real keys are set/,
      );
      expect(loadConfig({ NODE_ENV: 'test', ...razorpayKeys, ...local }).payments).toMatchObject({
        kind: 'razorpay',
        apiUrl: 'http://127.0.0.1:9999',
      });
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

  describe('the seller', () => {
    const stripeKeys = {
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };

    it('is a clearly marked sample on a local server', () => {
      const { seller } = loadConfig({});
      expect(seller.sample).toBe(true);
      expect(seller.tradeName).toBe('Ankvidya');
      expect(seller.gstin).toBeNull();
      expect(seller.legalName).toMatch(/sample/);
    });

    it('must be named in production when a provider takes money, and only then', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...stripeKeys })).toThrow(
        /SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE and GRIEVANCE_OFFICER_NAME must be set/,
      );
      // The demo gateway takes no money, so a production trial of the image needs no seller.
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'demo' }).seller.sample).toBe(true);
      const { seller } = loadConfig({ NODE_ENV: 'production', ...stripeKeys, ...SELLER_ENV });
      expect(seller).toMatchObject({
        legalName: SELLER_ENV.SELLER_LEGAL_NAME,
        stateCode: '27',
        sample: false,
        grievanceOfficer: { name: SELLER_ENV.GRIEVANCE_OFFICER_NAME, email: 'hello@ankvidya.in' },
      });
    });

    it('checks the GSTIN, takes the state from it, and refuses one of another state', () => {
      const { SELLER_STATE: _state, ...noState } = SELLER_ENV;
      const seller = loadConfig({ ...noState, SELLER_GSTIN: '27aapfu0939f1zv' }).seller;
      expect(seller).toMatchObject({ gstin: '27AAPFU0939F1ZV', stateCode: '27', sample: false });
      expect(() => loadConfig({ SELLER_GSTIN: '27AAPFU0939F1ZA' })).toThrow(
        /SELLER_GSTIN must be a 15-character GSTIN with a correct check character/,
      );
      expect(() => loadConfig({ SELLER_STATE: '07', SELLER_GSTIN: '27AAPFU0939F1ZV' })).toThrow(
        /SELLER_GSTIN must begin with the code of SELLER_STATE \(07\)/,
      );
      expect(() => loadConfig({ SELLER_STATE: 'MH' })).toThrow(/SELLER_STATE must be a two-digit/);
      expect(() => loadConfig({ SELLER_EMAIL: 'nobody' })).toThrow(/SELLER_EMAIL must be an email/);
    });
  });
});
