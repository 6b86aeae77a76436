import type { ReportLocale } from '@ankvidya/schemas';

/**
 * One email owed to a buyer, written by the store in the same transaction as the payment it
 * follows, so a payment is never recorded without its email nor an email without its payment.
 * It holds only what picks the texts and attachments: the message is composed when it is sent.
 */
export interface OutboxMessage {
  /** `payment:<paymentId>`: one email per payment, whatever redelivers the event. */
  id: string;
  kind: 'payment_email';
  paymentId: string;
  pdfID: string;
  /** The report's language when it was paid for: the email's language. */
  locale: ReportLocale;
  createdAt: string;
  /** How many times it has been claimed, this claim included. */
  attempts: number;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A message with its delivery state, as the outbox keeps it. */
export interface OutboxEntry extends OutboxMessage {
  status: OutboxStatus;
  /** When it may next be claimed (the end of a lease, or of a back-off); null once settled. */
  dueAt: string | null;
  leaseOwner: string | null;
  lastError: string | null;
  sentAt: string | null;
}

/** The id of a payment's email. */
export const paymentEmailId = (paymentId: string) => `payment:${paymentId}`;

/**
 * The emails waiting to be sent. A worker claims due messages with a lease: until the lease ends
 * no other worker (in this process or another instance) gets them, and a worker that crashes
 * mid-send leaves them to be claimed again once it has ended, so nothing is lost.
 */
export interface Outbox {
  readonly kind: string;
  /**
   * Claims up to `limit` pending messages due at `now` for `owner`, each leased for `leaseMs`:
   * atomically, so of two workers asking at once each message goes to one.
   */
  claim(owner: string, now: Date, leaseMs: number, limit: number): Promise<OutboxMessage[]>;
  /** The message went out: it is never claimed again. */
  markSent(id: string, at: string): Promise<void>;
  /**
   * A send failed: the message is claimable again at `retryAt`, or settled as failed when it is
   * null. Ignored unless `owner` still holds the lease (another worker may have sent it since).
   */
  markFailed(id: string, owner: string, error: string, retryAt: string | null): Promise<void>;
  /** Every message with its state, oldest first (for tests and for looking into a problem). */
  list(): Promise<OutboxEntry[]>;
}
