import { getContent } from '@ankvidya/content';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_CHOICE_KEY } from '@/shared/i18n/locale';
import { actions, store } from '@/shared/state/store';
import { renderAt } from '@/test/render';
import { App } from '../../App';
import { preloadRoute } from '../../routes';
import { preferredLocale } from '../LanguageSwitch';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));

const hi = getContent('hi').ui;
const location = () => screen.getByTestId('location').textContent;

/** The browser's preferred languages, as navigator.languages reports them. */
function browserLanguages(languages: string[] | null) {
  if (languages === null) Reflect.deleteProperty(navigator, 'languages');
  else Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

describe('language switch', () => {
  beforeEach(async () => {
    await store.restore();
    actions.setUser(null);
  });
  afterEach(() => {
    browserLanguages(null);
    document.documentElement.lang = 'en';
  });

  it('opens the same page in Hindi and remembers the choice', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    await renderAt(<App />, '/numerology-calculator?from=home');
    const header = await screen.findByRole('banner');
    const toHindi = within(header).getByRole('link', { name: 'हिंदी' });
    expect(toHindi).toHaveAttribute('href', '/hi/numerology-calculator?from=home');
    expect(toHindi).toHaveAttribute('lang', 'hi');
    expect(toHindi).toHaveAttribute('hreflang', 'hi');

    // Pointing at the link fetches the Hindi page's code and texts (in the browser, before the
    // click; here, inside act so React resumes the page that waited for them).
    await act(() => preloadRoute('/hi/numerology-calculator'));
    await user.click(toHindi);
    await waitFor(() => expect(location()).toBe('/hi/numerology-calculator?from=home'), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: hi.calculator.title }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(window.localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('hi');
    // Every link of the header now keeps the visitor in Hindi.
    const calculatorLinks = within(header).getAllByRole('link', { name: hi.nav.calculator });
    for (const link of calculatorLinks) {
      expect(link).toHaveAttribute('href', '/hi/numerology-calculator');
      expect(link).toHaveAttribute('aria-current', 'page');
    }
    expect(within(header).getByRole('link', { name: hi.nav.homeLinkLabel })).toHaveAttribute(
      'href',
      '/hi/',
    );
  });

  it('opens the same page in English from a Hindi page', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    await act(() => preloadRoute('/hi/blog/life-path-number-1'));
    await renderAt(<App />, '/hi/blog/life-path-number-1#section');
    // The site's header (the article has a header of its own).
    const [header] = await screen.findAllByRole('banner');
    if (!header) throw new Error('no header');
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    const toEnglish = within(header).getByRole('link', { name: 'English' });
    expect(toEnglish).toHaveAttribute('href', '/blog/life-path-number-1#section');
    expect(toEnglish).toHaveAttribute('lang', 'en');

    await act(() => preloadRoute('/blog/life-path-number-1'));
    await user.click(toEnglish);
    await waitFor(() => expect(location()).toBe('/blog/life-path-number-1'), { timeout: 5000 });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(window.localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('en');
    expect(within(header).getByRole('link', { name: 'हिंदी' })).toHaveAttribute(
      'href',
      '/hi/blog/life-path-number-1#section',
    );
  });
  it('offers Hindi, in Hindi, to a browser that prefers it, without redirecting', async () => {
    const user = userEvent.setup();
    browserLanguages(['hi-IN', 'en-IN']);
    await renderAt(<App />, '/about');
    const offer = await screen.findByRole('complementary', { name: hi.language.label });
    expect(offer).toHaveAttribute('lang', 'hi');
    expect(within(offer).getByText(hi.language.suggestion)).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: hi.language.accept })).toHaveAttribute(
      'href',
      '/hi/about',
    );
    expect(location()).toBe('/about');

    await user.click(within(offer).getByRole('button', { name: hi.language.dismiss }));
    expect(screen.queryByRole('complementary', { name: hi.language.label })).toBeNull();
    // Dismissed is a choice: English, and no offer again.
    expect(window.localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('en');
    expect(location()).toBe('/about');
  });

  it('takes the visitor to the Hindi page when they accept the offer', async () => {
    const user = userEvent.setup();
    browserLanguages(['hi', 'en']);
    await renderAt(<App />, '/');
    const offer = await screen.findByRole('complementary', { name: hi.language.label });
    await act(() => preloadRoute('/hi/'));
    await user.click(within(offer).getByRole('link', { name: hi.language.accept }));
    await waitFor(() => expect(location()).toBe('/hi/'), { timeout: 5000 });
    expect(window.localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('hi');
    expect(screen.queryByRole('complementary', { name: hi.language.label })).toBeNull();
  });

  it('offers nothing once a language was chosen, on a Hindi page, or when English comes first', async () => {
    const cases: { languages: string[]; path: string; remembered?: string }[] = [
      { languages: ['hi-IN'], path: '/about', remembered: 'en' },
      { languages: ['hi-IN'], path: '/hi/about' },
      { languages: ['en-IN', 'hi-IN'], path: '/about' },
    ];
    for (const { languages, path, remembered } of cases) {
      if (remembered) window.localStorage.setItem(LOCALE_CHOICE_KEY, remembered);
      browserLanguages(languages);
      const { unmount } = await renderAt(<App />, path);
      await screen.findByRole('banner');
      // Give the offer's texts time to load, had it been shown.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('complementary'), path).toBeNull();
      unmount();
      window.localStorage.clear();
    }
  });

  it('reads the first of the browser languages the site has', () => {
    expect(preferredLocale(['hi-IN', 'en'])).toBe('hi');
    expect(preferredLocale(['fr-FR', 'HI'])).toBe('hi');
    expect(preferredLocale(['en-GB', 'hi'])).toBeNull();
    expect(preferredLocale(['fr-FR'])).toBeNull();
    expect(preferredLocale([])).toBeNull();
  });
});
