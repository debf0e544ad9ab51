/**
 * The route guard of every page inside the shell (issue 12 item 3): the page's route rule
 * (app/access.ts, the same rule that hides its menu entry) and the page's data calls decide whether
 * the page shows or "You don't have access to this page" does. A query of the page that the server
 * refuses with 403 turns the page into the no-access page until the user goes elsewhere; a query that
 * deals with its own 403 (a card, a dialog) opts out with `meta: { ownAccess: true }`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { isForbidden } from '../lib/queryClient';
import { mayOpen } from './access';
import { useAuth } from './auth';
import { useChecklistExtras } from '../features/onboarding/useChecklistExtras';

// Its own chunk: the first load of a page the user may open does not carry it (routes.tsx).
const NoAccessPage = lazy(() => import('../features/common/NoAccessPage').then((m) => ({ default: m.NoAccessPage })));


/** Renders `children` (the page of route `pattern`) when the user may open it and its data was not refused. */
export function PageAccess({ pattern, children }: { pattern: string; children: ReactNode }) {
  const { can } = useAuth();
  const { pathname } = useLocation();
  const qc = useQueryClient();
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const extras = useChecklistExtras();
  useEffect(
    () =>
      qc.getQueryCache().subscribe((e) => {
        if (e.type !== 'updated' || e.action.type !== 'error' || !isForbidden(e.action.error)) return;
        if (e.query.meta?.ownAccess || e.query.getObserversCount() === 0) return;
        setRefusedAt(pathname);
      }),
    [qc, pathname],
  );
  // Facts beyond permissions (onboarding, offboarding have items): wait for them before refusing.
  if (!mayOpen(pattern, can, extras) && extras.loading) return <FullPageSpinner />;
  if (!mayOpen(pattern, can, extras) || refusedAt === pathname) return <Suspense fallback={<FullPageSpinner />}><NoAccessPage /></Suspense>;
  return <>{children}</>;
}
