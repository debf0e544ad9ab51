/**
 * Calls of the settings page (spec 2 §5 Settings, §7): chain mappings, conference type chains,
 * seniority levels and personal info change references. Reads use the query keys below; writes are
 * mutation hooks that re-read what they change (busy/disabled states come from `isPending`).
 */
import { REQUEST_TYPES } from '@contracts/approvals';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** One row of a mapping screen: a key (request type, field, claim type) and its chain. */
export interface MappingRow {
  key: string;
  chainId: number | null;
}

/** The reads and the write of one mapping screen. */
export interface MappingCalls {
  queryKey: readonly unknown[];
  load: () => Promise<MappingRow[]>;
  save: (rows: MappingRow[]) => Promise<unknown>;
}

export const settingsKeys = {
  chainMapping: ['chain-mapping'] as const,
  userInfoMappings: ['user-info-chain-mappings'] as const,
  expenseClaimTypes: ['expense-claim-types'] as const,
  conferenceTypes: ['conference-types'] as const,
  seniorityLevels: ['seniority-levels'] as const,
  references: ['info-change-references'] as const,
};

/** "Other": GET /chains/mapping, PATCH /chains/mapping [{ request_name, chain_id }] (every request type). */
export const otherMappingCalls: MappingCalls = {
  queryKey: settingsKeys.chainMapping,
  load: async () => {
    const rows = await api<{ request_name: string; chain_id: number | null }[]>('/api/v1/chains/mapping');
    return REQUEST_TYPES.map((key) => ({ key, chainId: rows.find((r) => r.request_name === key)?.chain_id ?? null }));
  },
  save: (rows) => api('/api/v1/chains/mapping', { method: 'PATCH', body: rows.map((r) => ({ request_name: r.key, chain_id: r.chainId })) }),
};

/** "User information": GET/PUT /users/edit/chain-mappings [{ request_type, chain_id }]. */
export const userInfoMappingCalls: MappingCalls = {
  queryKey: settingsKeys.userInfoMappings,
  load: async () =>
    (await api<{ request_type: string; chain_id: number | null }[]>('/api/v1/users/edit/chain-mappings')).map((r) => ({ key: r.request_type, chainId: r.chain_id })),
  save: (rows) => api('/api/v1/users/edit/chain-mappings', { method: 'PUT', body: rows.map((r) => ({ request_type: r.key, chain_id: r.chainId })) }),
};

/** "Expense claim": GET/PUT /expense-claims/types [{ name, chain_id }]. */
export const expenseClaimMappingCalls: MappingCalls = {
  queryKey: settingsKeys.expenseClaimTypes,
  load: async () => (await api<{ name: string; chain_id: number | null }[]>('/api/v1/expense-claims/types')).map((r) => ({ key: r.name, chainId: r.chain_id })),
  save: (rows) => api('/api/v1/expense-claims/types', { method: 'PUT', body: rows.map((r) => ({ name: r.key, chain_id: r.chainId })) }),
};

/** Saves a mapping screen with its `save` call; re-reads its `queryKey`. */
export function useSaveMapping(queryKey: readonly unknown[], save: MappingCalls['save']) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (rows: MappingRow[]) => save(rows), onSuccess: () => qc.invalidateQueries({ queryKey }) });
}

/** PUT /conferences/types/{id}/assign-chain { chain_id }; re-reads the conference types. */
export function useAssignConferenceChain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, chainId }: { id: number; chainId: number | null }) => api(`/api/v1/conferences/types/${id}/assign-chain`, { method: 'PUT', body: { chain_id: chainId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.conferenceTypes }),
  });
}

/** POST /seniority-levels or PUT /seniority-levels/{id} { name }; re-reads the levels. */
export function useSaveSeniorityLevel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id?: number; name: string }) =>
      id ? api(`/api/v1/seniority-levels/${id}`, { method: 'PUT', body: { name } }) : api('/api/v1/seniority-levels', { method: 'POST', body: { name } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.seniorityLevels }),
  });
}

/** DELETE /seniority-levels/{id}; re-reads the levels. */
export function useDeleteSeniorityLevel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (level: { id: number }) => api(`/api/v1/seniority-levels/${level.id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.seniorityLevels }),
  });
}

/** References changed: the list and the user-info chain mappings that show them. */
const invalidateReferences = async (qc: QueryClient) => {
  await qc.invalidateQueries({ queryKey: settingsKeys.references });
  await qc.invalidateQueries({ queryKey: settingsKeys.userInfoMappings });
};

/** The body of a personal info change reference. */
export interface ReferenceBody {
  request_type: string;
  name: string;
  chain_id: number | null;
  image_required: boolean;
}

/** POST /users/edit/references or PATCH /users/edit/references/{id}; re-reads references and mappings. */
export function useSaveReference() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ReferenceBody }) =>
      id ? api(`/api/v1/users/edit/references/${id}`, { method: 'PATCH', body }) : api('/api/v1/users/edit/references', { method: 'POST', body }),
    onSuccess: () => invalidateReferences(qc),
  });
}

/** DELETE /users/edit/references/{id}; re-reads references and mappings. */
export function useDeleteReference() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ref: { id: number }) => api(`/api/v1/users/edit/references/${ref.id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateReferences(qc),
  });
}
