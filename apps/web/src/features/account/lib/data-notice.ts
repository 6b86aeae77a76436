/**
 * The data notice's version (DATA_NOTICE_VERSION in @ankvidya/schemas; a test holds the two
 * equal). A string here, so that every page's layout does not load the schemas package (and zod).
 */
export const DATA_NOTICE_VERSION = '2026-11-25';

const key = (uid: string) => `ankvidya:data-notice:${uid}`;

/** Whether this browser already knows the account acknowledged the current notice. */
export function noticeKnownSeen(uid: string): boolean {
  try {
    return window.localStorage.getItem(key(uid)) === DATA_NOTICE_VERSION;
  } catch {
    return false;
  }
}

export function rememberNoticeSeen(uid: string): void {
  try {
    window.localStorage.setItem(key(uid), DATA_NOTICE_VERSION);
  } catch {
    // Storage refused: the server is asked again on the next page, and still knows.
  }
}
