import { act, waitFor } from '@testing-library/react';
import { getContent } from '@ankvidya/content';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@/entry-server';
import { nameTrials } from '@/shared/state/name-trials';
import { App } from './App';
import { preloadRoute } from './routes';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));

/** Prerenders a route as the build does, then hydrates that HTML as the browser does. */
async function prerenderAndHydrate(path: string) {
  const { html } = await render(path, window.location.origin);
  // The server and the browser share one process here, and React's server renderer leaves the
  // router's context values set after rendering; in production they are separate programs.
  for (const context of [UNSAFE_LocationContext, UNSAFE_NavigationContext]) {
    (context as unknown as { _currentValue: unknown })._currentValue = null;
  }
  window.history.pushState({}, '', path);
  // As scripts/prerender.mjs does: the hoisted title, meta and link tags go into <head>.
  const head = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
  document.head.innerHTML = head;
  document.body.innerHTML = `<div id="root" data-prerendered="${path}" data-origin="${window.location.origin}">${html.slice(head.length)}</div>`;
  const root = document.getElementById('root')!;
  const before = root.textContent;
  await preloadRoute(path);
  const onRecoverableError = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let app: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    app = hydrateRoot(
      root,
      <BrowserRouter>
        <App />
      </BrowserRouter>,
      { onRecoverableError },
    );
    await Promise.resolve();
  });
  return {
    html,
    before,
    root,
    onRecoverableError,
    consoleError,
    unmount: () => act(() => app?.unmount()),
  };
}

describe('prerendered pages', () => {
  // jsdom only: the very first hydration in a test file adds a second, identical <title> and
  // canonical link (Chromium, checked on the built site, keeps exactly one). Warm up once.
  beforeAll(async () => {
    const { unmount } = await prerenderAndHydrate('/about');
    unmount();
  });

  it.each([
    '/',
    '/numerology-calculator',
    '/blog/life-path-number-2',
    '/pdf-download-page',
    '/name-correction',
    '/refund-policy',
    '/contact',
    '/hi',
    '/hi/numerology-calculator',
    '/hi/blog/life-path-number-1',
    '/hi/delivery-policy',
    '/blog/moolank-1',
    '/hi/blog/moolank-1',
    '/baby-names/boy/a',
    '/hi/baby-names/girl/k',
  ])('%s is plain HTML with its content and hydrates without a mismatch', async (path) => {
    const { html, before, root, onRecoverableError, consoleError, unmount } =
      await prerenderAndHydrate(path);
    expect(html).not.toMatch(/<template|<script>|Loading\.\.\./);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(onRecoverableError).not.toHaveBeenCalled();
    // (React warns that two renderers share the router's context: the same-process artifact.)
    const errors = consoleError.mock.calls
      .map((args) => args.map(String).join(' '))
      .filter((message) => !message.includes('multiple renderers concurrently'));
    expect(errors).toEqual([]);
    expect(root.textContent).toBe(before);
    // The head tags were taken over, not duplicated. (jsdom sometimes gets a second, identical
    // <title> on the first hydration of a run; Chromium keeps exactly one.)
    const titles = [...document.head.querySelectorAll('title')].map((t) => t.textContent);
    expect(new Set(titles).size).toBe(1);
    expect(document.title).toMatch(/Ankvidya|अंकविद्या/);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
  });

  it('hydrates /name-correction with trials kept in this browser, then shows them', async () => {
    nameTrials.setInput({ name: 'Ravi Kumar Verma', dob: '1988-01-12', gender: 'Male' });
    nameTrials.add('Ravi Kumar Verma', 'Ravvi Kumar Verma');
    const { html, onRecoverableError, root, unmount } =
      await prerenderAndHydrate('/name-correction');
    // The HTML is the same for everyone: no name in it.
    expect(html).not.toContain('Verma');
    expect(html).toContain('"@type":"WebApplication"');
    expect(onRecoverableError).not.toHaveBeenCalled();
    await waitFor(() => expect(root.textContent).toContain('Ravvi Kumar Verma'));
    unmount();
    nameTrials.clear();
  });

  it.each([
    ['/', '/', 'en'],
    ['/hi', '/hi/', 'hi'],
    ['/numerology-calculator', '/numerology-calculator', 'en'],
    ['/hi/numerology-calculator', '/hi/numerology-calculator', 'hi'],
    ['/hi/blog/life-path-number-1', '/hi/blog/life-path-number-1', 'hi'],
  ])(
    '%s names itself canonical and every language as an alternate',
    async (path, canonical, locale) => {
      const { html } = await render(path, 'https://ankvidya.example');
      const route = canonical.replace(/^\/hi(?=\/)/, '');
      const at = (p: string) => `https://ankvidya.example${p}`;
      expect(html).toContain(`<link rel="canonical" href="${at(canonical)}"/>`);
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g),
      ].map((m) => [m[1], m[2]]);
      expect(alternates).toEqual([
        ['en', at(route)],
        ['hi', at(route === '/' ? '/hi/' : `/hi${route}`)],
        ['x-default', at(route)],
      ]);
      expect(html).toContain(
        `<meta property="og:locale" content="${locale === 'hi' ? 'hi_IN' : 'en_IN'}"/>`,
      );
    },
  );

  it('gives a Hindi page its Hindi title and description, and Hindi links', async () => {
    const hi = getContent('hi');
    const { html } = await render('/hi/numerology-calculator', 'https://ankvidya.example');
    expect(html).toContain(`<title>${hi.ui.meta.calculator.title} | Ankvidya</title>`);
    expect(html).toContain(
      `<meta name="description" content="${hi.ui.meta.calculator.description}"/>`,
    );
    expect(html).toContain(`<h1>${hi.ui.calculator.title}</h1>`);
    const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
    // Every internal link stays in Hindi but the switches to English (header and footer).
    expect(hrefs.filter((href) => !href.startsWith('/hi/'))).toEqual([
      '/numerology-calculator',
      '/numerology-calculator',
    ]);
    const article = await render('/hi/blog/life-path-number-1', 'https://ankvidya.example');
    const entry = hi.blog.entries.find((e) => e.path === '/blog/life-path-number-1')!;
    expect(article.html).toContain(`<title>${entry.title} | Ankvidya</title>`);
    expect(article.html).toContain('"inLanguage":"hi-IN"');
    expect(article.html).toContain('"url":"https://ankvidya.example/hi/blog/life-path-number-1"');
  });

  it('puts the page title, description and canonical link first, for the head', async () => {
    const { html } = await render('/blog/life-path-number-2', 'https://ankvidya.example');
    expect(html).toMatch(
      /^(<link rel="preload"[^>]*>)*<title>[^<]+ \| Ankvidya<\/title><meta name="description"/,
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://ankvidya.example/blog/life-path-number-2"/>',
    );
    expect(html).toContain('"@type":"Article"');
  });
});
