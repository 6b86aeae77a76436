import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AccountControl } from '@/features/auth';
import { useContent } from '@/shared/content/content';
import { AppLink } from '@/shared/ui/AppLink';
import { LanguageSwitch } from './LanguageSwitch';
import { navItems } from './nav-items';

export function Header() {
  const ui = useContent('ui');
  const site = useContent('site');
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItems(ui);

  const menu = useRef<HTMLDetailsElement>(null);

  const menuPath = useRef(pathname);

  useEffect(() => {
    // Close the small-screen menu after a navigation.
    if (menuPath.current !== pathname) {
      menuPath.current = pathname;
      setMenuOpen(false);
      // A reading page works before the app: the menu may be open when the app hydrates it.
    } else if (menu.current?.open) setMenuOpen(true);
  }, [pathname]);

  const links = (className: string) => (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <AppLink to={item.to} matchCurrent>
            {item.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {ui.nav.skipToContent}
      </a>
      <div className="container site-header__inner">
        <AppLink to="/" className="brand" aria-label={ui.nav.homeLinkLabel}>
          <img src="/images/logo.svg" alt={site.brand.name} width={150} height={40} />
        </AppLink>
        <nav className="site-nav" aria-label={ui.nav.mainLabel}>
          {links('nav-links')}
          {/* Below 1180px: a dropdown that works even before JavaScript has loaded. */}
          <details
            ref={menu}
            className="nav-dropdown"
            open={menuOpen}
            onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          >
            <summary>
              <span className="nav-dropdown__icon" aria-hidden="true" />
              {/* Read by screen readers always; shown where the header has room for it. */}
              <span className="nav-dropdown__label">{ui.nav.menu}</span>
            </summary>
            {links('nav-dropdown__list')}
          </details>
        </nav>
        <div className="site-header__account">
          <LanguageSwitch label={ui.language.label} />
          <AccountControl />
        </div>
      </div>
    </header>
  );
}
