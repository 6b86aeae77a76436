import { REPORT_PRICE, type Seller } from '@ankvidya/schemas';
import type { Logger } from 'pino';
import type { PaymentGateway, RefundReason } from '../../ports/payments.js';
import type { EventOutcome, PaymentEvent, Store } from '../../ports/store.js';
import { invoiceDraft } from '../invoices/documents.js';

export interface FulfilmentDeps {
  store: Store;
  gateway: PaymentGateway;
  logger: Logger;
  now: () => Date;
  /** Who sells: printed on every invoice. */
  seller: Seller;
}

/**
 * `refunded`: a success of ours that could unlock nothing, given back; `ignored`: an event that
 * changes nothing (not a payment made here, or a success that received no money).
 */
export type FulfilmentOutcome = EventOutcome | 'refunded' | 'ignored';

/** Why a success cannot unlock a report; each is refunded, and logged under this name. */
type Unfulfillable = 'unknown_intent' | 'report_missing' | 'owner_mismatch' | 'price_mismatch';

/**
 * The one place a payment unlocks a report, for every provider's webhook and the demo gateway.
 * The payer and report are read from our own record of the intent (Razorpay: the order), never
 * from the event, so a payment still finds its report after the account moved to a new uid. A
 * success that cannot unlock anything is refunded, and a second success for one report is
 * recorded as a duplicate and refunded: money is never kept without a report.
 */
export async function fulfilPayment(
  deps: FulfilmentDeps,
  event: PaymentEvent,
): Promise<FulfilmentOutcome> {
  const { store, logger } = deps;
  const context = { eventId: event.eventId, intentId: event.intentId, status: event.status };
  const succeeded = event.status === 'succeeded';
  if (succeeded && event.amount <= 0) {
    // A "success" that took no money unlocks nothing, and there is nothing to give back.
    logger.warn(context, 'payment event ignored: no money received');
    return 'ignored';
  }
  const recordId = event.orderId ?? event.intentId;
  const intent = recordId ? await store.getIntent(recordId) : undefined;
  if (!intent || intent.mode !== deps.gateway.mode) {
    // Without our record and without our tag the payment may be another product's on the same
    // account: giving that money back is not ours to do.
    if (succeeded && event.reportTag) return refundUnfulfillable(deps, event, 'unknown_intent');
    logger.warn({ ...context, orderId: event.orderId }, 'payment event ignored: not made here');
    return 'ignored';
  }
  event = { ...event, uid: intent.uid, pdfID: intent.pdfID };
  const report = await store.getReport(event.pdfID);
  const problem: Unfulfillable | undefined = !report
    ? 'report_missing'
    : report.uid !== event.uid
      ? 'owner_mismatch'
      : succeeded &&
          (event.amount !== REPORT_PRICE.amount ||
            event.currency.toLowerCase() !== REPORT_PRICE.currency)
        ? 'price_mismatch'
        : undefined;
  if (problem) {
    if (succeeded) return refundUnfulfillable(deps, event, problem);
    logger.warn({ ...context, reason: problem }, 'payment event ignored');
    return 'ignored';
  }
  // The invoice is issued by the same transaction that records the payment (when it took money).
  if (succeeded && report) event.invoice = await invoiceDraft(store, deps.seller, intent, report);
  const outcome = await store.applyPaymentEvent(event);
  logger.info({ ...context, outcome }, 'payment event');
  // A redelivered event retries a refund that failed the first time.
  if (outcome === 'duplicate_payment' || (outcome === 'duplicate' && succeeded))
    await refundIfDuplicate(deps, event);
  return outcome;
}

/** Gives back a success that unlocks nothing; throws (so the provider redelivers) if it fails. */
async function refundUnfulfillable(
  deps: FulfilmentDeps,
  event: PaymentEvent,
  reason: Unfulfillable,
): Promise<'refunded'> {
  await refund(deps, event, 'cannot_fulfil', reason, 'payment that unlocks nothing');
  return 'refunded';
}

async function refundIfDuplicate(deps: FulfilmentDeps, event: PaymentEvent): Promise<void> {
  const payments = await deps.store.getPaymentsForReport(event.pdfID);
  const payment = payments.find((p) => p.paymentId === event.intentId);
  if (payment?.status !== 'duplicate') return;
  await refund(deps, event, 'duplicate', 'duplicate', 'second payment for an unlocked report');
  await deps.store.markRefunded(event.intentId, deps.now().toISOString());
}

/** One refund through the gateway (idempotent per payment), and one log line saying why. */
async function refund(
  deps: FulfilmentDeps,
  event: PaymentEvent,
  kind: RefundReason,
  reason: string,
  what: string,
): Promise<void> {
  const context = { eventId: event.eventId, intentId: event.intentId, reason };
  try {
    const { refundId } = await deps.gateway.refund(event.intentId, kind);
    deps.logger.warn({ ...context, refundId }, `${what}: refunded`);
  } catch (error) {
    // Nothing is marked: the provider delivers the event again, and that retries the refund.
    deps.logger.error({ ...context, err: error }, `${what}: refund failed`);
    throw error;
  }
}
