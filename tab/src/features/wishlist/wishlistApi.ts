/**
 * Wishlist and suggestion cloud calls (spec 3 §7 Wishlist and suggestions; contracts/wishlist.ts) as react-query
 * hooks: the wish page (GET wishlist, 20 rows, with likes left), post (POST wishlist), delete (DELETE
 * wishlist/{id}), like / unlike (POST wishlist/vote); the cloud (GET suggestion_cloud), submit (POST, user_id
 * null when anonymous), read toggle (PUT suggestion_cloud/{id}) and delete. Every write re-reads its list.
 */
import type { SuggestionList, Wish, WishList } from '@contracts/wishlist';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type { Suggestion, SuggestionList, Wish, WishList } from '@contracts/wishlist';

export const wishlistKeys = { wishes: ['wishlist'] as const, suggestions: ['suggestion_cloud'] as const };

/** GET /api/v1/wishlist?page&pageSize: `{ currentPage, data, totalCount, likes_left }`. */
export const useWishes = (p: { page: number; pageSize: number }, enabled = true) =>
  useQuery({
    queryKey: [...wishlistKeys.wishes, p],
    queryFn: () => api<WishList>('/api/v1/wishlist', { query: { page: p.page, pageSize: p.pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/v1/suggestion_cloud?page&pageSize (suggestions_read): unread first. */
export const useSuggestions = (p: { page: number; pageSize: number }, enabled = true) =>
  useQuery({
    queryKey: [...wishlistKeys.suggestions, p],
    queryFn: () => api<SuggestionList>('/api/v1/suggestion_cloud', { query: { page: p.page, pageSize: p.pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });

const useInvalidate = (key: readonly string[]) => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: key });
};

/** POST /api/v1/wishlist `{ item, user_id }`. */
export function useAddWish() {
  const invalidate = useInvalidate(wishlistKeys.wishes);
  return useMutation({
    mutationFn: (body: { item: string; user_id: number }) => api<{ message: string; wish: Wish }>('/api/v1/wishlist', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/wishlist/{id}. */
export function useDeleteWish() {
  const invalidate = useInvalidate(wishlistKeys.wishes);
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/wishlist/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}

/** POST /api/v1/wishlist/vote `{ wish_id, user_id }`: likes, or unlikes a liked wish. */
export function useVoteWish() {
  const invalidate = useInvalidate(wishlistKeys.wishes);
  return useMutation({
    mutationFn: (body: { wish_id: number; user_id: number }) =>
      api<{ message: string; liked: boolean; likes: number; likes_left: number }>('/api/v1/wishlist/vote', { method: 'POST', body }),
    onSettled: invalidate,
  });
}

/** POST /api/v1/suggestion_cloud `{ suggestion, user_id }` (null: anonymous). */
export function useAddSuggestion() {
  const invalidate = useInvalidate(wishlistKeys.suggestions);
  return useMutation({
    mutationFn: (body: { suggestion: string; user_id: number | null }) => api<{ message: string; id: number }>('/api/v1/suggestion_cloud', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** PUT /api/v1/suggestion_cloud/{id} `{ is_read }`. */
export function useMarkSuggestion() {
  const invalidate = useInvalidate(wishlistKeys.suggestions);
  return useMutation({
    mutationFn: ({ id, is_read }: { id: number; is_read: boolean }) => api(`/api/v1/suggestion_cloud/${id}`, { method: 'PUT', body: { is_read } }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/suggestion_cloud/{id}. */
export function useDeleteSuggestion() {
  const invalidate = useInvalidate(wishlistKeys.suggestions);
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/suggestion_cloud/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}
