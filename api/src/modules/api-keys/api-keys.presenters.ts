/** Reply shapes of the API key routes (contracts/api-keys.ts; issue 11): never the key nor its hash. */
import type { ApiKeyRow } from '../../contracts/api-keys';
import { isPermission } from '../../contracts/permissions';
import type { ApiKey } from './api-keys.entities';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** One row of GET /api/v2/api-keys: the key's facts, its creator's name and what the caller may do with it. */
export function presentApiKey(key: ApiKey, creator: { id: number; name: string }, can: ApiKeyRow['can']): ApiKeyRow {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    permissions: (JSON.parse(key.permissions) as string[]).filter(isPermission),
    created_by: creator,
    created_at: key.created_at.toISOString(),
    expires_at: iso(key.expires_at),
    last_used_at: iso(key.last_used_at),
    use_count: key.use_count,
    revoked_at: iso(key.revoked_at),
    can,
  };
}
