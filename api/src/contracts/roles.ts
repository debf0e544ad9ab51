/** Roles and permissions (spec 1 §3 Role, §5 Role, §7 Roles). */
import { z } from 'zod';
import { LIMITS, optionalText } from './common';

export const roleBody = z.object({
  name: z.string().trim().min(1).max(LIMITS.short),
  description: optionalText(LIMITS.short),
});

/**
 * What the caller may do with a role (roles.policy `roleAbilities`): edit (save, make default),
 * delete (a role someone holds is still refused with 409 role_is_in_use) and assign it to a user — each only with roles_write and when every
 * permission of the role is the caller's own.
 */
export const roleAbilities = z.object({ edit: z.boolean(), delete: z.boolean(), assign: z.boolean() });
export type RoleAbilities = z.infer<typeof roleAbilities>;

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  default_role: z.boolean(),
  users_count: z.number().int(),
  /** The caller's abilities on this role. */
  can: roleAbilities,
});

export const permissionItem = z.object({ name: z.string(), display_name: z.string() });

export const roleWithPermissions = role.extend({ permissions: z.array(permissionItem) });

/** PUT /roles/permissions: the full set; the server adds implied permissions (spec 1 §6). */
export const rolePermissionsBody = z.object({
  role_id: z.number().int().positive(),
  name: z.string().trim().min(1).max(LIMITS.short),
  description: optionalText(LIMITS.short),
  permission_names: z.array(z.string()),
});

export const permissionCatalogue = z.object({
  groups: z.array(z.object({ group: z.string(), permissions: z.array(permissionItem) })),
  implications: z.record(z.string(), z.array(z.string())),
});
