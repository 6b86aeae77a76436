import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { store as appStore, type Store } from './store';

/** Renders its children only once persisted state has been restored (or restoring timed out). */
export function PersistGate({
  children,
  fallback = null,
  store = appStore,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  store?: Store;
}) {
  const restored = useSyncExternalStore(
    store.subscribe,
    () => store.getStatus() === 'restored',
    () => true,
  );
  useEffect(() => {
    void store.restore();
  }, [store]);
  return restored ? children : fallback;
}
