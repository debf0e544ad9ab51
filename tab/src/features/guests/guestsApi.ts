/**
 * Guest calls (spec 3 §7 Guests; contracts/guests.ts) as react-query hooks: the paged list
 * (GET guests with show_ended), register (POST), edit (PUT, without the flags), cancel (PUT …/cancel)
 * and delete (DELETE). Every write re-reads the list.
 */
import type { Guest, GuestCreateBody, GuestList, GuestUpdateBody } from '@contracts/guests';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type { Guest, GuestList };

export const guestsKeys = { all: ['guests'] as const };

export interface GuestListParams {
  page: number;
  pageSize: number;
  showEnded: boolean;
}

/** GET /api/v1/guests?page&pageSize&show_ended: `{ currentPage, data, totalCount, scope }`. */
export const useGuests = (p: GuestListParams) =>
  useQuery({
    queryKey: [...guestsKeys.all, p],
    queryFn: () => api<GuestList>('/api/v1/guests', { query: { page: p.page, pageSize: p.pageSize, show_ended: p.showEnded } }),
    placeholderData: keepPreviousData,
  });

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: guestsKeys.all });
};

/** POST /api/v1/guests (fields + notify_admin, send_calendar_file) or PUT /api/v1/guests/{id} (fields only). */
export function useSaveGuest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: GuestCreateBody }) => {
      if (id === undefined) return api<{ message: string; guest: Guest }>('/api/v1/guests', { method: 'POST', body });
      const { notify_admin: _n, send_calendar_file: _s, ...fields } = body;
      return api<{ message: string; guest: Guest }>(`/api/v1/guests/${id}`, { method: 'PUT', body: fields satisfies GuestUpdateBody });
    },
    onSuccess: invalidate,
  });
}

/** PUT /api/v1/guests/{id}/cancel. */
export function useCancelGuest() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/guests/${id}/cancel`, { method: 'PUT' }), onSuccess: invalidate });
}

/** DELETE /api/v1/guests/{id}. */
export function useDeleteGuest() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/guests/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}
