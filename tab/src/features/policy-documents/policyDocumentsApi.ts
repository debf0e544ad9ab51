/**
 * Policy documents calls (spec 3 §7 Policy documents; contracts/policy-documents.ts) as react-query
 * hooks: the paged list, the entry-page documents, save (POST / PUT), delete, sign `{ phrase }`, the
 * entry-page toggle, the signed-users list of an update, and the two downloads (the attachment as
 * base64 by its key, the signed-users CSV as base64). Every write re-reads the lists.
 */
import type { PolicyDocument, PolicyDocumentBody, SignedUser } from '@contracts/policy-documents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadBase64 } from '../../lib/api';

export type { PolicyDocument, PolicyDocumentBody, SignedUser };

export const policyKeys = {
  all: ['policy-documents'] as const,
  entryPage: ['policy-documents', 'entry-page'] as const,
  signers: (updateId: number) => ['policy-documents', 'signers', updateId] as const,
};

interface Paged<T> {
  currentPage: number;
  data: T[];
  totalCount: number;
}
type DocumentReply = { message: string; document: PolicyDocument };

/** GET /api/v1/policy-documents?page&pageSize&q. */
export const usePolicyDocuments = (p: { page: number; pageSize: number; q: string }) =>
  useQuery({
    queryKey: [...policyKeys.all, 'list', p],
    queryFn: () => api<Paged<PolicyDocument>>('/api/v1/policy-documents', { query: { page: p.page, pageSize: p.pageSize, q: p.q || undefined } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/policy-documents/{id} (the `?document=` link of the e-mail and Teams card); idle without an id. */
export const usePolicyDocument = (id: number | null) =>
  useQuery({
    queryKey: [...policyKeys.all, 'one', id],
    queryFn: () => api<PolicyDocument>(`/api/v1/policy-documents/${id}`),
    enabled: id != null,
  });

/** GET /api/v1/policy-documents/entry-page: the entry-page documents with the caller's `signed`. */
export const useEntryPageDocuments = () =>
  useQuery({ queryKey: policyKeys.entryPage, queryFn: () => api<PolicyDocument[]>('/api/v1/policy-documents/entry-page') });

/** GET /api/v1/policy-documents/updates/{id}/users (policy_documents_write). */
export const useSignedUsers = (updateId: number | null) =>
  useQuery({
    queryKey: policyKeys.signers(updateId ?? 0),
    queryFn: () => api<SignedUser[]>(`/api/v1/policy-documents/updates/${updateId}/users`),
    enabled: updateId !== null,
  });

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: policyKeys.all });
};

/** POST /api/v1/policy-documents or PUT /api/v1/policy-documents/{id}. */
export function useSaveDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PolicyDocumentBody }) =>
      api<DocumentReply>(id === undefined ? '/api/v1/policy-documents' : `/api/v1/policy-documents/${id}`, { method: id === undefined ? 'POST' : 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/policy-documents/{id}. */
export function useDeleteDocument() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/policy-documents/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}

/** POST /api/v1/policy-documents/{id}/sign `{ phrase }` (the server checks "I agree"). */
export function useSignDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, phrase }: { id: number; phrase: string }) => api<DocumentReply>(`/api/v1/policy-documents/${id}/sign`, { method: 'POST', body: { phrase } }),
    onSuccess: invalidate,
  });
}

/** POST (on) or DELETE (off) /api/v1/policy-documents/{id}/entry-page. */
export function useToggleEntryPage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => api<DocumentReply>(`/api/v1/policy-documents/${id}/entry-page`, { method: on ? 'POST' : 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** GET /api/v1/policy-documents/{id}/attachments?key, saved as a file under its original name. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (doc: Pick<PolicyDocument, 'id' | 'attachment'>) => {
      if (!doc.attachment) return;
      const r = await api<{ data: string; original_name: string; content_type: string }>(`/api/v1/policy-documents/${doc.id}/attachments`, { query: { key: doc.attachment.name } });
      downloadBase64(r.data, r.original_name, r.content_type);
    },
  });
}

/** GET /api/v1/policy-documents/updates/{id}/users/csv?lang, saved as a CSV file. */
export function useDownloadSignersCsv() {
  return useMutation({
    mutationFn: async ({ updateId, lang }: { updateId: number; lang: 'en' | 'lt' }) => {
      const r = await api<{ file: string; name: string }>(`/api/v1/policy-documents/updates/${updateId}/users/csv`, { query: { lang } });
      downloadBase64(r.file, r.name, 'text/csv;charset=utf-8');
    },
  });
}

/** Reads a picked file as base64 without the data-URL prefix. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });
}
