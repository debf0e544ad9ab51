/**
 * The session check of every authenticated call, with the caller's permissions cached per user
 * (issue 11 item 4; issue 9 item 5).
 *
 * Each call runs ONE statement ({@link SESSION_SQL}, plain SQL through db/raw.ts, so its text is
 * fixed and the driver's prepared statement is reused): it returns one row only when the user is
 * neither deleted nor disabled, `users.session_version` still equals the token's `sv`, and the
 * token's session (refresh-token family) still has an unrevoked token; the row carries the user's
 * `role_id`, `temp_role_id` and the `version` of both roles. Those four values are the cache stamp:
 * permissions cached for the user are used only while the stamp is unchanged and for at most
 * {@link PERMISSIONS_TTL_MS}. A change of the user's roles changes the ids, a change of a role's
 * permissions raises `roles.version` (roles.service), so every server copy sees the change at the
 * user's next call. Only on a miss is a second statement run (the roles' permissions).
 */
import type { DataSource } from 'typeorm';
import type { Permission } from '../contracts/permissions';
import { isPermission } from '../contracts/permissions';
import { rawRows } from '../db/raw';

/** How long cached permissions are trusted at most, even with an unchanged stamp (ms). */
export const PERMISSIONS_TTL_MS = 5_000;
/** Users kept per database before the cache starts over (bounds memory). */
const MAX_USERS = 10_000;

/** The one statement of a call: the live session's roles and their versions (no row: session over). */
const SESSION_SQL =
  'SELECT u.role_id AS role_id, u.temp_role_id AS temp_role_id, r1.version AS v1, r2.version AS v2 FROM users u' +
  ' LEFT JOIN roles r1 ON r1.id = u.role_id LEFT JOIN roles r2 ON r2.id = u.temp_role_id' +
  ' WHERE u.id = :userId AND u.deleted_at IS NULL AND u.disabled = :no AND u.session_version = :sv' +
  ' AND EXISTS (SELECT 1 FROM refresh_tokens rt WHERE rt.family_id = :sid AND rt.user_id = u.id AND rt.revoked_at IS NULL)';

/** The permissions of a main and a second role (the second may be null). */
const PERMISSIONS_SQL = 'SELECT DISTINCT rp.permission AS permission FROM role_permissions rp WHERE rp.role_id IN (:roleId, :tempRoleId)';

interface SessionRow {
  role_id: number;
  temp_role_id: number | null;
  v1: number | null;
  v2: number | null;
}

interface Entry {
  stamp: string;
  permissions: Permission[];
  /** Epoch ms after which the entry is not used. */
  until: number;
}

const caches = new WeakMap<DataSource, Map<number, Entry>>();

/** What a session statement is asked about: the user, the session version and the refresh family. */
export interface SessionClaims {
  userId: number;
  sv: number;
  sid: string;
}

/**
 * The permissions of a token's live session, or null when the session is over (user deleted or
 * disabled, session version moved on, session family revoked). One statement per call while the
 * cached permissions are current, two on a miss.
 */
export async function sessionPermissions(ds: DataSource, claims: SessionClaims): Promise<Permission[] | null> {
  const [row] = await rawRows<SessionRow>(ds.manager, SESSION_SQL, { userId: claims.userId, no: false, sv: claims.sv, sid: claims.sid });
  let cache = caches.get(ds);
  if (!cache) caches.set(ds, (cache = new Map()));
  if (!row) {
    cache.delete(claims.userId);
    return null;
  }
  const stamp = `${row.role_id}:${row.temp_role_id}:${row.v1}:${row.v2}`;
  const now = Date.now();
  const hit = cache.get(claims.userId);
  if (hit && hit.stamp === stamp && now < hit.until) return hit.permissions;
  const rows = await rawRows<{ permission: string }>(ds.manager, PERMISSIONS_SQL, { roleId: row.role_id, tempRoleId: row.temp_role_id });
  const permissions = rows.map((r) => r.permission).filter(isPermission);
  if (cache.size >= MAX_USERS) cache.clear();
  cache.set(claims.userId, { stamp, permissions, until: now + PERMISSIONS_TTL_MS });
  return permissions;
}
