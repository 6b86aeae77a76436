import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as IntentExports from './boot-on-intent';
import type * as ReadyExports from './shared/lib/app-ready';

type IntentModule = typeof IntentExports;
type ReadyModule = typeof ReadyExports;

/** A fresh copy of the module and of the app's "ready" signal it waits on, per test. */
async function load(): Promise<IntentModule & ReadyModule> {
  vi.resetModules();
  const ready = await import('./shared/lib/app-ready');
  const intent = await import('./boot-on-intent');
  return { ...intent, ...ready };
}

function page() {
  document.body.innerHTML = `
    <div id="root" data-boot="on-intent">
      <a id="skip" href="#main">Skip</a>
      <a id="blog" href="/blog">Blog</a>
      <a id="out" href="https://example.com/">Elsewhere</a>
      <button id="login" type="button">Login</button>
      <p id="text">Some words</p>
    </div>`;
  const root = document.getElementById('root') as HTMLElement;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return { root, get };
}

const click = (element: HTMLElement) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let markReady: (() => void) | null = null;
beforeEach(() => {
  delete document.documentElement.dataset.ready;
  document.documentElement.lang = 'en';
});
afterEach(() => {
  // Releases the listeners of the test's copy of the module.
  markReady?.();
  markReady = null;
  document.body.innerHTML = '';
});

describe('bootOnIntent', () => {
  it('loads nothing until the visitor reaches for something, then boots once', async () => {
    const { bootOnIntent, markAppReady } = await load();
    markReady = markAppReady;
    const { root, get } = page();
    const boot = vi.fn(() => Promise.resolve());
    bootOnIntent(root, boot);

    expect(document.documentElement.dataset.ready).toBe('true');
    window.dispatchEvent(new Event('scroll'));
    get('text').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(boot).not.toHaveBeenCalled();

    get('login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    get('text').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(boot).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a button until the app is live, then hands it over once', async () => {
    const { bootOnIntent, markAppReady } = await load();
    markReady = markAppReady;
    const { root, get } = page();
    const boot = vi.fn(() => Promise.resolve());
    bootOnIntent(root, boot);
    const onLogin = vi.fn();
    get('login').addEventListener('click', onLogin);

    const first = click(get('login'));
    expect(first.defaultPrevented).toBe(true);
    expect(onLogin).not.toHaveBeenCalled();
    expect(boot).toHaveBeenCalledTimes(1);

    markAppReady();
    await flush();
    expect(onLogin).toHaveBeenCalledTimes(1);

    // Live now: clicks go straight to the page.
    click(get('login'));
    expect(onLogin).toHaveBeenCalledTimes(2);
  });

  it('holds an in-app link (no page load) and replays it on the live page', async () => {
    const { bootOnIntent, markAppReady } = await load();
    markReady = markAppReady;
    const { root, get } = page();
    bootOnIntent(root, () => Promise.resolve());
    const seen: boolean[] = [];
    get('blog').addEventListener('click', (event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    });

    expect(click(get('blog')).defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    markAppReady();
    await flush();
    // The router's link handler gets the replayed click (here: no one prevents it).
    expect(seen).toEqual([false]);
  });

  it('leaves jumps within the page and links to other sites to the browser', async () => {
    const { bootOnIntent, markAppReady } = await load();
    markReady = markAppReady;
    const { root, get } = page();
    const boot = vi.fn(() => Promise.resolve());
    bootOnIntent(root, boot);

    const onSkip = vi.fn();
    get('skip').addEventListener('click', onSkip);
    expect(click(get('skip')).defaultPrevented).toBe(false);
    expect(onSkip).toHaveBeenCalledTimes(1);
    const outside = vi.fn((event: Event) => event.preventDefault());
    get('out').addEventListener('click', outside);
    click(get('out'));
    expect(outside).toHaveBeenCalledTimes(1);
  });
});

describe('appNeededAtOnce', () => {
  const languages = (list: string[]) =>
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(list);

  it('is false for a first visit in an English browser', async () => {
    const { appNeededAtOnce } = await load();
    languages(['en-US', 'en']);
    expect(appNeededAtOnce('en', '/')).toBe(false);
    expect(appNeededAtOnce('hi', '/hi/')).toBe(false);
  });

  it('is true when someone is signed in: the header shows their account', async () => {
    const { appNeededAtOnce } = await load();
    languages(['en-US']);
    window.localStorage.setItem(
      'persist:root',
      JSON.stringify({ user: JSON.stringify({ uid: 'u1', email: 'a@example.in', name: 'A' }) }),
    );
    expect(appNeededAtOnce('en', '/blog')).toBe(true);
    window.localStorage.setItem('persist:root', JSON.stringify({ user: 'null' }));
    expect(appNeededAtOnce('en', '/blog')).toBe(false);
  });

  it('is true on "/" for a visitor who chose Hindi, and never elsewhere for that reason', async () => {
    const { appNeededAtOnce } = await load();
    languages(['en-US']);
    window.localStorage.setItem('ankvidya:locale', 'hi');
    expect(appNeededAtOnce('en', '/')).toBe(true);
    expect(appNeededAtOnce('en', '/about')).toBe(false);
  });

  it('is true on an English page when the browser prefers Hindi (the offer to switch)', async () => {
    const { appNeededAtOnce } = await load();
    languages(['hi-IN', 'en']);
    expect(appNeededAtOnce('en', '/about')).toBe(true);
    expect(appNeededAtOnce('hi', '/hi/about')).toBe(false);
    window.localStorage.setItem('ankvidya:locale', 'en');
    expect(appNeededAtOnce('en', '/about')).toBe(false);
  });
});

describe('replayTypedValues', () => {
  it('hands the hydrated app what was typed and chosen before it was live', async () => {
    const { createElement: h, useState } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const { replayTypedValues } = await load();
    const seen: string[] = [];
    function Form() {
      const [day, setDay] = useState('');
      const [month, setMonth] = useState('');
      seen.push(`${day}/${month}`);
      return h(
        'form',
        null,
        h('input', {
          'aria-label': 'Day',
          value: day,
          onChange: (e: { target: HTMLInputElement }) => setDay(e.target.value),
        }),
        h(
          'select',
          {
            'aria-label': 'Month',
            value: month,
            onChange: (e: { target: HTMLSelectElement }) => setMonth(e.target.value),
          },
          h('option', { value: '' }, '-'),
          h('option', { value: '8' }, 'August'),
        ),
      );
    }
    const root = document.createElement('div');
    root.innerHTML = renderToString(h(Form));
    document.body.append(root);
    // Typed into the static page, before the app is live.
    (root.querySelector('input') as HTMLInputElement).value = '14';
    const select = root.querySelector('select') as HTMLSelectElement;
    select.value = '8';
    const chosen = new Map([[select, '8']]);

    await act(async () => {
      hydrateRoot(root, h(Form));
      await Promise.resolve();
    });
    expect(seen.at(-1)).toBe('/');
    await act(async () => {
      replayTypedValues(root, chosen);
      await Promise.resolve();
    });
    expect(seen.at(-1)).toBe('14/8');
    expect((root.querySelector('input') as HTMLInputElement).value).toBe('14');
  });
});
