/**
 * Event types and categories calls (spec 2 §7 Older calls v1: event-types, event-categories,
 * edit-fields, unattendance) as react-query hooks, with the field names of spec 2 §3. Writes are
 * mutation hooks that re-read the categories, types and calendar (busy states from `isPending`).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface EventCategory {
  id: number;
  name: string;
  description: string | null;
  active: boolean;
  event_types_count?: number;
}

export interface EditFields {
  event_type_id?: number;
  edit_name: boolean;
  edit_description: boolean;
  edit_date: boolean;
  can_delete: boolean;
  can_create_past_event: boolean;
  can_edit_past_event_date: boolean;
  can_delete_past_event: boolean;
}

export interface EventType {
  id: number;
  name: string;
  description: string | null;
  background_color: string | null;
  text_color: string | null;
  border_color: string | null;
  event_category_id: number;
  category_name?: string;
  chain_id: number | null;
  needs_approval: boolean;
  unattendance_code: string | null;
  substitute_needed: boolean;
  times_per_month_per_user: number | null;
  can_manager_submit: boolean;
  min_advance_time: number | null;
  address_required: boolean;
  is_child_info_required: boolean;
  active: boolean;
  /** Issue 18: events of the type use a leave balance. */
  counts_against_balance?: boolean;
  /** Issue 18: a one-day event of the type may be a half day. */
  allows_half_day?: boolean;
  active_events_count?: number;
  edit_fields?: EditFields | null;
}

export const EDIT_FIELD_KEYS = [
  'edit_name', 'edit_description', 'edit_date', 'can_delete', 'can_create_past_event', 'can_edit_past_event_date', 'can_delete_past_event',
] as const;

export const eventTypeKeys = {
  categories: ['event-categories'] as const,
  types: ['event-types'] as const,
  unattendance: ['event-types', 'unattendance'] as const,
  editFields: (id: number) => ['event-types', id, 'edit-fields'] as const,
};

/** The list out of a plain array or a `{ data }` envelope. */
export const listOf = <T,>(r: unknown): T[] => (Array.isArray(r) ? r : Array.isArray((r as { data?: unknown })?.data) ? (r as { data: T[] }).data : []) as T[];

/** GET /api/v1/event-categories (disabled ones included; the page filters). */
export const useCategories = (enabled = true) =>
  useQuery({ queryKey: eventTypeKeys.categories, queryFn: async () => listOf<EventCategory>(await api('/api/v1/event-categories', { query: { includeDisabled: 'true' } })), enabled });

/** GET /api/v1/event-types (disabled ones included). */
export const useEventTypes = (enabled = true) =>
  useQuery({ queryKey: eventTypeKeys.types, queryFn: async () => listOf<EventType>(await api('/api/v1/event-types', { query: { includeDisabled: 'true' } })), enabled });

/** GET /api/v1/event-types/unattendance: the unattendance codes offered for a type. */
export const useUnattendanceCodes = (enabled = true) =>
  useQuery({
    queryKey: eventTypeKeys.unattendance,
    queryFn: async () => listOf<{ code: string; name: string; in_use?: boolean }>(await api('/api/v1/event-types/unattendance')),
    enabled,
    staleTime: 300_000,
  });

/** GET /api/v1/event-types/{id}/edit-fields. */
export const useEditFields = (id: number) =>
  useQuery({ queryKey: eventTypeKeys.editFields(id), queryFn: () => api<EditFields | null>(`/api/v1/event-types/${id}/edit-fields`), staleTime: 0 });

export const invalidateEventTypes = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: eventTypeKeys.categories }),
    qc.invalidateQueries({ queryKey: eventTypeKeys.types }),
    qc.invalidateQueries({ queryKey: ['calendar'] }),
  ]);

/** A mutation of event types or categories that re-reads them (and the calendar) on success. */
function useEventTypesMutation<V>(mutationFn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateEventTypes(qc) });
}

/** POST /event-categories or PUT /event-categories/{id} (with id in the body). */
export const useSaveCategory = () =>
  useEventTypesMutation(({ id, body }: { id?: number; body: Record<string, unknown> }) =>
    id ? api(`/api/v1/event-categories/${id}`, { method: 'PUT', body: { id, ...body } }) : api('/api/v1/event-categories', { method: 'POST', body }));

/** PATCH /event-categories/{id}/active { active }. */
export const useSetCategoryActive = () =>
  useEventTypesMutation(({ id, active }: { id: number; active: boolean }) => api(`/api/v1/event-categories/${id}/active`, { method: 'PATCH', body: { active } }));

/** DELETE /event-categories/{id} (refused while the category has types). */
export const useDeleteCategory = () => useEventTypesMutation((id: number) => api(`/api/v1/event-categories/${id}`, { method: 'DELETE' }));

/** POST /event-types or PUT /event-types/{id} (with id in the body). */
export const useSaveEventType = () =>
  useEventTypesMutation(({ id, body }: { id?: number; body: Record<string, unknown> }) =>
    id ? api(`/api/v1/event-types/${id}`, { method: 'PUT', body: { id, ...body } }) : api('/api/v1/event-types', { method: 'POST', body }));

/** PATCH /event-types/{id}/active { active }. */
export const useSetEventTypeActive = () =>
  useEventTypesMutation(({ id, active }: { id: number; active: boolean }) => api(`/api/v1/event-types/${id}/active`, { method: 'PATCH', body: { active } }));

/** DELETE /event-types/{id} (refused while the type has active events). */
export const useDeleteEventType = () => useEventTypesMutation((id: number) => api(`/api/v1/event-types/${id}`, { method: 'DELETE' }));

/** PUT /event-types/{id}/edit-fields; re-reads the type's edit fields too. */
export function useSaveEditFields(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (value: EditFields) => api(`/api/v1/event-types/${id}/edit-fields`, { method: 'PUT', body: { ...value, event_type_id: id } }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: eventTypeKeys.editFields(id) });
      await invalidateEventTypes(qc);
    },
  });
}
