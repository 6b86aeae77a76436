/**
 * How the app state is kept in localStorage under `persist:root` (the redux-persist layout: each
 * slice a JSON string). Plain functions, no React: the first script of a reading page reads
 * whether someone is signed in from here (src/boot-on-intent.ts).
 */
import type { AnalysisState, AppState, ClientUser } from './store';

export const PERSIST_KEY = 'root';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseSlice(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads the stored slices, keeping only ones of the right shape. */
export function decodeState(raw: string | null): Partial<AppState> {
  if (!raw) return {};
  let outer: unknown;
  try {
    outer = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isObject(outer)) return {};
  const result: Partial<AppState> = {};
  const user = parseSlice(outer.user);
  if (user === null || (isObject(user) && typeof user.uid === 'string')) {
    result.user = user as ClientUser | null;
  }
  const payments = parseSlice(outer.payments);
  if (isObject(payments) && isObject(payments.records)) {
    result.payments = {
      pending: typeof payments.pending === 'string' ? payments.pending : null,
      records: payments.records as Record<string, string>,
    };
  }
  const analysis = parseSlice(outer.analysis);
  if (
    analysis === null ||
    (isObject(analysis) && isObject(analysis.input) && isObject(analysis.result))
  ) {
    result.analysis = analysis as AnalysisState | null;
  }
  return result;
}

export function encodeState(state: AppState): string {
  return JSON.stringify({
    user: JSON.stringify(state.user),
    payments: JSON.stringify(state.payments),
    analysis: JSON.stringify(state.analysis),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
}
