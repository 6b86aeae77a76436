/**
 * The router's view of the route table (route-table.ts): each page of the table, lazily loaded.
 * Nothing here names a page; a page is added to the table and only there.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadContent, type ContentKey } from '@/shared/content/content';
import { splitLocale } from '@/shared/i18n/locale';
import { CHUNK_TIMEOUT_MS, withTimeout } from '@/shared/lib/with-timeout';
import { NOT_FOUND_PAGE, ROUTE_TABLE, type PageModule, type RouteEntry } from './route-table';

export interface RouteDef extends Omit<RouteEntry, 'content'> {
  /** The page's text sections, with those every page shows (ui, site) first. */
  content: readonly ContentKey[];
  /** The page, loaded lazily (React.lazy) with the "Loading..." placeholder. */
  Component: LazyExoticComponent<ComponentType>;
  /** The page itself once its code has loaded: rendered directly, nothing to wait for. */
  loaded: () => ComponentType | null;
}

const BASE: readonly ContentKey[] = ['ui', 'site'];

function route(entry: RouteEntry): RouteDef {
  let pending: Promise<PageModule> | null = null;
  let loaded: ComponentType | null = null;
  const cachedLoad = () => {
    pending ??= withTimeout(entry.load(), CHUNK_TIMEOUT_MS, `The code of ${entry.path}`).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    ...entry,
    load: cachedLoad,
    content: [...BASE, ...entry.content],
    Component: lazy(cachedLoad),
    loaded: () => loaded,
  };
}

export const routes: readonly RouteDef[] = ROUTE_TABLE.map(route);

export const notFoundRoute = route(NOT_FOUND_PAGE);

/** "/about/" and "/about" are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const byPath = new Map(routes.map((r) => [r.path, r]));

/**
 * The page for a path: every route is a fixed path, so a look-up is all the matching needed. A
 * locale's prefix ("/hi/about") is stripped first: each route exists in every locale.
 */
export function findRoute(pathname: string): RouteDef {
  return byPath.get(splitLocale(normalizePath(pathname)).path) ?? notFoundRoute;
}

/** Loads a page's code and texts (in the path's locale), e.g. before hydrating it. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const match = findRoute(pathname);
  const { locale } = splitLocale(normalizePath(pathname));
  return Promise.all([match.load(), ...match.content.map((key) => loadContent(key, locale))]);
}
