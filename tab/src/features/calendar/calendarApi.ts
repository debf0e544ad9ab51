/**
 * Calendar calls (spec 2 §7 Calendar v2 base /api/v2/calendar/, older v1 events, calendar groups,
 * substitutions, public holiday details; spec 1 §7 upcoming events) as react-query hooks. Overtime
 * and on-call writes live in features/overtime and features/oncall (their server modules). Field names follow spec 2 §3.
 * Reads use the key factory {@link calendarKeys}; writes are mutation hooks (issue 10 item 4) that
 * re-read what they change when they succeed (components take busy states from `isPending`).
 */
import { expandCompactMonth, type CalendarMonthCompact } from '@contracts/calendar-month';
import type { HalfDay } from '@contracts/leave-balances';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { CalendarFilters, TypeColour } from './calendarLogic';
import type { CalendarGroup } from './groupsLogic';
import type { ActiveSubstitution } from './eventFormLogic';

export const V2 = '/api/v2/calendar';
/** The older calendar groups (spec 2 §7 v1 calendar-groups). */
export const GROUPS_PATH = '/api/v1/calendar-groups';

/** Kinds of calendar items (spec 2 §3 Event (new calendar view)) plus on-call duty. */
export type CalendarKind = 'Event' | 'Overtime' | 'BusinessTrip' | 'Conference' | 'PublicHoliday' | 'OnCall';

/** One item of GET events: the common fields the calendar draws. */
export interface CalendarItem {
  id: number | string;
  type: CalendarKind | string;
  title?: string | null;
  name?: string | null;
  localName?: string | null;
  start?: string | null;
  end?: string | null;
  date?: string | null;
  allDay?: boolean;
  status?: string | null;
  eventTypeId?: number | null;
  userId?: number | null;
  owner?: string | null;
  countryCode?: string | null;
  isConfirmed?: boolean | null;
  /** Conference items (spec 2 §3): the participation's state, which picks the item's colour. */
  confirmation?: 'confirmed' | 'waiting_for_approval' | 'not_confirmed' | null;
  /** Event items (issue 18): 'first' (morning) / 'second' (afternoon) half of the one day; null = whole days. */
  halfDay?: HalfDay | null;
}

export interface Person {
  id: number;
  fullName: string;
}

export interface TemplateType {
  id: number;
  name: string;
  isAddressRequired: boolean;
  canCreatePastEvents: boolean;
  minAdvanceTime: number;
  maxUsagePerMonth: number;
  isChildInfoRequired?: boolean;
  substituteNeeded?: boolean;
  unattendanceCode?: string | null;
  needsApproval?: boolean;
  canManagerSubmit?: boolean;
  /** Issue 18: a one-day event of the type may be a half day. */
  allowsHalfDay?: boolean;
  countsAgainstBalance?: boolean;
}

export interface EventTemplate {
  eventCategories: { id: number; name: string; isForSubordinate?: boolean; eventTypes: TemplateType[] }[];
  /** Direct subordinates with the substitutions they do for others (not canceled, rejected or ended). */
  subordinates: (Person & { activeSubstitutions?: ActiveSubstitution[] })[];
  substitutes: (Person & { isForMyself?: boolean; activeSubstitutions?: ActiveSubstitution[] })[];
  /** The caller's own active substitutions. */
  activeSubstitutions?: ActiveSubstitution[];
  /** The caller is a manager or assigned to a chain (substitute rule). */
  isManagerOrChainMember?: boolean;
}

/** One event of the older API (GET /api/v1/users/{id}/events, spec 2 §3 Event (older)): what the edit form pre-fills. */
export interface EventRecord {
  id: number;
  title: string;
  description: string | null;
  date_start: string;
  date_end: string;
  user_id: number;
  substitute_id: number | null;
  substitute_confirmed: boolean | null;
  status: 'accepted' | 'waiting_for_approval' | 'canceled';
  event_type_id: number;
  event_type: { id: number; name: string; unattendance_code: string | null };
  vacation_payout: boolean;
  working_address: string | null;
  child_birth_date: string | null;
  request_id: number | null;
  request_status: string | null;
  /** Issue 18: the half of the one day the event spans; null = whole days. */
  half_day?: HalfDay | null;
}

export interface Viewer {
  userId: number;
  user: string;
  isViewer: boolean;
}

export const calendarKeys = {
  all: ['calendar'] as const,
  events: (q: object) => ['calendar', 'events', q] as const,
  filters: ['calendar', 'filters'] as const,
  colors: ['calendar', 'colors'] as const,
  template: ['calendar', 'template'] as const,
  viewers: ['calendar', 'viewers'] as const,
  details: (id: string | number, date?: string) => ['calendar', 'details', id, date] as const,
  upcoming: (userId: number) => ['calendar', 'upcoming', userId] as const,
  list: (q: object) => ['calendar', 'list', q] as const,
  /** The caller's substitutions (under the calendar keys, so calendar refreshes include them). */
  substitutions: (userId: number) => ['calendar', 'substitutions', userId] as const,
};

const dataOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : ((r as { data?: T[] })?.data ?? [])) as T[];

/** A GET events reply as the spec's items: the compact form (contracts/calendar-month.ts) expanded, the spec's form as is. */
export function monthItems(reply: unknown): CalendarItem[] {
  const compact = reply as CalendarMonthCompact | null;
  return compact?.format === 'compact' ? (expandCompactMonth(compact) as CalendarItem[]) : dataOf<CalendarItem>(reply);
}

/** GET events once per month the view touches (a week can span two months), in the compact form (issue 11 item 2). */
export function useCalendarEvents(months: { year: number; month: number }[], query: Record<string, unknown>, enabled: boolean) {
  return useQueries({
    queries: months.map((m) => ({
      queryKey: calendarKeys.events({ ...query, ...m }),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        monthItems(await api(`${V2}/events`, { query: { ...(query as Record<string, never>), year: m.year, month: m.month, format: 'compact' }, signal })),
      enabled,
      placeholderData: keepPreviousData,
    })),
  });
}

export const useCalendarFilters = (enabled = true) =>
  useQuery({ queryKey: calendarKeys.filters, queryFn: () => api<CalendarFilters>(`${V2}/filters`), enabled, staleTime: 0 });

export const useCalendarColors = (enabled = true) =>
  useQuery({ queryKey: calendarKeys.colors, queryFn: async () => dataOf<TypeColour>(await api(`${V2}/events/colors`)), enabled, staleTime: 300_000 });

/** GET events/template: never cached. */
export const useEventTemplate = (enabled = true) =>
  useQuery({ queryKey: calendarKeys.template, queryFn: () => api<EventTemplate>(`${V2}/events/template`), enabled, staleTime: 0, gcTime: 0 });

export const useViewers = (enabled = true) =>
  useQuery({ queryKey: calendarKeys.viewers, queryFn: async () => dataOf<Viewer>(await api(`${V2}/viewers`)), enabled, staleTime: 0 });

/** Details of an item (GET events/{id}/details) or of a public holiday (GET events/{countryCode}/details?date=). */
export const useEventDetails = (item: CalendarItem | null) =>
  useQuery({
    queryKey: calendarKeys.details(
      item?.type === 'PublicHoliday' ? String(item.countryCode) : String(item?.id),
      item?.type === 'PublicHoliday' ? String(item.date ?? item.start).slice(0, 10) : undefined,
    ),
    queryFn: () =>
      item?.type === 'PublicHoliday'
        ? api<Record<string, unknown>>(`${V2}/events/${item.countryCode}/details`, { query: { date: String(item.date ?? item.start).slice(0, 10) } })
        : api<Record<string, unknown>>(`${V2}/events/${encodeURIComponent(String(item?.id))}/details`, { query: { type: item?.type } }),
    enabled: !!item,
    retry: false,
  });

export const invalidateCalendar = (qc: QueryClient) => qc.invalidateQueries({ queryKey: calendarKeys.all });

/** PUT filters with the whole filter object; the saved filters become the cached ones (the events re-read by their key). */
export function useSaveCalendarFilters() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (f: CalendarFilters) => api(`${V2}/filters`, { method: 'PUT', body: f }),
    onSuccess: (_r, f) => qc.setQueryData(calendarKeys.filters, f),
  });
}

/** PUT viewers with the chosen user ids (spec 2 §2); re-reads the viewers. */
export function useSaveViewers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api(`${V2}/viewers`, { method: 'PUT', body: ids }),
    onSuccess: () => qc.invalidateQueries({ queryKey: calendarKeys.viewers }),
  });
}

/** POST /calendar-groups (no id) or PUT /calendar-groups/{id} with `{ name, assigned_users }`; re-reads the calendar. */
export function useSaveCalendarGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: unknown }) =>
      api<CalendarGroup>(id ? `${GROUPS_PATH}/${id}` : GROUPS_PATH, { method: id ? 'PUT' : 'POST', body }),
    onSuccess: () => invalidateCalendar(qc),
  });
}

/** DELETE /calendar-groups/{id}; re-reads the calendar. */
export function useDeleteCalendarGroup() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api(`${GROUPS_PATH}/${id}`, { method: 'DELETE' }), onSuccess: () => invalidateCalendar(qc) });
}

/**
 * POST /api/v1/users/{owner}/events (new: `{ event, send_calendar_file, additional_dates }`) or
 * PUT /api/v1/users/{owner}/events/{id} (edit: `{ event, send_calendar_file }`); re-reads the calendar.
 */
export function useSaveEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ owner, id, body }: { owner: number; id?: number; body: unknown }) =>
      id ? api(`/api/v1/users/${owner}/events/${id}`, { method: 'PUT', body }) : api(`/api/v1/users/${owner}/events`, { method: 'POST', body }),
    onSuccess: () => invalidateCalendar(qc),
  });
}

/** DELETE /api/v1/users/{owner}/events/{id} (cancel an event) → `{ message }`; re-reads the calendar. */
export function useCancelEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ owner, id }: { owner: number; id: number | string }) => api<{ message: string }>(`/api/v1/users/${owner}/events/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateCalendar(qc),
  });
}

/** PATCH /api/v1/users/{me}/substitutions/{id} `{ action }`; re-reads the calendar, and the substitutions after a refusal too. */
export function useAnswerSubstitution(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'reject' }) =>
      api(`/api/v1/users/${userId}/substitutions/${id}`, { method: 'PATCH', body: { action } }),
    onSuccess: () => invalidateCalendar(qc),
    // Already answered or canceled meanwhile: show the list as it is now.
    onError: () => qc.invalidateQueries({ queryKey: calendarKeys.substitutions(userId) }),
  });
}
