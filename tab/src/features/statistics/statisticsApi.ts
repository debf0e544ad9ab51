/**
 * Statistics calls (spec 3 §7 Statistics; contracts/statistics.ts) as react-query hooks: the newest snapshot
 * (GET statistics, one query), recompute (POST statistics/update, statistics_write) and the export of a month
 * range (POST statistics/exportStats → base64 xlsx, saved in the browser).
 */
import type { StatisticsReply } from '@contracts/statistics';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadBase64 } from '../../lib/api';

export type { MonthlyRow, QuarterlyRow, StatisticsReply, YearlyRow } from '@contracts/statistics';

export const statisticsKeys = { all: ['statistics'] as const };

/** GET /api/v1/statistics. */
export const useStatistics = () => useQuery({ queryKey: statisticsKeys.all, queryFn: () => api<StatisticsReply>('/api/v1/statistics') });

/** POST /api/v1/statistics/update: the fresh snapshot replaces the cached one. */
export function useUpdateStatistics() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<StatisticsReply>('/api/v1/statistics/update', { method: 'POST' }),
    onSuccess: (fresh) => qc.setQueryData(statisticsKeys.all, fresh),
  });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /api/v1/statistics/exportStats `{ date_start, date_end }` (months); saves Statistics.xlsx. */
export function useExportStatistics() {
  return useMutation({
    mutationFn: (body: { date_start: string; date_end: string }) => api<{ file: string; name: string }>('/api/v1/statistics/exportStats', { method: 'POST', body }),
    onSuccess: (r) => downloadBase64(r.file, r.name, XLSX_TYPE),
  });
}
