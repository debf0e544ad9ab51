/**
 * GET /api/v2/calendar/events: one month of calendar items in one call (spec 2 §3 Event (new
 * calendar view), §7 Calendar; issue 11 items 2 and 4), in the spec's form (default) or the compact
 * form of contracts/calendar-month.ts (`format=compact`, what the tab asks for). Choice: spec 2 §3
 * fixes the items' fields, so the spec's form stays the default and the compact one is a query flag.
 *
 * Visibility and filters as in calendar-v2.events.ts (module doc there): all_events_read sees
 * everyone; others their own items, calendars shared with them and their direct subordinates';
 * working addresses only to the owner, the owner's manager and users_read_sensitive_info holders.
 *
 * Cost: fixed statements written once as SQL text (db/raw.ts: bound parameters, prepared statements
 * reused, rows as the driver's plain objects) — events alone (no joins), overtimes with their
 * requests and time intervals, on-calls with their requests, business trips with their requests and
 * destinations, conference participations, then the people of the month by id
 * (padded chunks) and the event types with colours. Instants are turned into ISO text once per
 * value by string slicing, never by parsing a Date. Both forms are built from the same rows. The rows
 * of a month are cached, per all_events_read or per caller, until the database changes (monthRows).
 */
import type { EntityManager } from 'typeorm';
import type { CalendarMonthCompact, CalendarMonthQuery } from '../../contracts/calendar-month';
import { CONFERENCE_COLUMNS, EVENT_COLUMNS, ONCALL_COLUMNS, OVERTIME_COLUMNS, TRIP_COLUMNS, trimRow } from '../../contracts/calendar-month';
import { CALENDAR_STATUSES, type CalendarEventsQuery, type CalendarStatus } from '../../contracts/calendar-v2';
import { KeptUntilChange } from '../../db/kept';
import { dataVersion, paddedChunks, rawRows, rawTuples, type SqlParams } from '../../db/raw';
import type { Actor } from '../approvals';
import { PSEUDO_EVENT_TYPES } from '../calendar';
import { calendarStatusOfConfirmation, CONFERENCE_MONTH_SQL, conferenceItemOf, confirmationOf } from '../conferences/conferences.calendar';
import { calendarStatusOf, holidayItems, monthRange, REQUEST_STATUSES_OF } from './calendar-v2.events';
import { DEFAULT_COLOURS } from './calendar-v2.settings';

type Row = Record<string, unknown>;
type Range = ReturnType<typeof monthRange>;

/**
 * A stored instant as ISO text without parsing: SQLite keeps `YYYY-MM-DD HH:MM:SS[.SSS]`, SQL Server
 * gives a Date. `short` leaves out zero milliseconds (the compact form).
 */
export function isoText(v: unknown, short = false): string {
  // the common case, SQLite's `YYYY-MM-DD HH:MM:SS.SSS`, without the checks below (20,000 values in a whole-company month)
  if (typeof v === 'string' && v.length === 23 && v[10] === ' ' && v[19] === '.') return `${v.slice(0, 10)}T${v.slice(11, 19)}${short && v.endsWith('.000') ? '' : v.slice(19)}Z`;
  let s: string;
  if (v instanceof Date) s = v.toISOString();
  else {
    const t = String(v);
    if (t.length >= 19 && t[10] === ' ' && !/[zZ+]|-\d\d:?\d\d$/.test(t.slice(19))) s = `${t.slice(0, 10)}T${t.slice(11, 19)}${t.length > 19 ? t.slice(19, 23).padEnd(4, '0') : '.000'}Z`;
    else s = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(t) ? t : `${t.replace(' ', 'T')}Z`).toISOString();
  }
  return short && s.endsWith('.000Z') ? `${s.slice(0, 19)}Z` : s;
}

/**
 * The visibility rule and the people filters on `col` as SQL text (see module doc). `alsoVisible`:
 * further rows the caller sees, as SQL over `:scopeMe` (a business trip's other travellers).
 */
function peopleScope(col: string, actor: Actor, q: Pick<CalendarEventsQuery, 'users' | 'groups'>, params: SqlParams, alsoVisible = ''): string {
  let sql = '';
  if (!actor.permissions.has('all_events_read')) {
    params.scopeMe = actor.id;
    sql += ` AND (${col} = :scopeMe OR ${col} IN (SELECT cv.owner_id FROM calendar_viewers cv WHERE cv.viewer_id = :scopeMe) OR ${col} IN (SELECT su.id FROM users su WHERE su.manager_id = :scopeMe)${alsoVisible && ` OR ${alsoVisible}`})`;
  }
  const parts: string[] = [];
  if (q.users?.length) {
    params.scopeUsers = q.users;
    parts.push(`${col} IN (:...scopeUsers)`);
  }
  if (q.groups?.length) {
    params.scopeGroups = q.groups;
    parts.push(`${col} IN (SELECT gu.user_id FROM calendar_group_users gu WHERE gu.group_id IN (:...scopeGroups))`);
  }
  return parts.length ? `${sql} AND (${parts.join(' OR ')})` : sql;
}

/** Which kinds the `types` filter keeps: event type ids and the pseudo types. */
function kinds(types: number[] | undefined) {
  if (types === undefined) return { eventTypes: undefined, overtimes: true, oncalls: true, trips: true };
  return {
    eventTypes: types.filter((t) => t > 0), overtimes: types.includes(PSEUDO_EVENT_TYPES.overtimes), oncalls: types.includes(PSEUDO_EVENT_TYPES.onCalls),
    trips: types.includes(PSEUDO_EVENT_TYPES.businessTrips),
  };
}

const requestStatuses = (statuses: CalendarStatus[] | undefined) => (statuses === undefined ? undefined : statuses.flatMap((s) => REQUEST_STATUSES_OF[s]));

/** Column positions of an event row ({@link eventRows}: arrays, the month's biggest read). */
const E = { id: 0, title: 1, description: 2, start: 3, end: 4, userId: 5, status: 6, typeId: 7, address: 8, substituteId: 9, substituteConfirmed: 10, requestId: 11, halfDay: 12 } as const;
type EventTuple = unknown[];

/** The month's events as arrays in {@link E}'s order (db/raw.ts rawTuples: no object per row). */
async function eventRows(em: EntityManager, actor: Actor, q: CalendarEventsQuery, range: Range, eventTypes: number[] | undefined): Promise<EventTuple[]> {
  if (eventTypes?.length === 0 || q.statuses?.length === 0) return [];
  const params: SqlParams = { from: range.from, to: range.to };
  let sql =
    'SELECT e.id, e.title, e.description, e.date_start, e.date_end, e.user_id, e.status, e.event_type_id, e.working_address, e.substitute_id, e.substitute_confirmed, e.request_id, e.half_day ' +
    'FROM events e WHERE e.date_start < :to AND e.date_end >= :from';
  if (q.statuses) {
    params.statuses = q.statuses;
    sql += ' AND e.status IN (:...statuses)';
  }
  if (eventTypes) {
    params.eventTypes = eventTypes;
    sql += ' AND e.event_type_id IN (:...eventTypes)';
  }
  return rawTuples(em, `${sql}${peopleScope('e.user_id', actor, q, params)} ORDER BY e.date_start, e.id`, params);
}

/** Overtimes of the month with their request and time intervals (one row per interval). */
async function overtimeRows(em: EntityManager, actor: Actor, q: CalendarEventsQuery, range: Range): Promise<Row[]> {
  const statuses = requestStatuses(q.statuses);
  if (statuses?.length === 0) return [];
  const params: SqlParams = { firstDate: range.firstDate, lastDate: range.lastDate };
  let sql =
    'SELECT o.id, o.user_id, o.overtime_date, o.compensation_option, o.total_minutes, r.id AS request_id, r.status AS request_status, t.time_from, t.time_to ' +
    "FROM overtimes o LEFT JOIN requests r ON r.request_name = 'overtime' AND r.object_id = o.id LEFT JOIN overtime_times t ON t.overtime_id = o.id " +
    'WHERE o.overtime_date >= :firstDate AND o.overtime_date <= :lastDate';
  if (statuses) {
    params.rs = statuses;
    sql += ' AND r.status IN (:...rs)';
  }
  return rawRows(em, `${sql}${peopleScope('o.user_id', actor, q, params)} ORDER BY o.overtime_date, o.id, t.time_from`, params);
}

async function oncallRows(em: EntityManager, actor: Actor, q: CalendarEventsQuery, range: Range): Promise<Row[]> {
  const statuses = requestStatuses(q.statuses);
  if (statuses?.length === 0) return [];
  const params: SqlParams = { from: range.from, to: range.to };
  let sql =
    'SELECT o.id, o.user_id, o.title, o.description, o.date_start, o.date_end, r.id AS request_id, r.status AS request_status ' +
    "FROM oncalls o LEFT JOIN requests r ON r.request_name = 'oncall' AND r.object_id = o.id WHERE o.date_start < :to AND o.date_end > :from";
  if (statuses) {
    params.rs = statuses;
    sql += ' AND r.status IN (:...rs)';
  }
  return rawRows(em, `${sql}${peopleScope('o.user_id', actor, q, params)} ORDER BY o.date_start, o.id`, params);
}

/**
 * Business trips of the month whose request is in progress or approved/completed (issue 13 item 2),
 * one row per destination (grouped by {@link groupTrips}); seen like the traveller's events, and by
 * the trip's other travellers.
 */
async function tripRows(em: EntityManager, actor: Actor, q: CalendarEventsQuery, range: Range): Promise<Row[]> {
  const statuses = (requestStatuses(q.statuses) ?? ['in_progress', 'approved', 'completed']).filter((s) => ['in_progress', 'approved', 'completed'].includes(s));
  if (!statuses.length) return [];
  const params: SqlParams = { firstDate: range.firstDate, lastDate: range.lastDate, rs: statuses };
  const sql =
    'SELECT t.id, t.traveler_id AS user_id, t.trip_purpose, t.date_start, t.date_end, r.id AS request_id, r.status AS request_status, d.destination_code ' +
    "FROM business_trips t INNER JOIN requests r ON r.request_name = 'business_trip' AND r.object_id = t.id LEFT JOIN business_trip_destinations d ON d.business_trip_id = t.id " +
    'WHERE t.date_start <= :lastDate AND t.date_end >= :firstDate AND r.status IN (:...rs)';
  const others = 't.id IN (SELECT ot.business_trip_id FROM business_trip_other_travelers ot WHERE ot.user_id = :scopeMe)';
  return rawRows(em, `${sql}${peopleScope('t.traveler_id', actor, q, params, others)} ORDER BY t.date_start, t.id, d.date_start, d.id`, params);
}

/**
 * Conferences and trainings of the month, one row per pending or confirmed participation, on the
 * participant's calendar (conferences.calendar.ts). They have no event type, so the types filter
 * leaves them in; the statuses filter applies (confirmed = accepted, else waiting_for_approval).
 */
async function conferenceRows(em: EntityManager, actor: Actor, q: CalendarEventsQuery, range: Range): Promise<Row[]> {
  if (q.statuses?.length === 0) return [];
  const params: SqlParams = { from: range.from, to: range.to, no: false, yes: true };
  const rows = await rawRows<Row>(em, `${CONFERENCE_MONTH_SQL}${peopleScope('p.user_id', actor, q, params)} ORDER BY c.date_start, c.id, p.id`, params);
  const keep = q.statuses;
  return keep ? rows.filter((r) => keep.includes(calendarStatusOfConfirmation(confirmationOf(r.confirmed, r.request_status)))) : rows;
}

/** Trip rows (one per destination) grouped per trip, destination codes in order without repeats. */
function groupTrips(rows: Row[]): (Row & { codes: string[] })[] {
  const out: (Row & { codes: string[] })[] = [];
  let last: (Row & { codes: string[] }) | undefined;
  for (const r of rows) {
    if (!last || last.id !== r.id) out.push((last = { ...r, codes: [] }));
    if (r.destination_code != null && !last.codes.includes(String(r.destination_code))) last.codes.push(String(r.destination_code));
  }
  return out;
}

interface Person {
  name: string;
  managerId: number | null;
}

async function peopleOf(em: EntityManager, ids: Set<number>): Promise<Map<number, Person>> {
  const out = new Map<number, Person>();
  for (const chunk of paddedChunks([...ids], 0)) {
    const rows = await rawRows<Row>(em, 'SELECT u.id, u.name, u.surname, u.manager_id FROM users u WHERE u.id IN (:...ids)', { ids: chunk });
    for (const u of rows) out.set(Number(u.id), { name: `${u.name} ${u.surname}`, managerId: u.manager_id == null ? null : Number(u.manager_id) });
  }
  return out;
}

async function typesOf(em: EntityManager): Promise<Map<number, CalendarMonthCompact['types'][string]>> {
  const rows = await rawRows<Row>(em, 'SELECT t.id, t.name, c.name AS category, t.background_color, t.border_color, t.text_color FROM event_types t INNER JOIN event_categories c ON c.id = t.event_category_id');
  const d = DEFAULT_COLOURS[0];
  const str = (v: unknown) => (v == null ? null : String(v));
  return new Map(
    rows.map((t) => [
      Number(t.id),
      { name: String(t.name), category: String(t.category), backgroundColor: str(t.background_color) ?? d.backgroundColor, borderColor: str(t.border_color) ?? str(t.background_color) ?? d.borderColor, textColor: str(t.text_color) ?? d.textColor },
    ]),
  );
}

/** The month's rows and people, as read from the database (shared by cached calls: never mutate). */
async function readMonth(em: EntityManager, actor: Actor, q: CalendarEventsQuery, range: Range) {
  const k = kinds(q.types);
  const events = await eventRows(em, actor, q, range, k.eventTypes);
  const overtimes = k.overtimes ? groupTimes(await overtimeRows(em, actor, q, range)) : [];
  const oncalls = k.oncalls ? await oncallRows(em, actor, q, range) : [];
  const trips = k.trips ? groupTrips(await tripRows(em, actor, q, range)) : [];
  const conferences = await conferenceRows(em, actor, q, range);
  const ids = new Set<number>();
  for (const r of events) {
    ids.add(Number(r[E.userId]));
    if (r[E.substituteId] != null) ids.add(Number(r[E.substituteId]));
  }
  for (const r of overtimes) ids.add(Number(r.user_id));
  for (const r of oncalls) ids.add(Number(r.user_id));
  for (const r of trips) ids.add(Number(r.user_id));
  for (const r of conferences) ids.add(Number(r.user_id)).add(Number(r.employee_id));
  const people = await peopleOf(em, ids);
  const types = events.length ? await typesOf(em) : new Map<number, CalendarMonthCompact['types'][string]>();
  return { events, overtimes, oncalls, trips, conferences, people, types };
}

type MonthRows = Awaited<ReturnType<typeof readMonth>>;
/** Months read lately, by who sees them and the filters: at most 500 months and 100,000 rows in all (a whole-company month at 2,000 people is ~12,500). */
const monthCache = new KeptUntilChange<MonthRows>(500, 100_000);

/**
 * {@link readMonth}, from the cache when nothing in the database changed since it was read (db/raw.ts
 * dataVersion: any write, by any worker, is a miss; nothing is cached inside a transaction). The rows
 * depend on who asks only through the visibility rule: an all_events_read holder sees everyone (one
 * entry for all of them), anyone else their own, shared and subordinates' items (an entry per person;
 * a change of a manager or a shared calendar is a write, so a miss). Issue 11: a whole-company month is
 * 12,500 rows whose reading was most of the call; a manager's month 1.2 ms of its 2.3. The working
 * addresses, which depend on the caller, are applied after.
 */
async function monthRows(em: EntityManager, actor: Actor, q: CalendarEventsQuery, range: Range): Promise<MonthRows> {
  const version = dataVersion(em);
  if (version === null) return readMonth(em, actor, q, range);
  const key = JSON.stringify([actor.permissions.has('all_events_read') ? 'all' : actor.id, q.year, q.month, q.statuses, q.types, q.users, q.groups]);
  const hit = monthCache.get(key, version);
  if (hit) return hit;
  const rows = await readMonth(em, actor, q, range);
  monthCache.set(key, version, rows, rows.events.length + rows.overtimes.length + rows.oncalls.length + rows.trips.length + rows.conferences.length + 1);
  return rows;
}

/** The month's rows and dictionaries, read once for either form, with the working addresses the caller may see. */
async function loadMonth(em: EntityManager, actor: Actor, q: CalendarEventsQuery) {
  const range = monthRange(q.year, q.month);
  const { events, overtimes, oncalls, trips, conferences, people, types } = await monthRows(em, actor, q, range);
  const sensitiveAll = actor.permissions.has('users_read_sensitive_info');
  /** An event's working address as `actor` may see it. */
  const address = (r: EventTuple) => {
    const owner = Number(r[E.userId]);
    const seen = sensitiveAll || owner === actor.id || people.get(owner)?.managerId === actor.id;
    return seen ? ((r[E.address] as string | null) ?? null) : null;
  };
  return { range, q, events, overtimes, oncalls, trips, conferences, people, types, address };
}

/** Overtime rows (one per interval) grouped per overtime, intervals as [from, to]. */
function groupTimes(rows: Row[]): (Row & { times: string[][] })[] {
  const out: (Row & { times: string[][] })[] = [];
  let last: (Row & { times: string[][] }) | undefined;
  for (const r of rows) {
    if (!last || last.id !== r.id) out.push((last = { ...r, times: [] }));
    if (r.time_from != null && !last.times.some(([f, t]) => f === r.time_from && t === r.time_to)) last.times.push([String(r.time_from), String(r.time_to)]);
  }
  return out;
}

const hoursOf = (minutes: unknown) => Math.round((Number(minutes) / 60) * 100) / 100;
const bool = (v: unknown) => (v == null ? null : v === true || v === 1 || v === '1');
const idOrNull = (v: unknown) => (v == null ? null : Number(v));
/** events.half_day as the items' halfDay (issue 18): 'first' | 'second' | null. */
const halfDayOf = (v: unknown) => (v === 'first' ? 'first' as const : v === 'second' ? 'second' as const : null);

/** The month in the spec's form: `{ data: [PublicHoliday…, Event…, Overtime…, OnCall…] }`. */
export async function calendarEvents(em: EntityManager, actor: Actor, q: CalendarEventsQuery) {
  const m = await loadMonth(em, actor, q);
  const name = (id: unknown) => m.people.get(Number(id))?.name ?? '';
  const events = m.events.map((r) => {
    const type = m.types.get(Number(r[E.typeId]));
    const sub = r[E.substituteId];
    return {
      id: Number(r[E.id]), type: 'Event' as const, status: r[E.status] as CalendarStatus, allDay: false, userId: Number(r[E.userId]), owner: name(r[E.userId]),
      title: String(r[E.title]), description: (r[E.description] as string | null) ?? null, start: isoText(r[E.start]), end: isoText(r[E.end]),
      eventTypeId: Number(r[E.typeId]), typeName: type?.name ?? '', categoryTypeName: type?.category ?? '', workingAddress: m.address(r),
      substitution: sub == null ? null : { substituteId: Number(sub), substitute: name(sub), isConfirmed: bool(r[E.substituteConfirmed]) },
      requestId: idOrNull(r[E.requestId]), halfDay: halfDayOf(r[E.halfDay]),
    };
  });
  const overtimes = m.overtimes.map((r) => ({
    id: Number(r.id), type: 'Overtime' as const, status: calendarStatusOf(r.request_status as string | null), allDay: true, userId: Number(r.user_id), owner: name(r.user_id),
    title: 'Overtime', date: String(r.overtime_date), start: String(r.overtime_date), end: String(r.overtime_date), eventTypeId: PSEUDO_EVENT_TYPES.overtimes,
    times: r.times.map(([from, to]) => ({ from, to })), totalHours: hoursOf(r.total_minutes), compensation: String(r.compensation_option), requestId: idOrNull(r.request_id),
  }));
  const oncalls = m.oncalls.map((r) => ({
    id: Number(r.id), type: 'OnCall' as const, status: calendarStatusOf(r.request_status as string | null), allDay: false, userId: Number(r.user_id), owner: name(r.user_id),
    title: String(r.title), description: (r.description as string | null) ?? null, start: isoText(r.date_start), end: isoText(r.date_end),
    eventTypeId: PSEUDO_EVENT_TYPES.onCalls, requestId: idOrNull(r.request_id),
  }));
  const trips = m.trips.map((r) => ({
    id: Number(r.id), type: 'BusinessTrip' as const, status: calendarStatusOf(r.request_status as string | null), allDay: true, userId: Number(r.user_id), owner: name(r.user_id),
    title: String(r.trip_purpose), traveler: name(r.user_id), description: r.codes.length ? r.codes.join(', ') : null, start: String(r.date_start), end: String(r.date_end),
    eventTypeId: PSEUDO_EVENT_TYPES.businessTrips, destinations: r.codes, requestId: idOrNull(r.request_id),
  }));
  const conferences = m.conferences.map((r) => conferenceItemOf(r, name));
  return { data: [...holidayItems(q.countries, m.range), ...events, ...overtimes, ...oncalls, ...trips, ...conferences] };
}

/** The month in the compact form (contracts/calendar-month.ts). */
export async function calendarMonthCompact(em: EntityManager, actor: Actor, q: CalendarMonthQuery): Promise<CalendarMonthCompact> {
  const m = await loadMonth(em, actor, q);
  const statusIndex = new Map<string, number>(CALENDAR_STATUSES.map((s, i) => [s, i]));
  const types: CalendarMonthCompact['types'] = {};
  const people: CalendarMonthCompact['people'] = {};
  const person = (id: number) => {
    if (!(id in people)) people[id] = m.people.get(id)?.name ?? '';
    return id;
  };
  const events = m.events.map((r) => {
    const typeId = Number(r[E.typeId]);
    if (!(typeId in types)) {
      const t = m.types.get(typeId);
      if (t) types[typeId] = t;
    }
    const sub = r[E.substituteId];
    return trimRow([
      Number(r[E.id]), typeId, person(Number(r[E.userId])), statusIndex.get(String(r[E.status])) ?? 1, isoText(r[E.start], true), isoText(r[E.end], true),
      String(r[E.title]), (r[E.description] as string | null) ?? null, m.address(r), sub == null ? null : person(Number(sub)), bool(r[E.substituteConfirmed]), idOrNull(r[E.requestId]), halfDayOf(r[E.halfDay]),
    ]);
  });
  const overtimes = m.overtimes.map((r) =>
    trimRow([
      Number(r.id), person(Number(r.user_id)), statusIndex.get(calendarStatusOf(r.request_status as string | null))!, String(r.overtime_date), r.times,
      hoursOf(r.total_minutes), String(r.compensation_option), idOrNull(r.request_id),
    ]),
  );
  const oncalls = m.oncalls.map((r) =>
    trimRow([
      Number(r.id), person(Number(r.user_id)), statusIndex.get(calendarStatusOf(r.request_status as string | null))!, isoText(r.date_start, true), isoText(r.date_end, true),
      String(r.title), (r.description as string | null) ?? null, idOrNull(r.request_id),
    ]),
  );
  const trips = m.trips.map((r) =>
    trimRow([
      Number(r.id), person(Number(r.user_id)), statusIndex.get(calendarStatusOf(r.request_status as string | null))!, String(r.date_start), String(r.date_end),
      String(r.trip_purpose), r.codes.length ? r.codes.join(',') : null, idOrNull(r.request_id),
    ]),
  );
  const conferences = m.conferences.map((r) => {
    const item = conferenceItemOf(r, () => '');
    return trimRow([
      item.id, item.conferenceId, person(item.userId), statusIndex.get(item.status)!, isoText(r.date_start, true), isoText(r.date_end, true),
      item.title, item.description, item.location, item.confirmation, item.kind, person(Number(r.employee_id)), item.requestId,
    ]);
  });
  return {
    format: 'compact', statuses: [...CALENDAR_STATUSES], people, types, holidays: holidayItems(q.countries, m.range),
    events: { columns: [...EVENT_COLUMNS], rows: events }, overtimes: { columns: [...OVERTIME_COLUMNS], rows: overtimes }, oncalls: { columns: [...ONCALL_COLUMNS], rows: oncalls },
    trips: { columns: [...TRIP_COLUMNS], rows: trips },
    conferences: { columns: [...CONFERENCE_COLUMNS], rows: conferences },
  };
}
