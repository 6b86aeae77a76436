import { REPORT_PRICE } from '@ankvidya/schemas';
import type { Logger } from 'pino';
import type { EventOutcome, PaymentEvent, Store } from '../../ports/store.js';

/**
 * The one place a payment unlocks a report, for Stripe webhooks and the demo gateway alike.
 * A success for any other price, or for a report that is not the payer's, changes nothing.
 */
export async function fulfilPayment(
  store: Store,
  logger: Logger,
  event: PaymentEvent,
): Promise<EventOutcome | 'rejected'> {
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
  return outcome;
}
