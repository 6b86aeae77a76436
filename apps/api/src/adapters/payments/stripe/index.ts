import { z } from 'zod';
import { definePaymentProvider } from '../provider.js';
import { StripePaymentGateway } from './gateway.js';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Card payments through Stripe's PaymentIntents and Payment Element. */
export const stripeProvider = definePaymentProvider({
  id: 'stripe',
  env: {
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
  },
  refine(env, ctx) {
    if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENTS=stripe',
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
  },
  hasKeys: (env) => Boolean(env.STRIPE_SECRET_KEY),
  requiredKeys: KEYS,
  productionIssues: (env, why) =>
    env.STRIPE_API_PROTOCOL === 'http'
      ? [
          `  STRIPE_API_PROTOCOL must be https when ${why}: the Stripe secret key travels in every request (STRIPE_API_HOST, _PORT and _PROTOCOL are for tests)`,
        ]
      : [],
  settings(env) {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET)
      return undefined;
    return {
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
  },
  describe: () => 'stripe',
  csp: {
    script: ['https://js.stripe.com'],
    connect: ['https://api.stripe.com', 'https://m.stripe.network'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    img: ['https://*.stripe.com'],
  },
  create: (settings) => new StripePaymentGateway(settings),
});
