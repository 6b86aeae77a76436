/**
 * The name correction tool's memory: the last name and date of birth it read, and the trial
 * spellings typed for each name with the one starred as preferred. Kept in localStorage under a
 * key of its own (persist:root holds exactly the spec's three slices), so a reload shows the same
 * comparison; signing out clears it with the rest of the person's data (store.ts signOut). The
 * report page reads the starred spelling for the name it reports on.
 */
import type { Gender } from '@ankvidya/numerology-core';
import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from './browser-storage';

export const NAME_TRIALS_KEY = 'ankvidya:name-trials';
/** Enough to compare on a phone screen; more would be a list nobody reads. */
export const MAX_TRIALS = 12;
/** Names remembered at once (a family tried one after another); the oldest goes first. */
const MAX_NAMES = 20;
/** The report accepts a spelling in these letters (the same rule as a Latin name). */
export const SPELLING_PATTERN = /^[A-Za-z][A-Za-z .'-]*$/;
export const SPELLING_MAX_LENGTH = 100;

export interface NameToolInput {
  name: string;
  dob: string;
  gender?: Gender;
}

export interface NameTrialList {
  /** Oldest first. */
  spellings: readonly string[];
  preferred: string | null;
}

export interface NameTrialsState {
  input: NameToolInput | null;
  /** By nameKey(name). */
  names: Readonly<Record<string, NameTrialList>>;
}

export type AddResult = 'added' | 'invalid' | 'same' | 'duplicate' | 'full';

export const EMPTY_TRIALS: NameTrialsState = { input: null, names: {} };

/** One key per name however it was typed: "asha  VERMA " and "Asha Verma" are the same name. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
/** A spelling as kept: single spaces, no space at either end. */
export const tidySpelling = (spelling: string) => spelling.trim().replace(/\s+/g, ' ');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSpelling = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SPELLING_MAX_LENGTH && SPELLING_PATTERN.test(value);

/** Reads what was stored, keeping only entries of the right shape. */
export function decodeTrials(raw: string | null): NameTrialsState {
  if (!raw) return EMPTY_TRIALS;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return EMPTY_TRIALS;
  }
  if (!isObject(stored)) return EMPTY_TRIALS;
  const input = stored.input;
  const names: Record<string, NameTrialList> = {};
  if (isObject(stored.names)) {
    for (const [key, list] of Object.entries(stored.names)) {
      if (!isObject(list) || !Array.isArray(list.spellings)) continue;
      const spellings = list.spellings.filter(isSpelling).slice(0, MAX_TRIALS);
      const preferred =
        typeof list.preferred === 'string' && spellings.includes(list.preferred)
          ? list.preferred
          : null;
      names[key] = { spellings, preferred };
    }
  }
  return {
    input:
      isObject(input) &&
      typeof input.name === 'string' &&
      typeof input.dob === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(input.dob)
        ? {
            name: input.name,
            dob: input.dob,
            ...(input.gender === 'Male' || input.gender === 'Female'
              ? { gender: input.gender }
              : {}),
          }
        : null,
    names,
  };
}

export type TrialsStorage = KeyValueStorage;

export interface NameTrialsStore {
  getState: () => NameTrialsState;
  subscribe: (listener: () => void) => () => void;
  setInput: (input: NameToolInput) => void;
  /** Adds a spelling to a name's trials (checked: letters, length, not the name, not twice). */
  add: (name: string, spelling: string) => AddResult;
  remove: (name: string, spelling: string) => void;
  /** Stars one spelling as preferred (null: none); only one per name. */
  star: (name: string, spelling: string | null) => void;
  /** Forgets everything (sign-out). */
  clear: () => void;
  /** Takes in a change made by another tab. */
  reload: () => void;
}

export function createNameTrialsStore(storage: TrialsStorage | null): NameTrialsStore {
  let state: NameTrialsState | null = null;
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return decodeTrials(storage?.getItem(NAME_TRIALS_KEY) ?? null);
    } catch {
      return EMPTY_TRIALS; // storage blocked: the tool works for this visit only
    }
  };
  const current = () => (state ??= read());
  const commit = (next: NameTrialsState) => {
    state = next;
    try {
      if (next.input === null && Object.keys(next.names).length === 0)
        storage?.removeItem(NAME_TRIALS_KEY);
      else storage?.setItem(NAME_TRIALS_KEY, JSON.stringify(next));
    } catch (error) {
      console.error(error); // full or blocked storage: keep the trials on the page
    }
    listeners.forEach((listener) => listener());
  };
  const update = (name: string, change: (list: NameTrialList) => NameTrialList) => {
    const key = nameKey(name);
    const { [key]: list = { spellings: [], preferred: null }, ...others } = current().names;
    const kept = Object.keys(others);
    // The name just used goes last, so the oldest name is the one dropped.
    const trimmed = kept.slice(Math.max(0, kept.length - (MAX_NAMES - 1)));
    const names = Object.fromEntries(trimmed.map((k) => [k, others[k]!]));
    commit({ ...current(), names: { ...names, [key]: change(list) } });
  };

  return {
    getState: current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setInput: (input) => commit({ ...current(), input }),
    add: (name, typed) => {
      const spelling = tidySpelling(typed);
      if (!isSpelling(spelling)) return 'invalid';
      if (nameKey(spelling) === nameKey(name)) return 'same';
      const list = current().names[nameKey(name)];
      if (list?.spellings.some((s) => nameKey(s) === nameKey(spelling))) return 'duplicate';
      if ((list?.spellings.length ?? 0) >= MAX_TRIALS) return 'full';
      update(name, (old) => ({ ...old, spellings: [...old.spellings, spelling] }));
      return 'added';
    },
    remove: (name, spelling) =>
      update(name, (old) => ({
        spellings: old.spellings.filter((s) => s !== spelling),
        preferred: old.preferred === spelling ? null : old.preferred,
      })),
    star: (name, spelling) =>
      update(name, (old) => ({
        ...old,
        preferred: spelling !== null && old.spellings.includes(spelling) ? spelling : null,
      })),
    clear: () => commit(EMPTY_TRIALS),
    reload: () => {
      state = read();
      listeners.forEach((listener) => listener());
    },
  };
}

export const nameTrials = createNameTrialsStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === NAME_TRIALS_KEY || event.key === null) nameTrials.reload();
  });
}

/** The trials; during hydration the empty state, as the prerendered HTML has it. */
export function useNameTrials(from: NameTrialsStore = nameTrials): NameTrialsState {
  return useSyncExternalStore(from.subscribe, from.getState, () => EMPTY_TRIALS);
}

/** The spelling starred for a name, if any (sent with the report). */
export function preferredSpelling(state: NameTrialsState, name: string): string | undefined {
  return state.names[nameKey(name)]?.preferred ?? undefined;
}
