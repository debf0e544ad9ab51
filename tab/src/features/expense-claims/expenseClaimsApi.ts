/**
 * Expense claim calls (spec 2 §7 Expense claims, v1; contracts/expense-claims.ts) as react-query
 * hooks: the caller's claims (GET users/{id}/expense-claims, paged, no file bodies), one claim with
 * its receipts (GET expense-claims/{id}), save (POST / PUT, `?submit=true` also submits), a chain
 * item's edit (PUT /api/v2/chains/{requestId}), delete, the report (base64 PDF), the claim types and
 * the caller's business trips for the optional trip link.
 */
import type { expenseClaimReply, expenseClaimRow, ExpenseClaimInput } from '@contracts/expense-claims';
import type { businessTripRow } from '@contracts/business-trips';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { REQUESTS_KEY } from '../approvals/requestKeys';

export type ClaimReply = z.infer<typeof expenseClaimReply>;
export type ClaimRow = z.infer<typeof expenseClaimRow>;
export type TripRow = z.infer<typeof businessTripRow>;
export type ClaimBody = z.input<typeof import('@contracts/expense-claims').expenseClaimBody>;
export type { ExpenseClaimInput };

export interface Paged<T> {
  currentPage: number;
  data: T[];
  totalCount: number;
}

export const claimsKeys = {
  all: ['expense-claims'] as const,
  list: (userId: number, page: number, pageSize: number) => ['expense-claims', 'list', userId, page, pageSize] as const,
  one: (id: number) => ['expense-claims', 'one', id] as const,
  types: ['expense-claim-types'] as const,
  trips: (userId: number) => ['expense-claims', 'trips', userId] as const,
};

/** GET /api/v1/users/{userId}/expense-claims?page&pageSize: newest first; the previous page stays while the next loads. */
export const useClaims = (userId: number, page: number, pageSize: number) =>
  useQuery({
    queryKey: claimsKeys.list(userId, page, pageSize),
    queryFn: ({ signal }) => api<Paged<ClaimRow>>(`/api/v1/users/${userId}/expense-claims`, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/expense-claims/{id}: the claim with its lines and receipts (base64). */
export const useClaim = (id: number | undefined) =>
  useQuery({ queryKey: claimsKeys.one(id ?? 0), queryFn: () => api<ClaimReply>(`/api/v1/expense-claims/${id}`), enabled: !!id, staleTime: 0 });

/** GET /api/v1/expense-claims/types: `[{ id, name, chain_id }]`. */
export const useClaimTypes = () =>
  useQuery({ queryKey: claimsKeys.types, queryFn: () => api<{ id: number; name: string; chain_id: number | null }[]>('/api/v1/expense-claims/types'), staleTime: 60_000 });

/** GET /api/v1/business-trips?user_id=me: the caller's own trips (at most 100, newest first as the server sorts). */
export const useOwnTrips = (userId: number, enabled = true) =>
  useQuery({
    queryKey: claimsKeys.trips(userId),
    queryFn: async () => (await api<Paged<TripRow>>('/api/v1/business-trips', { query: { user_id: userId, page: 1, pageSize: 100 } })).data,
    enabled,
    staleTime: 60_000,
  });

export interface SaveClaim {
  /** The claim's id when it exists. */
  id?: number;
  body: ClaimBody;
  /** Also submit it for approval. */
  submit: boolean;
  /** A chain item edits it: PUT /api/v2/chains/{chainId} (the request id) instead of the claim's own call. */
  chainId?: number;
}

/**
 * Saves a claim: POST /api/v1/expense-claims (new), PUT /api/v1/expense-claims/{id} (own draft),
 * both with `?submit=true|false`; or a chain item's edit through PUT /api/v2/chains/{chainId}.
 * A failed submit after a saved draft answers with `step: 'submit'` (the page says failed_to_submit_request).
 */
export function useSaveClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, submit, chainId }: SaveClaim) => {
      if (chainId) return api<unknown>(`/api/v2/chains/${chainId}`, { method: 'PUT', body });
      const query = { submit: submit ? 'true' : 'false' };
      return id
        ? api<ClaimReply>(`/api/v1/expense-claims/${id}`, { method: 'PUT', body, query })
        : api<ClaimReply>('/api/v1/expense-claims', { method: 'POST', body, query });
    },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: claimsKeys.all }), qc.invalidateQueries({ queryKey: REQUESTS_KEY })]),
  });
}

/** DELETE /api/v1/expense-claims/{id}: only a not-initialized claim; re-reads the list. */
export function useDeleteClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/api/v1/expense-claims/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: claimsKeys.all }),
  });
}

/** GET /api/v1/expense-claims/{id}/report?lang: `{ name, data }` (base64 PDF); 409 expense_claim_chain_not_approved before approval. */
export const fetchClaimReport = (id: number, lang: string) =>
  api<{ name: string; data: string }>(`/api/v1/expense-claims/${id}/report`, { query: { lang: lang === 'lt' ? 'lt' : 'en' } });
