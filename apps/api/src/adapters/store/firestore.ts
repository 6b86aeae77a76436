import {
  getFirestore,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { DEFAULT_LOCALE } from '@ankvidya/content/lazy';
import type { ReportLocale, UserProfile } from '@ankvidya/schemas';
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
  type ReportRecord,
  type Store,
} from '../../ports/store.js';
import { firebaseApp } from '../auth/firebase.js';
import { ledgerEntry } from '../../ports/payment-ledger.js';
import { FirestoreInvoices } from '../invoices/firestore.js';
import { erasedDocument } from '../../ports/invoices.js';
import { enqueuePaymentEmail, outboxOf } from '../outbox/firestore.js';

/** users/{uid}: exactly the profile fields, plus when the user was first stored. */
interface UserDoc extends UserProfile {
  createdAt: string;
}
/** userEmails/{email}: the lower-cased email's owner; created with the user, so an email has one user. */
interface UserEmailDoc {
  uid: string;
  createdAt: string;
}
interface ProcessedEventDoc {
  eventId: string;
  processedAt: string;
}

const converter = <T extends DocumentData>(): FirestoreDataConverter<T> => ({
  toFirestore: (value) => value,
  fromFirestore: (snapshot) => snapshot.data() as T,
});

const toUser = (doc: UserDoc): UserProfile => ({
  uid: doc.uid,
  name: doc.name,
  authProvider: 'google',
  email: doc.email,
  phoneNumber: doc.phoneNumber,
  photoURL: doc.photoURL,
  remainingPDFQuota: doc.remainingPDFQuota,
  lastLogin: doc.lastLogin,
});
const toReport = (doc: ReportRecord): ReportRecord => ({
  pdfID: doc.pdfID,
  uid: doc.uid,
  name: doc.name,
  dob: doc.dob,
  gender: doc.gender,
  latinName: doc.latinName ?? null,
  preferredSpelling: doc.preferredSpelling ?? null,
  locale: doc.locale ?? DEFAULT_LOCALE,
  createdAt: doc.createdAt,
  unlockedBy: doc.unlockedBy,
  unlockedAt: doc.unlockedAt,
});
const toPayment = (doc: PaymentRecord): PaymentRecord => ({
  paymentId: doc.paymentId,
  uid: doc.uid,
  pdfID: doc.pdfID,
  amount: doc.amount,
  currency: doc.currency,
  status: doc.status,
  updatedAt: doc.updatedAt,
});
const toIntent = (doc: PaymentIntentRecord): PaymentIntentRecord => ({
  intentId: doc.intentId,
  clientSecret: doc.clientSecret,
  uid: doc.uid,
  pdfID: doc.pdfID,
  amount: doc.amount,
  currency: doc.currency,
  mode: doc.mode,
  createdAt: doc.createdAt,
  ...(doc.buyerState ? { buyerState: doc.buyerState } : {}),
});

/**
 * A document id for any key. Ordinary keys are used as they are; the few a Firestore id cannot be
 * (empty, containing '/', '.', '..', '__name__') are escaped, injectively, so that a lookup by
 * such a key finds nothing instead of throwing or addressing another path.
 */
export function docId(key: string): string {
  const escaped = key.replace(/%/g, '%25').replace(/\//g, '%2F');
  return escaped === '' || escaped === '.' || escaped === '..' || /^__.*__$/.test(escaped)
    ? `%${escaped}`
    : escaped;
}

type Snapshots<T extends readonly unknown[]> = {
  [K in keyof T]: T[K] extends DocumentReference<infer D> ? DocumentSnapshot<D> : never;
};
/** Reads several documents of different kinds in the transaction, in one round trip. */
async function readAll<T extends DocumentReference<DocumentData>[]>(
  tx: Transaction,
  ...refs: T
): Promise<Snapshots<T>> {
  return (await tx.getAll(...refs)) as unknown as Snapshots<T>;
}

/** gRPC status of a write whose document already exists (a `create` that lost a race). */
const ALREADY_EXISTS = 6;
const alreadyExists = (error: unknown) => (error as { code?: unknown }).code === ALREADY_EXISTS;
/** gRPC status of an update to a document that does not exist. */
const NOT_FOUND = 5;

/**
 * Sorts query results by a timestamp field, as SQLite's ORDER BY does; rows with the same value
 * keep the order they were written in (SQLite's rowid order), then fall back to the id.
 */
function sorted<T extends DocumentData>(
  snapshot: QuerySnapshot<T>,
  field: (doc: T) => string,
  written: 'createTime' | 'updateTime',
): T[] {
  const compare = (a: QueryDocumentSnapshot<T>, b: QueryDocumentSnapshot<T>) => {
    const fa = field(a.data());
    const fb = field(b.data());
    if (fa !== fb) return fa < fb ? -1 : 1;
    const ta = a[written];
    const tb = b[written];
    return (
      ta.seconds - tb.seconds ||
      ta.nanoseconds - tb.nanoseconds ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    );
  };
  return [...snapshot.docs].sort(compare).map((doc) => doc.data());
}

/** How many open stores share each (per-project, shared) Firestore client. */
const openStores = new Map<Firestore, number>();

/**
 * Cloud Firestore through firebase-admin. Every change to more than one document runs in a
 * Firestore transaction, so concurrent calls, in one process or many, end as they would with
 * SQLite: one credit is spent once, one webhook event is applied once, an email has one user.
 * Lists are sorted here rather than by the query, so no composite index has to be deployed.
 * With FIRESTORE_EMULATOR_HOST set, firebase-admin talks to that emulator instead of Google.
 */
export class FirestoreStore implements Store {
  readonly kind = 'firestore';
  readonly location: string;
  private readonly db: Firestore;
  private readonly users: CollectionReference<UserDoc>;
  private readonly userEmails: CollectionReference<UserEmailDoc>;
  private readonly reports: CollectionReference<ReportRecord>;
  private readonly intents: CollectionReference<PaymentIntentRecord>;
  private readonly payments: CollectionReference<PaymentRecord>;
  private readonly events: CollectionReference<ProcessedEventDoc>;
  private readonly contacts: CollectionReference<ContactRecord>;
  private readonly consents: CollectionReference<ConsentRecord>;
  private closed = false;
  readonly invoices: FirestoreInvoices;

  constructor(projectId: string, emulatorHost?: string) {
    const fromEnvironment = process.env.FIRESTORE_EMULATOR_HOST || undefined;
    // firebase-admin only honours the environment variable: refuse to silently reach Google
    // when the configuration names an emulator.
    if (emulatorHost && emulatorHost !== fromEnvironment) {
      throw new Error(
        `FirestoreStore: emulator ${emulatorHost} requested, but firebase-admin connects to FIRESTORE_EMULATOR_HOST (${fromEnvironment ?? 'unset'})`,
      );
    }
    const host = emulatorHost ?? fromEnvironment;
    this.location = host ? `project ${projectId}, emulator ${host}` : `project ${projectId}`;
    this.db = getFirestore(firebaseApp(projectId));
    openStores.set(this.db, (openStores.get(this.db) ?? 0) + 1);
    this.users = this.db.collection('users').withConverter(converter<UserDoc>());
    this.userEmails = this.db.collection('userEmails').withConverter(converter<UserEmailDoc>());
    this.reports = this.db.collection('reports').withConverter(converter<ReportRecord>());
    this.intents = this.db
      .collection('paymentIntents')
      .withConverter(converter<PaymentIntentRecord>());
    this.payments = this.db.collection('payments').withConverter(converter<PaymentRecord>());
    this.events = this.db
      .collection('processedEvents')
      .withConverter(converter<ProcessedEventDoc>());
    this.contacts = this.db.collection('contactMessages').withConverter(converter<ContactRecord>());
    this.invoices = new FirestoreInvoices(this.db);
    this.consents = this.db.collection('consents').withConverter(converter<ConsentRecord>());
  }

  private userByEmailQuery(email: string) {
    return this.users.where('email', '==', email.toLowerCase()).limit(1);
  }

  /**
   * Finds the user by uid or creates it, in one transaction. The transaction reads the
   * userEmails document and creates it with the user, so two first sign-ins with one email
   * cannot both create a user, and a new uid never takes an email another uid owns.
   */
  private findOrCreateUser(
    identity: Identity,
    now: string,
    lastLogin: string | undefined,
  ): Promise<{ user: UserProfile; created: boolean }> {
    const email = identity.email.toLowerCase();
    return this.db.runTransaction(async (tx: Transaction) => {
      const emailRef = this.userEmails.doc(docId(email));
      const uidRef = this.users.doc(docId(identity.uid));
      const [emailSnap, uidSnap] = await readAll(tx, emailRef, uidRef);
      const existing = uidSnap.data();
      if (existing) {
        if (lastLogin === undefined) return { user: toUser(existing), created: false };
        tx.update(uidRef, { lastLogin });
        return { user: toUser({ ...existing, lastLogin }), created: false };
      }
      const owner = emailSnap.data()?.uid;
      if (owner && owner !== identity.uid) {
        // An email document without its user is stale (the user was deleted): it may be reused.
        const ownerSnap = await tx.get(this.users.doc(docId(owner)));
        if (ownerSnap.exists) throw new EmailTakenError(owner);
      }
      const user: UserDoc = {
        uid: identity.uid,
        name: identity.name,
        authProvider: 'google',
        email,
        phoneNumber: identity.phoneNumber,
        photoURL: identity.photoURL,
        remainingPDFQuota: 1,
        lastLogin: lastLogin ?? '',
        createdAt: now,
      };
      if (emailSnap.exists) tx.set(emailRef, { uid: identity.uid, createdAt: now });
      else tx.create(emailRef, { uid: identity.uid, createdAt: now });
      tx.create(uidRef, user);
      return { user: toUser(user), created: true };
    });
  }

  signIn(identity: Identity, now: string): Promise<{ user: UserProfile; created: boolean }> {
    return this.findOrCreateUser(identity, now, now);
  }

  async ensureUser(identity: Identity, now: string): Promise<UserProfile> {
    return (await this.findOrCreateUser(identity, now, undefined)).user;
  }

  async getUser(uid: string): Promise<UserProfile | undefined> {
    const doc = (await this.users.doc(docId(uid)).get()).data();
    return doc && toUser(doc);
  }

  transferUser(fromUid: string, toUid: string): Promise<void> {
    return this.db.runTransaction(async (tx: Transaction) => {
      const fromRef = this.users.doc(docId(fromUid));
      const toRef = this.users.doc(docId(toUid));
      const [fromSnap, toSnap] = await readAll(tx, fromRef, toRef);
      const user = fromSnap.data();
      // Moved already (by a concurrent first request of the new uid): nothing left to do.
      if (!user) return;
      if (toSnap.exists) throw new Error(`A user with uid ${toUid} already exists`);
      const owned = await Promise.all([
        tx.get(this.reports.where('uid', '==', fromUid)),
        tx.get(this.intents.where('uid', '==', fromUid)),
        tx.get(this.payments.where('uid', '==', fromUid)),
        tx.get(this.invoices.ownedBy(fromUid)),
      ]);
      tx.create(toRef, { ...user, uid: toUid });
      tx.delete(fromRef);
      tx.set(this.userEmails.doc(docId(user.email)), { uid: toUid, createdAt: user.createdAt });
      for (const snapshot of owned)
        for (const doc of snapshot.docs) tx.update(doc.ref as DocumentReference, { uid: toUid });
    });
  }

  async getUserByEmail(email: string): Promise<UserProfile | undefined> {
    const found = (await this.userByEmailQuery(email).get()).docs[0];
    return found && toUser(found.data());
  }

  async createReport(
    report: Omit<ReportRecord, 'unlockedBy' | 'unlockedAt'>,
  ): Promise<ReportRecord> {
    try {
      // `create` fails when the document exists, so the first stored report wins.
      await this.reports
        .doc(docId(report.pdfID))
        .create(toReport({ ...report, unlockedBy: null, unlockedAt: null }));
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
    return (await this.getReport(report.pdfID))!;
  }

  async getReport(pdfID: string): Promise<ReportRecord | undefined> {
    const doc = (await this.reports.doc(docId(pdfID)).get()).data();
    return doc && toReport(doc);
  }

  async setPreferredSpelling(pdfID: string, spelling: string | null): Promise<void> {
    try {
      await this.reports.doc(docId(pdfID)).update({ preferredSpelling: spelling });
    } catch (error) {
      // A report that is gone has no spelling to keep, as in SQLite.
      if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    }
  }

  async setReportLocale(pdfID: string, locale: ReportLocale): Promise<void> {
    try {
      await this.reports.doc(docId(pdfID)).update({ locale });
    } catch (error) {
      if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    }
  }

  async listReports(uid: string): Promise<ReportRecord[]> {
    const snapshot = await this.reports.where('uid', '==', uid).get();
    return sorted(snapshot, (r) => r.createdAt, 'createTime').map(toReport);
  }

  unlockWithCredit(uid: string, pdfID: string, now: string): Promise<CreditOutcome> {
    return this.db.runTransaction(async (tx: Transaction): Promise<CreditOutcome> => {
      const [reportSnap, userSnap] = await readAll(
        tx,
        this.reports.doc(docId(pdfID)),
        this.users.doc(docId(uid)),
      );
      const report = reportSnap.data();
      if (!report || report.uid !== uid) return 'not_found';
      if (report.unlockedBy) return 'already_unlocked';
      const user = userSnap.data();
      if (!user || user.remainingPDFQuota <= 0) return 'no_credit';
      tx.update(userSnap.ref, { remainingPDFQuota: user.remainingPDFQuota - 1 });
      tx.update(reportSnap.ref, { unlockedBy: 'credit', unlockedAt: now });
      return 'unlocked';
    });
  }

  async saveIntent(intent: PaymentIntentRecord): Promise<void> {
    await this.intents.doc(docId(intent.intentId)).set(toIntent(intent));
  }

  async getIntent(intentId: string): Promise<PaymentIntentRecord | undefined> {
    const doc = (await this.intents.doc(docId(intentId)).get()).data();
    return doc && toIntent(doc);
  }

  async applyPaymentEvent(event: PaymentEvent): Promise<EventOutcome> {
    try {
      return await this.db.runTransaction(async (tx: Transaction): Promise<EventOutcome> => {
        const eventRef = this.events.doc(docId(event.eventId));
        const paymentRef = this.payments.doc(docId(event.intentId));
        const reportRef = this.reports.doc(docId(event.pdfID));
        const [eventSnap, paymentSnap, reportSnap] = await readAll(
          tx,
          eventRef,
          paymentRef,
          reportRef,
        );
        const issueInvoice = await this.invoices.prepareForPayment(tx, event);
        if (eventSnap.exists) return 'duplicate';
        tx.create(eventRef, { eventId: event.eventId, processedAt: event.at });
        const report = reportSnap.data();
        const entry = ledgerEntry(paymentSnap.data()?.status, Boolean(report?.unlockedBy), event);
        if (entry.status) {
          tx.set(paymentRef, {
            paymentId: event.intentId,
            uid: event.uid,
            pdfID: event.pdfID,
            amount: event.amount,
            currency: event.currency,
            status: entry.status,
            updatedAt: event.at,
          });
        }
        issueInvoice(entry.status);
        // The report is read in this transaction, so of two successes racing for it one is
        // retried by Firestore, finds it unlocked and is recorded as a duplicate.
        if (entry.unlock && report) {
          tx.update(reportRef, { unlockedBy: 'payment', unlockedAt: event.at });
          // The buyer's email, in this transaction: written exactly when the payment is.
          enqueuePaymentEmail(tx, this.db, event, report.locale ?? DEFAULT_LOCALE);
        }
        return entry.outcome;
      });
    } catch (error) {
      // The event document is the only one this transaction creates: another delivery of the
      // same event committed first.
      if (alreadyExists(error)) return 'duplicate';
      throw error;
    }
  }

  async markRefunded(paymentId: string, at: string): Promise<void> {
    const ref = this.payments.doc(docId(paymentId));
    await this.db.runTransaction(async (tx: Transaction) => {
      const snap = await tx.get(ref);
      const issueCreditNote = await this.invoices.prepareCreditNote(tx, paymentId, at);
      if (snap.data()?.status === 'duplicate') {
        tx.update(ref, { status: 'refunded', updatedAt: at });
        issueCreditNote();
      }
    });
  }

  async listPayments(uid: string): Promise<PaymentRecord[]> {
    const snapshot = await this.payments.where('uid', '==', uid).get();
    return sorted(snapshot, (p) => p.updatedAt, 'updateTime').map(toPayment);
  }

  async getPaymentsForReport(pdfID: string): Promise<PaymentRecord[]> {
    const snapshot = await this.payments.where('pdfID', '==', pdfID).get();
    return sorted(snapshot, (p) => p.updatedAt, 'updateTime').map(toPayment);
  }

  async checkReady(): Promise<void> {
    await this.users.limit(1).get();
  }

  async saveContactMessage(message: ContactRecord): Promise<void> {
    await this.contacts.doc(docId(message.id)).create({
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      createdAt: message.createdAt,
    });
  }

  async recordConsent(consent: ConsentRecord): Promise<void> {
    try {
      // `create`: the first acknowledgement of a version keeps its time, as in SQLite.
      await this.consents.doc(docId(`${consent.uid}\u0000${consent.version}`)).create({
        uid: consent.uid,
        version: consent.version,
        locale: consent.locale,
        acceptedAt: consent.acceptedAt,
      });
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
  }

  async listConsents(uid: string): Promise<ConsentRecord[]> {
    const snapshot = await this.consents.where('uid', '==', uid).get();
    return sorted(snapshot, (c) => c.acceptedAt, 'createTime');
  }

  async listContactMessages(email: string): Promise<ContactRecord[]> {
    // The contact route stores the address lower-cased, as accounts keep theirs.
    const snapshot = await this.contacts.where('email', '==', email.toLowerCase()).get();
    return sorted(snapshot, (m) => m.createdAt, 'createTime');
  }

  eraseUser(uid: string): Promise<boolean> {
    return this.db.runTransaction(async (tx: Transaction): Promise<boolean> => {
      const userRef = this.users.doc(docId(uid));
      const user = (await tx.get(userRef)).data();
      if (!user) return false;
      const [reports, intents, consents, payments, contacts, invoices] = await Promise.all([
        tx.get(this.reports.where('uid', '==', uid)),
        tx.get(this.intents.where('uid', '==', uid)),
        tx.get(this.consents.where('uid', '==', uid)),
        tx.get(this.payments.where('uid', '==', uid)),
        tx.get(this.contacts.where('email', '==', user.email)),
        tx.get(this.invoices.byUid(uid)),
      ]);
      // Emails not yet sent for this account's reports go with it (they name its reports).
      const emails = await Promise.all(
        reports.docs.map((doc) => tx.get(outboxOf(this.db).where('pdfID', '==', doc.data().pdfID))),
      );
      const emailRef = this.userEmails.doc(docId(user.email));
      const emailOwner = (await tx.get(emailRef)).data()?.uid;
      for (const snapshot of [reports, intents, consents, contacts, ...emails])
        for (const doc of snapshot.docs) tx.delete(doc.ref);
      // The tax record stays; the report id (derived from the person's details) does not.
      for (const doc of payments.docs)
        tx.update(doc.ref as DocumentReference, {
          uid: ERASED_UID,
          pdfID: `${ERASED_UID}:${doc.data().paymentId}`,
        });
      for (const doc of invoices.docs) tx.set(doc.ref, erasedDocument(doc.data(), ERASED_UID));
      if (emailOwner === uid) tx.delete(emailRef);
      tx.delete(userRef);
      return true;
    });
  }

  /**
   * Terminates the Firestore client once the last open store using it closes (firebase-admin
   * shares one client per project). A terminated client cannot be reopened in this process.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const left = (openStores.get(this.db) ?? 1) - 1;
    if (left > 0) {
      openStores.set(this.db, left);
      return;
    }
    openStores.delete(this.db);
    await this.db.terminate();
  }
}
