/**
 * Whether the account last signed in in this browser has used its free report. The server knows
 * (remainingPDFQuota, from sign-in and /api/me); this remembers the answer so the offer can be
 * worded truthfully after sign-out too: a returning buyer is not told "your first report is
 * free" again. One flag under its own key: no name, email or id, so it survives sign-out (which
 * forgets the person, store.ts signOut) without keeping anything of them.
 */
import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from './browser-storage';
import { useUser } from './hooks';

export const CREDIT_USED_KEY = 'ankvidya:report-credit-used';

export function createReportCreditStore(storage: KeyValueStorage | null) {
  const listeners = new Set<() => void>();
  const read = () => storage?.getItem(CREDIT_USED_KEY) === '1';
  let used = read();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    used: () => used,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Records what the server said the signed-in account has left (remainingPDFQuota). */
    note: (remainingPDFQuota: number) => {
      const next = remainingPDFQuota <= 0;
      if (next === used) return;
      used = next;
      try {
        if (next) storage?.setItem(CREDIT_USED_KEY, '1');
        else storage?.removeItem(CREDIT_USED_KEY);
      } catch {
        // storage full or blocked: this tab still knows until it closes
      }
      emit();
    },
    reload: () => {
      used = read();
      emit();
    },
  };
}

export type ReportCreditStore = ReturnType<typeof createReportCreditStore>;

export const reportCredit = createReportCreditStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CREDIT_USED_KEY || event.key === null) reportCredit.reload();
  });
}

/**
 * How the welcome credit is offered: 'first-free' while nothing says it is used (a new visitor,
 * or an account with its credit), 'new-account-free' when signed out after an account that had
 * used it, 'none' to a signed-in account that has used it. The prerendered page says
 * 'first-free', as it does to a visitor seen for the first time.
 */
export type ReportOfferKind = 'first-free' | 'new-account-free' | 'none';

export function useReportOffer(from: ReportCreditStore = reportCredit): ReportOfferKind {
  const used = useSyncExternalStore(from.subscribe, from.used, () => false);
  const signedIn = useUser() !== null;
  if (!used) return 'first-free';
  return signedIn ? 'none' : 'new-account-free';
}
