/**
 * Calendar calls (spec 2 §7 Calendar v2 base /api/v2/calendar/, older v1 events, overtime,
 * public holidays; spec 1 §7 upcoming events) as react-query hooks. Field names follow spec 2 §3.
 */
import { expandCompactMonth, type CalendarMonthCompact } from '@contracts/calendar-month';
import { keepPreviousData, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { CalendarFilters, TypeColour } from './calendarLogic';
import type { ActiveSubstitution } from './eventFormLogic';

export const V2 = '/api/v2/calendar';

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
