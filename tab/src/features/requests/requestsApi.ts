/** Calls of the requests page (spec 2 §7 Requests v2, Chains v2, older v1 request calls). */
import type { z } from 'zod';
import type { chainInfo, RequestOrder, requestInspect, RequestRow } from '@contracts/approvals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@contracts/../http/paging';
import { api } from '../../lib/api';
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

/** Every request query starts with this key; actions invalidate it. */
export const REQUESTS_KEY = ['requests'] as const;

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

/** PATCH /api/v2/chains/:id/approve | reject | return | return-to-owner with an optional message. */
export const decide = (id: number, decision: Decision, message: string | null, resolutionNote?: string | null) =>
  api(`/api/v2/chains/${id}/${DECISION_PATH[decision]}`, {
    method: 'PATCH',
    body: { message: message || null, ...(resolutionNote !== undefined ? { resolutionNote: resolutionNote || null } : {}) },
  });

export const submitRequest = (id: number) => api(`/api/v2/chains/${id}/submit`, { method: 'PATCH' });

/** PUT /api/v2/chains/:id: edits the request's object (the owner's returned draft, or a step with can_edit). */
export const editRequest = (id: number, body: Record<string, unknown>) => api(`/api/v2/chains/${id}`, { method: 'PUT', body });

export interface CancelReply {
  message: string;
  reinit: boolean;
  request_id: number;
  request_name: string;
}
export const cancelRequest = (id: number) => api<CancelReply>(`/api/v1/requests/${id}/cancel`, { method: 'PATCH' });

export const deleteRequest = (id: number) => api(`/api/v1/requests/${id}/not-initialized`, { method: 'DELETE' });

/** Ticks or unticks a task of a step (PATCH v1 requests/items/{stepId}/tasks/{taskId}?checked). */
export const checkTask = (stepId: number, taskId: number, checked: boolean) =>
  api(`/api/v1/requests/items/${stepId}/tasks/${taskId}`, { method: 'PATCH', query: { checked } });
