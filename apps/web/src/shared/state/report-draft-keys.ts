/**
 * Where the report draft's additions are kept (report-draft.ts), named apart from that module so
 * that sign-out (store.ts) can forget them without loading the store and zustand on every page.
 */
export const REPORT_DRAFT_KEY = 'ankvidya:report-draft';
/** Where the mobile number tool kept its number before the draft: read once, then removed. */
export const OLD_REPORT_MOBILE_KEY = 'ankvidya:report-mobile';
