/**
 * Certificate calls (spec 3 §7 Certificates, spec 1 §7 Users "Certificates of a user";
 * contracts/certificates.ts) as react-query hooks: the catalogue, a user's certificates, the
 * overview with its CSV and PDF files, and requesting a new certificate (POST certificates/request,
 * then the generic follow-up PATCH requests/object/{id}/init/Certificate). Every write re-reads the
 * certificate lists (and the requests after a request).
 */
import type {
  Certificate, CertificateBody, CertificateRequestBody, UserCertificate,
} from '@contracts/certificates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type { Certificate, UserCertificate };

export interface Paged<T> {
  currentPage: number;
  data: T[];
  totalCount: number;
}

export interface ListParams {
  page: number;
  pageSize: number;
  q?: string;
}

export const certificateKeys = { all: ['certificates'] as const };

const query = (p: ListParams) => ({ page: p.page, pageSize: p.pageSize, q: p.q || undefined });

/** GET /api/v1/certificates (the catalogue by name). */
export const useCertificates = (p: ListParams, enabled = true) =>
  useQuery({
    queryKey: [...certificateKeys.all, 'catalogue', p],
    queryFn: () => api<Paged<Certificate>>('/api/v1/certificates', { query: query(p) }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/v1/users/{id}/certificates. */
export const useUserCertificates = (userId: number | undefined, p: ListParams) =>
  useQuery({
    queryKey: [...certificateKeys.all, 'user', userId, p],
    queryFn: () => api<Paged<UserCertificate>>(`/api/v1/users/${userId}/certificates`, { query: query(p) }),
    placeholderData: keepPreviousData,
    enabled: userId !== undefined,
  });

/** GET /api/v1/users/certificates (the overview, user_certificates_read). */
export const useCertificateOverview = (p: ListParams) =>
  useQuery({
    queryKey: [...certificateKeys.all, 'overview', p],
    queryFn: () => api<Paged<UserCertificate>>('/api/v1/users/certificates', { query: query(p) }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/users/certificates/{csv|pdf}?q&lang: `{ file: base64, name }` (a read, done on demand). */
export const fetchOverviewFile = (kind: 'csv' | 'pdf', q: string | undefined, lang: string) =>
  api<{ file: string; name: string }>(`/api/v1/users/certificates/${kind}`, { query: { q: q || undefined, lang: lang === 'lt' ? 'lt' : 'en' } });

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: certificateKeys.all });
};

/** POST /api/v1/certificates or PUT /api/v1/certificates/{id}. */
export function useSaveCertificate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CertificateBody }) =>
      id === undefined
        ? api<{ message: string; certificate: Certificate }>('/api/v1/certificates', { method: 'POST', body })
        : api<{ message: string; certificate: Certificate }>(`/api/v1/certificates/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/certificates/{id}. */
export function useDeleteCertificate() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api(`/api/v1/certificates/${id}`, { method: 'DELETE' }), onSuccess: invalidate });
}

export interface UserCertificateInput {
  certificate_id: number;
  start_date: string;
  end_date: string | null;
}

/** POST /api/v1/users/{id}/certificates or PATCH /api/v1/users/{id}/certificates/{certId} (dates only). */
export function useSaveUserCertificate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ userId, id, body }: { userId: number; id?: number; body: UserCertificateInput }) =>
      id === undefined
        ? api<{ message: string }>(`/api/v1/users/${userId}/certificates`, { method: 'POST', body: { user_id: userId, ...body } })
        : api<{ message: string }>(`/api/v1/users/${userId}/certificates/${id}`, { method: 'PATCH', body: { start_date: body.start_date, end_date: body.end_date } }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/users/{id}/certificates/{certId}. */
export function useDeleteUserCertificate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ userId, id }: { userId: number; id: number }) => api(`/api/v1/users/${userId}/certificates/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** POST /api/v1/certificates/request, then PATCH /api/v1/requests/object/{id}/init/Certificate (submits it into its chain). */
export function useRequestCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CertificateRequestBody) => {
      const made = await api<{ id: number; request_id: number }>('/api/v1/certificates/request', { method: 'POST', body });
      await api(`/api/v1/requests/object/${made.id}/init/Certificate`, { method: 'PATCH' });
      return made;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['requests'] }),
  });
}
