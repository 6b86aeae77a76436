import { describe, expect, it, vi } from 'vitest';

const logEvent = vi.fn(() => Promise.resolve());
vi.mock('./providers', () => ({ createAnalytics: () => Promise.resolve({ logEvent }) }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('track', () => {
  it('counts one visit once: the reading page counts it, the app hydrating it does not again', async () => {
    const { track } = await import('./analytics');
    track('page_view', '/blog/life-path-number-1');
    track('page_view', '/blog/life-path-number-1');
    await flush();
    expect(logEvent.mock.calls).toEqual([['page_view', '/blog/life-path-number-1']]);

    // Another page, then back again: two more visits.
    track('page_view', '/blog');
    track('page_view', '/blog/life-path-number-1');
    // Other events are never merged.
    track('goto-download-report', '/');
    track('goto-download-report', '/');
    await flush();
    expect(logEvent.mock.calls.slice(1)).toEqual([
      ['page_view', '/blog'],
      ['page_view', '/blog/life-path-number-1'],
      ['goto-download-report', '/'],
      ['goto-download-report', '/'],
    ]);
  });
});
