import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadContent } from '@/shared/content/content';

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
