import type { Config } from '../config.js';
import type { AuthVerifier } from '../ports/auth.js';
import type { CalendarFeeds } from '../ports/calendar-feeds.js';
import type { KeptMailbox, Mailer } from '../ports/mailer.js';
import type { Outbox } from '../ports/outbox.js';
import type { PaymentGateway } from '../ports/payments.js';
import type { RateCounter } from '../ports/rate-counter.js';
import type { Store } from '../ports/store.js';
import { FirebaseAuthVerifier } from './auth/firebase.js';
import { SqliteCalendarFeeds } from './calendar-feeds/sqlite.js';
import { startEmbeddedMailServer, type EmbeddedMailServer } from './mail/embedded-server.js';
import { EmlMailbox } from './mail/mailbox.js';
import { SmtpMailer } from './mail/smtp.js';
import { SqliteOutbox } from './outbox/sqlite.js';
import { createGateway } from './payments/registry.js';
import { SqliteStore } from './store/sqlite.js';

/** Picks the real adapter or the embedded default for each port, as configured. */
export async function createStore(config: Config): Promise<Store> {
  if (config.store.kind === 'firestore') {
    const { FirestoreStore } = await import('./store/firestore.js');
    return new FirestoreStore(config.store.projectId, config.store.emulatorHost);
  }
  return openSqlite(config.store.file, config.dataDir);
}

/** A start-up problem a person fixes outside the code: printed as a message, never a stack. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

function openSqlite(file: string, dataDir: string): Store {
  try {
    return new SqliteStore(file);
  } catch (error) {
    const reason = (error as Error).message;
    throw new StartupError(
      `DATA_DIR ${dataDir}: cannot use the database ${file} (${reason}). ` +
        'DATA_DIR must be a folder this user can write to, holding only Ankvidya data; point it ' +
        'at an empty folder to start afresh, or restore the file from a backup.',
    );
  }
}

export function createAuthVerifier(config: Config): AuthVerifier {
  return new FirebaseAuthVerifier(config.auth.projectId, config.auth.emulatorHost);
}

/** The configured provider's adapter, from the payments registry. */
export function createPaymentGateway(config: Config): PaymentGateway {
  return createGateway(config.payments);
}

/**
 * Per-user limits on money and reports: counted in Firestore when the store is Firestore (then
 * several instances may run and must share the count), in memory otherwise (one machine).
 */
export async function createRateCounter(config: Config): Promise<RateCounter | undefined> {
  if (config.store.kind !== 'firestore') return undefined;
  const { FirestoreRateCounter } = await import('./rate/firestore.js');
  return new FirestoreRateCounter(config.store.projectId);
}

/** The outbox lives beside the store's data, so a payment and its email commit together. */
export async function createOutbox(config: Config, store: Store): Promise<Outbox> {
  if (config.store.kind === 'firestore') {
    const { FirestoreOutbox } = await import('./outbox/firestore.js');
    return new FirestoreOutbox(config.store.projectId);
  }
  if (!(store instanceof SqliteStore)) throw new Error('The SQLite outbox needs the SQLite store');
  return new SqliteOutbox(store.connection);
}

export interface MailSetup {
  mailer: Mailer;
  /** The embedded server and what it kept, when no MAIL_URL is set. */
  embedded?: { server: EmbeddedMailServer; mailbox: KeptMailbox };
  /** For the start-up log. */
  description: string;
  close(): Promise<void>;
}

/**
 * Nodemailer over SMTP either way: to MAIL_URL, or to an embedded server on 127.0.0.1 that keeps
 * each message as an .eml file, so the same sending code runs locally and in production.
 */
export async function createMail(config: Config): Promise<MailSetup> {
  if (config.mail.kind === 'smtp') {
    const mailer = new SmtpMailer(config.mail.url, config.mail.from);
    return { mailer, description: `smtp (${mailer.location})`, close: () => mailer.close() };
  }
  let server: EmbeddedMailServer;
  try {
    server = await startEmbeddedMailServer(config.mail.dir);
  } catch (error) {
    throw new StartupError(
      `MAIL_URL is not set, and the embedded mail server cannot keep emails in ${config.mail.dir} ` +
        `(${(error as Error).message}). Set MAIL_URL and MAIL_FROM to send them through an SMTP ` +
        'server, or make DATA_DIR a folder this user can write to.',
    );
  }
  const mailer = new SmtpMailer(server.url, config.mail.from);
  return {
    mailer,
    embedded: { server, mailbox: new EmlMailbox(server.dir) },
    description: `embedded smtp (${server.host}:${server.port}), kept in ${server.dir}`,
    close: async () => {
      await mailer.close();
      await server.close();
    },
  };
}

/** Private calendar addresses beside the store's data, like the outbox. */
export async function createCalendarFeeds(config: Config, store: Store): Promise<CalendarFeeds> {
  if (config.store.kind === 'firestore') {
    const { FirestoreCalendarFeeds } = await import('./calendar-feeds/firestore.js');
    return new FirestoreCalendarFeeds(config.store.projectId);
  }
  if (!(store instanceof SqliteStore))
    throw new Error('SQLite calendar feeds need the SQLite store');
  return new SqliteCalendarFeeds(store.connection);
}
