import type { Locale } from './locales/registry.js';

/** The status of a payment as My account names it. */
export type PaymentStatusName = 'succeeded' | 'failed' | 'duplicate' | 'refunded';

/**
 * My account (/account), the receipt shown after a payment, and the data notice shown at the
 * first sign-in. Placeholders in {braces}.
 */
export interface AccountTexts {
  meta: { title: string; description: string };
  heading: string;
  /** "Signed in as {name} ({email})." */
  signedInAs: string;
  signInPrompt: string;
  signInButton: string;
  loading: string;
  loadFailed: string;
  retry: string;
  /** Each language's name as running text writes it ("English", "Hindi"). */
  languageNames: Readonly<Record<Locale, string>>;
  reports: {
    heading: string;
    empty: string;
    emptyLink: string;
    /** "Born {dob}". */
    born: string;
    /** "Written in {language}". */
    writtenIn: string;
    /** "Bought on {date}". */
    bought: string;
    /** "Opened with your free report on {date}". */
    openedWithCredit: string;
    locked: string;
    /** "Download in {language}". */
    downloadIn: string;
    downloading: string;
    downloadFailed: string;
  };
  payments: {
    heading: string;
    empty: string;
    amount: string;
    paymentId: string;
    /** The column of the date and time, in India's time. */
    date: string;
    status: string;
    forReport: string;
    statuses: Readonly<Record<PaymentStatusName, string>>;
    /** "Invoice {number}". */
    invoice: string;
    downloadInvoice: string;
  };
  credit: {
    heading: string;
    left: string;
    used: string;
  };
  language: {
    heading: string;
    /** "Pages open in {language}." */
    current: string;
    /** "Use {language}" */
    choose: string;
  };
  data: {
    heading: string;
    exportIntro: string;
    exportButton: string;
    exportFailed: string;
    deleteIntro: string;
    deleteButton: string;
    confirmHeading: string;
    confirmText: string;
    confirmYes: string;
    cancel: string;
    deleting: string;
    deleteFailed: string;
    deleted: string;
  };
  receipt: {
    heading: string;
    amount: string;
    paymentId: string;
    /** The date and time, in India's time. */
    date: string;
    forWhom: string;
    contains: string;
    invoice: string;
    accountLink: string;
  };
  /** The data notice at the first sign-in (DPDP Act): what, why, how long, rights, contact. */
  notice: {
    heading: string;
    points: readonly string[];
    privacyLink: string;
    accept: string;
    saveFailed: string;
  };
}
