/**
 * Users: create, list, edit, delete and the full profile (spec 1 §3 User, §5 User form, §6 users
 * gating, §7 Users, §9 probation). Who may do what is decided by users.policy.ts (the service loads
 * the facts: the target, the permissions its roles carry); reply shapes come from users.presenters.ts.
 *
 * - Sensitive fields (SENSITIVE_FIELDS) are written only with users_write_sensitive_info and read
 *   only with users_read_sensitive_info (or by the user themself in /info); otherwise they are
 *   ignored on write and their keys are absent on read.
 * - manager_id in create/edit is applied only with employee_relationships_write.
 * - Users with an external-system id (navision_id) are locked: cannot_edit_navision_user.
 * - Nobody grants more than they hold (issue 9): changing role_id/temp_role_id, or creating a user
 *   with anything but the default role alone, needs roles_write and roles whose permissions the
 *   caller all holds; the password, e-mail (the sign-in and reset address) or roles of a user, or
 *   the user itself (delete), are changed only when the user's permissions are all the caller's
 *   too. Refusals are 403 missing_permissions.
 * Errors: duplicate_user, user_not_found, cannot_edit_navision_user, cannot_delete_yourself,
 * provided_invalid_data (unknown role/manager, id mismatch), bad_password, missing_permissions.
 */
import { Brackets, EntityManager, In, IsNull, Not, SelectQueryBuilder } from 'typeorm';
import type { AppContext } from '../../context';
import {
  SENSITIVE_FIELDS,
  SENSITIVE_READ_ONLY_FIELDS,
  SUBSCRIPTION_KEYS,
  Subscriptions,
  UserCreateBody,
  UserInfo,
  UserListQuery,
  UserRow,
  UserUpdateBody,
} from '../../contracts/users';
import { inTransaction } from '../../db/tx';
import { recordAudit } from '../audit/audit.record';
import { recordUserUpdate } from '../audit/audit.users';
import { AuthUser, bumpSessionVersion, loadPermissions } from '../../http/auth';
import { AppError } from '../../http/errors';
import { offsetOf, Paged } from '../../http/paging';
import { addMonthsClamped, probationMonths } from '../../shared/company-rules';
import { hashPassword, isStrongPassword } from '../../shared/passwords';
import { PasswordLink, RefreshToken } from '../auth/auth.entities';
import { createPasswordLink, sendPasswordLinkMail } from '../auth/auth.service';
import { unsignedEntryPageDocuments } from '../policy-documents/policy-documents.entry';
import { Role, RolePermission } from '../roles/roles.entities';
import { permissionsOfRoles } from '../roles/roles.service';
import { User, type SubscriptionKey } from './users.entities';
import {
  abilitiesOn, assertCanDeleteUser, assertMayChangeManagerOf, assertCanEditSecurity, assertCanEditUser, assertCanGrantRoles, assertCanReadUser, assertNotSelf,
  canReadRelationships, canReadSensitive, canWriteRelationships, canWriteSensitive, type TargetUser,
} from './users.policy';
import { presentPerson, presentUserInfo, presentUserRow, subColumn, type RawRow } from './users.presenters';
import { relativesOf } from './users.relatives';
import { canReadRelatives } from './users.relatives.policy';
import { activeUser, assertCanRelate, userFlags } from './users.relations';

// The contract's subscription keys and the entity's must stay the same list.
const sameKeys: readonly SubscriptionKey[] = SUBSCRIPTION_KEYS;
void sameKeys;

/**
 * The probation end of a person starting on `start`: start + the company's probation length
 * (PROBATION_MONTHS, default 3; spec 1 §9) as YYYY-MM-DD, the day clamped to the month's last day.
 */
export function probationEnd(start: string): string {
  return addMonthsClamped(start, probationMonths());
}

/** Escapes `%`, `_` and `\` for a LIKE pattern used with ESCAPE '\'. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ROW_COLUMNS = [
  'id',
  'name',
  'surname',
  'username',
  'email',
  'role_id',
  'temp_role_id',
  'manager_id',
  'navision_id',
  'disabled',
  'activated_at',
  'is_first_sign_in',
  'should_send_email',
  'locale',
  ...SENSITIVE_FIELDS,
  ...SENSITIVE_READ_ONLY_FIELDS,
  ...SUBSCRIPTION_KEYS.map(subColumn),
] as const;

/** Users (not deleted) joined with both roles and the manager in one query; raw columns named as in ROW_COLUMNS. */
export function rowsQuery(em: EntityManager): SelectQueryBuilder<User> {
  const qb = em
    .createQueryBuilder(User, 'u')
    .select([])
    .leftJoin(Role, 'r', 'r.id = u.role_id')
    .leftJoin(Role, 'tr', 'tr.id = u.temp_role_id')
    .leftJoin(User, 'm', 'm.id = u.manager_id')
    .where('u.deleted_at IS NULL');
  for (const c of ROW_COLUMNS) qb.addSelect(`u.${c}`, c);
  return qb
    .addSelect('r.name', 'role_name')
    .addSelect('tr.name', 'temp_role_name')
    .addSelect('m.name', 'manager_name')
    .addSelect('m.surname', 'manager_surname');
}

/** The permissions of each of the given roles (stored closed), by role id; null/undefined ids are skipped. One query. */
async function permissionsByRole(em: EntityManager, roleIds: readonly (number | null | undefined)[]): Promise<Map<number, Set<string>>> {
  const ids = [...new Set(roleIds.filter((id): id is number => id != null).map(Number))];
  const out = new Map<number, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  if (!ids.length) return out;
  const rows = await em.getRepository(RolePermission).find({ where: { role_id: In(ids) }, select: { role_id: true, permission: true } });
  for (const r of rows) out.get(r.role_id)?.add(r.permission);
  return out;
}

/** A raw row (or a user) as the policy sees it, given the permissions of every role ({@link permissionsByRole}). */
function targetOf(raw: RawRow, byRole: ReadonlyMap<number, ReadonlySet<string>>): TargetUser {
  const ids = [raw.role_id, raw.temp_role_id].filter((x) => x != null).map(Number);
  return {
    id: Number(raw.id),
    navision_id: raw.navision_id == null ? null : String(raw.navision_id),
    permissions: new Set(ids.flatMap((id) => [...(byRole.get(id) ?? [])])),
  };
}

/** A user entity as the policy sees it (loads the permissions of its roles). */
async function targetUser(em: EntityManager, user: User): Promise<TargetUser> {
  return { id: user.id, navision_id: user.navision_id, permissions: await permissionsOfRoles(em, [user.role_id, user.temp_role_id]) };
}

/** Adds the case-insensitive search of the users list to a {@link rowsQuery} (position only when `sensitive`). */
export function applySearch(qb: SelectQueryBuilder<User>, q: string | undefined, sensitive: boolean): void {
  if (!q) return;
  const fields = ['u.name', 'u.surname', 'u.email', 'u.username', ...(sensitive ? ['u.position'] : [])];
  qb.andWhere(new Brackets((w) => fields.forEach((f) => w.orWhere(`LOWER(${f}) LIKE :q ESCAPE '\\'`, { q: likePattern(q) }))));
}

/**
 * GET /users: a page of users (not deleted), searched case-insensitively in name, surname, e-mail,
 * username and (with users_read_sensitive_info) position; sorted by `sort` (default surname, name).
 * Reply `{ currentPage, data, totalCount }`.
 */
export async function listUsers(ctx: AppContext, caller: AuthUser, query: UserListQuery): Promise<Paged<UserRow>> {
  const sensitive = canReadSensitive(caller);
  const qb = rowsQuery(ctx.ds.manager);
  applySearch(qb, query.q, sensitive);
  const totalCount = await qb.getCount();
  const dir = query.order === 'desc' ? 'DESC' : 'ASC';
  const sortCol = query.sort === 'role_name' ? 'r.name' : query.sort === 'position' && !sensitive ? 'u.surname' : `u.${query.sort ?? 'surname'}`;
  qb.orderBy(sortCol, dir).addOrderBy('u.name', dir).addOrderBy('u.id', dir);
  const raws: RawRow[] = await qb.offset(offsetOf(query.page, query.pageSize)).limit(query.pageSize).getRawMany();
  const managerName = canReadRelationships(caller);
  const byRole = await permissionsByRole(ctx.ds.manager, raws.flatMap((r) => [r.role_id, r.temp_role_id] as (number | null)[]));
  const data = raws.map((r) => presentUserRow(r, { sensitive, managerName, can: abilitiesOn(caller, targetOf(r, byRole)) }));
  return { currentPage: query.page, data, totalCount };
}

/**
 * GET /users/{id}/info: the full user (self or users_read). Sensitive fields only for the user
 * themself or with users_read_sensitive_info; relatives likewise (users.relatives.ts); manager and
 * subordinates only for the user themself or with employee_relationships_read.
 * @throws missing_permissions | user_not_found
 */
export async function userInfo(ctx: AppContext, caller: AuthUser, id: number): Promise<UserInfo> {
  assertCanReadUser(caller, id);
  const raw: RawRow | undefined = await rowsQuery(ctx.ds.manager).andWhere('u.id = :id', { id }).getRawOne();
  if (!raw) throw new AppError('user_not_found');
  const byRole = await permissionsByRole(ctx.ds.manager, [raw.role_id, raw.temp_role_id] as (number | null)[]);
  const subordinates = await ctx.ds.getRepository(User).find({
    where: { manager_id: id, deleted_at: IsNull() },
    select: { id: true, name: true, surname: true },
    order: { surname: 'ASC', name: 'ASC' },
  });
  const flags = await userFlags(ctx, id);
  return presentUserInfo(raw, {
    sensitive: canReadSensitive(caller, id),
    relatives: canReadRelatives(caller, id) ? await relativesOf(ctx.ds.manager, id) : [],
    can: abilitiesOn(caller, targetOf(raw, byRole)),
    permissions: await loadPermissions(ctx, id),
    relationships: caller.id === id || canReadRelationships(caller),
    subordinates: subordinates.map(presentPerson),
    ...flags,
    unsigned_entry_page_documents: (await unsignedEntryPageDocuments(ctx.ds.manager, id)).length > 0,
  });
}

const invalid = (path: string, message: string) => new AppError('provided_invalid_data', 400, { fields: [{ path, message }] });

/** @throws duplicate_user when another user (not deleted) has the e-mail or the username. */
async function assertUnique(em: EntityManager, email: string, username: string, exceptId?: number): Promise<void> {
  const qb = em
    .getRepository(User)
    .createQueryBuilder('u')
    .where('(LOWER(u.email) = :email OR LOWER(u.username) = :username)', { email: email.toLowerCase(), username: username.toLowerCase() });
  if (exceptId) qb.andWhere('u.id <> :exceptId', { exceptId });
  if (await qb.getExists()) throw new AppError('duplicate_user');
}

/** @throws provided_invalid_data when a role does not exist or the second role equals the role. */
async function assertRoles(em: EntityManager, roleId: number, tempRoleId: number | null): Promise<void> {
  if (tempRoleId != null && tempRoleId === roleId) throw invalid('temp_role_id', 'second role must differ from the role');
  const ids = tempRoleId != null ? [roleId, tempRoleId] : [roleId];
  const found = await em.getRepository(Role).findBy({ id: In(ids) });
  if (!found.some((r) => r.id === roleId)) throw invalid('role_id', 'role does not exist');
  if (tempRoleId != null && !found.some((r) => r.id === tempRoleId)) throw invalid('temp_role_id', 'role does not exist');
}

/**
 * Refuses (403 missing_permissions) to give `roleIds` unless the caller holds roles_write and every
 * permission those roles carry (users.policy canGrantRoles).
 */
async function assertMayGrant(em: EntityManager, caller: AuthUser, roleIds: readonly (number | null | undefined)[]): Promise<void> {
  assertCanGrantRoles(caller, []); // no roles_write: refused before any lookup
  assertCanGrantRoles(caller, await permissionsOfRoles(em, roleIds));
}

/** The sensitive part of a body that is present (undefined keys stay unchanged), with the probation end. */
function sensitivePatch(body: UserCreateBody | UserUpdateBody): Partial<User> {
  const patch: Partial<User> = {};
  for (const f of SENSITIVE_FIELDS) if (body[f] !== undefined) patch[f] = body[f] ?? null;
  if (body.start_work_date !== undefined) patch.probation_end_date = body.start_work_date ? probationEnd(body.start_work_date) : null;
  return patch;
}

function subscriptionsPatch(subs: Partial<Subscriptions> | undefined): Partial<User> {
  const patch: Record<string, boolean> = {};
  for (const k of SUBSCRIPTION_KEYS) if (subs?.[k] !== undefined) patch[subColumn(k)] = subs[k]!;
  return patch as Partial<User>;
}

/**
 * POST /users: creates a user without a password and, unless should_send_email is false, e-mails
 * an activation link after commit. Returns the new id. Any role but the default one alone needs
 * roles_write and no permission beyond the caller's.
 * @throws missing_permissions | duplicate_user | provided_invalid_data | user_not_found (manager) | cannot_edit_relationship_of_navision_user
 */
export async function createUser(ctx: AppContext, caller: AuthUser, body: UserCreateBody): Promise<number> {
  const sendMail = body.should_send_email !== false;
  const { id, guid } = await inTransaction(ctx.ds, async (em) => {
    const defaultRole = await em.getRepository(Role).findOneBy({ default_role: true });
    if (body.role_id !== defaultRole?.id || body.temp_role_id != null) await assertMayGrant(em, caller, [body.role_id, body.temp_role_id]);
    await assertUnique(em, body.email, body.username);
    await assertRoles(em, body.role_id, body.temp_role_id ?? null);
    const managerId = canWriteRelationships(caller) ? (body.manager_id ?? null) : null;
    if (managerId != null) await assertCanRelate(em, managerId, []);
    const row: Partial<User> = {
      name: body.name,
      surname: body.surname,
      username: body.username,
      email: body.email,
      role_id: body.role_id,
      temp_role_id: body.temp_role_id ?? null,
      manager_id: managerId,
      password_hash: null,
      activated_at: null,
      should_send_email: sendMail,
      ...Object.fromEntries(SUBSCRIPTION_KEYS.map((k) => [subColumn(k), true])),
      ...subscriptionsPatch(body.subscriptions),
      ...(canWriteSensitive(caller) ? sensitivePatch(body) : {}),
    };
    const res = await em.getRepository(User).insert(row);
    const newId = Number(res.identifiers[0].id);
    await recordAudit(em, { actorId: caller.id, action: 'user.created', targetType: 'user', targetId: newId, details: { fields: Object.keys(row).filter((k) => k !== 'password_hash').sort() }, client: caller.client ?? 'tab' });
    return { id: newId, guid: sendMail ? await createPasswordLink(ctx, newId, 'activate', em) : null };
  });
  if (guid) await sendPasswordLinkMail(ctx, { email: body.email, name: body.name, locale: 'en' }, guid, 'activate');
  return id;
}

/**
 * PUT /users/{id}: edits a user. Absent optional fields stay; temp_role_id null removes the second
 * role; a new password must pass the policy (the account counts as activated and its sessions end).
 * A new password, e-mail or role needs the user's permissions to be all the caller's; a new role
 * also needs roles_write and no permission beyond the caller's.
 * @throws missing_permissions | user_not_found | cannot_edit_navision_user | duplicate_user | provided_invalid_data |
 *   bad_password | manager_cycle | cannot_edit_relationship_of_navision_user
 */
export async function updateUser(ctx: AppContext, caller: AuthUser, id: number, body: UserUpdateBody): Promise<void> {
  if (body.id !== undefined && body.id !== id) throw invalid('id', 'must match the user in the path');
  if (body.password !== undefined && !isStrongPassword(body.password)) {
    throw new AppError('bad_password', 400, {
      fields: [{ path: 'password', message: 'password must have 12+ characters with upper and lower case, a digit and a symbol' }],
    });
  }
  const hash = body.password !== undefined ? await hashPassword(body.password) : null;
  await inTransaction(ctx.ds, async (em) => {
    const user = await activeUser(em, id);
    const target = await targetUser(em, user);
    assertCanEditUser(caller, target);
    const tempRoleId = body.temp_role_id === undefined ? user.temp_role_id : body.temp_role_id;
    const roleChange = body.role_id !== user.role_id || tempRoleId !== user.temp_role_id;
    if (roleChange || hash || body.email.toLowerCase() !== user.email.toLowerCase()) assertCanEditSecurity(caller, target);
    if (roleChange) await assertMayGrant(em, caller, [body.role_id, tempRoleId]);
    await assertUnique(em, body.email, body.username, id);
    await assertRoles(em, body.role_id, tempRoleId);
    const patch: Partial<User> = {
      name: body.name,
      surname: body.surname,
      username: body.username,
      email: body.email,
      role_id: body.role_id,
      temp_role_id: tempRoleId,
      ...subscriptionsPatch(body.subscriptions),
      ...(canWriteSensitive(caller) ? sensitivePatch(body) : {}),
    };
    if (body.should_send_email !== undefined) patch.should_send_email = body.should_send_email;
    if (canWriteRelationships(caller) && body.manager_id !== undefined && body.manager_id !== user.manager_id) {
      assertMayChangeManagerOf(caller, [target]);
      if (body.manager_id != null) await assertCanRelate(em, body.manager_id, [id]);
      patch.manager_id = body.manager_id;
    }
    if (hash) Object.assign(patch, { password_hash: hash, activated_at: user.activated_at ?? new Date(), failed_login_attempts: 0, locked_until: null });
    await em.getRepository(User).update(id, patch);
    await recordUserUpdate(em, caller, id, user, patch);
    if (hash) await endSessions(em, id);
    // A new role cuts the user's access tokens at once (issue 9 item 5); a refresh issues new ones.
    else if (roleChange) await bumpSessionVersion(em, id);
  });
}

/** Revokes every refresh token, bumps the session version (access tokens end at once) and closes every open password link of a user. */
async function endSessions(em: EntityManager, id: number): Promise<void> {
  const now = new Date();
  await em.getRepository(RefreshToken).update({ user_id: id, revoked_at: IsNull() }, { revoked_at: now });
  await bumpSessionVersion(em, id);
  await em.getRepository(PasswordLink).update({ user_id: id, used_at: IsNull() }, { used_at: now });
}

/** `value#deleted#id`, cut so it fits 255 characters. */
const tombstone = (value: string, id: number) => {
  const suffix = `#deleted#${id}`;
  return value.slice(0, 255 - suffix.length) + suffix;
};

/**
 * DELETE /users/{id}: soft delete in one transaction: marks deleted_at, frees e-mail and username,
 * detaches the subordinates and ends the user's sessions. Only a user whose permissions are all the caller's.
 * @throws cannot_delete_yourself | user_not_found | cannot_edit_navision_user | missing_permissions
 */
export async function deleteUser(ctx: AppContext, caller: AuthUser, id: number): Promise<void> {
  assertNotSelf(caller, id);
  await inTransaction(ctx.ds, async (em) => {
    const user = await activeUser(em, id);
    assertCanDeleteUser(caller, await targetUser(em, user));
    const repo = em.getRepository(User);
    await repo.update(id, { deleted_at: new Date(), email: tombstone(user.email, id), username: tombstone(user.username, id) });
    await repo.update({ manager_id: id, id: Not(id) }, { manager_id: null });
    await endSessions(em, id);
    await recordAudit(em, { actorId: caller.id, action: 'user.deleted', targetType: 'user', targetId: id, client: caller.client ?? 'tab' });
  });
}
