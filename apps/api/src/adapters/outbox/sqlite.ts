import type Database from 'better-sqlite3';
import type { ReportLocale } from '@ankvidya/schemas';
import {
  paymentEmailId,
  type Outbox,
  type OutboxEntry,
  type OutboxMessage,
  type OutboxStatus,
} from '../../ports/outbox.js';

/**
 * due_at is when a pending row may next be claimed: its creation, the end of a back-off, or the
 * end of a lease (so a row whose sender crashed comes back by itself). NULL once settled.
 */
export const OUTBOX_SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  payment_id TEXT NOT NULL,
  pdf_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at TEXT,
  lease_owner TEXT,
  last_error TEXT,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (due_at) WHERE due_at IS NOT NULL;
`;

/**
 * Writes a payment's email into the outbox; called by SqliteStore inside the transaction that
 * records the payment. A second call for the same payment changes nothing.
 */
export function enqueuePaymentEmail(
  db: Database.Database,
  payment: { intentId: string; pdfID: string; at: string },
  locale: ReportLocale,
): void {
  db.prepare(
    `INSERT OR IGNORE INTO outbox (id, kind, payment_id, pdf_id, locale, created_at, due_at)
     VALUES (?, 'payment_email', ?, ?, ?, ?, ?)`,
  ).run(
    paymentEmailId(payment.intentId),
    payment.intentId,
    payment.pdfID,
    locale,
    payment.at,
    payment.at,
  );
}

interface OutboxRow {
  id: string;
  kind: 'payment_email';
  payment_id: string;
  pdf_id: string;
  locale: ReportLocale;
  created_at: string;
  status: OutboxStatus;
  attempts: number;
  due_at: string | null;
  lease_owner: string | null;
  last_error: string | null;
  sent_at: string | null;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  kind: row.kind,
  paymentId: row.payment_id,
  pdfID: row.pdf_id,
  locale: row.locale,
  createdAt: row.created_at,
  attempts: row.attempts,
});
const toEntry = (row: OutboxRow): OutboxEntry => ({
  ...toMessage(row),
  status: row.status,
  dueAt: row.due_at,
  leaseOwner: row.lease_owner,
  lastError: row.last_error,
  sentAt: row.sent_at,
});

/** The outbox in the store's own SQLite database (the table SqliteStore creates). */
export class SqliteOutbox implements Outbox {
  readonly kind = 'sqlite';

  constructor(private readonly db: Database.Database) {
    db.exec(OUTBOX_SCHEMA);
  }

  claim(owner: string, now: Date, leaseMs: number, limit: number): Promise<OutboxMessage[]> {
    const at = now.toISOString();
    const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
    // IMMEDIATE: the write lock is taken before the read, so two processes on one file never
    // both see a row as due.
    const run = this.db.transaction(() => {
      const rows = this.db
        .prepare<[string, number], OutboxRow>(
          `SELECT * FROM outbox WHERE due_at IS NOT NULL AND due_at <= ? AND status = 'pending'
           ORDER BY due_at LIMIT ?`,
        )
        .all(at, limit);
      const take = this.db.prepare(
        'UPDATE outbox SET lease_owner = ?, due_at = ?, attempts = attempts + 1 WHERE id = ?',
      );
      for (const row of rows) take.run(owner, leaseEnd, row.id);
      return rows.map((row) => toMessage({ ...row, attempts: row.attempts + 1 }));
    });
    return settle(() => run.immediate());
  }

  markSent(id: string, at: string): Promise<void> {
    return settle(() => {
      this.db
        .prepare(
          `UPDATE outbox SET status = 'sent', sent_at = ?, due_at = NULL, last_error = NULL
           WHERE id = ? AND status != 'sent'`,
        )
        .run(at, id);
    });
  }

  markFailed(id: string, owner: string, error: string, retryAt: string | null): Promise<void> {
    return settle(() => {
      this.db
        .prepare(
          `UPDATE outbox SET status = ?, due_at = ?, last_error = ?
           WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
        )
        .run(retryAt ? 'pending' : 'failed', retryAt, error, id, owner);
    });
  }

  list(): Promise<OutboxEntry[]> {
    return settle(() =>
      this.db
        .prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY created_at, rowid')
        .all()
        .map(toEntry),
    );
  }
}

function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
