/**
 * Conference and training calls (spec 3 §7 Conferences / Trainings; contracts/conferences.ts) as
 * react-query hooks. Both kinds share every call; `kind` picks `/conferences` or `/trainings`.
 * Join posts `send_calendar_file`, then submits the returned not-initialized request with
 * PATCH /api/v1/requests/object/{id}/init/ConferenceParticipation | Training; leave needs no init call.
 * Every write re-reads the lists of that kind.
 */
import type { ConferenceBody, ConferenceKind, conference, conferenceBody, participant, participationReply } from '@contracts/conferences';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type Conference = z.infer<typeof conference>;
export type Participant = z.infer<typeof participant>;
type ParticipationReply = z.infer<typeof participationReply>;
/** The body as sent over JSON: instants are ISO text. */
export type ConferenceInput = z.input<typeof conferenceBody>;
export type { ConferenceBody, ConferenceKind };

export interface ConferencePage {
  currentPage: number;
  data: Conference[];
  totalCount: number;
}

const base = (kind: ConferenceKind) => (kind === 'training' ? '/api/v1/trainings' : '/api/v1/conferences');
/** The request type name of the follow-up init call (spec 3 §7). */
export const initType = (kind: ConferenceKind) => (kind === 'training' ? 'Training' : 'ConferenceParticipation');
export const conferencesKeys = { kind: (kind: ConferenceKind) => ['conferences', kind] as const };

export interface ConferenceListParams {
  kind: ConferenceKind;
  scope: 'mine' | 'upcoming';
  page: number;
  pageSize: number;
  showFinished: boolean;
}

/** GET conferences|trainings?scope&showFinished&page&pageSize: `{ currentPage, data, totalCount }`. */
export const useConferences = (p: ConferenceListParams) =>
  useQuery({
    queryKey: [...conferencesKeys.kind(p.kind), 'list', p],
    queryFn: () => api<ConferencePage>(base(p.kind), { query: { scope: p.scope, showFinished: p.showFinished, page: p.page, pageSize: p.pageSize } }),
    placeholderData: keepPreviousData,
  });

/** GET conferences|trainings/{id}/participations (only when `can.participants`). */
/** A conference type (spec 2 §3): its chain decides who approves participations. */
export interface ConferenceTypeOption {
  id: number;
  name: string;
  description: string | null;
}

/** GET /conferences/types (conferences_read suffices); the form's type picker. */
export const useConferenceTypes = () =>
  useQuery({ queryKey: ['conference-types'], queryFn: () => api<ConferenceTypeOption[]>('/api/v1/conferences/types'), staleTime: 60_000 });

export const useParticipants = (kind: ConferenceKind, id: number) =>
  useQuery({ queryKey: [...conferencesKeys.kind(kind), 'participants', id], queryFn: () => api<Participant[]>(`${base(kind)}/${id}/participations`) });

const useInvalidate = (kind: ConferenceKind) => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: conferencesKeys.kind(kind) });
};

/** POST conferences|trainings or PUT …/{id}. */
export function useSaveConference(kind: ConferenceKind) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ConferenceInput }) =>
      api<{ message: string; conference: Conference }>(id === undefined ? base(kind) : `${base(kind)}/${id}`, { method: id === undefined ? 'POST' : 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** PUT …/{id}/cancel: `{ message: conference_successfully_deleted | conference_successfully_canceled, deleted }`. */
export function useCancelConference(kind: ConferenceKind) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: (id: number) => api<{ message: 'conference_successfully_deleted' | 'conference_successfully_canceled'; id: number; deleted: boolean }>(`${base(kind)}/${id}/cancel`, { method: 'PUT' }),
    onSuccess: invalidate,
  });
}

/** POST …/{id}/join, then the init call when the request is not initialized yet. */
export function useJoinConference(kind: ConferenceKind) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: async ({ id, sendCalendarFile }: { id: number; sendCalendarFile: boolean }) => {
      const reply = await api<ParticipationReply>(`${base(kind)}/${id}/join`, { method: 'POST', body: { send_calendar_file: sendCalendarFile } });
      if (reply.status === 'not_initialized') await api(`/api/v1/requests/object/${reply.id}/init/${initType(kind)}`, { method: 'PATCH' });
      return reply;
    },
    onSettled: invalidate,
  });
}

/** POST …/{id}/leave. */
export function useLeaveConference(kind: ConferenceKind) {
  const invalidate = useInvalidate(kind);
  return useMutation({ mutationFn: (id: number) => api<ParticipationReply>(`${base(kind)}/${id}/leave`, { method: 'POST' }), onSuccess: invalidate });
}
