/**
 * Calls of chain administration (spec 2 §7 Chains admin, v1): reads with the query keys below, writes
 * as mutation hooks that re-read what they change (busy/disabled states come from `isPending`).
 */
import type { z } from 'zod';
import type { chain, chainItem, chainWithItems, notification, task } from '@contracts/chains';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type Chain = z.infer<typeof chain>;
export type ChainItem = z.infer<typeof chainItem>;
export type ChainWithItems = z.infer<typeof chainWithItems>;
export type ChainTask = z.infer<typeof task>;
export type ChainNotification = z.infer<typeof notification>;
export interface RoleOption {
  id: number;
  name: string;
}

export const chainKeys = {
  all: ['chains'] as const,
  one: (id: number) => ['chains', id] as const,
  tasks: (itemId: number) => ['chain-item-tasks', itemId] as const,
  notifications: (itemId: number) => ['chain-item-notifications', itemId] as const,
};

export const useChains = (enabled = true) => useQuery({ queryKey: chainKeys.all, queryFn: () => api<Chain[]>('/api/v1/chains'), enabled });

export const useChain = (id: number) =>
  useQuery({ queryKey: chainKeys.one(id), queryFn: () => api<ChainWithItems>(`/api/v1/chains/${id}`), enabled: Number.isFinite(id) && id > 0 });

/** A save: PUT when `id` is given, else POST. */
export interface Save<B> {
  id?: number;
  body: B;
}

/** POST /chains or PUT /chains/{id} { name, description }; re-reads the chains. */
export function useSaveChain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save<{ name: string; description: string | null }>) =>
      id ? api(`/api/v1/chains/${id}`, { method: 'PUT', body }) : api('/api/v1/chains', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chainKeys.all }),
  });
}

/** DELETE /chains/{id}; re-reads the chains. */
export function useDeleteChain() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/chains/${id}`, { method: 'DELETE' }), onSuccess: () => qc.invalidateQueries({ queryKey: chainKeys.all }) });
}

/** POST /chains/{chainId}/items or PUT /chains/items/{id} (also a move: a new order_number); re-reads the chain. */
export function useSaveChainItem(chainId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save<unknown>) =>
      id ? api(`/api/v1/chains/items/${id}`, { method: 'PUT', body }) : api(`/api/v1/chains/${chainId}/items`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chainKeys.one(chainId) }),
  });
}

/** DELETE /chains/items/{id}; re-reads the chain. */
export function useDeleteChainItem(chainId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/api/v1/chains/items/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chainKeys.one(chainId) }),
  });
}

/** POST /chains/items/{itemId}/tasks or PUT /chains/items/tasks/{id}; re-reads the item's tasks. */
export function useSaveChainTask(itemId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save<unknown>) =>
      id ? api(`/api/v1/chains/items/tasks/${id}`, { method: 'PUT', body }) : api(`/api/v1/chains/items/${itemId}/tasks`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chainKeys.tasks(itemId) }),
  });
}

/** DELETE /chains/items/tasks/{id}; re-reads the item's tasks. */
export function useDeleteChainTask(itemId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (task: { id: number }) => api(`/api/v1/chains/items/tasks/${task.id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chainKeys.tasks(itemId) }),
  });
}

/** POST /chains/items/{itemId}/notifications or PUT /chains/items/notifications/{id}; re-reads the item's notifications. */
export function useSaveChainNotification(itemId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save<unknown>) =>
      id
        ? api(`/api/v1/chains/items/notifications/${id}`, { method: 'PUT', body })
        : api(`/api/v1/chains/items/${itemId}/notifications`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chainKeys.notifications(itemId) }),
  });
}

/** DELETE /chains/items/notifications/{id}; re-reads the item's notifications. */
export function useDeleteChainNotification(itemId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (n: { id: number }) => api(`/api/v1/chains/items/notifications/${n.id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chainKeys.notifications(itemId) }),
  });
}

/** Roles for the "person responsible: role" select. */
export const useRoles = (enabled: boolean) =>
  useQuery({ queryKey: ['roles'], queryFn: () => api<RoleOption[]>('/api/v1/roles'), enabled, staleTime: 60_000 });
