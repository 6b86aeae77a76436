/**
 * Resolves once the React app has rendered or hydrated the page (App's first effect). The first
 * script of a reading page waits on it to hand a click it held back to the now-live page.
 */
let resolveReady: () => void = () => undefined;
export const appReady = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/** Called by App once mounted: the page is the app's from now on. */
export function markAppReady(): void {
  document.documentElement.dataset.ready = 'true';
  resolveReady();
}
