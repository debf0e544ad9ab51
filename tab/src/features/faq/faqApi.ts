/**
 * FAQ calls (spec 3 §7 FAQ; contracts/faq.ts) as react-query hooks: categories with counts, questions of a
 * category (-1: the uncategorised ones) or of a search, and the writes — questions (POST / PUT / DELETE
 * faq), categories (faq/categories), votes (POST faq/votes) and suggested questions (POST faq/request).
 * Every write re-reads the FAQ.
 */
import type { FaqCategory, FaqCategoryList, FaqList, FaqQuestion, FaqQuestionBody, FaqSuggestionBody } from '@contracts/faq';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type { FaqCategory, FaqCategoryList, FaqList, FaqQuestion };

export const faqKeys = { all: ['faq'] as const };

/** GET /api/v1/faq/categories: `{ data, uncategorized_count, can_write }`. */
export const useFaqCategories = () => useQuery({ queryKey: [...faqKeys.all, 'categories'], queryFn: () => api<FaqCategoryList>('/api/v1/faq/categories') });

/** Questions per page of a category (the server's largest page size). */
export const FAQ_CATEGORY_PAGE = 100;

/**
 * GET /api/v1/faq?category_id=…&page=…&pageSize=100: the questions of one category (-1: uncategorised),
 * by question, page after page (`fetchNextPage` for "Show more"; `hasNextPage` while some are left).
 */
export const useFaqCategoryQuestions = (categoryId: number, enabled = true) =>
  useInfiniteQuery({
    queryKey: [...faqKeys.all, 'category', categoryId],
    queryFn: ({ pageParam }) => api<FaqList>('/api/v1/faq', { query: { category_id: categoryId, page: pageParam, pageSize: FAQ_CATEGORY_PAGE } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.data.length, 0) < last.totalCount && last.data.length > 0 ? last.currentPage + 1 : undefined),
    enabled,
  });

/** GET /api/v1/faq?q=…: the best 20 matches of a search (disabled for an empty text). */
export const useFaqSearch = (q: string) =>
  useQuery({
    queryKey: [...faqKeys.all, 'search', q],
    queryFn: () => api<FaqList>('/api/v1/faq', { query: { q, pageSize: 20 } }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: faqKeys.all });
};

/** POST /api/v1/faq or PUT /api/v1/faq/{id}. */
export function useSaveQuestion() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FaqQuestionBody }) =>
      api<{ message: string; question: FaqQuestion }>(id === undefined ? '/api/v1/faq' : `/api/v1/faq/${id}`, { method: id === undefined ? 'POST' : 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/faq/{id}. */
export function useDeleteQuestion() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/faq/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}

/** POST /api/v1/faq/categories or PUT /api/v1/faq/categories/{id}. */
export function useSaveCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, name }: { id?: number; name: string }) =>
      api<{ message: string; category: FaqCategory }>(id === undefined ? '/api/v1/faq/categories' : `/api/v1/faq/categories/${id}`, { method: id === undefined ? 'POST' : 'PUT', body: { name } }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/faq/categories/{id} (its questions become uncategorised). */
export function useDeleteCategory() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/faq/categories/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}

/** POST /api/v1/faq/votes (once per question: 409 faq_vote_deny). */
export function useVote() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { question_id: number; is_helpful: boolean }) => api<{ message: string; question: FaqQuestion }>('/api/v1/faq/votes', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** POST /api/v1/faq/request: a suggested question, submitted into its approval chain. */
export function useSuggestQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FaqSuggestionBody) => api<{ message: string; id: number; request_id: number; status: string }>('/api/v1/faq/request', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['requests'] }),
  });
}
