import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadContent } from '@/shared/content/content';

// findBy* and waitFor wait up to 5 s, not 1: the unit suites run two at a time on a 2-core
// machine, and a lazy page or its Hindi texts can take over a second to load there.
configure({ asyncUtilTimeout: 5000 });

// Texts load per section; the tests read them as the app does, loaded once up front.
beforeAll(async () => {
  await preloadContent(['ui', 'site', 'blog']);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.head.innerHTML = '';
});

// jsdom has no scrolling.
window.scrollTo = () => undefined;
