import { lazy, Suspense, useEffect, useState } from 'react';
import { apiJson } from '@/shared/api/client';
import { useUser } from '@/shared/state/hooks';
import { DATA_NOTICE_VERSION, noticeKnownSeen, rememberNoticeSeen } from '../lib/data-notice';

const DataNotice = lazy(() => import('./DataNotice').then((m) => ({ default: m.DataNotice })));

/**
 * Shows the data notice to a signed-in account the server has no acknowledgement of (its first
 * sign-in, or a new version of the notice). Each browser asks the server once per account: after
 * that it remembers, so ordinary pages make no extra request.
 */
export function DataNoticeHost() {
  const user = useUser();
  const uid = user?.uid ?? null;
  const [pendingFor, setPendingFor] = useState<string | null>(null);

  useEffect(() => {
    if (!uid || noticeKnownSeen(uid)) return;
    let live = true;
    apiJson<{ consents?: { version: string }[] }>('/api/me', { auth: true })
      .then((me) => {
        if (!live) return;
        if (me.consents?.some((c) => c.version === DATA_NOTICE_VERSION)) rememberNoticeSeen(uid);
        else setPendingFor(uid);
      })
      // Not shown this time (offline, signed out meanwhile); asked again on the next page.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [uid]);

  if (!uid || pendingFor !== uid) return null;
  return (
    <Suspense fallback={null}>
      <DataNotice
        onDone={() => {
          rememberNoticeSeen(uid);
          setPendingFor(null);
        }}
      />
    </Suspense>
  );
}
