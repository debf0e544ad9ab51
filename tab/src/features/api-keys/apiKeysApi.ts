/**
 * Integration API key calls (issue 11; contracts/api-keys.ts) as react-query hooks: the list
 * (GET /api/v2/api-keys), create (POST, the reply holds the key shown once) and revoke (DELETE).
 */
import type { ApiKeyCreateBody, ApiKeyCreated, ApiKeyRow } from '@contracts/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type { ApiKeyRow };

export const apiKeysKeys = { all: ['api-keys'] as const };

/** GET /api/v2/api-keys: every key, newest first (never the key itself). */
export const useApiKeys = (enabled = true) => useQuery({ queryKey: apiKeysKeys.all, queryFn: () => api<ApiKeyRow[]>('/api/v2/api-keys'), enabled });

/** POST /api/v2/api-keys { name, permissions, expires_at }: `{ id, key }`; re-reads the list. */
export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateBody) => api<ApiKeyCreated>('/api/v2/api-keys', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}

/** DELETE /api/v2/api-keys/{id}: revokes the key at once; re-reads the list. */
export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/api/v2/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}
