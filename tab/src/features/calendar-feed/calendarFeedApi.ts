/**
 * The personal calendar feed's calls (issue 18 item 3; contracts/calendar-feed.ts) as react-query
 * hooks: the status (GET /api/v2/calendar-feed), create or replace (POST, the reply holds the address
 * shown this once) and revoke (DELETE).
 */
import type { CalendarFeedCreated, CalendarFeedStatus } from '@contracts/calendar-feed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const calendarFeedKeys = { status: ['calendar-feed'] as const };

/** GET /api/v2/calendar-feed: `{ active, created_at }` (never the address). */
export const useCalendarFeed = () => useQuery({ queryKey: calendarFeedKeys.status, queryFn: () => api<CalendarFeedStatus>('/api/v2/calendar-feed') });

/** POST /api/v2/calendar-feed: a new address `{ url }` (any earlier one stops working); re-reads the status. */
export function useCreateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeedCreated>('/api/v2/calendar-feed', { method: 'POST', body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarFeedKeys.status }),
  });
}

/** DELETE /api/v2/calendar-feed: the address stops working at once; re-reads the status. */
export function useRevokeCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/v2/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarFeedKeys.status }),
  });
}

/** The webcal:// form of an http(s) address (calendar apps open it as a subscription). */
export const webcalOf = (url: string): string => url.replace(/^https?:\/\//i, 'webcal://');
