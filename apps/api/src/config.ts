/**
 * The one place that reads process.env: a zod schema decides which adapters run. A wrong value
 * stops start-up with a message naming the variable.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { gstinSchema, stateCodeSchema, type Seller } from '@ankvidya/schemas';
import type { PaymentProvider } from './adapters/payments/provider.js';
import {
  PAYMENT_PROVIDERS,
  paymentProviderIds,
  type PaymentsConfig,
} from './adapters/payments/registry.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every provider's own environment variables, each from its registry entry. */
const providerKeys = (PAYMENT_PROVIDERS as readonly PaymentProvider[]).reduce<z.ZodRawShape>(
  (keys, provider) => ({ ...keys, ...provider.env }),
  {},
);

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
     * must be named when several are). Each provider's own keys come from its registry entry.
     */
    PAYMENTS: optional.pipe(z.enum(paymentProviderIds).optional()),
    ...providerKeys,

    /** The business that sells, as invoices, policies and the contact page print it. */
    SELLER_LEGAL_NAME: optional,
    SELLER_TRADE_NAME: optional,
    SELLER_ADDRESS: optional,
    /** Two-digit GST state code of the seller's place of business (27 for Maharashtra). */
    SELLER_STATE: optional.pipe(stateCodeSchema.optional()),
    /** Unset: not registered for GST, so invoices carry no tax lines. */
    SELLER_GSTIN: optional.pipe(gstinSchema.optional()),
    SELLER_EMAIL: optional.pipe(z.email({ message: 'must be an email address' }).optional()),
    SELLER_PHONE: optional,
    /** The Grievance Officer the privacy policy names (Digital Personal Data Protection Act). */
    GRIEVANCE_OFFICER_NAME: optional,
    GRIEVANCE_OFFICER_EMAIL: optional.pipe(
      z.email({ message: 'must be an email address' }).optional(),
    ),

    /**
     * The SMTP server buyers' emails go through (smtp://user:password@host:587, or smtps:// for
     * port 465); unset, an embedded server on 127.0.0.1 keeps them under DATA_DIR/mail.
     */
    MAIL_URL: optional.pipe(
      z
        .url({ message: 'must be an SMTP URL like smtp://user:password@smtp.example.in:587' })
        .refine((url) => /^smtps?:\/\/[^/]/.test(url), {
          message: 'must start with smtp:// or smtps:// and name a host',
        })
        .optional(),
    ),
    /** The sender of those emails: an address, or "Name <address>". */
    MAIL_FROM: optional.pipe(
      z
        .string()
        .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
          message:
            'must be an email address, or a name and one like "Ankvidya <reports@ankvidya.in>"',
        })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const providers = PAYMENT_PROVIDERS as readonly PaymentProvider[];
    for (const provider of providers) provider.refine?.(env, ctx);
    if (env.MAIL_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message:
          'is required when MAIL_URL is set: the address the emails come from, like "Ankvidya <reports@ankvidya.in>"',
      });
    }
    const keyed = providers.filter((provider) => provider.hasKeys(env));
    if (keyed.length > 1 && !env.PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message: `must say which provider the page offers (${keyed.map((p) => p.id).join(' or ')}): ${keyed.length === 2 ? 'both' : 'all'} have keys set`,
      });
    }
    if (env.SELLER_GSTIN && env.SELLER_STATE && !env.SELLER_GSTIN.startsWith(env.SELLER_STATE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SELLER_GSTIN'],
        message: `must begin with the code of SELLER_STATE (${env.SELLER_STATE}): a GSTIN belongs to one state`,
      });
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
    (PAYMENT_PROVIDERS as readonly PaymentProvider[]).some((provider) => provider.hasKeys(env)) ||
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
  if (productionLike) issues.push(...paymentIssues(env, why));
  if (productionLike && takesMoney(env)) issues.push(...sellerIssues(env, why));
  return issues;
}

/** A production server must sell through a provider that takes money, or say it means not to. */
function paymentIssues(env: Env, why: string): string[] {
  const providers = PAYMENT_PROVIDERS as readonly PaymentProvider[];
  const issues = providers.flatMap((provider) => provider.productionIssues?.(env, why) ?? []);
  const keyless = providers.filter((provider) => !provider.requiredKeys);
  if (
    !providers.some((provider) => provider.hasKeys(env)) &&
    !keyless.some((provider) => provider.id === env.PAYMENTS)
  ) {
    const choices = [
      ...providers.flatMap((p) => (p.requiredKeys ? [`Set ${listOf(p.requiredKeys)}`] : [])),
      ...keyless.flatMap((p) => (p.onPurpose ? [p.onPurpose] : [])),
    ];
    issues.push(
      `  PAYMENTS: no payment provider is configured while ${why}. ${choices.join(', or ')}`,
    );
  }
  return issues;
}

/** What a selling site must say about itself: invoices and the policies print it. */
const SELLER_REQUIRED = [
  'SELLER_LEGAL_NAME',
  'SELLER_ADDRESS',
  'SELLER_STATE',
  'GRIEVANCE_OFFICER_NAME',
] as const;

/** The chosen provider is one that needs keys: it takes real money (a keyless one does not). */
function takesMoney(env: Env): boolean {
  const chosen = paymentsConfig(env).kind;
  const provider = (PAYMENT_PROVIDERS as readonly PaymentProvider[]).find((p) => p.id === chosen);
  return Boolean(provider?.requiredKeys);
}

/** Money taken means invoices issued: a selling server must name its seller. */
function sellerIssues(env: Env, why: string): string[] {
  // A GSTIN names the state by itself.
  const missing = SELLER_REQUIRED.filter(
    (key) => !env[key] && !(key === 'SELLER_STATE' && env.SELLER_GSTIN),
  );
  return missing.length === 0
    ? []
    : [
        `  ${listOf(missing)} must be set when ${why} and a payment provider takes money: invoices, the contact page and the privacy policy print the seller (see the README)`,
      ];
}

/**
 * The built-in seller of a local or demo server, marked as a sample so no page mistakes it for a
 * real business. Only what is not configured is filled in.
 */
const SAMPLE_SELLER = {
  legalName: 'Ankvidya (sample seller of a local server)',
  address: 'Sample address: set SELLER_ADDRESS',
  stateCode: '27',
  email: 'hello@ankvidya.in',
  grievanceOfficerName: 'Grievance Officer (sample: set GRIEVANCE_OFFICER_NAME)',
} as const;

function sellerConfig(env: Env): Seller {
  const stateCode = env.SELLER_STATE ?? env.SELLER_GSTIN?.slice(0, 2);
  const sample =
    !env.SELLER_LEGAL_NAME || !env.SELLER_ADDRESS || !stateCode || !env.GRIEVANCE_OFFICER_NAME;
  const email = env.SELLER_EMAIL ?? SAMPLE_SELLER.email;
  return {
    legalName: env.SELLER_LEGAL_NAME ?? SAMPLE_SELLER.legalName,
    tradeName: env.SELLER_TRADE_NAME ?? 'Ankvidya',
    address: env.SELLER_ADDRESS ?? SAMPLE_SELLER.address,
    stateCode: stateCodeSchema.parse(stateCode ?? SAMPLE_SELLER.stateCode),
    gstin: env.SELLER_GSTIN ?? null,
    email,
    phone: env.SELLER_PHONE ?? null,
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME ?? SAMPLE_SELLER.grievanceOfficerName,
      email: env.GRIEVANCE_OFFICER_EMAIL ?? email,
    },
    sample,
  };
}

/** "A, B and C". */
function listOf(names: readonly string[]): string {
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
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
  /** The chosen provider's id as `kind`, and its settings. */
  payments: PaymentsConfig;
  /** Who sells (SELLER_*); sample details on a local server, required in production. */
  seller: Seller;
  /** Where buyers' emails go: a real SMTP server, or the embedded one keeping .eml files in dir. */
  mail:
    { kind: 'smtp'; url: string; from: string } | { kind: 'embedded'; dir: string; from: string };
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
    seller: sellerConfig(env),
    mail: env.MAIL_URL
      ? { kind: 'smtp', url: env.MAIL_URL, from: env.MAIL_FROM ?? '' }
      : {
          kind: 'embedded',
          dir: path.join(dataDir, 'mail'),
          from: env.MAIL_FROM ?? 'Ankvidya <reports@localhost>',
        },
  };
}

/**
 * The one provider the page offers: the one PAYMENTS names, else the first (in registry order)
 * whose keys are all set; the keyless demo gateway is last, so it is the fallback.
 */
function paymentsConfig(env: Env): PaymentsConfig {
  for (const provider of PAYMENT_PROVIDERS as readonly PaymentProvider[]) {
    if (env.PAYMENTS && env.PAYMENTS !== provider.id) continue;
    const settings = provider.settings(env);
    if (settings) return { kind: provider.id, ...settings } as PaymentsConfig;
  }
  throw new Error('No payment provider is chosen: the registry must end with a keyless one');
}
