import { REPORT_PRICE } from '@ankvidya/schemas';
import type { Logger } from 'pino';
import type { PaymentGateway } from '../../ports/payments.js';
import type { EventOutcome, PaymentEvent, Store } from '../../ports/store.js';

export interface FulfilmentDeps {
  store: Store;
  gateway: PaymentGateway;
  logger: Logger;
  now: () => Date;
}

/**
 * The one place a payment unlocks a report, for Stripe and Razorpay webhooks and the demo gateway.
 * A success for any other price, or for a report that is not the payer's, changes nothing; a
 * second success for one report is recorded as a duplicate and refunded.
 */
export async function fulfilPayment(
  deps: FulfilmentDeps,
  event: PaymentEvent,
): Promise<EventOutcome | 'rejected'> {
  const { store, logger } = deps;
  if (event.orderId !== undefined) {
    // A Razorpay payment belongs to the user and report of our own order record, or to nobody.
    const order = await store.getIntent(event.orderId);
    if (!order || order.mode !== 'razorpay') {
      logger.warn(
        { eventId: event.eventId, intentId: event.intentId, orderId: event.orderId },
        'payment event rejected: unknown order',
      );
      return 'rejected';
    }
    event = { ...event, uid: order.uid, pdfID: order.pdfID };
  }
  const report = await store.getReport(event.pdfID);
  const priceMatches =
    event.amount === REPORT_PRICE.amount && event.currency.toLowerCase() === REPORT_PRICE.currency;
  if (!report || report.uid !== event.uid || (event.status === 'succeeded' && !priceMatches)) {
    logger.warn(
      { eventId: event.eventId, intentId: event.intentId, status: event.status },
      'payment event rejected: report, owner or price does not match',
    );
    return 'rejected';
  }
  const outcome = await store.applyPaymentEvent(event);
  logger.info(
    { eventId: event.eventId, intentId: event.intentId, status: event.status, outcome },
    'payment event',
  );
  // A redelivered event retries a refund that failed the first time.
  if (outcome === 'duplicate_payment' || (outcome === 'duplicate' && event.status === 'succeeded'))
    await refundIfDuplicate(deps, event);
  return outcome;
}

async function refundIfDuplicate(deps: FulfilmentDeps, event: PaymentEvent): Promise<void> {
  const payments = await deps.store.getPaymentsForReport(event.pdfID);
  const payment = payments.find((p) => p.paymentId === event.intentId);
  if (payment?.status !== 'duplicate') return;
  try {
    const { refundId } = await deps.gateway.refund(event.intentId);
    await deps.store.markRefunded(event.intentId, deps.now().toISOString());
    deps.logger.warn(
      { intentId: event.intentId, refundId },
      'second payment for an unlocked report: refunded',
    );
  } catch (error) {
    // Left as `duplicate`: the provider delivers the event again, and that retries the refund.
    deps.logger.error(
      { err: error, intentId: event.intentId },
      'second payment for an unlocked report: refund failed',
    );
    throw error;
  }
}
