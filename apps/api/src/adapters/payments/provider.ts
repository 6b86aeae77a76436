import type { PaymentMode } from '@ankvidya/schemas';
import type { z } from 'zod';
import type { PaymentGateway } from '../../ports/payments.js';

/** The hosts a provider's browser script talks to, by CSP directive. */
export interface CspHosts {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

/** The parsed environment as a provider sees it: its own keys, and PAYMENTS. */
type EnvOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>> & { PAYMENTS?: string };

/**
 * Everything the rest of the API needs to know about one payment provider, in its own folder
 * (adapters/payments/<id>/index.ts) and listed once in registry.ts. Config validation, the CSP,
 * start-up and the choice of gateway iterate over the list; none of them names a provider.
 */
export interface PaymentProviderDefinition<
  Id extends PaymentMode,
  Shape extends z.ZodRawShape,
  Settings extends object,
> {
  id: Id;
  /** Its environment variables, merged into config.ts's schema. */
  env: Shape;
  /** Rules across its own keys (one issue per wrong variable). */
  refine?(env: EnvOf<Shape>, ctx: z.RefinementCtx): void;
  /** Whether real keys of this provider are set: makes the server production-like. */
  hasKeys(env: EnvOf<Shape>): boolean;
  /** The keys to name when a production server has no provider; absent for one needing none. */
  requiredKeys?: readonly string[];
  /** Rules that hold only for a production-like server; `why` says what made it one. */
  productionIssues?(env: EnvOf<Shape>, why: string): string[];
  /** Its settings when it is chosen (PAYMENTS names it, or is unset and its keys are all set). */
  settings(env: EnvOf<Shape>): Settings | undefined;
  /** One line for the start-up log. */
  describe(settings: Settings): string;
  /** Logged at start-up when a production-like server runs it (the demo gateway). */
  productionWarning?: string;
  /** For a provider needing no keys: how to choose it on purpose, named when none is set up. */
  onPurpose?: string;
  /** What the site's pages must be allowed to load for its checkout. */
  csp: CspHosts;
  create(settings: Settings): PaymentGateway;
}

/** A provider as the registry holds it: its environment keys erased, settings kept. */
export interface PaymentProvider<Id extends PaymentMode = PaymentMode, Settings = object> {
  id: Id;
  env: z.ZodRawShape;
  refine?(env: Record<string, unknown>, ctx: z.RefinementCtx): void;
  hasKeys(env: Record<string, unknown>): boolean;
  requiredKeys?: readonly string[];
  productionIssues?(env: Record<string, unknown>, why: string): string[];
  settings(env: Record<string, unknown>): Settings | undefined;
  describe(settings: Settings): string;
  productionWarning?: string;
  onPurpose?: string;
  csp: CspHosts;
  create(settings: Settings): PaymentGateway;
}

/**
 * Types a provider's functions by its own keys. The registry hands them the whole parsed
 * environment, which holds those keys because config.ts merged `env` into its schema.
 */
export function definePaymentProvider<
  Id extends PaymentMode,
  Shape extends z.ZodRawShape,
  Settings extends object,
>(definition: PaymentProviderDefinition<Id, Shape, Settings>): PaymentProvider<Id, Settings> {
  return definition;
}
