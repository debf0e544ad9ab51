/**
 * Authentication with an integration API key (issue 11; spec 1 §6): what http/auth.ts asks when an
 * `Authorization: Bearer` value starts with `pk_`.
 *
 * Identity (the choice): a call made with a key runs AS THE KEY'S CREATOR for every relation check
 * (owner, manager, "own or with permission X"), but with the KEY'S permission set, intersected with
 * what the creator holds at the time of the call. So a key never does more than its creator could,
 * a creator who loses a right (or is disabled or deleted) narrows (or stops) the key at once, and
 * the audit trail names a real person. A separate service identity was not chosen: it would need a
 * user row that holds permissions nobody granted to a person, outside the role rules of spec 1 §3.
 *
 * Refused at once (null → 401 `invalid_access_token`): an unknown, revoked or expired key, or one
 * whose creator is disabled or deleted. Every use is counted in memory and written (last_used_at,
 * use_count) at most once a minute per key and server copy, so a busy integration costs one write a
 * minute, not one per call; counts not yet written are lost if the process stops (a usage figure,
 * not an audit log).
 */
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { API_KEY_PREFIX } from '../../contracts/api-keys';
import type { Permission } from '../../contracts/permissions';
import { isPermission } from '../../contracts/permissions';
import { rawRows } from '../../db/raw';
import { AppError } from '../../http/errors';
import { ApiKey } from './api-keys.entities';
import { effectiveKeyPermissions, isKeyLive } from './api-keys.policy';

/** The shape of a key: `pk_` and 43 base64url characters (32 random bytes). */
const KEY_SHAPE = /^pk_[A-Za-z0-9_-]{43}$/;
/** The usage of a key is written at most this often per server copy (ms). */
export const USAGE_WRITE_INTERVAL_MS = 60_000;

/**
 * Hex SHA-256 of a key: what is stored and looked up. A plain fast hash is enough here (unlike
 * passwords): the key is 256 random bits, so there is nothing to guess or to look up in a table, and
 * the lookup by an indexed hash runs on every call.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Whether a bearer value is meant as an API key (the prefix) rather than a session's JWT. */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** The caller a key authenticates: the creator's id, the key's effective permissions and the key's id. */
export interface KeyIdentity {
  id: number;
  permissions: Permission[];
  apiKeyId: number;
}

/** The creator's live permissions: no row when the user is deleted or disabled, a null permission when none. */
const CREATOR_SQL =
  'SELECT rp.permission AS permission FROM users u LEFT JOIN role_permissions rp ON rp.role_id = u.role_id OR rp.role_id = u.temp_role_id' +
  ' WHERE u.id = :userId AND u.deleted_at IS NULL AND u.disabled = :no';

interface Usage {
  pending: number;
  lastWrite: number;
}
const usages = new WeakMap<DataSource, Map<number, Usage>>();

/** Counts one use of a key and writes the count and the time when the last write is a minute old. */
async function recordUse(ds: DataSource, keyId: number, now: Date): Promise<void> {
  let map = usages.get(ds);
  if (!map) usages.set(ds, (map = new Map()));
  const usage = map.get(keyId) ?? { pending: 0, lastWrite: 0 };
  usage.pending += 1;
  map.set(keyId, usage);
  if (now.getTime() - usage.lastWrite < USAGE_WRITE_INTERVAL_MS) return;
  const count = usage.pending;
  usage.pending = 0;
  usage.lastWrite = now.getTime();
  await ds
    .createQueryBuilder()
    .update(ApiKey)
    .set({ last_used_at: now, use_count: () => `use_count + ${Number(count)}` })
    .where('id = :keyId', { keyId })
    .execute();
}

/** The identity of a presented key, or null when it is unknown, revoked, expired or its creator is gone. */
export async function authenticateApiKey(ds: DataSource, key: string): Promise<KeyIdentity | null> {
  if (!KEY_SHAPE.test(key)) return null;
  const row = await ds.getRepository(ApiKey).findOneBy({ key_hash: hashApiKey(key) });
  const now = new Date();
  if (!row || !isKeyLive(row, now)) return null;
  const creator = await rawRows<{ permission: string | null }>(ds.manager, CREATOR_SQL, { userId: row.created_by, no: false });
  if (!creator.length) return null;
  const held = creator.map((r) => r.permission).filter((p): p is Permission => p !== null && isPermission(p));
  const own = (JSON.parse(row.permissions) as string[]).filter(isPermission);
  await recordUse(ds, row.id, now);
  return { id: row.created_by, permissions: effectiveKeyPermissions(own, held), apiKeyId: row.id };
}

/**
 * Calls a key never makes, whatever its permissions: the cookie/session endpoints (sign-in, sign-out,
 * refresh, password change and links, single sign-on) and the key administration itself (a key
 * cannot mint or revoke keys). Matched on the path after `/api/v1` or `/api/v2`.
 */
const SESSION_ONLY =
  /^\/api\/v[12]\/(login|logout|token\/refresh|users\/password|users\/attributes\/password|users\/reset\/password|users\/activate|auth\/|api-keys)(\/|$)/;

/** Whether a request path (no query) is one a key may never call. */
export function isSessionOnlyPath(path: string): boolean {
  return SESSION_ONLY.test(path);
}

/**
 * The caller of a request made with a key (http/auth.ts calls it when the bearer value starts with
 * `pk_`). @throws AppError 403 missing_permissions (`reason: api_key_not_allowed`) on a session-only
 * path; 401 invalid_access_token when the key is unknown, revoked, expired or its creator is gone.
 */
export async function apiKeyCaller(ds: DataSource, path: string, key: string): Promise<KeyIdentity> {
  if (isSessionOnlyPath(path)) throw new AppError('missing_permissions', 403, { reason: 'api_key_not_allowed' });
  const identity = await authenticateApiKey(ds, key);
  if (!identity) throw new AppError('invalid_access_token');
  return identity;
}
