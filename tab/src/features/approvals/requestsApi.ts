/**
 * Calls of the requests page (spec 2 §7 Requests v2, Chains v2, older v1 request calls): reads as
 * query hooks under {@link REQUESTS_KEY}, writes as mutation hooks that re-read every request query
 * when they succeed (components take busy/disabled from the mutation's `isPending`).
 */
import type { z } from 'zod';
import type { chainInfo, RequestOrder, requestInspect, RequestRow } from '@contracts/approvals';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Paged } from '@contracts/../http/paging';
import type { infoChangeBody, infoChangeReply } from '@contracts/user-info-change';
import { api } from '../../lib/api';
import { readBase64 } from './infoChangeFiles';
import { REQUESTS_KEY } from './requestKeys';
import { LIST_PATH, type RequestTableKind } from './requestLogic';

export type { RequestRow };
export type RequestInspect = z.infer<typeof requestInspect>;
export type ChainInfo = z.infer<typeof chainInfo>;
export type TimelineStep = ChainInfo['steps'][number];

export interface ListParams {
  page: number;
  pageSize: number;
  order: RequestOrder;
  q: string;
  includeFinished: boolean;
}

export { REQUESTS_KEY };

export const useRequestList = (kind: RequestTableKind, p: ListParams, enabled = true) =>
  useQuery({
    queryKey: [...REQUESTS_KEY, 'list', kind, p],
    queryFn: ({ signal }) => api<Paged<RequestRow>>(LIST_PATH[kind], { query: { ...p }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useInspect = (id: number | null) =>
  useQuery({ queryKey: [...REQUESTS_KEY, 'inspect', id], queryFn: () => api<RequestInspect>(`/api/v2/requests/${id}/inspect`), enabled: id != null });

export const useChainInfo = (id: number | null) =>
  useQuery({ queryKey: [...REQUESTS_KEY, 'chain-info', id], queryFn: () => api<ChainInfo>(`/api/v2/requests/${id}/chain-info`), enabled: id != null });

export const inspectRequest = (id: number) => api<RequestInspect>(`/api/v2/requests/${id}/inspect`);

export type Decision = 'approve' | 'reject' | 'return' | 'returnToOwner';

const DECISION_PATH: Record<Decision, string> = { approve: 'approve', reject: 'reject', return: 'return', returnToOwner: 'return-to-owner' };

/** Re-reads every request query (lists, inspect, chain info, the pending count). */
export const invalidateRequests = (qc: QueryClient) => qc.invalidateQueries({ queryKey: REQUESTS_KEY });

export interface DecideVars {
  id: number;
  decision: Decision;
  message: string | null;
  resolutionNote?: string | null;
}

/** PATCH /api/v2/chains/:id/approve | reject | return | return-to-owner with an optional message; re-reads the requests. */
export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, message, resolutionNote }: DecideVars) =>
      api(`/api/v2/chains/${id}/${DECISION_PATH[decision]}`, {
        method: 'PATCH',
        body: { message: message || null, ...(resolutionNote !== undefined ? { resolutionNote: resolutionNote || null } : {}) },
      }),
    onSuccess: () => invalidateRequests(qc),
  });
}

/** PATCH /api/v2/chains/:id/submit: sends a not-initialized request into its chain; re-reads the requests. */
export function useSubmitRequest() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api(`/api/v2/chains/${id}/submit`, { method: 'PATCH' }), onSuccess: () => invalidateRequests(qc) });
}

/**
 * PUT /api/v2/chains/:id with `body` (the owner's returned draft, or a step with can_edit), then,
 * with `andSubmit`, PATCH /api/v2/chains/:id/submit (a new round from the first chain item).
 * Re-reads the requests once both are done (or the first failed).
 */
export function useEditRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, andSubmit }: { id: number; body: Record<string, unknown>; andSubmit?: boolean }) => {
      await api(`/api/v2/chains/${id}`, { method: 'PUT', body });
      if (andSubmit) await api(`/api/v2/chains/${id}/submit`, { method: 'PATCH' });
    },
    onSettled: () => invalidateRequests(qc),
  });
}

export interface CancelReply {
  message: string;
  reinit: boolean;
  request_id: number;
  request_name: string;
}

/** PATCH /api/v1/requests/:id/cancel (`reinit`: an approved request's cancellation went to its chain); re-reads the requests. */
export function useCancelRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<CancelReply>(`/api/v1/requests/${id}/cancel`, { method: 'PATCH' }),
    onSuccess: () => invalidateRequests(qc),
  });
}

/** DELETE /api/v1/requests/:id/not-initialized; re-reads the requests. */
export function useDeleteRequest() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/requests/${id}/not-initialized`, { method: 'DELETE' }), onSuccess: () => invalidateRequests(qc) });
}

/** Ticks or unticks a task of a step (PATCH v1 requests/items/{stepId}/tasks/{taskId}?checked); re-reads the requests. */
export function useCheckTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, taskId, checked }: { stepId: number; taskId: number; checked: boolean }) =>
      api(`/api/v1/requests/items/${stepId}/tasks/${taskId}`, { method: 'PATCH', query: { checked } }),
    onSuccess: () => invalidateRequests(qc),
  });
}

/** PATCH /api/v2/chains/:id/resolution-note { resolutionNote } (the current assignee, spec 2 §4); re-reads the requests. */
export function useSaveResolutionNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolutionNote }: { id: number; resolutionNote: string | null }) =>
      api(`/api/v2/chains/${id}/resolution-note`, { method: 'PATCH', body: { resolutionNote } }),
    onSuccess: () => invalidateRequests(qc),
  });
}

/**
 * POST /api/v1/users/:userId/edit { type, value, images } (spec 1 §3 Info change request); the
 * chosen files are read as base64 inside the mutation, so it is pending from the first byte read.
 * Re-reads the requests and the signed-in user's info (a field without a chain is applied at once).
 */
export function useCreateInfoChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, body, files }: { userId: number; body: Omit<z.input<typeof infoChangeBody>, 'images'>; files: File[] }) => {
      const images = await Promise.all(files.map(async (f) => ({ name: f.name, data: await readBase64(f) })));
      return api<z.infer<typeof infoChangeReply>>(`/api/v1/users/${userId}/edit`, { method: 'POST', body: { ...body, images } });
    },
    onSuccess: () => Promise.all([invalidateRequests(qc), qc.invalidateQueries({ queryKey: ['user-info'] })]),
  });
}
