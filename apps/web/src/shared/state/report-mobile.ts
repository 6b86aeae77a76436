/**
 * The mobile number a visitor chose, on the mobile number tool, to have read in their report,
 * with the date of birth it was checked for. It stays in this browser (its own localStorage key)
 * and is sent only as a header of the report download for that date of birth; the server never
 * stores it. Signing out clears it with the rest of the person's data (store.ts signOut).
 */
import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from './browser-storage';

export const REPORT_MOBILE_KEY = 'ankvidya:report-mobile';

export interface ReportMobile {
  /** Ten digits. */
  number: string;
  /** YYYY-MM-DD: the report of this date of birth reads the number. */
  dob: string;
}

const DOB = /^\d{4}-\d{2}-\d{2}$/;
/**
 * Ten digits as the tool's reading gives them. Only the shape is checked here: this module is part
 * of the app's first load (sign-out clears it) and must not pull numerology-core in with it; the
 * server reads the number as a mobile number again on download.
 */
const TEN_DIGITS = /^\d{10}$/;

/** What was stored, if it is still a valid number and date; anything else counts as nothing. */
export function decodeReportMobile(raw: string | null): ReportMobile | null {
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const { number, dob } = stored as Record<string, unknown>;
    if (typeof dob !== 'string' || !DOB.test(dob)) return null;
    if (typeof number !== 'string' || !TEN_DIGITS.test(number)) return null;
    return { number, dob };
  } catch {
    return null;
  }
}

export function createReportMobileStore(storage: KeyValueStorage | null) {
  const listeners = new Set<() => void>();
  const read = () => decodeReportMobile(storage?.getItem(REPORT_MOBILE_KEY) ?? null);
  let current = read();
  const commit = (next: ReportMobile | null) => {
    current = next;
    try {
      if (next) storage?.setItem(REPORT_MOBILE_KEY, JSON.stringify(next));
      else storage?.removeItem(REPORT_MOBILE_KEY);
    } catch {
      // storage full or blocked: this tab still remembers until it closes
    }
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Keeps a reading's ten digits (MobileReading.number) for the report of `dob`. */
    keep: (number: string, dob: string) => {
      if (!TEN_DIGITS.test(number) || !DOB.test(dob))
        throw new RangeError('keep() takes the ten digits of a reading and a YYYY-MM-DD date');
      commit({ number, dob });
    },
    clear: () => commit(null),
    reload: () => {
      current = read();
      listeners.forEach((listener) => listener());
    },
  };
}

export type ReportMobileStore = ReturnType<typeof createReportMobileStore>;

export const reportMobile = createReportMobileStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === REPORT_MOBILE_KEY || event.key === null) reportMobile.reload();
  });
}

/** The kept number; during hydration none, as the prerendered HTML has it. */
export function useReportMobile(from: ReportMobileStore = reportMobile): ReportMobile | null {
  return useSyncExternalStore(from.subscribe, from.get, () => null);
}

/** The number to read in the report of this date of birth, if one was kept for it. */
export const mobileForReport = (kept: ReportMobile | null, dob: string | undefined) =>
  kept && kept.dob === dob ? kept.number : undefined;
