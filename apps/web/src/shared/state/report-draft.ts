/**
 * What the tools have added to the visitor's report: the browser's part of the ReportDraft
 * (packages/schemas/src/report-draft.ts). A tool adds a field of the draft's copy for one date of
 * birth (the mobile number tool adds `mobileNumber`); the report page reads it into the draft for
 * that person and sends it with the download. Kept in this browser under its own localStorage key
 * (zustand's persist), never stored by the server; signing out clears it (store.ts signOut). Only
 * the pages that add to the report or read it load this module (and zustand).
 *
 * A later tool (a vehicle number, say) adds its optional field to the draft's copy in the schemas
 * package and calls addToReport('vehicleNumber', value, dob): nothing here changes.
 */
import type { ReportCopyInput } from '@ankvidya/schemas';
import { useSyncExternalStore } from 'react';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { browserStorage, type KeyValueStorage } from './browser-storage';
import { OLD_REPORT_MOBILE_KEY, REPORT_DRAFT_KEY } from './report-draft-keys';
import { onSignOut } from './store';

export { OLD_REPORT_MOBILE_KEY, REPORT_DRAFT_KEY };

/**
 * The fields of the draft's copy a tool adds. The spelling, the language and the year come from
 * elsewhere (the name tool's trials, the page, the clock); every other copy field is a tool's.
 */
export type ReportAddition = Exclude<
  keyof ReportCopyInput,
  'preferredSpelling' | 'locale' | 'year'
>;

export interface AddedValue {
  value: string;
  /** YYYY-MM-DD: the report of this date of birth reads the value. */
  dob: string;
}

export interface ReportDraftState {
  additions: Partial<Record<ReportAddition, AddedValue>>;
}

export const EMPTY_DRAFT: ReportDraftState = { additions: {} };

const DOB = /^\d{4}-\d{2}-\d{2}$/;
/**
 * Only the shape is checked here: this module is part of the app's first load (sign-out clears
 * it) and must not pull zod and numerology-core in with it; the server checks each value again.
 */
const isAdded = (value: unknown): value is AddedValue => {
  if (typeof value !== 'object' || value === null) return false;
  const { value: text, dob } = value as Record<string, unknown>;
  return (
    typeof text === 'string' &&
    text.length > 0 &&
    text.length <= 100 &&
    typeof dob === 'string' &&
    DOB.test(dob)
  );
};

/** What was stored, keeping only well-formed additions; anything else counts as nothing. */
export function decodeDraft(stored: unknown): ReportDraftState {
  const additions = (stored as { additions?: unknown } | null)?.additions;
  if (typeof additions !== 'object' || additions === null) return EMPTY_DRAFT;
  return {
    additions: Object.fromEntries(Object.entries(additions).filter(([, value]) => isAdded(value))),
  };
}

/** A number kept by the mobile number tool before the draft existed, as an addition. */
function fromOldMobileKey(storage: KeyValueStorage): ReportDraftState | null {
  try {
    const raw = storage.getItem(OLD_REPORT_MOBILE_KEY);
    if (raw === null) return null;
    storage.removeItem(OLD_REPORT_MOBILE_KEY);
    const { number, dob } = JSON.parse(raw) as { number?: unknown; dob?: unknown };
    const mobileNumber = { value: number, dob };
    return isAdded(mobileNumber) && /^\d{10}$/.test(mobileNumber.value)
      ? { additions: { mobileNumber } }
      : null;
  } catch {
    return null;
  }
}

const NO_STORAGE: KeyValueStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

export function createReportDraftStore(storage: KeyValueStorage | null) {
  if (storage) {
    // Visitors who kept a number before keep it: moved once into the draft.
    const old = fromOldMobileKey(storage);
    try {
      if (old && storage.getItem(REPORT_DRAFT_KEY) === null)
        storage.setItem(REPORT_DRAFT_KEY, JSON.stringify({ state: old, version: 0 }));
    } catch {
      // storage full or blocked: the number is simply not carried over
    }
  }
  const store = createStore<ReportDraftState>()(
    persist(() => EMPTY_DRAFT, {
      name: REPORT_DRAFT_KEY,
      // No storage (the server, blocked storage): the draft lives for this visit only.
      storage: createJSONStorage(() => storage ?? NO_STORAGE),
      merge: (stored, current) => ({ ...current, ...decodeDraft(stored) }),
    }),
  );
  const setAdditions = (
    change: (additions: ReportDraftState['additions']) => ReportDraftState['additions'],
  ) => store.setState((state) => ({ additions: change(state.additions) }), true);

  return {
    getState: store.getState,
    subscribe: (listener: () => void) => store.subscribe(() => listener()),
    /** Adds a tool's value to the report of `dob` (one value per field: the latest wins). */
    add: (field: ReportAddition, value: string, dob: string) => {
      const added = { value, dob };
      if (!isAdded(added)) throw new RangeError('add() takes a value and a YYYY-MM-DD date');
      setAdditions((additions) => ({ ...additions, [field]: added }));
    },
    /** Leaves a tool's value out of the report. */
    remove: (field: ReportAddition) => setAdditions(({ [field]: _removed, ...others }) => others),
    /** Forgets everything (sign-out). */
    clear: () => {
      store.setState(EMPTY_DRAFT, true);
      try {
        storage?.removeItem(REPORT_DRAFT_KEY);
      } catch {
        // blocked storage: nothing was kept there either
      }
    },
    /** Takes in a change made by another tab. */
    reload: () => void store.persist.rehydrate(),
  };
}

export type ReportDraftStore = ReturnType<typeof createReportDraftStore>;

export const reportDraft = createReportDraftStore(browserStorage());
// Sign-out removes the key itself; this empties the page's copy when this module is loaded.
onSignOut(() => reportDraft.clear());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === REPORT_DRAFT_KEY || event.key === null) reportDraft.reload();
  });
}

/** What the tools have added; during hydration nothing, as the prerendered HTML has it. */
export function useReportAdditions(from: ReportDraftStore = reportDraft) {
  return useSyncExternalStore(
    from.subscribe,
    () => from.getState().additions,
    () => EMPTY_DRAFT.additions,
  );
}

/** The value a tool added for the report of this date of birth, if any. */
export const addedFor = (
  additions: ReportDraftState['additions'],
  field: ReportAddition,
  dob: string | undefined,
) => {
  const added = additions[field];
  return added && added.dob === dob ? added.value : undefined;
};

/** Adds a tool's value to the visitor's report (the call a tool's "add to my report" makes). */
export const addToReport = (field: ReportAddition, value: string, dob: string) =>
  reportDraft.add(field, value, dob);
/** Leaves a tool's value out of the visitor's report. */
export const removeFromReport = (field: ReportAddition) => reportDraft.remove(field);

/**
 * Every value the tools added for this date of birth, as fields of the draft's copy: the report
 * page spreads it into the draft, so a new tool's field needs no change there.
 */
export function additionsFor(
  additions: ReportDraftState['additions'],
  dob: string | undefined,
): Partial<Record<ReportAddition, string>> {
  return Object.fromEntries(
    Object.entries(additions).flatMap(([field, added]) =>
      added && added.dob === dob ? [[field, added.value]] : [],
    ),
  );
}
