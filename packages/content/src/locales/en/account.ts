import type { AccountTexts } from '../../account-types.js';

/** My account, the receipt after a payment and the data notice at the first sign-in. */
export const account: AccountTexts = {
  meta: {
    title: 'My account',
    description: 'Your reports, payments and invoices, your free report and your data.',
  },
  heading: 'My account',
  signedInAs: 'Signed in as {name} ({email}).',
  signInPrompt:
    'Sign in with the Google account you used before to see your reports, payments and invoices on this device.',
  signInButton: 'Sign in with Google',
  loading: 'Loading your account…',
  loadFailed:
    'Your account could not be loaded just now. Please check your internet connection and try again.',
  retry: 'Try again',
  languageNames: { en: 'English', hi: 'Hindi' },
  reports: {
    heading: 'Your reports',
    empty: 'You have no reports yet.',
    emptyLink: 'Make your first report',
    born: 'Born {dob}',
    writtenIn: 'Written in {language}',
    bought: 'Bought on {date}',
    openedWithCredit: 'Opened with your free report on {date}',
    locked: 'Not bought yet',
    downloadIn: 'Download in {language}',
    downloading: 'Preparing your PDF…',
    downloadFailed: 'The download did not work. Please try again in a moment.',
  },
  payments: {
    heading: 'Payments and invoices',
    empty: 'No payments yet.',
    amount: 'Amount',
    paymentId: 'Payment ID',
    date: 'Date and time (IST)',
    status: 'Status',
    forReport: 'Report for',
    statuses: {
      succeeded: 'Paid',
      failed: 'Not completed, no money taken',
      duplicate: 'Paid twice: the second payment is being refunded',
      refunded: 'Refunded',
    },
    invoice: 'Invoice {number}',
    downloadInvoice: 'Download invoice {number}',
  },
  credit: {
    heading: 'Your free report',
    left: 'Your first report is free, and it is still waiting for you.',
    used: 'You have used your free report. Each further report costs INR 499.',
  },
  language: {
    heading: 'Language',
    current: 'Pages open in {language}.',
    choose: 'Use {language}',
  },
  data: {
    heading: 'Your data',
    exportIntro:
      'Download everything we keep about your account as one file: your profile, the details of each report, your payments and what you agreed to.',
    exportButton: 'Download my data',
    exportFailed: 'Your data could not be downloaded just now. Please try again.',
    deleteIntro:
      'Deleting your account removes your sign-in, your profile and the details of every report.',
    deleteButton: 'Delete my account',
    confirmHeading: 'Delete your account?',
    confirmText:
      'This cannot be undone. Your reports will no longer open, and your free report, if unused, is lost. Tax law asks us to keep the amount, date and ID of each payment (and each invoice number) for six years, with nothing else about you.',
    confirmYes: 'Yes, delete my account',
    cancel: 'Keep my account',
    deleting: 'Deleting…',
    deleteFailed:
      'Your account could not be deleted just now, and nothing was deleted. Please try again in a few minutes.',
    deleted: 'Your account has been deleted. Thank you for using Ankvidya.',
  },
  receipt: {
    heading: 'Receipt',
    amount: 'Amount paid',
    paymentId: 'Payment ID',
    date: 'Date and time (IST)',
    forWhom: 'Report for',
    contains: 'What you get',
    invoice: 'Download invoice {number}',
    accountLink: 'All your reports and payments are in My account',
  },
  notice: {
    heading: 'How we use your data',
    points: [
      'We keep your Google name, email address and photo, and the name, date of birth and gender you enter for each report.',
      'We use them only to make your reports, keep them ready on any device you sign in on, and take payments. We never sell them.',
      'We keep them until you delete your account. Tax law asks us to keep the amount, date and number of each payment and invoice for six years.',
      'You can download all your data or delete your account at any time in My account.',
      'Questions or complaints: our Grievance Officer at grievance@ankvidya.in.',
    ],
    privacyLink: 'Read the privacy policy',
    accept: 'OK, understood',
    saveFailed: 'That did not save. Please press the button again.',
  },
};
