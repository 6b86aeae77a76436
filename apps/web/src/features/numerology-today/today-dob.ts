/**
 * The date of birth a visitor gave the today's number page, kept in this browser only (its own
 * localStorage key) so the page shows their personal day on the next visit. It is never sent
 * anywhere; the page's "remove" button forgets it.
 */
import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from '@/shared/state/browser-storage';

export const TODAY_DOB_KEY = 'ankvidya:today-dob';

const DOB = /^\d{4}-\d{2}-\d{2}$/;

export function createTodayDobStore(storage: KeyValueStorage | null) {
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      const raw = storage?.getItem(TODAY_DOB_KEY) ?? null;
      return raw && DOB.test(raw) ? raw : null;
    } catch {
      return null;
    }
  };
  let current = read();
  const commit = (next: string | null) => {
    current = next;
    try {
      if (next) storage?.setItem(TODAY_DOB_KEY, next);
      else storage?.removeItem(TODAY_DOB_KEY);
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
    /** Keeps a checked YYYY-MM-DD date of birth. */
    keep: (dob: string) => {
      if (!DOB.test(dob)) throw new RangeError('keep() takes a YYYY-MM-DD date');
      commit(dob);
    },
    clear: () => commit(null),
    reload: () => {
      current = read();
      listeners.forEach((listener) => listener());
    },
  };
}

export type TodayDobStore = ReturnType<typeof createTodayDobStore>;

export const todayDob = createTodayDobStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TODAY_DOB_KEY || event.key === null) todayDob.reload();
  });
}

/** The kept date of birth; during hydration none, as the prerendered HTML has it. */
export function useTodayDob(from: TodayDobStore = todayDob): string | null {
  return useSyncExternalStore(from.subscribe, from.get, () => null);
}
