/**
 * What the calendar's reads share (spec 2 §3 Event (new calendar view), §7 Calendar): the month
 * (calendar-v2.month.ts), an item's details, the reports and exports.
 *
 * Visibility (the same rule as the calendar module's mayViewCalendar): holders of all_events_read
 * see everyone's items; others see their own, those of the people who shared their calendar with
 * them (calendar_viewers) and those of their direct subordinates — a manager files and approves
 * their team's absences, so they see the team's calendar. The rule is a SQL predicate (subqueries on
 * calendar_viewers and users.manager_id), never an id list built in memory.
 *
 * Filters (contracts/calendar-v2.ts) are applied in SQL; public holidays are computed.
 * The month is [first day 00:00 UTC, first day of the next month); items overlapping it are listed
 * (an event ending exactly at the month's first midnight is included).
 * Working addresses are shown to the owner, the owner's manager and users_read_sensitive_info holders.
 */
import { companyDayStart, nextCompanyMonthStart } from '../../shared/company-time';
import { EntityManager } from 'typeorm';
import type { CalendarEventsQuery, CalendarStatus } from '../../contracts/calendar-v2';
import { DEFAULT_HOLIDAY_COUNTRY } from '../../contracts/holidays';
import type { Actor } from '../approvals';
import { flagOf, holidaysBetween } from '../holidays/holidays.service';
import { instantOf } from '../../db/raw';

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

const bool = (v: unknown) => (v == null ? null : v === true || v === 1 || v === '1');

/** [from, to) of a month in the company's time zone (TIME_ZONE) and its inclusive date bounds `YYYY-MM-DD`. */
export function monthRange(year: number, month: number) {
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  const firstDate = `${ym}-01`;
  const from = companyDayStart(firstDate);
  const to = nextCompanyMonthStart(ym);
  const lastDate = `${ym}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
  return { from, to, firstDate, lastDate };
}

/** The events query (joined with type, category, owner and substitute), without conditions. */
export function eventsQuery(em: EntityManager) {
  return em.createQueryBuilder().from('events', 'e')
    .innerJoin('event_types', 't', 't.id = e.event_type_id')
    .innerJoin('event_categories', 'c', 'c.id = t.event_category_id')
    .innerJoin('users', 'u', 'u.id = e.user_id')
    .leftJoin('users', 's', 's.id = e.substitute_id')
    .select(['e.id AS id', 'e.title AS title', 'e.description AS description', 'e.date_start AS date_start', 'e.date_end AS date_end', 'e.user_id AS user_id', 'e.status AS status'])
    .addSelect(['e.event_type_id AS event_type_id', 'e.working_address AS working_address', 'e.substitute_id AS substitute_id', 'e.substitute_confirmed AS substitute_confirmed', 'e.request_id AS request_id', 'e.half_day AS half_day'])
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
    halfDay: r.half_day === 'first' ? 'first' as const : r.half_day === 'second' ? 'second' as const : null,
  };
}

/** Public holidays of the month as calendar items (id `LT-2026-01-01`). */
export function holidayItems(countries: CalendarEventsQuery['countries'], range: ReturnType<typeof monthRange>) {
  return holidaysBetween(countries ?? [DEFAULT_HOLIDAY_COUNTRY], range.firstDate, range.lastDate).map((h) => ({
    id: `${h.countryCode}-${h.date}`, type: 'PublicHoliday' as const, allDay: true, ...h, start: h.date, end: h.date, flag: flagOf(h.countryCode),
  }));
}
