/**
 * On-call writes (spec 2 §5 On-call, server module oncall: a request type saved through
 * POST /api/v2/chains) as a mutation hook; on-call items are read with the calendar's events.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';
import { invalidateCalendar } from '../calendar/calendarApi';

/**
 * POST /api/v2/chains?submit= with requestType oncall (a draft, or submitted); re-reads the calendar
 * and the requests. When only the submit step failed (`step: 'submit'` with a request_id) the draft
 * exists: the same queries are re-read before the error reaches the caller.
 */
export function useSaveOnCall() {
  const qc = useQueryClient();
  const refresh = () => Promise.all([invalidateCalendar(qc), qc.invalidateQueries({ queryKey: ['requests'] })]);
  return useMutation({
    mutationFn: ({ submit, body }: { submit: boolean; body: unknown }) => api('/api/v2/chains', { method: 'POST', query: { submit }, body }),
    onSuccess: refresh,
    onError: (err) => (draftSaved(err) ? refresh() : undefined),
  });
}

/** True when an on-call save failed only at its submit step (the draft was stored). */
export const draftSaved = (err: unknown) => err instanceof ApiError && err.body.step === 'submit' && !!err.body.request_id;
