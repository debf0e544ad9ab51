/**
 * Announcement calls (spec 3 §7 Announcements CRUD; contracts/announcements.ts) as react-query hooks:
 * the paged list (newest first; the dashboard reads the first 4), one announcement, save (POST / PUT)
 * and delete. Every write re-reads the lists.
 */
import type { Announcement, AnnouncementBody } from '@contracts/announcements';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type { Announcement };

export interface AnnouncementPage {
  currentPage: number;
  data: Announcement[];
  totalCount: number;
}

export const announcementKeys = { all: ['announcements'] as const };

/** GET /api/v1/announcements?page&pageSize&q. */
export const useAnnouncements = (p: { page: number; pageSize: number; q?: string }, enabled = true) =>
  useQuery({
    queryKey: [...announcementKeys.all, 'list', p],
    queryFn: () => api<AnnouncementPage>('/api/v1/announcements', { query: { page: p.page, pageSize: p.pageSize, q: p.q || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/v1/announcements/{id} (a link from Teams or e-mail: /?announcement={id}). */
export const useAnnouncement = (id: number | null) =>
  useQuery({
    queryKey: [...announcementKeys.all, 'one', id],
    queryFn: () => api<Announcement>(`/api/v1/announcements/${id}`),
    enabled: id !== null,
  });

/** POST /api/v1/announcements or PUT /api/v1/announcements/{id}. */
export function useSaveAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AnnouncementBody }) =>
      id === undefined
        ? api<{ message: string; announcement: Announcement }>('/api/v1/announcements', { method: 'POST', body })
        : api<{ message: string; announcement: Announcement }>(`/api/v1/announcements/${id}`, { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

/** DELETE /api/v1/announcements/{id}. */
export function useDeleteAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/api/v1/announcements/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
