/**
 * Roles (spec 1 §3 Role, §4 Default role and Role editing, §5 Role, §6).
 * Saved permission sets are closed under implication on the server (`withImplied`), so a role never
 * holds users_write without users_read and roles_read, whatever the client sent.
 * Errors: duplicate_role, role_not_found, no_permissions_assigned, role_is_in_use.
 */
import { EntityManager, In } from 'typeorm';
import type { AppContext } from '../../context';
import { isPermission, Permission, PERMISSION_GROUPS, PERMISSIONS, withImplied } from '../../contracts/permissions';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { User } from '../users/users.entities';
import { Role, RolePermission } from './roles.entities';

/** Human name of a permission: `users_read` → `Users read` (the tab translates by name). */
export const displayName = (p: string) => p.charAt(0).toUpperCase() + p.slice(1).replace(/_/g, ' ');

export interface RoleView {
  id: number;
  name: string;
  description: string | null;
  default_role: boolean;
  users_count: number;
}

/** All roles with how many users hold each (as main or second role), by name. */
export async function listRoles(ctx: AppContext): Promise<RoleView[]> {
  const roles = await ctx.ds.getRepository(Role).find({ order: { name: 'ASC' } });
  const counts: { role_id: number; n: string | number }[] = await ctx.ds
    .createQueryBuilder()
    .select('r.id', 'role_id')
    .addSelect('COUNT(u.id)', 'n')
    .from(Role, 'r')
    .innerJoin(User, 'u', '(u.role_id = r.id OR u.temp_role_id = r.id) AND u.deleted_at IS NULL')
    .groupBy('r.id')
    .getRawMany();
  const byId = new Map(counts.map((c) => [Number(c.role_id), Number(c.n)]));
  return roles.map((r) => ({ id: r.id, name: r.name, description: r.description, default_role: r.default_role, users_count: byId.get(r.id) ?? 0 }));
}

async function uniqueName(em: EntityManager, name: string, exceptId?: number) {
  const found = await em.getRepository(Role).findOneBy({ name });
  if (found && found.id !== exceptId) throw new AppError('duplicate_role');
}

/** Creates a role without permissions (they are set through the editor). @throws duplicate_role */
export async function createRole(ctx: AppContext, name: string, description: string | null): Promise<number> {
  return inTransaction(ctx.ds, async (em) => {
    await uniqueName(em, name);
    const r = await em.getRepository(Role).insert({ name, description, default_role: false });
    return Number(r.identifiers[0].id);
  });
}

/** Deletes a role nobody holds. @throws role_not_found | role_is_in_use */
export async function deleteRole(ctx: AppContext, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    if (!(await em.getRepository(Role).existsBy({ id }))) throw new AppError('role_not_found');
    const used = await em.getRepository(User).createQueryBuilder('u').where('(u.role_id = :id OR u.temp_role_id = :id)', { id }).getCount();
    if (used) throw new AppError('role_is_in_use', 409, { users_count: used });
    await em.getRepository(RolePermission).delete({ role_id: id });
    await em.getRepository(Role).delete(id);
  });
}

/** Every role with its permissions (name and display name). */
export async function rolesWithPermissions(ctx: AppContext) {
  const roles = await listRoles(ctx);
  const perms = await ctx.ds.getRepository(RolePermission).find({ where: { role_id: In(roles.map((r) => r.id)) } });
  return roles.map((r) => ({
    ...r,
    permissions: PERMISSIONS.filter((p) => perms.some((x) => x.role_id === r.id && x.permission === p)).map((p) => ({ name: p, display_name: displayName(p) })),
  }));
}

/**
 * Saves a role's name, description and permission set (closed under implication).
 * @throws role_not_found | duplicate_role | no_permissions_assigned | provided_invalid_data (unknown permission)
 */
export async function updateRolePermissions(ctx: AppContext, input: { role_id: number; name: string; description: string | null; permission_names: string[] }): Promise<Permission[]> {
  const unknown = input.permission_names.filter((p) => !isPermission(p));
  if (unknown.length) throw new AppError('provided_invalid_data', 400, { fields: unknown.map((p) => ({ path: 'permission_names', message: `unknown permission ${p}` })) });
  const closed = withImplied(input.permission_names);
  if (!closed.length) throw new AppError('no_permissions_assigned');
  await inTransaction(ctx.ds, async (em) => {
    if (!(await em.getRepository(Role).existsBy({ id: input.role_id }))) throw new AppError('role_not_found');
    await uniqueName(em, input.name, input.role_id);
    await em.getRepository(Role).update(input.role_id, { name: input.name, description: input.description });
    await em.getRepository(RolePermission).delete({ role_id: input.role_id });
    await em.getRepository(RolePermission).insert(closed.map((permission) => ({ role_id: input.role_id, permission })));
  });
  return closed;
}

/** Makes a role the only default one. @throws role_not_found */
export async function setDefaultRole(ctx: AppContext, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    if (!(await em.getRepository(Role).existsBy({ id }))) throw new AppError('role_not_found');
    await em.getRepository(Role).update({ default_role: true }, { default_role: false });
    await em.getRepository(Role).update(id, { default_role: true });
  });
}

/** Clears the default role (none afterwards). */
export async function removeDefaultRole(ctx: AppContext): Promise<void> {
  await ctx.ds.getRepository(Role).update({ default_role: true }, { default_role: false });
}

/** The role editor's catalogue: groups with display names and the implication map. */
export function permissionCatalogue() {
  return {
    groups: Object.entries(PERMISSION_GROUPS).map(([group, perms]) => ({ group, permissions: perms.map((p) => ({ name: p, display_name: displayName(p) })) })),
    implications: Object.fromEntries(PERMISSIONS.map((p) => [p, withImplied([p]).filter((x) => x !== p)])),
  };
}
