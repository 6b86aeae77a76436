/**
 * App-wide state: the signed-in user, payments and the latest analysis, persisted in localStorage
 * under `persist:root` (the redux-persist layout: each slice a JSON string), restored before the
 * app renders. A tiny store read through useSyncExternalStore; no state library needed.
 */
import type { Analysis, Gender } from '@ankvidya/numerology-core';
import type { UserProfile } from '@ankvidya/schemas';
import { browserStorage } from './browser-storage';
import { PERSIST_KEY, decodeState, encodeState } from './persisted-state';
import { nameTrials } from './name-trials';
import { OLD_REPORT_MOBILE_KEY, REPORT_DRAFT_KEY } from './report-draft-keys';

export { PERSIST_KEY, decodeState, encodeState } from './persisted-state';

/** The client's copy of the user profile (spec: remainingPDFQuota is 0 in this copy). */
export type ClientUser = UserProfile;

export interface PaymentsState {
  /** The report being paid for, remembered before the provider takes over the page. */
  pending: string | null;
  /** pdfID -> payment id, recorded per PDF. */
  records: Readonly<Record<string, string>>;
}

export interface AnalysisState {
  input: { name: string; dob: string; gender: Gender };
  result: Analysis;
  createdAt: string;
  /** The name in Latin letters, confirmed for a name written in another script (for the report). */
  latinName?: string;
}

export interface AppState {
  user: ClientUser | null;
  payments: PaymentsState;
  analysis: AnalysisState | null;
}

export type RestoreStatus = 'pending' | 'restored';

export interface PersistStorage {
  getItem: (key: string) => string | null | Promise<string | null>;
  setItem: (key: string, value: string) => void | Promise<void>;
}

export const PERSIST_TIMEOUT_MS = 5000;

export const initialState: AppState = {
  user: null,
  payments: { pending: null, records: {} },
  analysis: null,
};

export interface Store {
  getState: () => AppState;
  getStatus: () => RestoreStatus;
  subscribe: (listener: () => void) => () => void;
  setState: (update: (state: AppState) => AppState) => void;
  /** Restores the stored state once; gives up after the timeout and carries on. */
  restore: () => Promise<void>;
}

export function createPersistedStore(options: {
  storage: PersistStorage | null;
  key?: string;
  timeoutMs?: number;
}): Store {
  const storageKey = `persist:${options.key ?? PERSIST_KEY}`;
  const timeoutMs = options.timeoutMs ?? PERSIST_TIMEOUT_MS;
  const storage = options.storage;
  let state = initialState;
  let status: RestoreStatus = storage ? 'pending' : 'restored';
  let restoring: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const write = () => {
    if (!storage || status !== 'restored') return;
    try {
      void Promise.resolve(storage.setItem(storageKey, encodeState(state))).catch(
        (error: unknown) => console.error(error),
      );
    } catch (error) {
      console.error(error);
    }
  };

  return {
    getState: () => state,
    getStatus: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setState: (update) => {
      const next = update(state);
      if (next === state) return;
      state = next;
      write();
      emit();
    },
    restore: () => {
      if (restoring) return restoring;
      if (!storage) return (restoring = Promise.resolve());
      restoring = new Promise<void>((resolve) => {
        let settled = false;
        const finish = (stored: Partial<AppState> | null) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (stored) state = { ...state, ...stored };
          status = 'restored';
          emit();
          resolve();
        };
        const timer = setTimeout(() => {
          // The spec's message for a restore that never finishes; the app carries on without it.
          console.error(`persist timed out for the key "${options.key ?? PERSIST_KEY}"`);
          finish(null);
        }, timeoutMs);
        try {
          Promise.resolve(storage.getItem(storageKey)).then(
            (raw) => finish(decodeState(raw)),
            (error: unknown) => {
              console.error(error);
              finish(null);
            },
          );
        } catch (error) {
          console.error(error);
          finish(null);
        }
      });
      return restoring;
    },
  };
}

/** The app's one store. On the server it starts restored and empty. */
export const store = createPersistedStore({ storage: browserStorage() });

// Keep tabs in step: another tab signing out or paying updates this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== `persist:${PERSIST_KEY}` || store.getStatus() !== 'restored') return;
    const stored = decodeState(event.newValue);
    store.setState((state) => ({ ...state, ...stored }));
  });
}

const signOutListeners = new Set<() => void>();

/**
 * Runs `listener` on sign-out: how a store loaded only on some pages (the report draft) forgets
 * the person too, without every page loading it.
 */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => {
    signOutListeners.delete(listener);
  };
}

export const actions = {
  setUser(user: ClientUser | null) {
    store.setState((state) => ({ ...state, user }));
  },
  /**
   * Signing out forgets the person with the account: their analysis (name, birth date, grid) and
   * payments go too, from the page and from localStorage, so the next person on a shared phone
   * sees none of it. The name correction tool's trials and what the tools added to the report
   * (their own keys) go with them.
   */
  signOut() {
    store.setState(() => initialState);
    nameTrials.clear();
    try {
      const storage = browserStorage();
      storage?.removeItem(REPORT_DRAFT_KEY);
      storage?.removeItem(OLD_REPORT_MOBILE_KEY);
    } catch {
      // blocked storage: nothing was kept there either
    }
    signOutListeners.forEach((listener) => listener());
  },
  setAnalysis(analysis: AnalysisState) {
    store.setState((state) => ({ ...state, analysis }));
  },
  setLatinName(latinName: string) {
    store.setState((state) =>
      state.analysis ? { ...state, analysis: { ...state.analysis, latinName } } : state,
    );
  },
  setPendingPayment(pdfID: string) {
    store.setState((state) => ({ ...state, payments: { ...state.payments, pending: pdfID } }));
  },
  recordPayment(pdfID: string, paymentId: string) {
    store.setState((state) =>
      state.payments.records[pdfID] === paymentId
        ? state
        : {
            ...state,
            payments: {
              ...state.payments,
              records: { ...state.payments.records, [pdfID]: paymentId },
            },
          },
    );
  },
};
