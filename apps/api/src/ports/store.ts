import type { Gender } from '@ankvidya/numerology-core';
import type { PaymentMode, ReportLocale, UserProfile } from '@ankvidya/schemas';
import type { InvoiceDraft, InvoiceLedger } from './invoices.js';

/** Who a verified sign-in token says the caller is. */
export interface Identity {
  uid: string;
  email: string;
  name: string;
  photoURL: string | null;
  phoneNumber: string | null;
}

export interface ReportRecord {
  pdfID: string;
  uid: string;
  name: string;
  dob: string;
  gender: Gender;
  /** The name in Latin letters when the name as written has none (null otherwise). */
  latinName: string | null;
  /** The spelling the visitor starred on /name-correction, printed in the name chapter (or null). */
  preferredSpelling: string | null;
  /** The language the report is written in, as last asked for. */
  locale: ReportLocale;
  createdAt: string;
  unlockedBy: 'credit' | 'payment' | null;
  unlockedAt: string | null;
}

export interface PaymentIntentRecord {
  intentId: string;
  clientSecret: string;
  uid: string;
  pdfID: string;
  amount: number;
  currency: string;
  mode: PaymentMode;
  createdAt: string;
  /** GST state code the buyer chose at checkout, for the invoice's place of supply (or null). */
  buyerState?: string | null;
}

/**
 * `duplicate`: a success for a report that was already unlocked, owed back to the payer;
 * `refunded`: such a payment after the gateway refunded it.
 */
export type PaymentStatus = 'succeeded' | 'failed' | 'duplicate' | 'refunded';
/** What a provider's event can say of a payment. */
export type EventStatus = 'succeeded' | 'failed';

/** A payment outcome reported by the provider (a webhook event, or the demo gateway's confirm). */
export interface PaymentEvent {
  eventId: string;
  /**
   * The provider's id of the payment, the key of its ledger entry: Stripe's PaymentIntent, or
   * Razorpay's payment (pay_…), which is the spec's razorpay_payment_id.
   */
  intentId: string;
  /**
   * Razorpay's order (our stored intent): its owner and report are read from our own record, not
   * from the event. Absent for Stripe and the demo gateway.
   */
  orderId?: string;
  /**
   * The report id the provider's copy of the payment carries (Stripe metadata, Razorpay order
   * notes), which only this site writes. Never used to choose an owner: it only shows that a
   * success with no record of ours was still made here, so it is refunded rather than ignored.
   */
  reportTag?: string;
  status: EventStatus;
  /** The payer and report, from our own record of the intent (providers' events leave them ''). */
  uid: string;
  pdfID: string;
  amount: number;
  currency: string;
  at: string;
  /** The invoice a success is to get, issued in the same transaction (fulfilment fills it in). */
  invoice?: InvoiceDraft;
}

export interface PaymentRecord {
  paymentId: string;
  uid: string;
  pdfID: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  updatedAt: string;
}

/** An acknowledged data notice (POST /api/me/consents): which version, in which language, when. */
export interface ConsentRecord {
  uid: string;
  version: string;
  locale: ReportLocale;
  acceptedAt: string;
}

/** The uid a payment kept for the tax records is filed under once its payer's account is erased. */
export const ERASED_UID = 'erased';

export interface ContactRecord {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

/** A sign-in whose email is already the account of another uid. */
export class EmailTakenError extends Error {
  override readonly name = 'EmailTakenError';
  constructor(readonly ownerUid: string) {
    super('This email address belongs to another account');
  }
}

export type CreditOutcome = 'unlocked' | 'already_unlocked' | 'no_credit' | 'not_found';
/** `duplicate`: this event was seen before; `duplicate_payment`: a second payment for one report. */
export type EventOutcome = 'applied' | 'duplicate' | 'duplicate_payment';

/**
 * Users, reports, payments and processed webhook events. Every method that changes more than one
 * record does so atomically, so a crash never leaves half a payment.
 */
export interface Store {
  readonly kind: string;
  readonly location: string;
  /**
   * Looks the user up by uid: creates it (one free report credit) or updates lastLogin. Throws
   * EmailTakenError when a new uid brings an email that another uid already owns.
   */
  signIn(identity: Identity, now: string): Promise<{ user: UserProfile; created: boolean }>;
  /** Like signIn, but never touches lastLogin of an existing user. */
  ensureUser(identity: Identity, now: string): Promise<UserProfile>;
  getUser(uid: string): Promise<UserProfile | undefined>;
  getUserByEmail(email: string): Promise<UserProfile | undefined>;
  /**
   * Moves a user with everything it owns (reports, intents, payments) to a new uid, atomically;
   * for an account re-created at the identity provider. Idempotent: when `fromUid` has no user
   * (moved already, by a concurrent request) it does nothing. Throws when both uids have a user.
   */
  transferUser(fromUid: string, toUid: string): Promise<void>;
  /** Stores the report unless one with this pdfID exists; returns what is stored. */
  createReport(report: Omit<ReportRecord, 'unlockedBy' | 'unlockedAt'>): Promise<ReportRecord>;
  getReport(pdfID: string): Promise<ReportRecord | undefined>;
  /** Replaces a report's starred spelling (null: none); it is no part of the report's identity. */
  setPreferredSpelling(pdfID: string, spelling: string | null): Promise<void>;
  /** Records the language the report is to be written in. */
  setReportLocale(pdfID: string, locale: ReportLocale): Promise<void>;
  listReports(uid: string): Promise<ReportRecord[]>;
  /** Spends one credit to unlock a locked report of this user. */
  unlockWithCredit(uid: string, pdfID: string, now: string): Promise<CreditOutcome>;
  saveIntent(intent: PaymentIntentRecord): Promise<void>;
  getIntent(intentId: string): Promise<PaymentIntentRecord | undefined>;
  /**
   * Records a payment outcome once per event id; a success unlocks the report. At most one
   * payment per report ever succeeds: a later one is stored as `duplicate` (see ledgerEntry).
   */
  applyPaymentEvent(event: PaymentEvent): Promise<EventOutcome>;
  /** Marks a duplicate payment as refunded by the gateway (and issues its credit note). */
  markRefunded(paymentId: string, at: string): Promise<void>;
  listPayments(uid: string): Promise<PaymentRecord[]>;
  getPaymentsForReport(pdfID: string): Promise<PaymentRecord[]>;
  saveContactMessage(message: ContactRecord): Promise<void>;
  /** Records a data notice as acknowledged; the same version again keeps its first time. */
  recordConsent(consent: ConsentRecord): Promise<void>;
  listConsents(uid: string): Promise<ConsentRecord[]>;
  /** The messages sent through the contact form from this email address. */
  listContactMessages(email: string): Promise<ContactRecord[]>;
  /**
   * Erases the user and everything stored about them, atomically: profile, email claim, reports
   * (their inputs), payment intents, consents, contact messages. Their payments stay only as the
   * tax record (id, amount, currency, status, date) under ERASED_UID, with no report id
   * (docs/decisions.md, "Erasing an account"). Returns false when there was no such user.
   */
  eraseUser(uid: string): Promise<boolean>;
  /** Touches the database (a read, and the journal mode where there is one); throws when it cannot. */
  checkReady(): Promise<void>;
  close(): Promise<void>;
  /** Invoices and credit notes, issued by applyPaymentEvent and markRefunded. */
  readonly invoices: InvoiceLedger;
}
