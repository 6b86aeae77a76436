import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

/** Shows the router's current path, so tests can see where the app navigated. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders inside a router and Suspense, in an awaited act(): React only resumes a component that
 * suspended on a text section (use()) when the act scope is awaited.
 */
export async function renderAt(element: ReactElement, path = '/'): Promise<RenderResult> {
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>Loading...</p>}>{element}</Suspense>
        <LocationDisplay />
      </MemoryRouter>,
    );
    await Promise.resolve();
  });
  return result;
}

/** A fetch mock answering by "METHOD path"; unmatched requests fail loudly. */
export type Handler = (request: {
  url: string;
  init: RequestInit | undefined;
}) => Promise<Response> | Response;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function mockFetch(handlers: Record<string, Handler>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${path}`);
    return handler({ url, init });
  };
}

/** A promise with its resolve function, for answering a request when the test decides. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

type FetchCall = [input: RequestInfo | URL, init?: RequestInit];

/** The request options of the first call to a path (and method), for asserting what was sent. */
export function requestTo(
  fetchMock: { mock: { calls: FetchCall[] } },
  path: string,
  method?: string,
): RequestInit | undefined {
  const call = fetchMock.mock.calls.find(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const withoutQuery = url.split('?')[0] ?? url;
    return withoutQuery.endsWith(path) && (!method || (init?.method ?? 'GET') === method);
  });
  return call?.[1];
}

/** The JSON body of a request. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
}
