/**
 * Roles calls of spec 1 §7 (prefix /api/v1/roles) as react-query hooks, shared by /roles and the
 * user form (role selects) and the users page (is a default role configured?).
 */
import type { permissionCatalogue, role, roleWithPermissions } from '@contracts/roles';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type Role = z.infer<typeof role>;
export type RoleWithPermissions = z.infer<typeof roleWithPermissions>;
export type PermissionCatalogue = z.infer<typeof permissionCatalogue>;

export const rolesKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  withPermissions: ['roles', 'permissions'] as const,
  catalogue: ['roles', 'catalogue'] as const,
};

/** GET /roles: every role with users count and the default flag, by name. */
export const useRoles = (enabled = true) =>
  useQuery({ queryKey: rolesKeys.list, queryFn: () => api<Role[]>('/api/v1/roles'), enabled });

/** GET /roles/permissions: every role with its permissions. */
export const useRolesWithPermissions = () =>
  useQuery({ queryKey: rolesKeys.withPermissions, queryFn: () => api<RoleWithPermissions[]>('/api/v1/roles/permissions') });

/** GET /roles/permissions/catalogue: the editor's groups (static per release). */
export const useCatalogue = () =>
  useQuery({ queryKey: rolesKeys.catalogue, queryFn: () => api<PermissionCatalogue>('/api/v1/roles/permissions/catalogue'), staleTime: Infinity });

/** Re-reads every roles query (after any change). */
export const invalidateRoles = (qc: QueryClient) => qc.invalidateQueries({ queryKey: rolesKeys.all });

export function useInvalidateRoles() {
  const qc = useQueryClient();
  return useCallback(() => invalidateRoles(qc), [qc]);
}

/** POST /roles { name, description }: the new role's id; re-reads the roles. */
export function useCreateRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; description: string | null }) => api<{ id: number }>('/api/v1/roles', { method: 'POST', body }),
    onSuccess: () => invalidateRoles(qc),
  });
}

/** PUT /roles/permissions { role_id, name, description, permission_names }; re-reads the roles. */
export function useSaveRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { role_id: number; name: string; description: string | null; permission_names: string[] }) =>
      api('/api/v1/roles/permissions', { method: 'PUT', body }),
    onSuccess: () => invalidateRoles(qc),
  });
}

/** DELETE /roles/{id} (role_is_in_use while held); re-reads the roles. */
export function useDeleteRole() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/roles/${id}`, { method: 'DELETE' }), onSuccess: () => invalidateRoles(qc) });
}

/** POST /roles/{id}/default (an id) or DELETE /roles/default (null); re-reads the roles. */
export function useSetDefaultRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) => (id ? api(`/api/v1/roles/${id}/default`, { method: 'POST' }) : api('/api/v1/roles/default', { method: 'DELETE' })),
    onSuccess: () => invalidateRoles(qc),
  });
}

/** The default role, if one is configured. */
export const defaultRoleOf = (roles: readonly Role[] | undefined) => roles?.find((r) => r.default_role);
