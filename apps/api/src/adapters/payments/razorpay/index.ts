import { z } from 'zod';
import { definePaymentProvider } from '../provider.js';
import { RazorpayPaymentGateway } from './gateway.js';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** Razorpay Orders and Checkout (cards, UPI, netbanking). */
export const razorpayProvider = definePaymentProvider({
  id: 'razorpay',
  env: {
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
  },
  refine(env, ctx) {
    if (env.PAYMENTS === 'razorpay' || KEYS.some((name) => env[name])) {
      for (const name of KEYS) {
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
  },
  // The key id alone counts, so PAYMENTS is asked for as soon as a second provider has keys.
  hasKeys: (env) => Boolean(env.RAZORPAY_KEY_ID || env.RAZORPAY_KEY_SECRET),
  requiredKeys: KEYS,
  // The key secret travels in every request: never in clear text to a real site.
  productionIssues: (env, why) =>
    env.RAZORPAY_API_URL.startsWith('https://')
      ? []
      : [`  RAZORPAY_API_URL must be an https:// address when ${why}`],
  settings(env) {
    if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET)
      return undefined;
    return {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
    };
  },
  describe: (settings) =>
    `razorpay (${settings.keyId.startsWith('rzp_live_') ? 'live' : 'test'} keys)`,
  csp: {
    // checkout.js opens its form in a frame from api.razorpay.com and reports to lumberjack.
    script: ['https://checkout.razorpay.com'],
    connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    img: ['https://*.razorpay.com'],
  },
  create: (settings) => new RazorpayPaymentGateway(settings),
});
