/**
 * Library calls of spec 3 §7 Books (prefix /api/v1) as react-query hooks: reads under
 * {@link libraryKeys}, writes as mutation hooks that re-read every library query when they succeed
 * (components take busy/disabled from the mutation's `isPending`). Reply shapes: `@contracts/library`.
 * A book request is POST books/request followed by the generic submit PATCH
 * requests/object/{id}/init/BookRequest (spec 3 §7), so it enters its approval chain at once.
 */
import type { Book, BookListType, bookAttachments, bookList, bookReply, bookRequestBody, bookRequestReply, orderReply } from '@contracts/library';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { REQUESTS_KEY } from '../approvals/requestKeys';

export type { Book, BookListType };
export type BookList = z.infer<typeof bookList>;
export type BookAttachment = z.infer<typeof bookAttachments>[number];
export type OrderReply = z.infer<typeof orderReply>;
export type BookReply = z.infer<typeof bookReply>;
export type BookRequestBody = z.output<typeof bookRequestBody>;

export interface BookListParams {
  type: BookListType;
  page: number;
  rowsPerPage: number;
  q?: string;
}

export const libraryKeys = {
  all: ['library'] as const,
  list: (p: BookListParams) => ['library', 'books', p] as const,
  attachments: (id: number) => ['library', 'attachments', id] as const,
};

/** GET books?type&page&rowsPerPage&q; the previous page stays shown while the next one loads. */
export const useBooks = (p: BookListParams, enabled = true) =>
  useQuery({
    queryKey: libraryKeys.list(p),
    queryFn: ({ signal }) => api<BookList>('/api/v1/books', { query: { type: p.type, page: p.page, rowsPerPage: p.rowsPerPage, q: p.q || undefined }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET books/{id}/attachments: every image (id, name, base64 data, is_cover, url), fresh each time a dialog opens. */
export const useBookAttachments = (id: number | undefined, enabled = true) =>
  useQuery({
    queryKey: libraryKeys.attachments(id ?? 0),
    queryFn: () => api<BookAttachment[]>(`/api/v1/books/${id}/attachments`),
    enabled: !!id && enabled,
    staleTime: 0,
  });

/** Re-reads every library query (lists, the dashboard card, images). */
export const invalidateLibrary = (qc: QueryClient) => qc.invalidateQueries({ queryKey: libraryKeys.all });

/** One image of a save: a stored image to keep (`id`) or a new upload (`name`, base64 `data`). */
export type BookImageInput = { id: number; is_cover: boolean } | { name: string; data: string; is_cover: boolean };

export interface BookSaveBody {
  title: string;
  author: string;
  owner?: string | null;
  notes?: string | null;
  attachments: BookImageInput[];
}

/** POST books (no id) or PUT books/{id}; re-reads the library. */
export function useSaveBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: BookSaveBody }) =>
      id ? api<BookReply>(`/api/v1/books/${id}`, { method: 'PUT', body: { ...body, id } }) : api<BookReply>('/api/v1/books', { method: 'POST', body }),
    onSuccess: () => invalidateLibrary(qc),
  });
}

/** DELETE books/{id} (a returned book); re-reads the library. */
export function useDeleteBook() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/books/${id}`, { method: 'DELETE' }), onSuccess: () => invalidateLibrary(qc) });
}

/** POST books/{id}/order { planned_return_date }: the reply's `warning` tells a clamped date; re-reads the library. */
export function useOrderBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: number; date: string }) => api<OrderReply>(`/api/v1/books/${id}/order`, { method: 'POST', body: { planned_return_date: date } }),
    onSuccess: () => invalidateLibrary(qc),
  });
}

/** PATCH books/{id}/extend { planned_return_date }; re-reads the library. */
export function useExtendBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: number; date: string }) => api<BookReply>(`/api/v1/books/${id}/extend`, { method: 'PATCH', body: { planned_return_date: date } }),
    onSuccess: () => invalidateLibrary(qc),
  });
}

/** POST books/{id}/return; re-reads the library. */
export function useReturnBook() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api<BookReply>(`/api/v1/books/${id}/return`, { method: 'POST' }), onSuccess: () => invalidateLibrary(qc) });
}

/** POST (watch) or DELETE (unwatch) books/{id}/watch; re-reads the library. */
export function useWatchBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, watch }: { id: number; watch: boolean }) => api<BookReply>(`/api/v1/books/${id}/watch`, { method: watch ? 'POST' : 'DELETE' }),
    onSuccess: () => invalidateLibrary(qc),
  });
}

export type BookRequestReply = z.infer<typeof bookRequestReply>;

/**
 * POST books/request, then PATCH requests/object/{id}/init/BookRequest (the generic submit).
 * When the submit fails the request stays a draft (not initialized) in /requests and the submit's
 * error is thrown. Re-reads the requests.
 */
export function useRequestBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: BookRequestBody) => {
      const created = await api<BookRequestReply>('/api/v1/books/request', { method: 'POST', body });
      await api(`/api/v1/requests/object/${created.id}/init/BookRequest`, { method: 'PATCH' });
      return created;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
