/**
 * The shortlist of names, kept in this browser only (localStorage): each name with the numbers
 * it was read with, so the compare needs no new request. At most MAX names, newest last.
 */
import type { BabyName } from '@ankvidya/schemas';
import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from '@/shared/state/browser-storage';

export const SHORTLIST_KEY = 'ankvidya.babyNames.shortlist';
export const SHORTLIST_MAX = 30;
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 5;

const listeners = new Set<() => void>();
let cached: { raw: string | null; names: BabyName[] } = { raw: null, names: [] };
const EMPTY: BabyName[] = [];

function isBabyName(value: unknown): value is BabyName {
  const name = value as Partial<BabyName> | null;
  return (
    typeof name === 'object' &&
    name !== null &&
    typeof name.id === 'string' &&
    typeof name.name === 'string' &&
    typeof name.devanagari === 'string' &&
    typeof name.nameNumber === 'number' &&
    typeof name.meaning?.en === 'string'
  );
}

/** The kept names; anything unreadable is dropped rather than trusted. */
export function readShortlist(storage: KeyValueStorage | null = browserStorage()): BabyName[] {
  const raw = storage?.getItem(SHORTLIST_KEY) ?? null;
  if (raw === cached.raw) return cached.names;
  let names: BabyName[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) names = parsed.filter(isBabyName).slice(0, SHORTLIST_MAX);
  } catch {
    names = [];
  }
  cached = { raw, names };
  return names;
}

function write(names: readonly BabyName[], storage: KeyValueStorage | null) {
  try {
    storage?.setItem(SHORTLIST_KEY, JSON.stringify(names.slice(-SHORTLIST_MAX)));
  } catch {
    // Storage full or blocked: the shortlist lasts for this visit only.
  }
  for (const listener of listeners) listener();
}

/** Adds names not yet kept (a name read again replaces its older reading). */
export function addToShortlist(
  added: readonly BabyName[],
  storage: KeyValueStorage | null = browserStorage(),
) {
  const ids = new Set(added.map((name) => name.id));
  write([...readShortlist(storage).filter((name) => !ids.has(name.id)), ...added], storage);
}

export function removeFromShortlist(id: string, storage = browserStorage()) {
  write(
    readShortlist(storage).filter((name) => name.id !== id),
    storage,
  );
}

export function clearShortlist(storage = browserStorage()) {
  write([], storage);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === SHORTLIST_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The shortlist, kept in step with other tabs; empty while prerendering. */
export function useShortlist() {
  const names = useSyncExternalStore(
    subscribe,
    () => readShortlist(),
    () => EMPTY,
  );
  const has = useCallback((id: string) => names.some((name) => name.id === id), [names]);
  return { names, has };
}
