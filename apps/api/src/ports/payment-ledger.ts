import type { EventOutcome, PaymentEvent, PaymentStatus } from './store.js';

/** What a store writes for one new payment event. */
export interface LedgerEntry {
  /** The payment's new status, or null to leave the stored one as it is. */
  status: PaymentStatus | null;
  unlock: boolean;
  outcome: EventOutcome;
}

const SETTLED: ReadonlySet<PaymentStatus> = new Set(['succeeded', 'duplicate', 'refunded']);

/**
 * The one rule every store follows, inside its transaction: a report is paid for at most once.
 * A success for a report that is already unlocked (by the credit or another payment) is recorded
 * as a duplicate, to be refunded; a late failure never undoes a settled payment.
 */
export function ledgerEntry(
  current: PaymentStatus | undefined,
  reportUnlocked: boolean,
  event: PaymentEvent,
): LedgerEntry {
  if (current && SETTLED.has(current)) return { status: null, unlock: false, outcome: 'applied' };
  if (event.status === 'failed') return { status: 'failed', unlock: false, outcome: 'applied' };
  if (reportUnlocked) return { status: 'duplicate', unlock: false, outcome: 'duplicate_payment' };
  return { status: 'succeeded', unlock: true, outcome: 'applied' };
}
