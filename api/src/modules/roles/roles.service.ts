/**
 * Roles (spec 1 §3 Role, §4 Default role and Role editing, §5 Role, §6).
 * Saved permission sets are closed under implication on the server (`withImplied`), so a role never
 * holds users_write without users_read and roles_read, whatever the client sent.
 *
 * Nobody grants more than they hold (issue 9): a caller saves, makes default or deletes only roles
 * whose permissions (before and after) are all their own, so a change never alters anyone's rights
 * beyond the caller's; refusals are 403 missing_permissions. The rules are roles.policy.ts; reply
 * shapes roles.presenters.ts. {@link permissionsOfRoles} gives the users module the facts for its own
 * role-assignment rule (users.policy).
 * Errors: duplicate_role, role_not_found, no_permissions_assigned, role_is_in_use, missing_permissions.
 */
import { EntityManager, In } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isPermission, Permission, withImplied } from '../../contracts/permissions';
import type { role as roleSchema, roleWithPermissions } from '../../contracts/roles';
import { inTransaction } from '../../db/tx';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { User } from '../users/users.entities';
import { recordAudit } from '../audit/audit.record';
import { Role, RolePermission } from './roles.entities';
import { assertCanManageRole, assertWithin, roleAbilities } from './roles.policy';
import { presentCatalogue, presentRole, presentRoleWithPermissions } from './roles.presenters';

/** Every role's stored permissions, by role id. */
async function permissionsOfAllRoles(em: EntityManager): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>();
  for (const r of await em.getRepository(RolePermission).find({ select: { role_id: true, permission: true } })) {
    if (!out.has(r.role_id)) out.set(r.role_id, new Set());
    out.get(r.role_id)!.add(r.permission);
  }
  return out;
}

/** All roles with how many users hold each (as main or second role) and the caller's abilities, by name. */
export async function listRoles(ctx: AppContext, caller: AuthUser): Promise<z.infer<typeof roleSchema>[]> {
  return (await loadRoles(ctx, caller)).map((r) => r.row);
}

async function loadRoles(ctx: AppContext, caller: AuthUser) {
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
  const perms = await permissionsOfAllRoles(ctx.ds.manager);
  return roles.map((r) => {
    const permissions = perms.get(r.id) ?? new Set<string>();
    const users_count = byId.get(r.id) ?? 0;
    return { row: presentRole(r, users_count, roleAbilities(caller, { permissions })), permissions };
  });
}

/** The permissions the given roles carry together (stored closed); null/undefined ids are skipped. */
export async function permissionsOfRoles(em: EntityManager, roleIds: readonly (number | null | undefined)[]): Promise<Set<string>> {
  const ids = roleIds.filter((id): id is number => id != null);
  if (!ids.length) return new Set();
  const rows = await em.getRepository(RolePermission).find({ where: { role_id: In(ids) }, select: { permission: true } });
  return new Set(rows.map((r) => r.permission));
}

/** Loads a role's permissions and refuses unless the caller holds them all. @throws role_not_found | missing_permissions */
async function assertRoleWithin(em: EntityManager, caller: AuthUser, id: number): Promise<void> {
  if (!(await em.getRepository(Role).existsBy({ id }))) throw new AppError('role_not_found');
  assertCanManageRole(caller, await permissionsOfRoles(em, [id]));
}

async function uniqueName(em: EntityManager, name: string, exceptId?: number) {
  const found = await em.getRepository(Role).findOneBy({ name });
  if (found && found.id !== exceptId) throw new AppError('duplicate_role');
}

/** Creates a role without permissions (they are set through the editor). @throws duplicate_role */
export async function createRole(ctx: AppContext, name: string, description: string | null, caller?: AuthUser): Promise<number> {
  return inTransaction(ctx.ds, async (em) => {
    await uniqueName(em, name);
    const r = await em.getRepository(Role).insert({ name, description, default_role: false });
    const id = Number(r.identifiers[0].id);
    await recordAudit(em, { actorId: caller?.id ?? null, action: 'role.created', targetType: 'role', targetId: id, details: { name }, client: caller?.client ?? 'tab' });
    return id;
  });
}

/** Deletes a role nobody holds and whose permissions the caller holds. @throws role_not_found | missing_permissions | role_is_in_use */
export async function deleteRole(ctx: AppContext, caller: AuthUser, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    await assertRoleWithin(em, caller, id);
    const used = await em.getRepository(User).createQueryBuilder('u').where('(u.role_id = :id OR u.temp_role_id = :id)', { id }).getCount();
    if (used) throw new AppError('role_is_in_use', 409, { users_count: used });
    const role = await em.getRepository(Role).findOneByOrFail({ id });
    await em.getRepository(RolePermission).delete({ role_id: id });
    await em.getRepository(Role).delete(id);
    await recordAudit(em, { actorId: caller.id, action: 'role.deleted', targetType: 'role', targetId: id, details: { name: role.name }, client: caller.client ?? 'tab' });
  });
}

/** Every role with its permissions (name and display name) and the caller's abilities. */
export async function rolesWithPermissions(ctx: AppContext, caller: AuthUser): Promise<z.infer<typeof roleWithPermissions>[]> {
  return (await loadRoles(ctx, caller)).map((r) => presentRoleWithPermissions(r.row, r.permissions));
}

/**
 * Saves a role's name, description and permission set (closed under implication). The caller must
 * hold every permission of the new set and of the role's current set.
 * @throws role_not_found | duplicate_role | no_permissions_assigned | provided_invalid_data (unknown permission) | missing_permissions
 */
export async function updateRolePermissions(
  ctx: AppContext,
  caller: AuthUser,
  input: { role_id: number; name: string; description: string | null; permission_names: string[] },
): Promise<Permission[]> {
  const unknown = input.permission_names.filter((p) => !isPermission(p));
  if (unknown.length)
    throw new AppError('provided_invalid_data', 400, { fields: unknown.map((p) => ({ path: 'permission_names', message: `unknown permission ${p}` })) });
  const closed = withImplied(input.permission_names);
  if (!closed.length) throw new AppError('no_permissions_assigned');
  assertWithin(caller, closed);
  await inTransaction(ctx.ds, async (em) => {
    await assertRoleWithin(em, caller, input.role_id);
    await uniqueName(em, input.name, input.role_id);
    const before = await em.getRepository(Role).findOneByOrFail({ id: input.role_id });
    const had = await permissionsOfRoles(em, [input.role_id]);
    // version + 1 drops every holder's cached permissions at once, on every server copy (http/session-cache.ts)
    await em.getRepository(Role).update(input.role_id, { name: input.name, description: input.description, version: () => 'version + 1' });
    await em.getRepository(RolePermission).delete({ role_id: input.role_id });
    await em.getRepository(RolePermission).insert(closed.map((permission) => ({ role_id: input.role_id, permission })));
    await recordAudit(em, {
      actorId: caller.id, action: 'role.updated', targetType: 'role', targetId: input.role_id, client: caller.client ?? 'tab',
      details: {
        name: input.name,
        fields: [...(before.name !== input.name ? ['name'] : []), ...(before.description !== input.description ? ['description'] : [])],
        permissions_added: closed.filter((p) => !had.has(p)),
        permissions_removed: [...had].filter((p) => !closed.includes(p as Permission)).sort(),
      },
    });
  });
  return closed;
}

/**
 * Makes a role the only default one (users with the default role may be created with users_write
 * alone), so the caller must hold all of its permissions. @throws role_not_found | missing_permissions
 */
export async function setDefaultRole(ctx: AppContext, caller: AuthUser, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    await assertRoleWithin(em, caller, id);
    await em.getRepository(Role).update({ default_role: true }, { default_role: false });
    await em.getRepository(Role).update(id, { default_role: true });
  });
}

/** Clears the default role (none afterwards). */
export async function removeDefaultRole(ctx: AppContext): Promise<void> {
  await ctx.ds.getRepository(Role).update({ default_role: true }, { default_role: false });
}

/** The role editor's catalogue: groups with display names and the implication map. */
export const permissionCatalogue = presentCatalogue;
