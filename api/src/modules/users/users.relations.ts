/**
 * Manager and subordinate relations (spec 1 §3 User manager/subordinates, §6 relational roles and
 * "users synced from the external system cannot have their relationships edited", §7 Users).
 * Who may read or set relations is decided by users.policy.ts; reply shapes come from users.presenters.ts.
 * Errors: user_not_found, cannot_edit_relationship_of_navision_user, manager_cycle, missing_permissions.
 */
import { EntityManager, In, IsNull } from 'typeorm';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { User } from './users.entities';
import { permissionsOfRoles } from '../roles/roles.service';
import { assertCanReadManagerId, assertCanReadSubordinates, assertCanReadUser, assertMayChangeManagerOf, assertRelationshipsEditable, type TargetUser } from './users.policy';
import { presentResponsibilities, presentSubordinate } from './users.presenters';

/** Flags of a user that other modules compute (spec 1 §3 is_assigned_to_chain, active_substitutions). */
export interface UserFlags {
  is_assigned_to_chain: boolean;
  active_substitutions: { start_date: string; end_date: string }[];
}

export type UserFlagsProvider = (ctx: AppContext, userId: number) => Promise<Partial<UserFlags>>;

/**
 * Extension point: the approval engine pushes a provider that reports whether the user approves in
 * some chain, the calendar one that lists the user's active substitutions. Without providers a user
 * is in no chain and substitutes nobody.
 */
export const userFlagProviders: UserFlagsProvider[] = [];

/** The merged flags of every provider: `is_assigned_to_chain` is true if any says so; substitutions are concatenated. */
export async function userFlags(ctx: AppContext, userId: number): Promise<UserFlags> {
  const out: UserFlags = { is_assigned_to_chain: false, active_substitutions: [] };
  for (const provide of userFlagProviders) {
    const f = await provide(ctx, userId);
    out.is_assigned_to_chain ||= f.is_assigned_to_chain ?? false;
    out.active_substitutions.push(...(f.active_substitutions ?? []));
  }
  return out;
}

/** A user that is not deleted. @throws user_not_found (404) */
export async function activeUser(em: EntityManager, id: number): Promise<User> {
  const u = await em.getRepository(User).findOneBy({ id, deleted_at: IsNull() });
  if (!u) throw new AppError('user_not_found');
  return u;
}

/**
 * Checks that `subordinateIds` may get `managerId` as their manager: the manager exists, nobody on
 * either side comes from the external system, and no cycle appears (the manager is neither one of
 * them nor below one of them).
 * @throws user_not_found | cannot_edit_relationship_of_navision_user | manager_cycle
 */
export async function assertCanRelate(em: EntityManager, managerId: number, subordinateIds: number[]): Promise<void> {
  const manager = await activeUser(em, managerId);
  assertRelationshipsEditable([manager]);
  if (subordinateIds.includes(managerId)) throw new AppError('manager_cycle', 400, { user_id: managerId });
  const targets = new Set(subordinateIds);
  const seen = new Set<number>([managerId]);
  // Walk up from the manager: meeting one of the future subordinates closes a loop.
  for (let next = manager.manager_id; next != null && !seen.has(next); ) {
    if (targets.has(next)) throw new AppError('manager_cycle', 400, { user_id: next });
    seen.add(next);
    const up = await em.getRepository(User).findOne({ where: { id: next }, select: { id: true, manager_id: true } });
    next = up?.manager_id ?? null;
  }
}

/** How many direct subordinates (not deleted) the user has; more than 0 makes them a manager. */
export async function subordinatesCount(em: EntityManager, id: number): Promise<number> {
  return em.getRepository(User).countBy({ manager_id: id, deleted_at: IsNull() });
}

/** GET /users/{id}/responsibilities: `{ is_manager, subordinates_count, is_assigned_to_chain }`. Self or users_read. */
export async function responsibilities(ctx: AppContext, caller: AuthUser, id: number) {
  assertCanReadUser(caller, id);
  await activeUser(ctx.ds.manager, id);
  const count = await subordinatesCount(ctx.ds.manager, id);
  const flags = await userFlags(ctx, id);
  return presentResponsibilities(count, flags.is_assigned_to_chain);
}

/** GET /users/{id}/manager-id: `{ manager_id }`. Self, users_read or employee_relationships_read. @throws user_not_found */
export async function managerIdOf(ctx: AppContext, caller: AuthUser, id: number): Promise<{ manager_id: number | null }> {
  assertCanReadManagerId(caller, id);
  const u = await activeUser(ctx.ds.manager, id);
  return { manager_id: u.manager_id };
}

/** GET /users/{id}/subordinates: direct subordinates `{ id, name, surname, email, position }` by surname. Self or employee_relationships_read. */
export async function listSubordinates(ctx: AppContext, caller: AuthUser, id: number) {
  assertCanReadSubordinates(caller, id);
  await activeUser(ctx.ds.manager, id);
  const rows = await ctx.ds.getRepository(User).find({
    where: { manager_id: id, deleted_at: IsNull() },
    select: { id: true, name: true, surname: true, email: true, position: true },
    order: { surname: 'ASC', name: 'ASC', id: 'ASC' },
  });
  return rows.map(presentSubordinate);
}

/**
 * The users as policy targets, their permissions read once per distinct pair of roles.
 */
async function targetsOf(em: EntityManager, users: readonly User[]): Promise<TargetUser[]> {
  const byRoles = new Map<string, Set<string>>();
  const out: TargetUser[] = [];
  for (const u of users) {
    const key = `${u.role_id}:${u.temp_role_id ?? ''}`;
    let perms = byRoles.get(key);
    if (!perms) byRoles.set(key, (perms = await permissionsOfRoles(em, [u.role_id, u.temp_role_id])));
    out.push({ id: u.id, navision_id: u.navision_id, permissions: perms });
  }
  return out;
}

/**
 * PUT /users/{id}/subordinates: makes exactly `ids` the direct subordinates of `id`; others lose
 * this manager. Everyone whose manager changes must hold no permission the caller lacks. One transaction.
 * @throws user_not_found | provided_invalid_data (unknown ids) | cannot_edit_relationship_of_navision_user | manager_cycle | missing_permissions
 */
export async function setSubordinates(ctx: AppContext, caller: AuthUser, id: number, ids: number[]): Promise<number[]> {
  await inTransaction(ctx.ds, async (em) => {
    const repo = em.getRepository(User);
    const listed = ids.length ? await repo.findBy({ id: In(ids), deleted_at: IsNull() }) : [];
    const missing = ids.filter((x) => !listed.some((u) => u.id === x));
    if (missing.length) {
      throw new AppError('provided_invalid_data', 400, { fields: missing.map((x) => ({ path: `subordinates.${ids.indexOf(x)}`, message: `user ${x} does not exist` })) });
    }
    const current = await repo.findBy({ manager_id: id, deleted_at: IsNull() });
    const leaving = current.filter((u) => !ids.includes(u.id));
    const joining = listed.filter((u) => u.manager_id !== id);
    assertRelationshipsEditable([...leaving, ...joining]);
    assertMayChangeManagerOf(caller, await targetsOf(em, [...leaving, ...joining]));
    await assertCanRelate(em, id, ids);
    if (leaving.length) await repo.update({ id: In(leaving.map((u) => u.id)) }, { manager_id: null });
    if (joining.length) await repo.update({ id: In(joining.map((u) => u.id)) }, { manager_id: id });
  });
  return ids;
}
