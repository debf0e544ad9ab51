/**
 * The roles module's reply shapes (spec 1 §3 Role, §5 Role, §7 Roles), typed by the contracts in
 * api/src/contracts/roles.ts. roles.service loads and decides (roles.policy); only these functions
 * build reply objects.
 */
import type { z } from 'zod';
import { PERMISSION_GROUPS, PERMISSIONS, withImplied, type Permission } from '../../contracts/permissions';
import type { permissionCatalogue, permissionItem, role, RoleAbilities, roleWithPermissions } from '../../contracts/roles';
import type { Role } from './roles.entities';

/** Human name of a permission: `users_read` → `Users read` (the tab translates by name). */
export const displayName = (p: string) => p.charAt(0).toUpperCase() + p.slice(1).replace(/_/g, ' ');

/** `{ name, display_name }` of a permission. */
export const presentPermission = (p: string): z.infer<typeof permissionItem> => ({ name: p, display_name: displayName(p) });

/** A role row of GET /roles: the role, how many users hold it and the caller's abilities on it. */
export const presentRole = (r: Role, usersCount: number, can: RoleAbilities): z.infer<typeof role> => ({
  id: r.id,
  name: r.name,
  description: r.description,
  default_role: r.default_role,
  users_count: usersCount,
  can,
});

/** A role of GET /roles/permissions: {@link presentRole} with its permissions in catalogue order. */
export const presentRoleWithPermissions = (row: z.infer<typeof role>, permissions: ReadonlySet<string>): z.infer<typeof roleWithPermissions> => ({
  ...row,
  permissions: PERMISSIONS.filter((p) => permissions.has(p)).map(presentPermission),
});

/** GET /roles/permissions/catalogue: the groups with display names and what each permission implies. */
export const presentCatalogue = (): z.infer<typeof permissionCatalogue> => ({
  groups: Object.entries(PERMISSION_GROUPS).map(([group, perms]) => ({ group, permissions: (perms as readonly Permission[]).map(presentPermission) })),
  implications: Object.fromEntries(PERMISSIONS.map((p) => [p, withImplied([p]).filter((x) => x !== p)])),
});
