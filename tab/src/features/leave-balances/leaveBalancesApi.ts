/**
 * Leave balance calls (issue 18 item 1; shapes in `@contracts/leave-balances`) as react-query hooks:
 * - GET /api/v2/leave-balances/me, GET /api/v2/users/{id}/leave-balance → `{ balances }` (days, halves);
 * - GET /api/v2/leave-balances/preview?event_type_id&date_from&date_to[&half_day][&user_id] → LeavePreview;
 * - POST /api/v2/users/{id}/leave-balance/adjustments `{ event_type_id, days, reason }` (users_write_sensitive_info);
 * - GET/PUT /api/v2/users/{id}/leave-balance/profile (extended leave, per-type entitlement override and
 *   opening balance; read users_read_sensitive_info, write users_write_sensitive_info, never oneself);
 * - GET/PUT /api/v2/leave-settings (settings_read / settings_write);
 * - GET /api/v2/leave-balances/report?date= → `{ file, name }`, a base64 xlsx (users_read_sensitive_info).
 * Writes are mutation hooks that re-read every balance query when they succeed.
 */
import type {
  HalfDay, LeaveAdjustmentBody, LeaveBalance, LeaveBalances, LeavePreview, LeaveProfileBody, LeaveSettings,
} from '@contracts/leave-balances';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadBase64 } from '../../lib/api';

export type { LeaveBalance, LeavePreview, LeaveProfileBody, LeaveSettings };

export const leaveKeys = {
  all: ['leave-balances'] as const,
  me: ['leave-balances', 'me'] as const,
  user: (id: number) => ['leave-balances', 'user', id] as const,
  profile: (id: number) => ['leave-balances', 'profile', id] as const,
  preview: (p: PreviewParams) => ['leave-balances', 'preview', p] as const,
  settings: ['leave-settings'] as const,
};

/** The caller's balances per counting type. */
export const useMyLeaveBalances = (enabled = true) =>
  useQuery({
    queryKey: leaveKeys.me,
    queryFn: ({ signal }) => api<LeaveBalances>('/api/v2/leave-balances/me', { signal }),
    enabled,
  });

/** A person's balances (self, their manager or users_read_sensitive_info; others get 403). */
export const useUserLeaveBalances = (id: number | undefined, enabled = true) =>
  useQuery({
    queryKey: leaveKeys.user(id ?? 0),
    queryFn: ({ signal }) => api<LeaveBalances>(`/api/v2/users/${id}/leave-balance`, { signal }),
    enabled: enabled && !!id,
    staleTime: 0,
  });

export interface PreviewParams {
  userId?: number;
  eventTypeId?: number;
  dateFrom?: string;
  dateTo?: string;
  halfDay?: HalfDay;
}

/** What a booking would use and leave; off until a type and both dates are there. */
export const useLeavePreview = (p: PreviewParams) =>
  useQuery({
    queryKey: leaveKeys.preview(p),
    queryFn: ({ signal }) =>
      api<LeavePreview>('/api/v2/leave-balances/preview', {
        query: { event_type_id: p.eventTypeId, date_from: p.dateFrom, date_to: p.dateTo, half_day: p.halfDay ?? undefined, user_id: p.userId },
        signal,
      }),
    enabled: !!p.eventTypeId && !!p.dateFrom && !!p.dateTo && p.dateFrom <= p.dateTo,
  });

/** POST an adjustment for a person; re-reads every balance. */
export function useAdjustLeaveBalance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: LeaveAdjustmentBody }) =>
      api(`/api/v2/users/${userId}/leave-balance/adjustments`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

/** A person's leave profile (fresh each time the dialog opens). */
export const useLeaveProfile = (id: number, enabled = true) =>
  useQuery({
    queryKey: leaveKeys.profile(id),
    queryFn: ({ signal }) => api<LeaveProfileBody>(`/api/v2/users/${id}/leave-balance/profile`, { signal }),
    enabled,
    staleTime: 0,
  });

/** PUT a person's leave profile; re-reads every balance. */
export function useSaveLeaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: LeaveProfileBody }) =>
      api(`/api/v2/users/${userId}/leave-balance/profile`, { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

/** The company's leave settings. */
export const useLeaveSettings = (enabled = true) =>
  useQuery({ queryKey: leaveKeys.settings, queryFn: ({ signal }) => api<LeaveSettings>('/api/v2/leave-settings', { signal }), enabled });

/** PUT the company's leave settings; re-reads them and every balance. */
export function useSaveLeaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveSettings) => api<LeaveSettings>('/api/v2/leave-settings', { method: 'PUT', body }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: leaveKeys.settings }), qc.invalidateQueries({ queryKey: leaveKeys.all })]),
  });
}

/** Downloads everyone's balances at `date` (YYYY-MM-DD) as an xlsx file (the reply is base64). */
export function useDownloadLeaveReport() {
  return useMutation({
    mutationFn: async (date: string) => {
      const r = await api<{ file: string; name: string }>('/api/v2/leave-balances/report', { query: { date } });
      downloadBase64(r.file, r.name || `LeaveBalances-${date}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    },
  });
}

/** Days for display: up to two decimals (halves; accrual and payroll balances are fractional), in the reader's language ("2,5" in Lithuanian). */
export const formatDays = (n: number, lng: string) =>
  new Intl.NumberFormat(lng === 'lt' ? 'lt-LT' : 'en-GB', { maximumFractionDigits: 2 }).format(n);
