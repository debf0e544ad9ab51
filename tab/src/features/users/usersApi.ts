/**
 * Users calls of spec 1 §7 (prefix /api/v1/users) used by /users, as react-query hooks: reads with
 * the key factory below, writes as mutation hooks that re-read the users queries when they succeed
 * (components take busy/disabled from the mutation's `isPending`).
 */
import type { NavisionSyncReply } from '@contracts/navision';
import type { PersonRef, UserInfo, UserRow } from '@contracts/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { subordinateItem } from '@contracts/users';
import { api } from '../../lib/api';

export type { PersonRef, UserInfo, UserRow };
export type SubordinateItem = z.infer<typeof subordinateItem>;

export interface UsersPage {
  currentPage: number;
  data: UserRow[];
  totalCount: number;
}

export interface UsersListParams {
  page: number;
  pageSize: number;
  q: string;
}

export const usersKeys = {
  all: ['users'] as const,
  list: (p: UsersListParams) => ['users', 'list', p] as const,
  info: (id: number) => ['users', 'info', id] as const,
  names: ['users', 'names'] as const,
  subordinates: (id: number) => ['users', 'subordinates', id] as const,
};

/** GET /users?page&pageSize&q; the previous page stays shown while the next one loads. */
export const useUsersList = (p: UsersListParams) =>
  useQuery({
    queryKey: usersKeys.list(p),
    queryFn: ({ signal }) => api<UsersPage>('/api/v1/users', { query: { page: p.page, pageSize: p.pageSize, q: p.q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /users/{id}/info (fresh each time a dialog opens). */
export const useUserInfo = (id: number | undefined) =>
  useQuery({ queryKey: usersKeys.info(id ?? 0), queryFn: () => api<UserInfo>(`/api/v1/users/${id}/info`), enabled: !!id, staleTime: 0 });

/** GET /users/names: active users for pickers. */
export const useUserNames = (enabled = true) =>
  useQuery({ queryKey: usersKeys.names, queryFn: () => api<PersonRef[]>('/api/v1/users/names'), enabled, staleTime: 60_000 });

/** GET /users/{id}/subordinates. */
export const useSubordinates = (id: number | undefined) =>
  useQuery({ queryKey: usersKeys.subordinates(id ?? 0), queryFn: () => api<SubordinateItem[]>(`/api/v1/users/${id}/subordinates`), enabled: !!id, staleTime: 0 });

/** Re-reads every users query and the signed-in user's own info (it may be the edited user). */
export const invalidateUsers = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: usersKeys.all }), qc.invalidateQueries({ queryKey: ['user-info'] })]);

/** POST /users (no id) or PUT /users/{id} with the user form's body; re-reads the users queries. */
export function useSaveUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: unknown }) =>
      id ? api(`/api/v1/users/${id}`, { method: 'PUT', body }) : api('/api/v1/users', { method: 'POST', body }),
    onSuccess: () => invalidateUsers(qc),
  });
}

/** DELETE /users/{id}; re-reads the users queries. */
export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/users/${id}`, { method: 'DELETE' }), onSuccess: () => invalidateUsers(qc) });
}

/** PUT /users/{id}/subordinates { subordinates: ids }; re-reads the users queries. */
export function useSaveSubordinates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, subordinates }: { id: number; subordinates: number[] }) => api(`/api/v1/users/${id}/subordinates`, { method: 'PUT', body: { subordinates } }),
    onSuccess: () => invalidateUsers(qc),
  });
}

/** POST /users/export { q? }: the list as a base64 xlsx file (nothing to re-read). */
export const useExportUsers = () =>
  useMutation({ mutationFn: (q: string) => api<{ file: string; name: string }>('/api/v1/users/export', { method: 'POST', body: q ? { q } : {} }) });

/** POST /navision/sync: refresh users from the external system (counts in the reply); re-reads the users queries. */
export function useSyncUsers() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => api<NavisionSyncReply>('/api/v1/navision/sync', { method: 'POST' }), onSuccess: () => invalidateUsers(qc) });
}

export const fullName = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`.trim();
