/**
 * Who may read and change which user (spec 1 §5 User form, §6 users gating and relational roles,
 * "users synced from the external system cannot have their relationships edited", §7 Users;
 * issue 9 item 2 "nobody grants more than they hold"). Small pure rules over the caller
 * ({@link AuthUser}: id and permissions from the verified token) and plain facts the services load
 * ({@link TargetUser}: id, external-system id, the permissions the target's roles carry). No
 * database, no context, nothing async. The worked example of a module policy (docs/ARCHITECTURE.md).
 *
 * - Read a user (info, responsibilities): oneself or users_read ({@link canReadUser}); the manager id
 *   also with employee_relationships_read ({@link canReadManagerId}); the subordinates oneself or
 *   employee_relationships_read ({@link canReadSubordinates}).
 * - Sensitive fields: read in the list with users_read_sensitive_info, in /info also by the user
 *   themself ({@link canReadSensitive}); written only with users_write_sensitive_info ({@link canWriteSensitive}).
 * - Edit: users_write, never a user from the external system ({@link canEditUser}).
 * - Password, e-mail, role and delete: only a user whose permissions are all the caller's
 *   ({@link outranks}); a role change also needs roles_write and roles within the caller's own
 *   permissions ({@link canGrantRoles}); nobody deletes themself ({@link canDeleteUser}).
 * - Relationships (manager, subordinates): employee_relationships_write, never on an external user
 *   ({@link canEditRelationships}).
 * - Subscriptions: oneself or users_write ({@link canEditSubscriptions}).
 *
 * The `assert*` functions throw the spec's codes in the order the routes always answered them:
 * cannot_delete_yourself, cannot_edit_navision_user, then missing_permissions (403).
 */
import type { Permission } from '../../contracts/permissions';
import type { UserAbilities } from '../../contracts/users';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';

/** A user as the rules see them. */
export interface TargetUser {
  id: number;
  /** External-system (Navision) id; such users are locked. */
  navision_id: string | null;
  /** The permissions the user's main and second roles carry (stored closed under implication). */
  permissions: ReadonlySet<string>;
}

/** Whether the caller holds every one of `perms` (nobody grants more than they hold). */
export function holdsAll(caller: AuthUser, perms: Iterable<string>): boolean {
  for (const p of perms) if (!caller.permissions.has(p as Permission)) return false;
  return true;
}

/** The target has no permission the caller lacks, so the caller may touch their password, e-mail, roles or account. */
export const outranks = (caller: AuthUser, target: TargetUser): boolean => holdsAll(caller, target.permissions);

/** Oneself or users_read: /info, /responsibilities. */
export const canReadUser = (caller: AuthUser, id: number): boolean => caller.id === id || caller.permissions.has('users_read');

/** Oneself, users_read or employee_relationships_read: /manager-id. */
export const canReadManagerId = (caller: AuthUser, id: number): boolean => canReadUser(caller, id) || caller.permissions.has('employee_relationships_read');

/** Oneself or employee_relationships_read: /subordinates. */
export const canReadSubordinates = (caller: AuthUser, id: number): boolean => caller.id === id || caller.permissions.has('employee_relationships_read');

/** The manager's name in the list and the export: employee_relationships_read. */
export const canReadRelationships = (caller: AuthUser): boolean => caller.permissions.has('employee_relationships_read');

/** HR fields of user `id` (omit `id` for lists, where being oneself does not count): users_read_sensitive_info, or oneself. */
export const canReadSensitive = (caller: AuthUser, id?: number): boolean => caller.permissions.has('users_read_sensitive_info') || caller.id === id;

/** HR fields are written (otherwise ignored): users_write_sensitive_info. */
export const canWriteSensitive = (caller: AuthUser): boolean => caller.permissions.has('users_write_sensitive_info');

/** Oneself or users_write: PUT /users/{id}/subscribe. */
export const canEditSubscriptions = (caller: AuthUser, id: number): boolean => caller.id === id || caller.permissions.has('users_write');

/** users_write, and not a user from the external system. */
export const canEditUser = (caller: AuthUser, target: TargetUser): boolean => caller.permissions.has('users_write') && !target.navision_id;

/** {@link canEditUser} and the target does not outrank the caller: the password, e-mail and roles of the user. */
export const canEditSecurity = (caller: AuthUser, target: TargetUser): boolean => canEditUser(caller, target) && outranks(caller, target);

/** Giving roles whose permissions are `rolePermissions`: roles_write and all of them the caller's own. */
export const canGrantRoles = (caller: AuthUser, rolePermissions: Iterable<string>): boolean =>
  caller.permissions.has('roles_write') && holdsAll(caller, rolePermissions);

/** Delete: {@link canEditSecurity} and not oneself. */
export const canDeleteUser = (caller: AuthUser, target: TargetUser): boolean => caller.id !== target.id && canEditSecurity(caller, target);

/** Managers and subordinates are written (a manager_id in the user form is otherwise ignored): employee_relationships_write. */
export const canWriteRelationships = (caller: AuthUser): boolean => caller.permissions.has('employee_relationships_write');

/** Set the manager or the subordinates of the target: employee_relationships_write, not an external user. */
export const canEditRelationships = (caller: AuthUser, target: TargetUser): boolean => canWriteRelationships(caller) && !target.navision_id;

/**
 * What the caller may do to the target, sent on list rows and /info as `can` so the tab never
 * re-derives a rule. `edit_role` is about the target (roles_write, not outranked); which roles may
 * be given is the role list's own `can` (roles.policy).
 */
export function abilitiesOn(caller: AuthUser, target: TargetUser): UserAbilities {
  const security = canEditSecurity(caller, target);
  return {
    edit: canEditUser(caller, target),
    delete: canDeleteUser(caller, target),
    edit_relationships: canEditRelationships(caller, target),
    edit_role: security && caller.permissions.has('roles_write'),
    edit_email: security,
    set_password: security,
  };
}

const refuse = (): never => {
  throw new AppError('missing_permissions');
};

/** @throws missing_permissions unless {@link canReadUser}. */
export function assertCanReadUser(caller: AuthUser, id: number): void {
  if (!canReadUser(caller, id)) refuse();
}

/** @throws missing_permissions unless {@link canReadManagerId}. */
export function assertCanReadManagerId(caller: AuthUser, id: number): void {
  if (!canReadManagerId(caller, id)) refuse();
}

/** @throws missing_permissions unless {@link canReadSubordinates}. */
export function assertCanReadSubordinates(caller: AuthUser, id: number): void {
  if (!canReadSubordinates(caller, id)) refuse();
}

/** @throws missing_permissions unless {@link canEditSubscriptions}. */
export function assertCanEditSubscriptions(caller: AuthUser, id: number): void {
  if (!canEditSubscriptions(caller, id)) refuse();
}

/** @throws cannot_edit_navision_user for a user from the external system | missing_permissions without users_write. */
export function assertCanEditUser(caller: AuthUser, target: TargetUser): void {
  if (target.navision_id) throw new AppError('cannot_edit_navision_user');
  if (!canEditUser(caller, target)) refuse();
}

/** @throws cannot_edit_navision_user | missing_permissions unless {@link canEditSecurity} (password, e-mail, role). */
export function assertCanEditSecurity(caller: AuthUser, target: TargetUser): void {
  assertCanEditUser(caller, target);
  if (!outranks(caller, target)) refuse();
}

/** @throws missing_permissions unless {@link canGrantRoles}. */
export function assertCanGrantRoles(caller: AuthUser, rolePermissions: Iterable<string>): void {
  if (!canGrantRoles(caller, rolePermissions)) refuse();
}

/**
 * Everyone whose manager changes (and the manager) must be local users.
 * @throws cannot_edit_relationship_of_navision_user (400, `user_id` of the first external one)
 */
export function assertRelationshipsEditable(users: readonly Pick<TargetUser, 'id' | 'navision_id'>[]): void {
  const external = users.find((u) => u.navision_id);
  if (external) throw new AppError('cannot_edit_relationship_of_navision_user', 400, { user_id: external.id });
}

/**
 * A manager rules over their subordinates (approvals, calendar, overtime for them), so changing
 * someone's manager needs every permission that person holds: nobody puts themselves or an ally
 * over a more privileged user (issue 9 follow-up). @throws missing_permissions
 */
export function assertMayChangeManagerOf(caller: AuthUser, targets: readonly TargetUser[]): void {
  if (targets.some((t) => !outranks(caller, t))) refuse();
}

/** @throws cannot_delete_yourself (checked first, before the target is loaded). */
export function assertNotSelf(caller: AuthUser, id: number): void {
  if (caller.id === id) throw new AppError('cannot_delete_yourself');
}

/** @throws cannot_delete_yourself | cannot_edit_navision_user | missing_permissions unless {@link canDeleteUser}. */
export function assertCanDeleteUser(caller: AuthUser, target: TargetUser): void {
  assertNotSelf(caller, target.id);
  assertCanEditSecurity(caller, target);
}
