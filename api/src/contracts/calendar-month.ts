/**
 * The calendar month's compact reply (issue 11 item 2): GET /api/v2/calendar/events with
 * `format=compact`. Spec 2 §3/§7 fixes the items' fields, so the spec's form (`{ data: [items] }`,
 * contracts/calendar-v2.ts) stays the default; the compact form carries the same information in
 * about a quarter of the bytes, and {@link expandCompactMonth} turns it back into exactly the
 * spec's items (the tab calls it; the api tests check it against the spec form).
 *
 * Shape: `people` (user id → display name) and `types` (event type id → name, category and colours)
 * come once; items refer to them by id. `events`, `overtimes` and `oncalls` are tables: `columns`
 * names each position, every row lists values in that order, with trailing nulls left out (a
 * missing cell is null). `status` cells are indexes into `statuses`. Instants are UTC ISO text, the
 * milliseconds left out when zero (`2026-03-05T08:00:00Z`). Public holidays are few and come as
 * spec items.
 */
import { z } from 'zod';
import { CALENDAR_STATUSES, calendarEventsQuery, calendarEventsReply, CONFERENCE_CONFIRMATIONS, publicHolidayItem, type CalendarStatus } from './calendar-v2';

export const EVENT_COLUMNS = ['id', 'eventTypeId', 'userId', 'status', 'start', 'end', 'title', 'description', 'workingAddress', 'substituteId', 'substituteConfirmed', 'requestId', 'halfDay'] as const;
export const OVERTIME_COLUMNS = ['id', 'userId', 'status', 'date', 'times', 'totalHours', 'compensation', 'requestId'] as const;
export const ONCALL_COLUMNS = ['id', 'userId', 'status', 'start', 'end', 'title', 'description', 'requestId'] as const;
/** Business trips: `start`/`end` dates (end inclusive), `destinations` comma-joined country codes. */
export const TRIP_COLUMNS = ['id', 'userId', 'status', 'start', 'end', 'title', 'destinations', 'requestId'] as const;
/** Conferences and trainings of participants: `id` the participation's, `createdById` a key of `people`. */
export const CONFERENCE_COLUMNS = ['id', 'conferenceId', 'userId', 'status', 'start', 'end', 'title', 'description', 'location', 'confirmation', 'kind', 'createdById', 'requestId'] as const;

/** GET events' query: the spec's filters plus `format` (`full`, the default: the spec's form; `compact`). */
export const calendarMonthQuery = calendarEventsQuery.extend({ format: z.enum(['full', 'compact']).default('full') });
export type CalendarMonthQuery = z.infer<typeof calendarMonthQuery>;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.array(z.string()))]);
const table = (columns: readonly string[]) => z.object({ columns: z.array(z.enum(columns as [string, ...string[]])), rows: z.array(z.array(cell).max(columns.length)) });
export const typeEntry = z.object({ name: z.string(), category: z.string(), backgroundColor: z.string(), borderColor: z.string(), textColor: z.string() });

export const calendarMonthCompact = z.object({
  format: z.literal('compact'),
  statuses: z.array(z.enum(CALENDAR_STATUSES)),
  people: z.record(z.string(), z.string()),
  types: z.record(z.string(), typeEntry),
  holidays: z.array(publicHolidayItem),
  events: table(EVENT_COLUMNS),
  overtimes: table(OVERTIME_COLUMNS),
  oncalls: table(ONCALL_COLUMNS),
  /** Business trips (issue 13; the server always sends it, older replies may lack it). */
  trips: table(TRIP_COLUMNS).optional(),
  /** Conferences and trainings (issue 14; older replies may lack it). */
  conferences: table(CONFERENCE_COLUMNS).optional(),
});
export type CalendarMonthCompact = z.infer<typeof calendarMonthCompact>;
type Cell = z.infer<typeof cell>;

/** GET events' reply: the spec's form or the compact one. */
export const calendarMonthReply = z.union([calendarEventsReply, calendarMonthCompact]);

/** A row with its trailing nulls left out. */
export function trimRow(row: Cell[]): Cell[] {
  let n = row.length;
  while (n > 0 && row[n - 1] == null) n--;
  return n === row.length ? row : row.slice(0, n);
}

/** `…:SSZ` (milliseconds left out) back to the spec's `…:SS.000Z`. */
const fullInstant = (v: Cell) => {
  const s = String(v);
  return s.length === 20 && s.endsWith('Z') ? `${s.slice(0, 19)}.000Z` : s;
};

/** The spec's items (contracts/calendar-v2.ts `calendarItem`) of a compact month, in the spec form's order. */
export function expandCompactMonth(m: CalendarMonthCompact) {
  const at = (cols: readonly string[]) => Object.fromEntries(cols.map((c, i) => [c, i])) as Record<string, number>;
  const e = at(m.events.columns);
  const o = at(m.overtimes.columns);
  const c = at(m.oncalls.columns);
  const tr = at(m.trips?.columns ?? TRIP_COLUMNS);
  const get = (row: Cell[], i: number | undefined): Cell => (i === undefined ? null : (row[i] ?? null));
  const num = (v: Cell) => (v == null ? null : Number(v));
  const status = (v: Cell): CalendarStatus => m.statuses[Number(v)] ?? 'waiting_for_approval';
  const owner = (id: number) => m.people[String(id)] ?? '';
  const events = m.events.rows.map((r) => {
    const userId = Number(get(r, e.userId));
    const typeId = Number(get(r, e.eventTypeId));
    const substituteId = num(get(r, e.substituteId));
    const confirmed = get(r, e.substituteConfirmed);
    return {
      id: Number(get(r, e.id)), type: 'Event' as const, status: status(get(r, e.status)), allDay: false, userId, owner: owner(userId),
      title: String(get(r, e.title) ?? ''), description: (get(r, e.description) as string | null) ?? null, start: fullInstant(get(r, e.start)), end: fullInstant(get(r, e.end)),
      eventTypeId: typeId, typeName: m.types[String(typeId)]?.name ?? '', categoryTypeName: m.types[String(typeId)]?.category ?? '',
      workingAddress: (get(r, e.workingAddress) as string | null) ?? null,
      substitution: substituteId == null ? null : { substituteId, substitute: owner(substituteId), isConfirmed: confirmed == null ? null : Boolean(confirmed) },
      requestId: num(get(r, e.requestId)),
      halfDay: (get(r, e.halfDay) as 'first' | 'second' | null) ?? null,
    };
  });
  const overtimes = m.overtimes.rows.map((r) => {
    const userId = Number(get(r, o.userId));
    const date = String(get(r, o.date));
    return {
      id: Number(get(r, o.id)), type: 'Overtime' as const, status: status(get(r, o.status)), allDay: true, userId, owner: owner(userId), title: 'Overtime', date, start: date, end: date,
      eventTypeId: -2 as const, times: ((get(r, o.times) as string[][] | null) ?? []).map(([from, to]) => ({ from, to })), totalHours: Number(get(r, o.totalHours)),
      compensation: String(get(r, o.compensation)), requestId: num(get(r, o.requestId)),
    };
  });
  const oncalls = m.oncalls.rows.map((r) => {
    const userId = Number(get(r, c.userId));
    return {
      id: Number(get(r, c.id)), type: 'OnCall' as const, status: status(get(r, c.status)), allDay: false, userId, owner: owner(userId),
      title: String(get(r, c.title) ?? ''), description: (get(r, c.description) as string | null) ?? null, start: fullInstant(get(r, c.start)), end: fullInstant(get(r, c.end)),
      eventTypeId: -3 as const, requestId: num(get(r, c.requestId)),
    };
  });
  const trips = (m.trips?.rows ?? []).map((r) => {
    const userId = Number(get(r, tr.userId));
    const codes = String(get(r, tr.destinations) ?? '');
    return {
      id: Number(get(r, tr.id)), type: 'BusinessTrip' as const, status: status(get(r, tr.status)), allDay: true, userId, owner: owner(userId),
      title: String(get(r, tr.title) ?? ''), traveler: owner(userId), description: codes ? codes.split(',').join(', ') : null, start: String(get(r, tr.start)), end: String(get(r, tr.end)),
      eventTypeId: -1 as const, destinations: codes ? codes.split(',') : [], requestId: num(get(r, tr.requestId)),
    };
  });
  const cf = at(m.conferences?.columns ?? CONFERENCE_COLUMNS);
  const conferences = (m.conferences?.rows ?? []).map((r) => {
    const userId = Number(get(r, cf.userId));
    const confirmation = String(get(r, cf.confirmation)) as (typeof CONFERENCE_CONFIRMATIONS)[number];
    return {
      id: Number(get(r, cf.id)), type: 'Conference' as const, status: status(get(r, cf.status)), allDay: false, userId, owner: owner(userId),
      conferenceId: Number(get(r, cf.conferenceId)), kind: String(get(r, cf.kind)) === 'training' ? ('training' as const) : ('conference' as const),
      title: String(get(r, cf.title) ?? ''), description: (get(r, cf.description) as string | null) ?? null, location: String(get(r, cf.location) ?? ''),
      start: fullInstant(get(r, cf.start)), end: fullInstant(get(r, cf.end)), isConfirmed: confirmation === 'confirmed', confirmation,
      createdBy: owner(Number(get(r, cf.createdById))), requestId: num(get(r, cf.requestId)),
    };
  });
  return [...m.holidays, ...events, ...overtimes, ...oncalls, ...trips, ...conferences];
}
