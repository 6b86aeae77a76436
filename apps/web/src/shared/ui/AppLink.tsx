import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath, splitLocale, type Locale } from '@/shared/i18n/locale';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route path as the route table writes it ("/about"); it is kept in the page's language. */
  to: string;
  /** Marks the link as the current page with aria-current. */
  matchCurrent?: boolean;
  /** The language to link to, when not the page's own (the language switch). */
  locale?: Locale;
}

/**
 * An in-app link: a real <a href> (works before JavaScript and with "open in new tab"), navigating
 * through the router on a plain click. Lighter than react-router's <Link>, which brings its
 * prefetching machinery along. The visitor stays in their language: on a Hindi page, "/about"
 * links to "/hi/about".
 */
export function AppLink({ to, matchCurrent, locale, onClick, children, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const href = localizePath(to, locale ?? splitLocale(pathname).locale);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (rest.target && rest.target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    void navigate(href);
  };
  const current = matchCurrent && samePath(pathname, href) ? 'page' : undefined;
  return (
    <a href={href} onClick={handleClick} aria-current={current} {...rest}>
      {children}
    </a>
  );
}

/** "/hi/" and "/hi" are the same page. */
const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** A navigate() that keeps the visitor's language, for redirects in code. */
export function useLocalizedNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname);
  return (to: string) => void navigate(localizePath(to, locale));
}
