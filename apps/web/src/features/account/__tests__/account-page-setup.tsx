// Shared by the My account tests: how each starts and the page rendered.
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { setTokenProvider } from '@/shared/api/client';
import { QueryProvider } from '@/shared/api/query-client';
import { actions, store, type ClientUser } from '@/shared/state/store';
import { mockFetch, renderAt, type Handler } from '@/test/render';
import { AccountPage } from '../components/AccountPage';

/** Signed in as `user` with a token, and nothing kept from an earlier test. */
export async function startSignedIn(user: ClientUser) {
  await store.restore();
  window.localStorage.clear();
  setTokenProvider(() => Promise.resolve('id-token'));
  actions.setUser(user);
}

/**
 * My account at `path`, with fetch answering by `handlers` (retries off, so an error shows at
 * once); sign-out and each download button offered ("pdfID:locale") are kept for the test.
 */
export async function renderAccountPage(handlers: Record<string, Handler>, path = '/account') {
  const fetchMock = vi.fn(mockFetch(handlers));
  vi.stubGlobal('fetch', fetchMock);
  const signOut = vi.fn(() => Promise.resolve());
  const downloads: string[] = [];
  await renderAt(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccountPage
        signIn={() => Promise.resolve(null)}
        signOut={signOut}
        renderDownload={(pdfID, locale, label) => {
          downloads.push(`${pdfID}:${locale}`);
          return <button type="button">{label}</button>;
        }}
      />
    </QueryProvider>,
    path,
  );
  return { fetchMock, signOut, downloads };
}
