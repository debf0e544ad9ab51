/**
 * Integration API key routes (issue 11; spec 1 §6, permission `api_keys_write`): v2 POST /api-keys
 * (→ `{ id, key }`, the key shown once), GET /api-keys, DELETE /api-keys/{id} (revoke). A key itself
 * never reaches these routes (api-keys.auth.ts refuses it: keys cannot mint keys).
 */
import { apiKeyCreateBody, apiKeyCreated, apiKeyList } from '../../contracts/api-keys';
import { okReply } from '../../contracts/common';
import type { AppContext } from '../../context';
import { type Api, idParams } from '../../http/route';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/** Declares the API key routes. */
export function registerApiKeys({ v2 }: Api, ctx: AppContext): void {
  v2.add({
    method: 'post',
    path: '/api-keys',
    summary: "Create an integration API key with a subset of the caller's permissions and an optional expiry; the reply holds the key, shown this once",
    access: { anyOf: ['api_keys_write'] },
    body: apiKeyCreateBody,
    response: apiKeyCreated,
    status: 201,
    handler: ({ user, body }) => createApiKey(ctx, user, body),
  });
  v2.add({
    method: 'get',
    path: '/api-keys',
    summary: 'Integration API keys with their permissions, creator, expiry, last use and revocation (never the key)',
    access: { anyOf: ['api_keys_write'] },
    response: apiKeyList,
    handler: ({ user }) => listApiKeys(ctx, user),
  });
  v2.add({
    method: 'delete',
    path: '/api-keys/:id',
    summary: 'Revoke an integration API key: its next call is refused',
    access: { anyOf: ['api_keys_write'] },
    params: idParams,
    response: okReply,
    handler: ({ user, params }) => revokeApiKey(ctx, user, params.id),
  });
}
