/**
 * Who may do what with integration API keys (issue 11; spec 1 §6): pure rules over plain facts.
 * - Create: the caller holds `api_keys_write` and every permission asked for the key (a key never
 *   carries more than its creator holds); refused `missing_permissions`.
 * - Revoke: any holder of `api_keys_write` may revoke any key that is not yet revoked (revoking only
 *   takes rights away, and an administrator must be able to stop a leaked key of someone who left).
 * - A key's effective permissions: its own, intersected with what its creator holds now.
 */
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';

/**
 * The caller as http/auth.ts's `AuthUser` has it (structural: http/auth imports this module's key
 * check, so this file does not import http/auth, not even its types).
 */
export interface KeyCaller {
  id: number;
  permissions: ReadonlySet<Permission>;
}

/** The permissions of `wanted` the caller does not hold (empty: the caller may give them all). */
export function missingForKey(caller: KeyCaller, wanted: readonly Permission[]): Permission[] {
  return wanted.filter((p) => !caller.permissions.has(p));
}

/** Whether the caller may create a key with these permissions. */
export function canCreateKey(caller: KeyCaller, wanted: readonly Permission[]): boolean {
  return caller.permissions.has('api_keys_write') && missingForKey(caller, wanted).length === 0;
}

/** @throws AppError missing_permissions (with `permissions`: those the caller lacks) unless {@link canCreateKey}. */
export function assertCanCreateKey(caller: KeyCaller, wanted: readonly Permission[]): void {
  if (!canCreateKey(caller, wanted)) throw new AppError('missing_permissions', 403, { permissions: missingForKey(caller, wanted) });
}

/** Whether the caller may revoke a key in this state. */
export function canRevokeKey(caller: KeyCaller, key: { revoked_at: Date | null }): boolean {
  return caller.permissions.has('api_keys_write') && key.revoked_at === null;
}

/** A key's permissions as a call made with it gets them: the key's own that its creator still holds. */
export function effectiveKeyPermissions(keyPermissions: readonly Permission[], creatorPermissions: readonly Permission[]): Permission[] {
  const held = new Set(creatorPermissions);
  return keyPermissions.filter((p) => held.has(p));
}

/** Whether a key can be used at `now`: neither revoked nor expired. */
export function isKeyLive(key: { revoked_at: Date | null; expires_at: Date | null }, now: Date): boolean {
  return key.revoked_at === null && (key.expires_at === null || key.expires_at.getTime() > now.getTime());
}
