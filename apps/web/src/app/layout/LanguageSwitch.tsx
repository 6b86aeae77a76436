import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loadContent } from '@/shared/content/content';
import {
  DEFAULT_LOCALE,
  LOCALE_META,
  LOCALES,
  localizePath,
  preferredLocale,
  rememberLocale,
  rememberedLocale,
  splitLocale,
  type Locale,
} from '@/shared/i18n/locale';
import { AppLink } from '@/shared/ui/AppLink';
import { preloadRoute } from '../routes';

/** The current page in another language: same path, query and fragment, another prefix. */
function useOtherLocales() {
  const { pathname, search, hash } = useLocation();
  const { locale, path } = splitLocale(pathname);
  return {
    locale,
    path,
    to: `${path}${search}${hash}`,
    others: LOCALES.filter((other) => other !== locale),
  };
}

/**
 * Links to this same page in the other language(s), each named in its own language and script
 * ("हिंदी" on English pages, "English" on Hindi ones); a click remembers the choice. Pointing at
 * or focusing a link fetches that page's texts, so the switch is instant.
 */
export function LanguageSwitch({ className, label }: { className?: string; label: string }) {
  const { to, path, others } = useOtherLocales();
  return (
    <ul
      className={className ? `language-switch ${className}` : 'language-switch'}
      aria-label={label}
    >
      {others.map((other) => (
        <li key={other}>
          <AppLink
            to={to}
            locale={other}
            lang={other}
            hrefLang={other}
            onClick={() => rememberLocale(other)}
            onPointerEnter={() =>
              void preloadRoute(localizePath(path, other)).catch(() => undefined)
            }
            onFocus={() => void preloadRoute(localizePath(path, other)).catch(() => undefined)}
          >
            {LOCALE_META[other].name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export { preferredLocale };

type Suggestion = {
  locale: Locale;
  texts: { suggestion: string; accept: string; dismiss: string; label: string };
};

/**
 * A gentle offer, on an English page, to read it in the language the browser prefers (Hindi),
 * when the visitor has never chosen a language: never a redirect, so search engines and shared
 * links get the page they asked for. Written in the offered language, fixed at the bottom of the
 * screen (nothing on the page moves), gone for good once accepted or dismissed.
 */
export function LanguageSuggestion() {
  const { locale, to } = useOtherLocales();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);

  useEffect(() => {
    if (locale !== DEFAULT_LOCALE || rememberedLocale() !== null) return;
    const target = preferredLocale(navigator.languages ?? [navigator.language]);
    if (!target) return;
    let live = true;
    // The offer's words come from the offered language's texts, fetched only for this visitor.
    void loadContent('ui', target).then(
      (ui) => live && setSuggestion({ locale: target, texts: ui.language }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);

  if (!suggestion || locale !== DEFAULT_LOCALE) return null;
  const close = (choice: Locale) => {
    rememberLocale(choice);
    setSuggestion(null);
  };
  const { texts } = suggestion;
  return (
    <aside className="language-suggestion" lang={suggestion.locale} aria-label={texts.label}>
      <p>{texts.suggestion}</p>
      <AppLink
        to={to}
        locale={suggestion.locale}
        hrefLang={suggestion.locale}
        className="button button--small"
        onClick={() => close(suggestion.locale)}
      >
        {texts.accept}
      </AppLink>
      <button type="button" className="link-button" onClick={() => close(locale)}>
        {texts.dismiss}
      </button>
    </aside>
  );
}
