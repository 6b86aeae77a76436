import {
  getFirestore,
  type CollectionReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ReportLocale } from '@ankvidya/schemas';
import {
  paymentEmailId,
  type Outbox,
  type OutboxEntry,
  type OutboxMessage,
} from '../../ports/outbox.js';
import { firebaseApp } from '../auth/firebase.js';

/** outbox/{id}: one document per email, its fields those of OutboxEntry. */
export const OUTBOX_COLLECTION = 'outbox';

/** "payment:pi_…" as a document id: never '/', '.', '..' or __x__ (always starts "payment"). */
const outboxDocId = (id: string) => encodeURIComponent(id);

export const outboxOf = (db: Firestore) =>
  db.collection(OUTBOX_COLLECTION) as CollectionReference<OutboxEntry>;

/**
 * Writes a payment's email into the outbox; called by FirestoreStore inside the transaction that
 * records the payment (after its reads, as Firestore asks). Only a payment that unlocks a report
 * gets here, once, so a plain set never overwrites a message that was sent.
 */
export function enqueuePaymentEmail(
  tx: Transaction,
  db: Firestore,
  payment: { intentId: string; pdfID: string; at: string },
  locale: ReportLocale,
): void {
  const id = paymentEmailId(payment.intentId);
  const entry: OutboxEntry = {
    id,
    kind: 'payment_email',
    paymentId: payment.intentId,
    pdfID: payment.pdfID,
    locale,
    createdAt: payment.at,
    attempts: 0,
    status: 'pending',
    dueAt: payment.at,
    leaseOwner: null,
    lastError: null,
    sentAt: null,
  };
  tx.set(outboxOf(db).doc(outboxDocId(id)), entry);
}

const toMessage = (entry: OutboxEntry): OutboxMessage => ({
  id: entry.id,
  kind: entry.kind,
  paymentId: entry.paymentId,
  pdfID: entry.pdfID,
  locale: entry.locale,
  createdAt: entry.createdAt,
  attempts: entry.attempts,
});

/**
 * The outbox in Firestore, shared by every instance. Due messages are found by one range query
 * on dueAt (a single-field index, which Firestore keeps by itself: nothing to deploy), and each is
 * taken in a transaction that checks it is still due, so two instances never hold one lease.
 */
export class FirestoreOutbox implements Outbox {
  readonly kind = 'firestore';
  private readonly db: Firestore;
  private readonly outbox: CollectionReference<OutboxEntry>;

  /** Uses the store's client of the project (the store closes it). */
  constructor(projectId: string) {
    this.db = getFirestore(firebaseApp(projectId));
    this.outbox = outboxOf(this.db);
  }

  async claim(owner: string, now: Date, leaseMs: number, limit: number): Promise<OutboxMessage[]> {
    const at = now.toISOString();
    const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
    // A null dueAt (settled) never matches a range on strings.
    const due = await this.outbox.where('dueAt', '<=', at).orderBy('dueAt').limit(limit).get();
    const claimed: OutboxMessage[] = [];
    for (const candidate of due.docs) {
      const message = await this.db.runTransaction(async (tx) => {
        const entry = (await tx.get(candidate.ref)).data();
        if (!entry || entry.status !== 'pending' || entry.dueAt === null || entry.dueAt > at)
          return undefined; // another instance took it since the query
        const attempts = entry.attempts + 1;
        tx.update(candidate.ref, { leaseOwner: owner, dueAt: leaseEnd, attempts });
        return toMessage({ ...entry, attempts });
      });
      if (message) claimed.push(message);
    }
    return claimed;
  }

  async markSent(id: string, at: string): Promise<void> {
    await this.outbox
      .doc(outboxDocId(id))
      .update({ status: 'sent', sentAt: at, dueAt: null, lastError: null });
  }

  async markFailed(
    id: string,
    owner: string,
    error: string,
    retryAt: string | null,
  ): Promise<void> {
    const ref = this.outbox.doc(outboxDocId(id));
    await this.db.runTransaction(async (tx) => {
      const entry = (await tx.get(ref)).data();
      if (entry?.status !== 'pending' || entry.leaseOwner !== owner) return;
      tx.update(ref, {
        status: retryAt ? 'pending' : 'failed',
        dueAt: retryAt,
        lastError: error,
      });
    });
  }

  async list(): Promise<OutboxEntry[]> {
    const snapshot = await this.outbox.get();
    return snapshot.docs
      .map((doc) => doc.data())
      .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  }
}
