/**
 * Overtime writes (spec 2 §7 POST /api/v1/users/overtimes, server module overtime) as a mutation
 * hook that re-reads the calendar; overtime items are read with the calendar's events.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { invalidateCalendar } from '../calendar/calendarApi';

/** One overtime row as sent (spec 2 §5 Overtime (old)): `YYYY-MM-DD`, `HH:mm`, `HH:mm` (24:00 for midnight). */
export interface OvertimeBody {
  user_id?: number;
  compensation_option: 'laborCode' | 'holiday';
  rows: { overtime_date: string; time_from: string; time_to: string }[];
}
/** The overtime reply: created and failed dates (each with its error_code). */
export type OvertimeReply = { message: string; created: { overtime_date: string }[]; failed: { overtime_date: string; error_code: string }[] };

/** POST /api/v1/users/overtimes (one request per date); re-reads the calendar. */
export function useCreateOvertime() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OvertimeBody) => api<OvertimeReply>('/api/v1/users/overtimes', { method: 'POST', body }),
    onSuccess: () => invalidateCalendar(qc),
  });
}
