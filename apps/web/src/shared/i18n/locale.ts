/**
 * The locale comes from the URL: "/hi/..." is Hindi, an unprefixed path is English (the spec's
 * routes stay as they are). Routes are written once, with their English paths; these helpers add
 * or strip the prefix, so a new language is a folder in the content package and one entry in its
 * registry (packages/content/src/locales/registry.ts).
 */
import type { Locale } from '@ankvidya/content';
import {
  DEFAULT_LOCALE,
  LOCALE_META,
  LOCALES,
  formatCalendarDate,
  isLocale,
  monthNames,
} from '@ankvidya/content/lazy';
import { useInRouterContext, useLocation } from 'react-router';

export { DEFAULT_LOCALE, LOCALE_META, LOCALES, formatCalendarDate, isLocale, monthNames };
export {
  LOCALE_CHOICE_KEY,
  preferredLocale,
  rememberLocale,
  rememberedLocale,
} from './locale-choice';
export type { Locale };

/** "/hi/about" -> { locale: "hi", path: "/about" }; "/hi" -> "/"; "/about" -> English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$)(.*)$/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== DEFAULT_LOCALE && isLocale(prefix)) {
    return { locale: prefix, path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * A route path (English, as the route table writes it, maybe with ?query or #hash) in a locale:
 * ("/about", "hi") -> "/hi/about", ("/", "hi") -> "/hi/". Paths already prefixed are re-prefixed.
 */
export function localizePath(to: string, locale: Locale): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const cut = to.search(/[?#]/);
  const pathname = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? '' : to.slice(cut);
  const { path } = splitLocale(pathname);
  if (locale === DEFAULT_LOCALE) return `${path}${rest}`;
  return `/${locale}${path === '/' ? '/' : path}${rest}`;
}

/** The locale of a path in the browser, outside React (e.g. an alert's text). */
export function locationLocale(): Locale {
  return typeof window === 'undefined'
    ? DEFAULT_LOCALE
    : splitLocale(window.location.pathname).locale;
}

/**
 * The page's locale, from the router's current path (from the browser's, for a component drawn
 * outside the router). A component is always or never inside the router, so the hooks called
 * here are the same on every render.
 */
export function useLocale(): Locale {
  if (!useInRouterContext()) return locationLocale();
  return splitLocale(useLocation().pathname).locale;
}

/** The route path of the current page, without its locale's prefix: "/hi/blog/x" -> "/blog/x". */
export function useRoutePath(): string {
  const trimmed = useLocation().pathname.replace(/\/+$/, '') || '/';
  return splitLocale(trimmed).path;
}
