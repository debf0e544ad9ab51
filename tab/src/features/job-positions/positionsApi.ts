/**
 * Job positions calls (spec 3 §7 Job positions; contracts/job-positions.ts) as react-query hooks: the two list
 * sections (GET job-positions with section and show_closed), one position, the hot jobs, create/edit, clone,
 * publish, star, delete; applications: list, apply or refer (with one CV as base64), CV download, delete.
 * Every position write re-reads the positions queries; application writes re-read that position's applications.
 */
import type { JobApplication, JobApplicationBody, JobPosition, JobPositionBody } from '@contracts/job-positions';
import type { z } from 'zod';
import type { jobApplicationList, jobPositionList, prioritizedJob } from '@contracts/job-positions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../lib/api';
import type { PersonRef } from '@contracts/users';

export type { JobApplication, JobPosition };
export type PositionList = z.infer<typeof jobPositionList>;
export type ApplicationList = z.infer<typeof jobApplicationList>;
export type PrioritizedJob = z.infer<typeof prioritizedJob>;

export const positionsKeys = {
  all: ['job-positions'] as const,
  one: (id: number) => ['job-positions', 'one', id] as const,
  hot: ['job-positions', 'prioritized'] as const,
  applications: (id: number) => ['job-applications', id] as const,
};

export interface PositionListParams {
  section: 'published' | 'drafts';
  showClosed: boolean;
  page: number;
  pageSize: number;
}

/** GET /api/v1/job-positions?section&show_closed&page&pageSize. */
export const usePositions = (p: PositionListParams, enabled = true) =>
  useQuery({
    queryKey: [...positionsKeys.all, 'list', p],
    queryFn: () => api<PositionList>('/api/v1/job-positions', { query: { section: p.section, show_closed: p.showClosed, page: p.page, pageSize: p.pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/v1/job-positions/{id}. */
export const usePosition = (id: number) =>
  useQuery({ queryKey: positionsKeys.one(id), queryFn: () => api<JobPosition>(`/api/v1/job-positions/${id}`), enabled: id > 0 });

/** GET /api/v1/job-positions/prioritized-jobs (the dashboard's hot jobs). */
export const usePrioritizedJobs = () =>
  useQuery({ queryKey: positionsKeys.hot, queryFn: () => api<PrioritizedJob[]>('/api/v1/job-positions/prioritized-jobs'), staleTime: 60_000 });

/** GET /api/v1/seniority-levels (the form's choice; empty when the caller may not read them). */
export const useSeniorityLevels = () =>
  useQuery({ queryKey: ['seniority-levels'], queryFn: () => api<{ id: number; name: string }[]>('/api/v1/seniority-levels'), staleTime: 60_000, retry: false });

const useInvalidatePositions = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: positionsKeys.all });
};

type PositionReply = { message: string; position: JobPosition };

/** POST /api/v1/job-positions (no id) or PUT /api/v1/job-positions/{id}. */
export function useSavePosition() {
  const invalidate = useInvalidatePositions();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: JobPositionBody }) =>
      id === undefined ? api<PositionReply>('/api/v1/job-positions', { method: 'POST', body }) : api<PositionReply>(`/api/v1/job-positions/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** POST /api/v1/job-positions/{id}/clone: a new draft. */
export function useClonePosition() {
  const invalidate = useInvalidatePositions();
  return useMutation({ mutationFn: (id: number) => api<PositionReply>(`/api/v1/job-positions/${id}/clone`, { method: 'POST' }), onSuccess: invalidate });
}

/** PUT /api/v1/job-positions/{id}/status { published }. */
export function usePublishPosition() {
  const invalidate = useInvalidatePositions();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) => api<PositionReply>(`/api/v1/job-positions/${id}/status`, { method: 'PUT', body: { published } }),
    onSuccess: invalidate,
  });
}

/** PUT /api/v1/job-positions/{id}/priority { is_priority }. */
export function useStarPosition() {
  const invalidate = useInvalidatePositions();
  return useMutation({
    mutationFn: ({ id, is_priority }: { id: number; is_priority: boolean }) => api<PositionReply>(`/api/v1/job-positions/${id}/priority`, { method: 'PUT', body: { is_priority } }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/job-positions/{id}. */
export function useDeletePosition() {
  const invalidate = useInvalidatePositions();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/job-positions/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}

/** GET /api/v1/job-positions/{id}/applications (newest first, up to 100 a page). */
export const useApplications = (id: number, page = 1) =>
  useQuery({
    queryKey: [...positionsKeys.applications(id), page],
    queryFn: () => api<ApplicationList>(`/api/v1/job-positions/${id}/applications`, { query: { page, pageSize: 100 } }),
    enabled: id > 0,
    retry: false,
  });

/** POST /api/v1/job-positions/{id}/applications: apply or refer. */
export function useApply(positionId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: JobApplicationBody) => api<{ message: string; application: JobApplication }>(`/api/v1/job-positions/${positionId}/applications`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: positionsKeys.applications(positionId) }),
  });
}

/** DELETE /api/v1/job-positions/{id}/applications/{appId}. */
export function useDeleteApplication(positionId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (appId: number) => api(`/api/v1/job-positions/${positionId}/applications/${appId}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: positionsKeys.applications(positionId) }),
  });
}

/** GET …/applications/{appId}/attachments/{fileId}: saves the CV through the browser. */
export function useDownloadCv(positionId: number) {
  return useMutation({
    mutationFn: async ({ appId, file }: { appId: number; file: { id: number; name: string } }) => {
      const { blob, filename } = await apiBlob(`/api/v1/job-positions/${positionId}/applications/${appId}/attachments/${file.id}`);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = filename ?? file.name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

/** Reads a picked file as base64 without the data-URL prefix. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });
}

/** GET /api/v1/users/names: the hiring manager picker's people. */
export const usePeople = (enabled = true) =>
  useQuery({ queryKey: ['users', 'names'], queryFn: () => api<PersonRef[]>('/api/v1/users/names'), staleTime: 60_000, enabled });

/** GET /api/v1/users/{id}/info of the caller: the self-application's prefill (name, surname, email, phone). */
export const useMyProfile = (userId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['user-info', userId, 'positions-prefill'],
    queryFn: () => api<{ name: string; surname: string; email: string; phone_number?: string | null }>(`/api/v1/users/${userId}/info`),
    enabled: enabled && userId > 0,
    staleTime: 60_000,
  });
