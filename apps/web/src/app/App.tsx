import { Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useContent } from '@/shared/content/content';
import { markAppReady } from '@/shared/lib/app-ready';
import { useLocale } from '@/shared/i18n/locale';
import { PersistGate } from '@/shared/state/persist-gate';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { Layout } from './layout/Layout';
import { findRoute } from './routes';

function Loading() {
  const ui = useContent('ui');
  return (
    <p className="loading container" role="status">
      {ui.loading}
    </p>
  );
}

function PageFailed({ retry }: { retry: () => void }) {
  const ui = useContent('ui');
  return (
    <div className="container page-error" role="alert">
      <p>{ui.errors.chunk}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          retry();
          window.location.reload();
        }}
      >
        {ui.errors.reload}
      </button>
    </div>
  );
}

/** The page for the current path, loaded lazily with the "Loading..." placeholder. */
function RouteView() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  // A page whose code is already here (prerendering, hydration, a page seen before) renders at
  // once; otherwise React.lazy loads it behind "Loading...". Chosen once per route, so a page
  // never switches component (and loses its state) when its code arrives.
  const Page = useMemo(() => route.loaded() ?? route.Component, [route]);
  const first = useRef(true);
  const locale = useLocale();

  // The document's language follows the page's (the prerender and the shells set it at first;
  // a switch of language in the app changes it here, before the new page is painted).
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // A new page starts at the top, with focus at the start of the content for keyboard users.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <ErrorBoundary key={pathname} fallback={(_error, reset) => <PageFailed retry={reset} />}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The whole app inside a router (BrowserRouter in the browser, StaticRouter when prerendering). */
export function App() {
  // Marks the document once the app has rendered or hydrated, i.e. once the page is interactive.
  useEffect(markAppReady, []);
  return (
    <PersistGate>
      <Layout>
        <RouteView />
      </Layout>
    </PersistGate>
  );
}
