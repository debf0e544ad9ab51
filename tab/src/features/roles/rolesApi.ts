/**
 * Roles calls of spec 1 §7 (prefix /api/v1/roles) as react-query hooks, shared by /roles and the
 * user form (role selects) and the users page (is a default role configured?).
 */
import type { permissionCatalogue, role, roleWithPermissions } from '@contracts/roles';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** The default role, if one is configured. */
export const defaultRoleOf = (roles: readonly Role[] | undefined) => roles?.find((r) => r.default_role);
