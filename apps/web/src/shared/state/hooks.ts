import { useSyncExternalStore } from 'react';
import { initialState, store, type AppState, type Store } from './store';

/**
 * Reads a slice of app state. While a prerendered page hydrates, React uses the server's view
 * (the initial state), then re-renders with the restored state: no hydration mismatch.
 */
export function useAppState<T>(selector: (state: AppState) => T, from: Store = store): T {
  return useSyncExternalStore(
    from.subscribe,
    () => selector(from.getState()),
    () => selector(initialState),
  );
}

export const useUser = () => useAppState((state) => state.user);
export const useAnalysis = () => useAppState((state) => state.analysis);
export const usePayments = () => useAppState((state) => state.payments);
