/**
 * The one place that reads process.env: a zod schema decides which adapters run. A wrong value
 * stops start-up with a message naming the variable.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./.data'),
    WEB_DIST: z.string().default(path.resolve(here, '../../web/dist')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.url({ message: 'must be a comma-separated list of origins like https://ankvidya.in' }),
        ),
      ),
    /** Per signed-in user, for each of reports (create, download) and payments. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Per IP on the same routes: a looser outer bound, since carriers share addresses. */
    RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Analytics events per IP; more are dropped silently. */
    EVENTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    ANALYSIS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** PDF report threads; unset: one per core, less one left to the HTTP thread. */
    REPORT_WORKERS: optional.pipe(z.coerce.number<string>().int().min(1).max(64).optional()),
    /** Reports that may wait for a thread; past that, downloads get 503 with Retry-After. */
    REPORT_QUEUE: optional.pipe(z.coerce.number<string>().int().min(0).max(10_000).optional()),
    /** Memory for the last rendered reports, in MB (0: no cache). */
    REPORT_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),

    STORE: z.enum(['sqlite', 'firestore']).default('sqlite'),
    FIRESTORE_EMULATOR_HOST: optional,
    GOOGLE_APPLICATION_CREDENTIALS: optional,
    /** Set by Cloud Run: the service account's own credentials come from the metadata server. */
    K_SERVICE: optional,

    FIREBASE_PROJECT_ID: z.string().default('demo-ankvidya'),
    FIREBASE_AUTH_EMULATOR_HOST: optional,
    FIREBASE_WEB_API_KEY: optional,
    FIREBASE_AUTH_DOMAIN: optional,
    FIREBASE_APP_ID: optional,
    FIREBASE_MEASUREMENT_ID: optional,

    /**
     * Which payment provider the site sells through; unset picks the one whose keys are set (it
     * must be named when both are).
     */
    PAYMENTS: optional.pipe(z.enum(['stripe', 'razorpay', 'demo']).optional()),
    STRIPE_SECRET_KEY: optional.pipe(
      z
        .string()
        .regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: optional.pipe(
      z
        .string()
        .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optional.pipe(
      z
        .string()
        .regex(/^whsec_/, 'must start with whsec_')
        .optional(),
    ),
    /** Only for tests: point the stripe SDK at a local server. */
    STRIPE_API_HOST: optional,
    STRIPE_API_PORT: z.coerce.number().int().optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    RAZORPAY_KEY_ID: optional.pipe(
      z
        .string()
        .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must start with rzp_test_ or rzp_live_')
        .optional(),
    ),
    RAZORPAY_KEY_SECRET: optional.pipe(z.string().min(8, 'looks too short').optional()),
    RAZORPAY_WEBHOOK_SECRET: optional.pipe(z.string().min(8, 'looks too short').optional()),
    /** Only for tests: point the Razorpay client at a local server. */
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENTS=stripe',
      });
    }
    const razorpay = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
    if (env.PAYMENTS === 'razorpay' || razorpay.some((name) => env[name])) {
      for (const name of razorpay) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              env.PAYMENTS === 'razorpay'
                ? 'is required when PAYMENTS=razorpay'
                : 'is required with the other RAZORPAY_ keys (set all three or none)',
          });
      }
    }
    if (env.STRIPE_SECRET_KEY && env.RAZORPAY_KEY_ID && !env.PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message: 'must say which provider the page offers (stripe or razorpay): both have keys set',
      });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const name of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when STRIPE_SECRET_KEY is set',
          });
      }
    }
    if (
      env.STORE === 'firestore' &&
      !env.FIRESTORE_EMULATOR_HOST &&
      !env.GOOGLE_APPLICATION_CREDENTIALS &&
      !env.K_SERVICE
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_APPLICATION_CREDENTIALS'],
        message:
          'is required for STORE=firestore outside Cloud Run (or set FIRESTORE_EMULATOR_HOST)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/**
 * A server with real keys but no NODE_ENV is treated as production: forgetting one variable must
 * not turn the emulator or the free demo gateway on for real customers.
 */
function isProductionLike(env: Env, source: Record<string, string | undefined>): boolean {
  if (env.NODE_ENV === 'production') return true;
  if (source.NODE_ENV?.trim()) return false;
  return Boolean(
    env.STRIPE_SECRET_KEY ||
    env.RAZORPAY_KEY_SECRET ||
    env.GOOGLE_APPLICATION_CREDENTIALS ||
    env.FIREBASE_WEB_API_KEY,
  );
}

/** Rules that need the raw environment as well as the parsed one. */
function productionIssues(env: Env, source: Record<string, string | undefined>): string[] {
  const issues: string[] = [];
  const productionLike = isProductionLike(env, source);
  const why =
    env.NODE_ENV === 'production' ? 'NODE_ENV=production' : 'real keys are set and NODE_ENV is not';
  // firebase-admin reads this variable itself and turns signature checks off for ANY non-empty
  // value, whitespace included, so the raw value is what counts.
  const emulator = source.FIREBASE_AUTH_EMULATOR_HOST;
  if (productionLike && emulator !== undefined && emulator !== '') {
    issues.push(
      `  FIREBASE_AUTH_EMULATOR_HOST must not be set when ${why}: the emulator turns token signature checks off`,
    );
  } else if (emulator !== undefined && emulator !== '' && emulator.trim() === '') {
    issues.push('  FIREBASE_AUTH_EMULATOR_HOST must be host:port, or not set at all');
  }
  // The same for the Firestore client: a production server must never write its users and
  // payments into an emulator's throwaway memory.
  const firestoreEmulator = source.FIRESTORE_EMULATOR_HOST;
  if (productionLike && firestoreEmulator !== undefined && firestoreEmulator !== '') {
    issues.push(
      `  FIRESTORE_EMULATOR_HOST must not be set when ${why}: the data would live in an emulator, not in Firestore`,
    );
  }
  if (productionLike && env.STRIPE_API_PROTOCOL === 'http') {
    issues.push(
      `  STRIPE_API_PROTOCOL must be https when ${why}: the Stripe secret key travels in every request (STRIPE_API_HOST, _PORT and _PROTOCOL are for tests)`,
    );
  }
  if (
    productionLike &&
    !env.STRIPE_SECRET_KEY &&
    !env.RAZORPAY_KEY_SECRET &&
    env.PAYMENTS !== 'demo'
  ) {
    issues.push(
      `  PAYMENTS: no payment provider is configured while ${why}. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or PAYMENTS=demo to run the demo gateway on purpose (it takes no money and unlocks reports for free)`,
    );
  }
  // The key secret travels in every request: never in clear text to a real site.
  if (productionLike && !env.RAZORPAY_API_URL.startsWith('https://')) {
    issues.push(`  RAZORPAY_API_URL must be an https:// address when ${why}`);
  }
  return issues;
}

export interface Config {
  env: Env['NODE_ENV'];
  /** NODE_ENV=production, or real keys with no NODE_ENV at all. */
  productionLike: boolean;
  port: number;
  host: string;
  dataDir: string;
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxyHops: number;
  corsOrigins: string[];
  rateLimitPerMinute: number;
  rateLimitPerIpPerMinute: number;
  eventsRateLimitPerMinute: number;
  analysisRateLimitPerMinute: number;
  reports: { workers: number; queue: number; cacheBytes: number };
  store:
    | { kind: 'sqlite'; file: string }
    | { kind: 'firestore'; projectId: string; emulatorHost?: string };
  auth: { projectId: string; emulatorHost?: string };
  firebaseWeb?: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    measurementId?: string;
  };
  payments:
    | { kind: 'demo'; /** Asked for by name with PAYMENTS=demo. */ explicit: boolean }
    | {
        kind: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        api?: { host: string; port?: number; protocol?: 'http' | 'https' };
      }
    | {
        kind: 'razorpay';
        keyId: string;
        keySecret: string;
        webhookSecret: string;
        apiUrl: string;
      };
}

/** About 5 s of waiting at ~125 ms a report: longer waits are better told when to come back. */
const REPORT_QUEUE_PER_WORKER = 40;

function reportsConfig(env: Env): Config['reports'] {
  const workers = env.REPORT_WORKERS ?? Math.max(1, availableParallelism() - 1);
  return {
    workers,
    queue: env.REPORT_QUEUE ?? workers * REPORT_QUEUE_PER_WORKER,
    cacheBytes: Math.round(env.REPORT_CACHE_MB * 1024 * 1024),
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the environment into a Config, or throws ConfigError naming each wrong variable. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'} ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const guards = productionIssues(env, source);
  if (guards.length > 0) throw new ConfigError(`Invalid configuration:\n${guards.join('\n')}`);
  const dataDir = path.resolve(env.DATA_DIR);
  const webKey = env.FIREBASE_WEB_API_KEY;
  return {
    env: env.NODE_ENV,
    productionLike: isProductionLike(env, source),
    port: env.PORT,
    host: env.HOST,
    dataDir,
    webDist: path.resolve(env.WEB_DIST),
    logLevel: env.LOG_LEVEL,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    corsOrigins: env.CORS_ORIGINS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitPerIpPerMinute: env.RATE_LIMIT_PER_IP_PER_MINUTE,
    eventsRateLimitPerMinute: env.EVENTS_RATE_LIMIT_PER_MINUTE,
    analysisRateLimitPerMinute: env.ANALYSIS_RATE_LIMIT_PER_MINUTE,
    reports: reportsConfig(env),
    store:
      env.STORE === 'firestore'
        ? {
            kind: 'firestore',
            projectId: env.FIREBASE_PROJECT_ID,
            emulatorHost: env.FIRESTORE_EMULATOR_HOST,
          }
        : { kind: 'sqlite', file: path.join(dataDir, 'ankvidya.sqlite') },
    auth: { projectId: env.FIREBASE_PROJECT_ID, emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST },
    firebaseWeb: webKey
      ? {
          apiKey: webKey,
          authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: env.FIREBASE_PROJECT_ID,
          appId: env.FIREBASE_APP_ID ?? '',
          measurementId: env.FIREBASE_MEASUREMENT_ID,
        }
      : undefined,
    payments: paymentsConfig(env),
  };
}

/** The one provider the page offers: PAYMENTS when set, else whichever has keys, else the demo. */
function paymentsConfig(env: Env): Config['payments'] {
  if (
    env.PAYMENTS !== 'demo' &&
    env.PAYMENTS !== 'razorpay' &&
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_PUBLISHABLE_KEY &&
    env.STRIPE_WEBHOOK_SECRET
  ) {
    return {
      kind: 'stripe',
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      api: env.STRIPE_API_HOST
        ? {
            host: env.STRIPE_API_HOST,
            port: env.STRIPE_API_PORT,
            protocol: env.STRIPE_API_PROTOCOL,
          }
        : undefined,
    };
  }
  if (
    env.PAYMENTS !== 'demo' &&
    env.PAYMENTS !== 'stripe' &&
    env.RAZORPAY_KEY_ID &&
    env.RAZORPAY_KEY_SECRET &&
    env.RAZORPAY_WEBHOOK_SECRET
  ) {
    return {
      kind: 'razorpay',
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
    };
  }
  return { kind: 'demo', explicit: env.PAYMENTS === 'demo' };
}
