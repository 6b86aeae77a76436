import { useSyncExternalStore } from 'react';

/** The origin the prerender uses (set by entry-server); in the browser, read from #root. */
let serverOrigin: string | null = null;

export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/+$/, '');
}

function prerenderedOrigin(): string {
  if (serverOrigin !== null) return serverOrigin;
  if (typeof document === 'undefined') return 'http://localhost:8080';
  return document.getElementById('root')?.dataset.origin ?? window.location.origin;
}

const noSubscription = () => () => undefined;

/**
 * The site's own origin for canonical links: SITE_ORIGIN while prerendering, the page's own origin
 * in the browser (after hydration, so the prerendered tags are reused first).
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(noSubscription, () => window.location.origin, prerenderedOrigin);
}
