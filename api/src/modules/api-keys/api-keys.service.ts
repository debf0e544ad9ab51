/**
 * Integration API keys (issue 11; spec 1 §6): create (the key returned once, its SHA-256 stored,
 * see api-keys.auth.ts for why a fast hash is right), list (never the key), revoke. The rules are
 * in api-keys.policy.ts; who a key's calls run as is decided in api-keys.auth.ts.
 */
import { randomBytes } from 'node:crypto';
import { In } from 'typeorm';
import { API_KEY_DISPLAY_LENGTH, API_KEY_PREFIX, type ApiKeyCreateBody, type ApiKeyCreated, type ApiKeyRow } from '../../contracts/api-keys';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { User } from '../users/users.entities';
import { hashApiKey } from './api-keys.auth';
import { ApiKey } from './api-keys.entities';
import { assertCanCreateKey, canRevokeKey, type KeyCaller } from './api-keys.policy';
import { presentApiKey } from './api-keys.presenters';

/** A new key: `pk_` and 32 random bytes in base64url (43 characters, 256 bits). */
export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/**
 * Creates a key for the caller. @returns `{ id, key }` (the only time the key is seen).
 * @throws AppError missing_permissions (403, `permissions`: those the caller lacks) when the key would carry a permission the caller does not hold.
 */
export async function createApiKey(ctx: AppContext, caller: KeyCaller, body: ApiKeyCreateBody): Promise<ApiKeyCreated> {
  const permissions = [...new Set(body.permissions)];
  assertCanCreateKey(caller, permissions);
  const key = generateApiKey();
  const row = await ctx.ds.getRepository(ApiKey).save({
    name: body.name,
    prefix: key.slice(0, API_KEY_DISPLAY_LENGTH),
    key_hash: hashApiKey(key),
    permissions: JSON.stringify(permissions),
    created_by: caller.id,
    created_at: new Date(),
    expires_at: body.expires_at ? new Date(body.expires_at) : null,
    last_used_at: null,
    use_count: 0,
    revoked_at: null,
  });
  ctx.log.info({ apiKeyId: row.id, by: caller.id }, 'api key created');
  return { id: row.id, key };
}

/** Every key, newest first, with its creator's name and the caller's `can.revoke`. */
export async function listApiKeys(ctx: AppContext, caller: KeyCaller): Promise<ApiKeyRow[]> {
  const keys = await ctx.ds.getRepository(ApiKey).find({ order: { created_at: 'DESC', id: 'DESC' } });
  const ids = [...new Set(keys.map((k) => k.created_by))];
  const users = ids.length
    ? await ctx.ds.getRepository(User).find({ where: { id: In(ids) }, select: { id: true, name: true, surname: true }, withDeleted: true })
    : [];
  const names = new Map(users.map((u) => [u.id, `${u.name} ${u.surname}`.trim()]));
  return keys.map((k) => presentApiKey(k, { id: k.created_by, name: names.get(k.created_by) ?? '' }, { revoke: canRevokeKey(caller, k) }));
}

/** Revokes a key at once (its next call is 401); revoking a revoked key changes nothing. @throws AppError not_found (404) */
export async function revokeApiKey(ctx: AppContext, caller: KeyCaller, id: number): Promise<void> {
  const repo = ctx.ds.getRepository(ApiKey);
  const key = await repo.findOneBy({ id });
  if (!key) throw new AppError('not_found');
  if (!canRevokeKey(caller, key)) return;
  await repo.update({ id }, { revoked_at: new Date() });
  ctx.log.info({ apiKeyId: id, by: caller.id }, 'api key revoked');
}
