import { PAYMENT_PROVIDER_IDS, type PaymentMode } from '@ankvidya/schemas';
import type { PaymentGateway } from '../../ports/payments.js';
import { demoProvider } from './demo/index.js';
import type { CspHosts, PaymentProvider } from './provider.js';
import { razorpayProvider } from './razorpay/index.js';
import { stripeProvider } from './stripe/index.js';

/**
 * Every payment provider, once. Order matters when PAYMENTS is unset: the first whose keys are
 * all set is chosen, so the keyless demo gateway comes last.
 */
export const PAYMENT_PROVIDERS = [stripeProvider, razorpayProvider, demoProvider] as const;

type Registered = (typeof PAYMENT_PROVIDERS)[number];

/** config.payments: the chosen provider's id as `kind`, beside its settings. */
export type PaymentsConfig = Registered extends infer P
  ? P extends PaymentProvider<infer Id, infer Settings>
    ? { kind: Id } & Settings
    : never
  : never;

// Every id the web and the API exchange has its adapter here, and nothing else does.
const missing: Exclude<PaymentMode, Registered['id']> extends never ? true : never = true;
void missing;

export function paymentProvider(id: PaymentMode): PaymentProvider<PaymentMode, object> {
  const found = (PAYMENT_PROVIDERS as readonly PaymentProvider<PaymentMode, object>[]).find(
    (provider) => provider.id === id,
  );
  if (!found) throw new Error(`No payment provider is registered as ${id}`);
  return found;
}

/** The registered ids, in PAYMENT_PROVIDER_IDS order (the schema enum PAYMENTS accepts). */
export const paymentProviderIds = PAYMENT_PROVIDER_IDS;

function settingsOf(payments: PaymentsConfig): object {
  const { kind: _kind, ...settings } = payments;
  return settings;
}

export function createGateway(payments: PaymentsConfig): PaymentGateway {
  return paymentProvider(payments.kind).create(settingsOf(payments));
}

export function describePayments(payments: PaymentsConfig): string {
  return paymentProvider(payments.kind).describe(settingsOf(payments));
}

export function paymentsProductionWarning(payments: PaymentsConfig): string | undefined {
  return paymentProvider(payments.kind).productionWarning;
}

export function paymentCspHosts(payments: PaymentsConfig): CspHosts {
  return paymentProvider(payments.kind).csp;
}
