/**
 * Integration API keys (spec 1 §6 "one permission for managing integration API keys", issue 11):
 * `POST /api/v2/api-keys` `{ name, permissions, expires_at }` → `{ id, key }` (the key shown this
 * once), `GET /api/v2/api-keys` (never the key), `DELETE /api/v2/api-keys/{id}` (revoke). A key is
 * sent as `Authorization: Bearer pk_...` and carries exactly its permissions. Shared with the tab.
 */
import { z } from 'zod';
import { PERMISSIONS } from './permissions';

/** Every key starts with this, so the server tells it from a session's JWT at a glance. */
export const API_KEY_PREFIX = 'pk_';
/** Characters of the key kept in clear for display (`pk_` and the first 8 random characters). */
export const API_KEY_DISPLAY_LENGTH = 11;
/** Longest key name. */
export const API_KEY_NAME_MAX = 100;

/** POST body: a name, a non-empty subset of the caller's permissions, an optional future expiry (ISO instant). */
export const apiKeyCreateBody = z.object({
  name: z.string().trim().min(1, 'required').max(API_KEY_NAME_MAX),
  permissions: z.array(z.enum(PERMISSIONS)).min(1, 'choose at least one permission').max(PERMISSIONS.length),
  expires_at: z.iso
    .datetime({ offset: true, error: 'must be an ISO instant' })
    .refine((s) => Date.parse(s) > Date.now(), 'must be in the future')
    .nullable()
    .optional(),
});
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBody>;

/** POST reply: the new key's id and the key itself (shown once; only its hash is stored). */
export const apiKeyCreated = z.object({ id: z.number().int(), key: z.string().startsWith(API_KEY_PREFIX) });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

/** One key of the list (instants as ISO strings; never the key or its hash). */
export const apiKeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters (`pk_` + 8), to recognise it. */
  prefix: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  created_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** Calls made with the key (counted in memory, written at most once a minute per key and server copy). */
  use_count: z.number().int(),
  revoked_at: z.string().nullable(),
  /** What the caller may do with the row (api-keys.policy). */
  can: z.object({ revoke: z.boolean() }),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;
export const apiKeyList = z.array(apiKeyRow);
