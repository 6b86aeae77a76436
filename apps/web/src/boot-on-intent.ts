/**
 * A reading page (home, blog, about, legal; marked data-boot="on-intent" by the prerender) is
 * finished HTML: its links, in-page jumps and the <details> menu work without any script. So it
 * loads no framework code until the visitor shows intent (a touch, a press, a key, focus, or a
 * pointer over something clickable); only then does the app load and hydrate the page. A click
 * that comes before the app is live is held back and handed to the live page once it is, so a
 * button is never a dead button and an in-app link still navigates without a page load.
 */
import type { Locale } from '@ankvidya/content';
import { DEFAULT_LOCALE } from '@ankvidya/content/lazy';
import { preferredLocale, rememberedLocale } from './shared/i18n/locale-choice';
import { appReady } from './shared/lib/app-ready';
import { PERSIST_KEY, decodeState } from './shared/state/persisted-state';

export type Boot = () => Promise<unknown>;

/** A link clicked before the app is live navigates the old way if the app takes longer. */
export const LINK_WAIT_MS = 3000;

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const CLICKABLE = 'a[href], button, summary, input, select, textarea, label, [role="button"]';
/** What the app, not the browser, handles on a click: buttons and in-app links. */
const APP_HANDLED = 'a[href], button, input[type="submit"], input[type="button"], [role="button"]';

function storedItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether this reading page needs the app before any interaction, because what it shows depends
 * on this visitor: they are signed in (the header shows their account), "/" should open in the
 * language they chose, or an English page offers the language their browser prefers.
 */
export function appNeededAtOnce(
  locale: Locale = document.documentElement.lang as Locale,
  pathname: string = window.location.pathname,
): boolean {
  if (decodeState(storedItem(`persist:${PERSIST_KEY}`)).user) return true;
  const remembered = rememberedLocale();
  if (pathname === '/' && remembered && remembered !== DEFAULT_LOCALE) return true;
  return (
    locale === DEFAULT_LOCALE &&
    remembered === null &&
    preferredLocale(navigator.languages ?? [navigator.language]) !== null
  );
}

/** The element whose click the app must handle, or null when the browser can do it alone. */
function appHandledTarget(event: MouseEvent, root: HTMLElement): HTMLElement | null {
  if (event.defaultPrevented || !(event.target instanceof Element)) return null;
  const target = event.target.closest<HTMLElement>(APP_HANDLED);
  if (!target || !root.contains(target)) return null;
  if (target instanceof HTMLAnchorElement) {
    const modified =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (modified || (target.target && target.target !== '_self') || target.hasAttribute('download'))
      return null;
    const url = new URL(target.href, window.location.href);
    if (url.origin !== window.location.origin) return null;
    // A jump within this page (a table of contents, the skip link) needs no app.
    const here = url.pathname === window.location.pathname && url.search === window.location.search;
    if (here && url.hash) return null;
  }
  return target;
}

/**
 * Hands the app what was typed or chosen before it was live (the overview's life-path form):
 * hydration keeps a field's text but the app's state starts empty, and React only hears of a
 * value it has not seen; `chosen` holds each <select>'s last choice (hydration resets those). Each such text field is reset through its own setter (what React
 * tracks), set back through the prototype's, and announced with the event React listens for.
 */
export function replayTypedValues(
  root: HTMLElement,
  chosen: ReadonlyMap<HTMLSelectElement, string> = new Map(),
): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea',
  )) {
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // Hydration sets a <select> back to the app's value: the choice is put back and announced.
  for (const [select, value] of chosen) {
    if (!select.isConnected || select.value === value) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Counts the visit of a page that asks for it (data-page-view, the blog), as the app's page does,
 * once the page has loaded and the browser is idle: the analytics code is small and on demand.
 */
export function countPageView(root: HTMLElement): void {
  const path = root.dataset.pageView;
  if (!path) return;
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 1);
  const count = () =>
    idle(() => {
      import('./shared/analytics/analytics')
        .then(({ track }) => track('page_view', path))
        .catch((error: unknown) => console.error(error));
    });
  if (document.readyState === 'complete') count();
  else window.addEventListener('load', count, { once: true });
}

/**
 * Waits for the visitor's intent, then boots the app once. Marks the page ready at once (it is
 * usable as it is: a held click is replayed), as App does when it has hydrated a page.
 */
export function bootOnIntent(root: HTMLElement, boot: Boot): void {
  let live = false;
  let booting: Promise<unknown> | null = null;
  let held: HTMLElement | null = null;
  const chosen = new Map<HTMLSelectElement, string>();

  const start = () => {
    booting ??= boot();
    return booting;
  };
  const onIntent = () => void start().catch((error: unknown) => console.error(error));
  const onPointerOver = (event: PointerEvent) => {
    if (event.target instanceof Element && event.target.closest(CLICKABLE)) onIntent();
  };

  // Held back: the app's own handler runs on the replayed click (AppLink, a dialog's button).
  const onClick = (event: MouseEvent) => {
    if (live) return;
    const target = appHandledTarget(event, root);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
    const fallback = () => {
      if (held === target && !live && target instanceof HTMLAnchorElement) {
        held = null;
        window.location.assign(target.href);
      }
    };
    setTimeout(fallback, LINK_WAIT_MS);
    start().catch((error: unknown) => {
      console.error(error);
      fallback();
    });
  };

  const onChange = (event: Event) => {
    if (!live && event.target instanceof HTMLSelectElement)
      chosen.set(event.target, event.target.value);
  };

  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    document.removeEventListener('pointerover', onPointerOver, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
  };

  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('pointerover', onPointerOver, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);

  void appReady.then(() => {
    live = true;
    stop();
    replayTypedValues(root, chosen);
    const target = held;
    held = null;
    if (!target) return;
    if (target.isConnected) target.click();
    else if (target instanceof HTMLAnchorElement) window.location.assign(target.href);
  });

  document.documentElement.dataset.ready = 'true';
}
