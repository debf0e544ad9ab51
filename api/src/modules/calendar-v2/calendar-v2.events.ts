/**
 * GET /api/v2/calendar/events: one month of calendar items in one call (spec 2 §3 Event (new
 * calendar view), §7 Calendar).
 *
 * Visibility (the same rule as the calendar module's mayViewCalendar): holders of all_events_read
 * see everyone's items; others see their own, those of the people who shared their calendar with
 * them (calendar_viewers) and those of their direct subordinates — a manager files and approves
 * their team's absences, so they see the team's calendar. The rule is a SQL predicate (subqueries on
 * calendar_viewers and users.manager_id), never an id list built in memory.
 *
 * Queries: one for the month's events joined with their types, categories, owners and substitutes;
 * one for overtimes (joined with owners and their requests) plus one for their time intervals; one
 * for on-calls; public holidays are computed. Filters (contracts/calendar-v2.ts) are applied in SQL.
 * The month is [first day 00:00 UTC, first day of the next month); items overlapping it are listed
 * (an event ending exactly at the month's first midnight is included).
 * Working addresses are shown to the owner, the owner's manager and users_read_sensitive_info holders.
 */
import { companyDayStart, nextCompanyMonthStart } from '../../shared/company-time';
import { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { CalendarEventsQuery, CalendarStatus } from '../../contracts/calendar-v2';
import { DEFAULT_HOLIDAY_COUNTRY } from '../../contracts/holidays';
import type { Actor } from '../approvals';
import { PSEUDO_EVENT_TYPES } from '../calendar';
import { flagOf, holidaysBetween } from '../holidays/holidays.service';
import { timesOf } from '../overtime/overtime.service';

/** Request statuses shown as each calendar status (spec 2 §4 Calendar mapping of status). */
export const REQUEST_STATUSES_OF: Record<CalendarStatus, string[]> = {
  accepted: ['approved', 'completed'],
  waiting_for_approval: ['in_progress', 'not_initialized'],
  canceled: ['canceled', 'rejected'],
};

/** The calendar status of a request status (no request: accepted). */
export function calendarStatusOf(requestStatus: string | null | undefined): CalendarStatus {
  if (!requestStatus) return 'accepted';
  return (Object.keys(REQUEST_STATUSES_OF) as CalendarStatus[]).find((k) => REQUEST_STATUSES_OF[k].includes(requestStatus)) ?? 'waiting_for_approval';
}

/** A UTC instant read from a raw row (SQLite: `YYYY-MM-DD HH:MM:SS[.SSS]` text; SQL Server: Date). */
export function instantOf(v: unknown): Date {
  if (v instanceof Date) return v;
  const s = String(v);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(s) ? s : `${s.replace(' ', 'T')}Z`);
}
const bool = (v: unknown) => (v == null ? null : v === true || v === 1 || v === '1');

/** Adds the visibility rule and the people filters on column `col` (see module doc). */
export function scopePeople<T extends object>(qb: SelectQueryBuilder<T>, col: string, actor: Actor, q: Pick<CalendarEventsQuery, 'users' | 'groups'>): SelectQueryBuilder<T> {
  if (!actor.permissions.has('all_events_read')) {
    qb.andWhere(
      `(${col} = :scopeMe OR ${col} IN (SELECT cv.owner_id FROM calendar_viewers cv WHERE cv.viewer_id = :scopeMe) OR ${col} IN (SELECT su.id FROM users su WHERE su.manager_id = :scopeMe))`,
      { scopeMe: actor.id },
    );
  }
  const users = q.users ?? [];
  const groups = q.groups ?? [];
  if (users.length || groups.length) {
    const parts = [];
    if (users.length) parts.push(`${col} IN (:...scopeUsers)`);
    if (groups.length) parts.push(`${col} IN (SELECT gu.user_id FROM calendar_group_users gu WHERE gu.group_id IN (:...scopeGroups))`);
    qb.andWhere(`(${parts.join(' OR ')})`, { scopeUsers: users, scopeGroups: groups });
  }
  return qb;
}

/** [from, to) of a month in the company's time zone (TIME_ZONE) and its inclusive date bounds `YYYY-MM-DD`. */
export function monthRange(year: number, month: number) {
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  const firstDate = `${ym}-01`;
  const from = companyDayStart(firstDate);
  const to = nextCompanyMonthStart(ym);
  const lastDate = `${ym}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
  return { from, to, firstDate, lastDate };
}

/** Which kinds the `types` filter keeps: event type ids and the pseudo types. */
function kinds(types: number[] | undefined) {
  if (types === undefined) return { eventTypes: undefined, overtimes: true, oncalls: true };
  return { eventTypes: types.filter((t) => t > 0), overtimes: types.includes(PSEUDO_EVENT_TYPES.overtimes), oncalls: types.includes(PSEUDO_EVENT_TYPES.onCalls) };
}

const requestStatuses = (statuses: CalendarStatus[] | undefined) => (statuses === undefined ? undefined : statuses.flatMap((s) => REQUEST_STATUSES_OF[s]));

/** The events query (joined with type, category, owner and substitute), without conditions. */
export function eventsQuery(em: EntityManager) {
  return em.createQueryBuilder().from('events', 'e')
    .innerJoin('event_types', 't', 't.id = e.event_type_id')
    .innerJoin('event_categories', 'c', 'c.id = t.event_category_id')
    .innerJoin('users', 'u', 'u.id = e.user_id')
    .leftJoin('users', 's', 's.id = e.substitute_id')
    .select(['e.id AS id', 'e.title AS title', 'e.description AS description', 'e.date_start AS date_start', 'e.date_end AS date_end', 'e.user_id AS user_id', 'e.status AS status'])
    .addSelect(['e.event_type_id AS event_type_id', 'e.working_address AS working_address', 'e.substitute_id AS substitute_id', 'e.substitute_confirmed AS substitute_confirmed', 'e.request_id AS request_id'])
    .addSelect(['t.name AS type_name', 'c.name AS category_name', 'u.name AS u_name', 'u.surname AS u_surname', 'u.manager_id AS u_manager', 's.name AS s_name', 's.surname AS s_surname']);
}

/** An Event item of a raw row of {@link eventsQuery} as `actor` sees it. */
export function toEventItem(r: Record<string, unknown>, actor: Actor) {
  const userId = Number(r.user_id);
  const sensitive = actor.permissions.has('users_read_sensitive_info') || userId === actor.id || Number(r.u_manager) === actor.id;
  return {
    id: Number(r.id), type: 'Event' as const, status: r.status as CalendarStatus, allDay: false, userId, owner: `${r.u_name} ${r.u_surname}`,
    title: String(r.title), description: (r.description as string | null) ?? null,
    start: instantOf(r.date_start).toISOString(), end: instantOf(r.date_end).toISOString(),
    eventTypeId: Number(r.event_type_id), typeName: String(r.type_name), categoryTypeName: String(r.category_name),
    workingAddress: sensitive ? ((r.working_address as string | null) ?? null) : null,
    substitution: r.substitute_id == null ? null : { substituteId: Number(r.substitute_id), substitute: `${r.s_name} ${r.s_surname}`, isConfirmed: bool(r.substitute_confirmed) },
    requestId: r.request_id == null ? null : Number(r.request_id),
  };
}

async function eventItems(em: EntityManager, actor: Actor, q: CalendarEventsQuery, range: ReturnType<typeof monthRange>, eventTypes: number[] | undefined) {
  if (eventTypes?.length === 0 || q.statuses?.length === 0) return [];
  const qb = eventsQuery(em).where('e.date_start < :to AND e.date_end >= :from', { from: range.from, to: range.to });
  if (q.statuses) qb.andWhere('e.status IN (:...statuses)', { statuses: q.statuses });
  if (eventTypes) qb.andWhere('e.event_type_id IN (:...eventTypes)', { eventTypes });
  scopePeople(qb, 'e.user_id', actor, q).orderBy('e.date_start', 'ASC').addOrderBy('e.id', 'ASC');
  return (await qb.getRawMany<Record<string, unknown>>()).map((r) => toEventItem(r, actor));
}

async function overtimeItems(em: EntityManager, actor: Actor, q: CalendarEventsQuery, range: ReturnType<typeof monthRange>) {
  const statuses = requestStatuses(q.statuses);
  if (statuses?.length === 0) return [];
  const qb = em.createQueryBuilder().from('overtimes', 'o')
    .innerJoin('users', 'u', 'u.id = o.user_id')
    .leftJoin('requests', 'r', "r.request_name = 'overtime' AND r.object_id = o.id")
    .select(['o.id AS id', 'o.user_id AS user_id', 'o.overtime_date AS overtime_date', 'o.compensation_option AS compensation', 'o.total_minutes AS total_minutes'])
    .addSelect(['r.id AS request_id', 'r.status AS request_status', 'u.name AS u_name', 'u.surname AS u_surname'])
    .where('o.overtime_date >= :firstDate AND o.overtime_date <= :lastDate', { firstDate: range.firstDate, lastDate: range.lastDate });
  if (statuses) qb.andWhere('r.status IN (:...rs)', { rs: statuses });
  scopePeople(qb, 'o.user_id', actor, q).orderBy('o.overtime_date', 'ASC').addOrderBy('o.id', 'ASC');
  const rows = await qb.getRawMany<Record<string, unknown>>();
  const times = await timesOf(em, rows.map((r) => Number(r.id)));
  return rows.map((r) => ({
    id: Number(r.id), type: 'Overtime' as const, status: calendarStatusOf(r.request_status as string | null), allDay: true, userId: Number(r.user_id), owner: `${r.u_name} ${r.u_surname}`,
    title: 'Overtime', date: String(r.overtime_date), start: String(r.overtime_date), end: String(r.overtime_date), eventTypeId: PSEUDO_EVENT_TYPES.overtimes,
    times: (times.get(Number(r.id)) ?? []).map((t) => ({ from: t.time_from, to: t.time_to })), totalHours: Math.round((Number(r.total_minutes) / 60) * 100) / 100,
    compensation: String(r.compensation), requestId: r.request_id == null ? null : Number(r.request_id),
  }));
}

async function oncallItems(em: EntityManager, actor: Actor, q: CalendarEventsQuery, range: ReturnType<typeof monthRange>) {
  const statuses = requestStatuses(q.statuses);
  if (statuses?.length === 0) return [];
  const qb = em.createQueryBuilder().from('oncalls', 'o')
    .innerJoin('users', 'u', 'u.id = o.user_id')
    .leftJoin('requests', 'r', "r.request_name = 'oncall' AND r.object_id = o.id")
    .select(['o.id AS id', 'o.user_id AS user_id', 'o.title AS title', 'o.description AS description', 'o.date_start AS date_start', 'o.date_end AS date_end'])
    .addSelect(['r.id AS request_id', 'r.status AS request_status', 'u.name AS u_name', 'u.surname AS u_surname'])
    .where('o.date_start < :to AND o.date_end > :from', { from: range.from, to: range.to });
  if (statuses) qb.andWhere('r.status IN (:...rs)', { rs: statuses });
  scopePeople(qb, 'o.user_id', actor, q).orderBy('o.date_start', 'ASC').addOrderBy('o.id', 'ASC');
  return (await qb.getRawMany<Record<string, unknown>>()).map((r) => ({
    id: Number(r.id), type: 'OnCall' as const, status: calendarStatusOf(r.request_status as string | null), allDay: false, userId: Number(r.user_id), owner: `${r.u_name} ${r.u_surname}`,
    title: String(r.title), description: (r.description as string | null) ?? null, start: instantOf(r.date_start).toISOString(), end: instantOf(r.date_end).toISOString(),
    eventTypeId: PSEUDO_EVENT_TYPES.onCalls, requestId: r.request_id == null ? null : Number(r.request_id),
  }));
}

/** Public holidays of the month as calendar items (id `LT-2026-01-01`). */
export function holidayItems(countries: CalendarEventsQuery['countries'], range: ReturnType<typeof monthRange>) {
  return holidaysBetween(countries ?? [DEFAULT_HOLIDAY_COUNTRY], range.firstDate, range.lastDate).map((h) => ({
    id: `${h.countryCode}-${h.date}`, type: 'PublicHoliday' as const, allDay: true, ...h, start: h.date, end: h.date, flag: flagOf(h.countryCode),
  }));
}

/** The month's items visible to `actor` (see module doc). */
export async function calendarEvents(em: EntityManager, actor: Actor, q: CalendarEventsQuery) {
  const range = monthRange(q.year, q.month);
  const k = kinds(q.types);
  const [events, overtimes, oncalls] = await Promise.all([
    eventItems(em, actor, q, range, k.eventTypes),
    k.overtimes ? overtimeItems(em, actor, q, range) : [],
    k.oncalls ? oncallItems(em, actor, q, range) : [],
  ]);
  return { data: [...holidayItems(q.countries, range), ...events, ...overtimes, ...oncalls] };
}
