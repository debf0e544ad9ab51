/**
 * How many requests wait for the signed-in user's decision (GET
 * /api/v1/users/{id}/requests/upcoming/count: in-progress requests whose current step the user, or
 * someone the user substitutes, may act on). For the dashboard and navigation badges.
 */
import { CounterBadge } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { api } from '../../lib/api';
import { REQUESTS_KEY } from './requestKeys';

/** The count out of a number or `{ count }` reply. */
export const countOf = (r: unknown): number => {
  const n = typeof r === 'number' ? r : Number((r as { count?: unknown } | null)?.count ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** The number of requests waiting for the user; refreshed with every request action. */
export function usePendingRequestsCount() {
  const { userId } = useAuth();
  return useQuery({
    queryKey: [...REQUESTS_KEY, 'pending-count', userId],
    queryFn: () => api<unknown>(`/api/v1/users/${userId}/requests/upcoming/count`).then(countOf),
    staleTime: 30_000,
    retry: false,
  });
}

/** A counter badge with the number of requests waiting for the user (hidden at zero). */
export function PendingRequestsCount() {
  const { t } = useTranslation('requests');
  const q = usePendingRequestsCount();
  const n = q.data ?? 0;
  if (!n) return null;
  return <CounterBadge count={n} color="brand" aria-label={t('pendingCount', { count: n })} />;
}
