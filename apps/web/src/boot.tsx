import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { registerAuthWithApi } from './app/providers';
import { normalizePath, preloadRoute } from './app/routes';
import { DEFAULT_LOCALE, localizePath, rememberedLocale } from './shared/i18n/locale';
import { store } from './shared/state/store';

/**
 * Before rendering a page on the client, drop the head tags of whatever HTML was served (the
 * template's defaults, or another prerendered page's between <!--page-head--> markers): each page
 * renders its own title, description and canonical link.
 */
function removePrerenderedHead() {
  for (const node of document.head.querySelectorAll('[data-default-meta]')) node.remove();
  let inside = false;
  for (const node of [...document.head.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      if (node.nodeValue === 'page-head') inside = true;
      else if (node.nodeValue === '/page-head') inside = false;
      continue;
    }
    if (inside) node.remove();
  }
}

/** Restores state, loads the page's code and renders or hydrates the app. */
export async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  document.documentElement.classList.add('js');
  registerAuthWithApi();
  // A visitor who chose another language with the switch gets the home page in it when they come
  // back to "/". Never by guesswork: without a remembered choice, "/" stays English.
  const remembered = rememberedLocale();
  if (window.location.pathname === '/' && remembered && remembered !== DEFAULT_LOCALE) {
    const { search, hash } = window.location;
    window.history.replaceState(null, '', `${localizePath('/', remembered)}${search}${hash}`);
  }
  const path = normalizePath(window.location.pathname);
  // Render only once persisted state is restored, with the page's code and texts at hand, so a
  // prerendered page hydrates in one pass.
  await Promise.all([
    store.restore(),
    preloadRoute(path).catch((error: unknown) => console.error(error)),
  ]);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (root.dataset.prerendered === path && root.firstElementChild) {
    hydrateRoot(root, app);
  } else {
    // A page that was not prerendered (or another page's HTML served as a fallback).
    removePrerenderedHead();
    root.textContent = '';
    createRoot(root).render(app);
  }
}
