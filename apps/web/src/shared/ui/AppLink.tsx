import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Marks the link as the current page with aria-current. */
  matchCurrent?: boolean;
}

/**
 * An in-app link: a real <a href> (works before JavaScript and with "open in new tab"), navigating
 * through the router on a plain click. Lighter than react-router's <Link>, which brings its
 * prefetching machinery along.
 */
export function AppLink({ to, matchCurrent, onClick, children, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
    void navigate(to);
  };
  const current = matchCurrent && pathname === to ? 'page' : undefined;
  return (
    <a href={to} onClick={handleClick} aria-current={current} {...rest}>
      {children}
    </a>
  );
}
