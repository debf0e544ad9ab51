/**
 * Audit log calls (issue 18 item 4; contracts/audit.ts) as react-query hooks: the page
 * (GET /api/v2/audit-log with page, pageSize, actor_id, action, from, to), its xlsx export and one
 * request's trail (GET /api/v2/requests/{id}/audit).
 */
import type { AuditAction, AuditEntry, auditPage } from '@contracts/audit';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiBlob } from '../../lib/api';
import type { z } from 'zod';

export type { AuditAction, AuditEntry };

/** The page's filters ('' = none); from/to are company days YYYY-MM-DD. */
export interface AuditFilters {
  actorId: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

export const auditKeys = {
  all: ['audit-log'] as const,
  page: (f: AuditFilters, page: number, pageSize: number) => ['audit-log', f, page, pageSize] as const,
  trail: (requestId: number) => ['audit-log', 'request', requestId] as const,
};

/** The query string of the filters (and paging when given). */
export function auditSearch(f: AuditFilters, paging?: { page: number; pageSize: number }): string {
  const p = new URLSearchParams();
  if (paging) {
    p.set('page', String(paging.page));
    p.set('pageSize', String(paging.pageSize));
  }
  if (f.actorId) p.set('actor_id', f.actorId);
  if (f.action) p.set('action', f.action);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  return p.toString();
}

/** One page of the log, newest first. */
export const useAuditPage = (f: AuditFilters, page: number, pageSize: number, enabled = true) =>
  useQuery({
    queryKey: auditKeys.page(f, page, pageSize),
    queryFn: () => api<z.infer<typeof auditPage>>(`/api/v2/audit-log?${auditSearch(f, { page, pageSize })}`),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Downloads the filtered log as AuditLog.xlsx. */
export function useExportAudit() {
  return useMutation({
    mutationFn: async (f: AuditFilters) => {
      const { blob, filename } = await apiBlob(`/api/v2/audit-log/export?${auditSearch(f)}`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = filename ?? 'AuditLog.xlsx';
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    },
  });
}

/** One request's trail, oldest first. */
export const useRequestTrail = (requestId: number, enabled = true) =>
  useQuery({
    queryKey: auditKeys.trail(requestId),
    queryFn: async () => (await api<{ data: AuditEntry[] }>(`/api/v2/requests/${requestId}/audit`)).data,
    enabled,
  });
