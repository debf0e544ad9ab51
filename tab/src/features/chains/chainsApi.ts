/** Calls of chain administration (spec 2 §7 Chains admin, v1) and the query keys they refresh. */
import type { z } from 'zod';
import type { chain, chainItem, chainWithItems, notification, task } from '@contracts/chains';
import { useQuery } from '@tanstack/react-query';
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

/** Roles for the "person responsible: role" select. */
export const useRoles = (enabled: boolean) =>
  useQuery({ queryKey: ['roles'], queryFn: () => api<RoleOption[]>('/api/v1/roles'), enabled, staleTime: 60_000 });
