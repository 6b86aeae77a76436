import { fill, useContent } from '@/shared/content/content';
import { AppLink } from '@/shared/ui/AppLink';
import { footerToolLinks } from '../tools';
import { LanguageSwitch } from './LanguageSwitch';
import { SocialIcons } from './SocialIcons';

export function Footer() {
  const ui = useContent('ui');
  const site = useContent('site');
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <img src="/images/logo-mark.svg" alt="" width={48} height={48} loading="lazy" />
            <p className="site-footer__name">{site.brand.name}</p>
            <p>{site.brand.tagline}</p>
            {/* Only real accounts: an icon leading to the home page reads as a broken site. */}
            {ui.footer.social.length > 0 ? <SocialIcons ui={ui} /> : null}
          </div>
          {[
            { heading: ui.footer.toolsHeading, links: footerToolLinks(ui) },
            ...ui.footer.columns,
          ].map((column) => (
            <nav key={column.heading} className="site-footer__column" aria-label={column.heading}>
              <h2>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <AppLink to={link.to}>{link.label}</AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="disclaimer">{site.disclaimer}</p>
        <div className="site-footer__bottom">
          <LanguageSwitch className="language-switch--footer" label={ui.language.label} />
          <p>{ui.footer.copyright}</p>
          <p>{fill(ui.footer.versionLabel, { version: ui.footer.version })}</p>
        </div>
      </div>
    </footer>
  );
}
