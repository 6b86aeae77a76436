import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { PaymentMode, ReportLocale, UserProfile } from '@ankvidya/schemas';
import { ledgerEntry } from '../../ports/payment-ledger.js';
import { INVOICE_TABLES, SqliteInvoices } from '../invoices/sqlite.js';
import { CALENDAR_FEED_TABLE } from '../calendar-feeds/sqlite.js';
import { enqueuePaymentEmail, OUTBOX_SCHEMA } from '../outbox/sqlite.js';
import {
  EmailTakenError,
  ERASED_UID,
  type ConsentRecord,
  type ContactRecord,
  type CreditOutcome,
  type EventOutcome,
  type Identity,
  type PaymentEvent,
  type PaymentIntentRecord,
  type PaymentRecord,
  type PaymentStatus,
  type ReportRecord,
  type Store,
} from '../../ports/store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  uid TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  auth_provider TEXT NOT NULL DEFAULT 'google',
  phone_number TEXT,
  photo_url TEXT,
  remaining_pdf_quota INTEGER NOT NULL CHECK (remaining_pdf_quota >= 0),
  last_login TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS reports (
  pdf_id TEXT PRIMARY KEY,
  uid TEXT NOT NULL,
  name TEXT NOT NULL,
  dob TEXT NOT NULL,
  gender TEXT NOT NULL,
  latin_name TEXT,
  preferred_spelling TEXT,
  locale TEXT NOT NULL DEFAULT 'en',
  created_at TEXT NOT NULL,
  unlocked_by TEXT,
  unlocked_at TEXT
);
CREATE INDEX IF NOT EXISTS reports_by_uid ON reports (uid, created_at);
CREATE TABLE IF NOT EXISTS payment_intents (
  intent_id TEXT PRIMARY KEY,
  client_secret TEXT NOT NULL,
  uid TEXT NOT NULL,
  pdf_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  mode TEXT NOT NULL,
  created_at TEXT NOT NULL,
  buyer_state TEXT
);
CREATE TABLE IF NOT EXISTS payments (
  payment_id TEXT PRIMARY KEY,
  uid TEXT NOT NULL,
  pdf_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_by_uid ON payments (uid);
CREATE INDEX IF NOT EXISTS payments_by_report ON payments (pdf_id);
-- Databases from before the rule below may hold a second success: keep the first as paid.
UPDATE payments SET status = 'duplicate' WHERE status = 'succeeded' AND rowid NOT IN (
  SELECT MIN(rowid) FROM payments WHERE status = 'succeeded' GROUP BY pdf_id
);
-- A report is paid for at most once, whatever the code above the store does.
CREATE UNIQUE INDEX IF NOT EXISTS one_success_per_report ON payments (pdf_id)
  WHERE status = 'succeeded';
CREATE TABLE IF NOT EXISTS processed_events (
  event_id TEXT PRIMARY KEY,
  processed_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS contact_messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS consents (
  uid TEXT NOT NULL,
  version TEXT NOT NULL,
  locale TEXT NOT NULL,
  accepted_at TEXT NOT NULL,
  PRIMARY KEY (uid, version)
);
`;

interface UserRow {
  uid: string;
  email: string;
  name: string;
  phone_number: string | null;
  photo_url: string | null;
  remaining_pdf_quota: number;
  last_login: string;
}
interface ReportRow {
  pdf_id: string;
  uid: string;
  name: string;
  dob: string;
  gender: 'Male' | 'Female';
  latin_name: string | null;
  preferred_spelling: string | null;
  locale: ReportLocale;
  created_at: string;
  unlocked_by: 'credit' | 'payment' | null;
  unlocked_at: string | null;
}
interface PaymentRow {
  payment_id: string;
  uid: string;
  pdf_id: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  updated_at: string;
}
interface IntentRow {
  intent_id: string;
  client_secret: string;
  uid: string;
  pdf_id: string;
  amount: number;
  currency: string;
  mode: PaymentMode;
  created_at: string;
  buyer_state: string | null;
}

const toUser = (row: UserRow): UserProfile => ({
  uid: row.uid,
  name: row.name,
  authProvider: 'google',
  email: row.email,
  phoneNumber: row.phone_number,
  photoURL: row.photo_url,
  remainingPDFQuota: row.remaining_pdf_quota,
  lastLogin: row.last_login,
});
const toReport = (row: ReportRow): ReportRecord => ({
  pdfID: row.pdf_id,
  uid: row.uid,
  name: row.name,
  dob: row.dob,
  gender: row.gender,
  latinName: row.latin_name,
  preferredSpelling: row.preferred_spelling,
  locale: row.locale,
  createdAt: row.created_at,
  unlockedBy: row.unlocked_by,
  unlockedAt: row.unlocked_at,
});
const toPayment = (row: PaymentRow): PaymentRecord => ({
  paymentId: row.payment_id,
  uid: row.uid,
  pdfID: row.pdf_id,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  updatedAt: row.updated_at,
});
const toIntent = (row: IntentRow): PaymentIntentRecord => ({
  intentId: row.intent_id,
  clientSecret: row.client_secret,
  uid: row.uid,
  pdfID: row.pdf_id,
  amount: row.amount,
  currency: row.currency,
  mode: row.mode,
  createdAt: row.created_at,
  ...(row.buyer_state ? { buyerState: row.buyer_state } : {}),
});

/** "Ankv": marks a SQLite file as ours (PRAGMA application_id), so we never write into another's. */
const APPLICATION_ID = 0x416e6b76;
const OUR_TABLES = new Set([
  'users',
  'reports',
  'payment_intents',
  'payments',
  'processed_events',
  'contact_messages',
  ...INVOICE_TABLES,
  'outbox',
  'consents',
  CALENDAR_FEED_TABLE,
]);

export class ForeignDatabaseError extends Error {
  override readonly name = 'ForeignDatabaseError';
}

/** Marks a new (or an older Ankvidya) database as ours; refuses a database of anything else. */
function claimDatabase(db: Database.Database): void {
  const id = db.pragma('application_id', { simple: true }) as number;
  if (id === APPLICATION_ID) return;
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all()
    .map((t) => t.name);
  if (id !== 0 || tables.some((name) => !OUR_TABLES.has(name)))
    throw new ForeignDatabaseError('the file is a SQLite database of another program');
  db.pragma(`application_id = ${APPLICATION_ID}`);
}

/** Columns added after the first release, for databases created before them. */
function addMissingColumns(db: Database.Database): void {
  const columns = db
    .prepare<[], { name: string }>('PRAGMA table_info(reports)')
    .all()
    .map((c) => c.name);
  if (!columns.includes('latin_name')) db.exec('ALTER TABLE reports ADD COLUMN latin_name TEXT');
  if (!columns.includes('preferred_spelling'))
    db.exec('ALTER TABLE reports ADD COLUMN preferred_spelling TEXT');
  if (!columns.includes('locale'))
    db.exec("ALTER TABLE reports ADD COLUMN locale TEXT NOT NULL DEFAULT 'en'");
  const intentColumns = db
    .prepare<[], { name: string }>('PRAGMA table_info(payment_intents)')
    .all()
    .map((c) => c.name);
  if (!intentColumns.includes('buyer_state'))
    db.exec('ALTER TABLE payment_intents ADD COLUMN buyer_state TEXT');
}

export class DamagedDatabaseError extends Error {
  override readonly name = 'DamagedDatabaseError';
}

/** Problems quick_check lists at most: the first says enough, the rest would fill the screen. */
const PROBLEMS_SHOWN = 3;

/**
 * A damaged file is refused at start rather than found by readers one 500 at a time. quick_check
 * reads every page (about 20 ms for a 12 MB file, 110 ms for 128 MB), without checking that the
 * indexes match their tables, which is what costs integrity_check its time.
 */
function checkIntegrity(db: Database.Database): void {
  const rows = db
    .prepare<[], { quick_check: string }>(`PRAGMA quick_check(${PROBLEMS_SHOWN})`)
    .all()
    .map((row) => row.quick_check);
  if (rows.length === 1 && rows[0] === 'ok') return;
  // One row may hold several lines, headed by "*** in database main ***".
  const problems = rows
    .flatMap((row) => row.split('\n'))
    .filter((line) => line && !line.startsWith('***'))
    .slice(0, PROBLEMS_SHOWN);
  throw new DamagedDatabaseError(`the file is damaged (quick_check: ${problems.join('; ')})`);
}

/** SQLite's answer for a file whose pages are not what it wrote: trying again never helps. */
function isDamage(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(CORRUPT|NOTADB)/.test(code);
}

/** The embedded default store: one SQLite file in WAL mode, every change fully synced. */
export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  /** The first error that showed the file damaged: readiness fails from then on. */
  private damage: Error | undefined;
  readonly invoices: SqliteInvoices;

  constructor(readonly location: string) {
    if (location !== ':memory:') fs.mkdirSync(path.dirname(location), { recursive: true });
    this.db = new Database(location);
    try {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = FULL');
      this.db.pragma('busy_timeout = 5000');
      checkIntegrity(this.db);
      claimDatabase(this.db);
      this.db.exec(SCHEMA);
      this.db.exec(OUTBOX_SCHEMA);
      addMissingColumns(this.db);
      this.invoices = new SqliteInvoices(this.db);
      this.invoices.createTables();
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  /** The open database, for the adapters that write in this store's transactions (the outbox). */
  get connection(): Database.Database {
    return this.db;
  }

  /**
   * Runs synchronous database work as a promise, so its errors reject instead of throwing, and
   * notes an error that shows the file damaged.
   */
  private settle<T>(work: () => T): Promise<T> {
    try {
      return Promise.resolve(work());
    } catch (error) {
      if (isDamage(error)) this.damage ??= error as Error;
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private userByEmail(email: string): UserRow | undefined {
    return this.db
      .prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?')
      .get(email.toLowerCase());
  }

  private userByUid(uid: string): UserRow | undefined {
    return this.db.prepare<[string], UserRow>('SELECT * FROM users WHERE uid = ?').get(uid);
  }

  /** The user of this uid; a new uid whose email another uid owns is refused. */
  private findOrInsertUser(identity: Identity, now: string, lastLogin: string) {
    const existing = this.userByUid(identity.uid);
    if (existing) return { row: existing, created: false };
    const owner = this.userByEmail(identity.email);
    if (owner) throw new EmailTakenError(owner.uid);
    this.insertUser(identity, now, lastLogin);
    return { row: this.userByUid(identity.uid)!, created: true };
  }

  private insertUser(identity: Identity, now: string, lastLogin: string): void {
    this.db
      .prepare(
        `INSERT INTO users (uid, email, name, phone_number, photo_url, remaining_pdf_quota, last_login, created_at)
         VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
      )
      .run(
        identity.uid,
        identity.email.toLowerCase(),
        identity.name,
        identity.phoneNumber,
        identity.photoURL,
        lastLogin,
        now,
      );
  }

  signIn(identity: Identity, now: string): Promise<{ user: UserProfile; created: boolean }> {
    const run = this.db.transaction(() => {
      const { row, created } = this.findOrInsertUser(identity, now, now);
      if (created) return { user: toUser(row), created };
      this.db.prepare('UPDATE users SET last_login = ? WHERE uid = ?').run(now, row.uid);
      return { user: toUser({ ...row, last_login: now }), created };
    });
    return this.settle(() => run.immediate());
  }

  ensureUser(identity: Identity, now: string): Promise<UserProfile> {
    const run = this.db.transaction(() => toUser(this.findOrInsertUser(identity, now, '').row));
    return this.settle(() => run.immediate());
  }

  getUser(uid: string): Promise<UserProfile | undefined> {
    return this.settle(() => {
      const row = this.userByUid(uid);
      return row && toUser(row);
    });
  }

  transferUser(fromUid: string, toUid: string): Promise<void> {
    const run = this.db.transaction(() => {
      // Moved already (by a concurrent first request of the new uid): nothing left to do.
      if (!this.userByUid(fromUid)) return;
      if (this.userByUid(toUid)) throw new Error(`A user with uid ${toUid} already exists`);
      for (const table of ['users', 'reports', 'payment_intents', 'payments', 'invoices'])
        this.db.prepare(`UPDATE ${table} SET uid = ? WHERE uid = ?`).run(toUid, fromUid);
    });
    return this.settle(() => run.immediate());
  }

  getUserByEmail(email: string): Promise<UserProfile | undefined> {
    return this.settle(() => {
      const row = this.userByEmail(email);
      return row && toUser(row);
    });
  }

  createReport(report: Omit<ReportRecord, 'unlockedBy' | 'unlockedAt'>): Promise<ReportRecord> {
    const inserted = this.settle(() => {
      this.db
        .prepare(
          `INSERT OR IGNORE INTO reports
             (pdf_id, uid, name, dob, gender, latin_name, preferred_spelling, locale, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          report.pdfID,
          report.uid,
          report.name,
          report.dob,
          report.gender,
          report.latinName,
          report.preferredSpelling,
          report.locale,
          report.createdAt,
        );
    });
    return inserted.then(() => this.getReport(report.pdfID)).then((stored) => stored!);
  }

  getReport(pdfID: string): Promise<ReportRecord | undefined> {
    return this.settle(() => {
      const row = this.db
        .prepare<[string], ReportRow>('SELECT * FROM reports WHERE pdf_id = ?')
        .get(pdfID);
      return row && toReport(row);
    });
  }

  setPreferredSpelling(pdfID: string, spelling: string | null): Promise<void> {
    return this.settle(() => {
      this.db
        .prepare('UPDATE reports SET preferred_spelling = ? WHERE pdf_id = ?')
        .run(spelling, pdfID);
    });
  }

  setReportLocale(pdfID: string, locale: ReportLocale): Promise<void> {
    return this.settle(() => {
      this.db.prepare('UPDATE reports SET locale = ? WHERE pdf_id = ?').run(locale, pdfID);
    });
  }

  listReports(uid: string): Promise<ReportRecord[]> {
    return this.settle(() => {
      const rows = this.db
        .prepare<[string], ReportRow>('SELECT * FROM reports WHERE uid = ? ORDER BY created_at')
        .all(uid);
      return rows.map(toReport);
    });
  }

  unlockWithCredit(uid: string, pdfID: string, now: string): Promise<CreditOutcome> {
    const run = this.db.transaction((): CreditOutcome => {
      const report = this.db
        .prepare<[string], ReportRow>('SELECT * FROM reports WHERE pdf_id = ?')
        .get(pdfID);
      if (!report || report.uid !== uid) return 'not_found';
      if (report.unlocked_by) return 'already_unlocked';
      const spent = this.db
        .prepare(
          'UPDATE users SET remaining_pdf_quota = remaining_pdf_quota - 1 WHERE uid = ? AND remaining_pdf_quota > 0',
        )
        .run(uid);
      if (spent.changes === 0) return 'no_credit';
      this.db
        .prepare(`UPDATE reports SET unlocked_by = 'credit', unlocked_at = ? WHERE pdf_id = ?`)
        .run(now, pdfID);
      return 'unlocked';
    });
    return this.settle(() => run.immediate());
  }

  saveIntent(intent: PaymentIntentRecord): Promise<void> {
    return this.settle(() => {
      this.db
        .prepare(
          `INSERT OR REPLACE INTO payment_intents (intent_id, client_secret, uid, pdf_id, amount, currency, mode, created_at, buyer_state)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          intent.intentId,
          intent.clientSecret,
          intent.uid,
          intent.pdfID,
          intent.amount,
          intent.currency,
          intent.mode,
          intent.createdAt,
          intent.buyerState ?? null,
        );
    });
  }

  getIntent(intentId: string): Promise<PaymentIntentRecord | undefined> {
    return this.settle(() => {
      const row = this.db
        .prepare<[string], IntentRow>('SELECT * FROM payment_intents WHERE intent_id = ?')
        .get(intentId);
      return row && toIntent(row);
    });
  }

  applyPaymentEvent(event: PaymentEvent): Promise<EventOutcome> {
    const run = this.db.transaction((): EventOutcome => {
      const fresh = this.db
        .prepare('INSERT OR IGNORE INTO processed_events (event_id, processed_at) VALUES (?, ?)')
        .run(event.eventId, event.at);
      if (fresh.changes === 0) return 'duplicate';
      const current = this.db
        .prepare<[string], PaymentRow>('SELECT * FROM payments WHERE payment_id = ?')
        .get(event.intentId);
      const report = this.db
        .prepare<[string], ReportRow>('SELECT * FROM reports WHERE pdf_id = ?')
        .get(event.pdfID);
      const entry = ledgerEntry(current?.status, Boolean(report?.unlocked_by), event);
      if (entry.status) {
        this.db
          .prepare(
            `INSERT OR REPLACE INTO payments (payment_id, uid, pdf_id, amount, currency, status, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            event.intentId,
            event.uid,
            event.pdfID,
            event.amount,
            event.currency,
            entry.status,
            event.at,
          );
      }
      this.invoices.issueForPayment(event, entry.status);
      if (entry.unlock) {
        this.db
          .prepare(
            `UPDATE reports SET unlocked_by = 'payment', unlocked_at = ? WHERE pdf_id = ? AND unlocked_by IS NULL`,
          )
          .run(event.at, event.pdfID);
        // The buyer's email, in this transaction: written exactly when the payment is.
        if (report) enqueuePaymentEmail(this.db, event, report.locale);
      }
      return entry.outcome;
    });
    return this.settle(() => run.immediate());
  }

  markRefunded(paymentId: string, at: string): Promise<void> {
    const run = this.db.transaction(() => {
      const marked = this.db
        .prepare(
          `UPDATE payments SET status = 'refunded', updated_at = ? WHERE payment_id = ? AND status = 'duplicate'`,
        )
        .run(at, paymentId);
      if (marked.changes > 0) this.invoices.issueCreditNote(paymentId, at);
    });
    return this.settle(() => run.immediate());
  }

  listPayments(uid: string): Promise<PaymentRecord[]> {
    return this.settle(() => {
      const rows = this.db
        .prepare<[string], PaymentRow>('SELECT * FROM payments WHERE uid = ? ORDER BY updated_at')
        .all(uid);
      return rows.map(toPayment);
    });
  }

  getPaymentsForReport(pdfID: string): Promise<PaymentRecord[]> {
    return this.settle(() => {
      const rows = this.db
        .prepare<[string], PaymentRow>(
          'SELECT * FROM payments WHERE pdf_id = ? ORDER BY updated_at',
        )
        .all(pdfID);
      return rows.map(toPayment);
    });
  }

  saveContactMessage(message: ContactRecord): Promise<void> {
    return this.settle(() => {
      this.db
        .prepare(
          'INSERT INTO contact_messages (id, name, email, message, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(message.id, message.name, message.email, message.message, message.createdAt);
    });
  }

  recordConsent(consent: ConsentRecord): Promise<void> {
    return this.settle(() => {
      this.db
        .prepare(
          'INSERT OR IGNORE INTO consents (uid, version, locale, accepted_at) VALUES (?, ?, ?, ?)',
        )
        .run(consent.uid, consent.version, consent.locale, consent.acceptedAt);
    });
  }

  listConsents(uid: string): Promise<ConsentRecord[]> {
    return this.settle(() =>
      this.db
        .prepare<
          [string],
          { uid: string; version: string; locale: ReportLocale; accepted_at: string }
        >('SELECT * FROM consents WHERE uid = ? ORDER BY accepted_at, rowid')
        .all(uid)
        .map((row) => ({
          uid: row.uid,
          version: row.version,
          locale: row.locale,
          acceptedAt: row.accepted_at,
        })),
    );
  }

  listContactMessages(email: string): Promise<ContactRecord[]> {
    return this.settle(() =>
      this.db
        .prepare<
          [string],
          { id: string; name: string; email: string; message: string; created_at: string }
        >('SELECT * FROM contact_messages WHERE lower(email) = ? ORDER BY created_at, rowid')
        .all(email.toLowerCase())
        .map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          message: row.message,
          createdAt: row.created_at,
        })),
    );
  }

  eraseUser(uid: string): Promise<boolean> {
    const run = this.db.transaction((): boolean => {
      const user = this.userByUid(uid);
      if (!user) return false;
      // Emails not yet sent for this account's reports go with it (they name its reports).
      this.db
        .prepare('DELETE FROM outbox WHERE pdf_id IN (SELECT pdf_id FROM reports WHERE uid = ?)')
        .run(uid);
      for (const table of ['reports', 'payment_intents', 'consents'])
        this.db.prepare(`DELETE FROM ${table} WHERE uid = ?`).run(uid);
      this.db.prepare('DELETE FROM contact_messages WHERE lower(email) = ?').run(user.email);
      // The tax record stays; the report id (derived from the person's details) does not.
      this.db
        .prepare(`UPDATE payments SET uid = ?, pdf_id = ? || ':' || payment_id WHERE uid = ?`)
        .run(ERASED_UID, ERASED_UID, uid);
      this.invoices.eraseBuyer(uid, ERASED_UID);
      this.db.prepare('DELETE FROM users WHERE uid = ?').run(uid);
      return true;
    });
    return this.settle(() => run.immediate());
  }

  checkReady(): Promise<void> {
    return this.settle(() => {
      // A damaged file does not heal: a restart (which checks the whole file) is the way out.
      if (this.damage) throw new Error(`the database file is damaged (${this.damage.message})`);
      this.db.prepare('SELECT uid FROM users LIMIT 1').get();
      const mode = this.db.pragma('journal_mode', { simple: true });
      // WAL is what keeps readers and the writer apart; anything else means the file was changed.
      const expected = this.location === ':memory:' ? 'memory' : 'wal';
      if (mode !== expected)
        throw new Error(`journal mode is ${String(mode)}, expected ${expected}`);
    });
  }

  close(): Promise<void> {
    if (this.db.open) this.db.close();
    return Promise.resolve();
  }
}
