/**
 * Who may change which role (spec 1 §4 Default role and Role editing, §6; issue 9 item 2 "nobody
 * grants more than they hold"): small pure rules over the caller ({@link AuthUser}: id and
 * permissions from the verified token) and a role's stored permissions (closed under implication).
 * No database, no context, nothing async; roles.service loads the facts and calls these.
 *
 * - A role is saved, made default, deleted or given to a user only with roles_write and only when
 *   every permission it carries is the caller's own ({@link canManageRole}); a new permission set
 *   likewise ({@link assertWithin}), so a change never alters anyone's rights beyond the caller's.
 * - A role held by someone is not deleted: that is a state, not a right (409 role_is_in_use from the
 *   service, with the count), so `can.delete` does not look at it.
 */
import type { Permission } from '../../contracts/permissions';
import type { RoleAbilities } from '../../contracts/roles';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';

/** Whether the caller holds every one of `perms`. */
export function holdsAll(caller: AuthUser, perms: Iterable<string>): boolean {
  for (const p of perms) if (!caller.permissions.has(p as Permission)) return false;
  return true;
}

/** roles_write and every permission of the role (its stored set) the caller's own: save, make default, delete, give to a user. */
export const canManageRole = (caller: AuthUser, rolePermissions: Iterable<string>): boolean =>
  caller.permissions.has('roles_write') && holdsAll(caller, rolePermissions);

/** What the caller may do with a role, sent on role rows as `can` so the tab never re-derives it. */
export function roleAbilities(caller: AuthUser, role: { permissions: Iterable<string> }): RoleAbilities {
  const manage = canManageRole(caller, role.permissions);
  return { edit: manage, delete: manage, assign: manage };
}

/** @throws missing_permissions (403) unless the caller holds every one of `perms` (nobody grants more than they hold). */
export function assertWithin(caller: AuthUser, perms: Iterable<string>): void {
  if (!holdsAll(caller, perms)) throw new AppError('missing_permissions');
}

/** @throws missing_permissions (403) unless {@link canManageRole}. */
export function assertCanManageRole(caller: AuthUser, rolePermissions: Iterable<string>): void {
  if (!canManageRole(caller, rolePermissions)) throw new AppError('missing_permissions');
}
