/**
 * Rules of the new event form (spec 2 §5 New event form, Old event form; §9 constants): dates are
 * DateTimeField strings (`YYYY-MM-DDTHH:mm`) at the company's clock (issue 11: typed and shown like
 * every table, whatever the browser's zone): {@link fromIso} / {@link toIso} turn them from and into
 * instants in the company's zone. The rules compare these strings among themselves as wall clocks;
 * a `now` they take is a wall Date ({@link wallNow}: its local clock reads the company's clock), and
 * so is a calendar selection (the calendar draws at company wall times, lib/dates wallIso). Holiday payout only when the start is
 * at least {@link EVENT_LIMITS.minDaysBeforePayout} days ahead and the type's code is A, K or M;
 * quick ranges clamp their start to the first of the current month; the monthly limit counts the
 * days used per month; date rows must not overlap; minimum advance and past-start rules.
 */
import { eventInput } from '@contracts/calendar';
import { z } from 'zod';
import { fieldToInstant, instantToField, showDay } from '../../lib/dates';
import { EVENT_LIMITS } from './limits';
import { addDays, addMinutes, differenceInCalendarDays, eachDayOfInterval, endOfMonth, endOfWeek, format, isValid, max as maxDate, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

export interface DateRow {
  start: string;
  end: string;
}

export const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";
/** A wall Date (its local clock is the company's, see {@link wallNow}) as a DateTimeField value. */
export const toLocal = (d: Date) => format(d, LOCAL_FORMAT);
/**
 * `now` as a wall Date: a Date whose local clock (getHours, date-fns) reads the company's clock in
 * `zone`, so "today", "start of day" and "5 days ahead" are the company's whatever the browser's zone.
 */
export const wallNow = (zone: string, now = new Date()): Date => new Date(instantToField(now, zone));
/** An instant (ISO) as a DateTimeField value at the company's clock `zone` ('' when none). */
export const fromIso = (iso: string | null | undefined, zone: string): string => instantToField(iso, zone);
/** DD/MM/YYYY HH:mm as shown in the new form (spec 2 §9). */
export const showDateTime = (v: string | Date) => {
  const d = typeof v === 'string' ? new Date(v) : v;
  return isValid(d) ? format(d, 'dd/MM/yyyy HH:mm') : '';
};
/** DD/MM/YYYY of an instant (the wall date it holds) or of a plain YYYY-MM-DD day (as written: never read as UTC midnight). */
export const showDate = (v: string | Date) => {
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return showDay(v);
  const d = typeof v === 'string' ? new Date(v) : v;
  return isValid(d) ? format(d, 'dd/MM/yyyy') : '';
};
const parse = (v: string) => (v ? new Date(v) : null);

/** A new date row: today (of the wall Date `base`, see {@link wallNow}) 08:00–17:00 (the end at least one minute after the start). */
export function newRow(base: Date): DateRow {
  const start = startOfDay(base);
  return { start: toLocal(addMinutes(start, 8 * 60)), end: toLocal(addMinutes(start, 17 * 60)) };
}

/** The least end of a row: its start plus one minute (spec 2 §9). */
export const minEnd = (start: string) => (start ? toLocal(addMinutes(new Date(start), 1)) : undefined);

/**
 * The end of a row once its start is committed (issue 12 item 4): unchanged unless the new start
 * falls after it; then the start plus the row's previous length (the least end, start + 1 minute,
 * when the row had no positive length).
 */
export function followStart(row: DateRow, start: string): string {
  if (!start || !row.end || new Date(row.end) >= new Date(start)) return row.end;
  const length = row.start ? new Date(row.end).getTime() - new Date(row.start).getTime() : 0;
  return length > 0 ? toLocal(new Date(new Date(start).getTime() + length)) : (minEnd(start) ?? '');
}

/** True when the start can be paid out: ≥ 5 days ahead and code A, K or M. */
export function payoutEligible(start: string, code: string | null | undefined, now: Date): boolean {
  const s = parse(start);
  if (!s || !code) return false;
  return EVENT_LIMITS.payoutCodes.includes(code.toUpperCase()) && differenceInCalendarDays(s, now) >= EVENT_LIMITS.minDaysBeforePayout;
}

/** Every row has a start and an end not before it. */
export const rowErrors = (r: DateRow): 'required' | 'endBeforeStart' | null =>
  !r.start || !r.end ? 'required' : new Date(r.end) < new Date(r.start) ? 'endBeforeStart' : null;

/** True when two rows overlap (touching ends do not). */
export function datesOverlap(rows: DateRow[]): boolean {
  const valid = rows.filter((r) => r.start && r.end).map((r) => [new Date(r.start).getTime(), new Date(r.end).getTime()] as const);
  for (let i = 0; i < valid.length; i++) for (let j = i + 1; j < valid.length; j++) if (valid[i][0] < valid[j][1] && valid[j][0] < valid[i][1]) return true;
  return false;
}

/** The earliest allowed start: today plus the type's minimum advance days (start of day); null when none. */
export function earliestStart(minAdvanceDays: number | null | undefined, canCreatePast: boolean, now = new Date()): Date | null {
  if (canCreatePast && !minAdvanceDays) return null;
  return addDays(startOfDay(now), Math.max(0, minAdvanceDays ?? 0));
}

/** A start rule broken by a row: a past start (`pastStart`) or one before the minimum advance (`minAdvance`). */
export function startRule(r: DateRow, minAdvanceDays: number | null | undefined, canCreatePast: boolean, now: Date): 'pastStart' | 'minAdvance' | null {
  const s = parse(r.start);
  if (!s) return null;
  if (!canCreatePast && s < startOfDay(now)) return 'pastStart';
  const earliest = minAdvanceDays ? addDays(startOfDay(now), minAdvanceDays) : null;
  return earliest && s < earliest ? 'minAdvance' : null;
}

/** Days of the rows per month `YYYY-MM` (a row counts each calendar day it touches). */
export function daysPerMonth(rows: DateRow[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows) {
    const s = parse(r.start);
    const e = parse(r.end);
    if (!s || !e || e < s) continue;
    for (const d of eachDayOfInterval({ start: startOfDay(s), end: startOfDay(e) })) {
      const k = format(d, 'yyyy-MM');
      out[k] = (out[k] ?? 0) + 1;
    }
  }
  return out;
}

/** True when, with the days already used, a month would pass the type's limit (0 = no limit); `weight` 0.5 for a half day. */
export function monthlyLimitExceeded(rows: DateRow[], max: number | null | undefined, used: Record<string, number> = {}, weight = 1): boolean {
  if (!max || max <= 0) return false;
  return Object.entries(daysPerMonth(rows)).some(([month, days]) => days * weight + (used[month] ?? 0) > max);
}

/** Issue 18: the form offers a half day when there is one date row within one day. */
export const isOneDay = (rows: DateRow[]) => rows.length === 1 && !!rows[0].start && !!rows[0].end && rows[0].start.slice(0, 10) === rows[0].end.slice(0, 10);

/** A manager or chain member picking a type that needs a substitute must choose one (not for past events). */
export const substituteMissing = (o: { substituteNeeded: boolean; managerOrChain: boolean; past: boolean; substituteId: number | null }) =>
  o.substituteNeeded && o.managerOrChain && !o.past && o.substituteId == null;

/** A row is past when it ends before one day before today (spec 2 §9). */
export const isPastRow = (r: DateRow, now: Date) => !!r.end && new Date(r.end) < addDays(startOfDay(now), -1);

export type QuickKey = 'today' | 'tomorrow' | 'thisWeek' | 'nextWeek' | 'thisMonth' | 'nextMonth';
export const QUICK_KEYS: QuickKey[] = ['today', 'tomorrow', 'thisWeek', 'nextWeek', 'thisMonth', 'nextMonth'];

/** A quick range (whole days, 00:00–23:59); its start is clamped to the first of the current month. */
export function quickRange(key: QuickKey, now: Date): DateRow {
  const today = startOfDay(now);
  const week = { weekStartsOn: 1 as const };
  const [s, e] = {
    today: [today, today],
    tomorrow: [addDays(today, 1), addDays(today, 1)],
    thisWeek: [startOfWeek(today, week), endOfWeek(today, week)],
    nextWeek: [startOfWeek(addDays(today, 7), week), endOfWeek(addDays(today, 7), week)],
    thisMonth: [startOfMonth(today), endOfMonth(today)],
    nextMonth: [startOfMonth(addDays(endOfMonth(today), 1)), endOfMonth(addDays(endOfMonth(today), 1))],
  }[key];
  const start = maxDate([startOfDay(s), startOfMonth(today)]);
  return { start: toLocal(start), end: toLocal(addMinutes(startOfDay(e), 23 * 60 + 59)) };
}

/** ISO instant of a DateTimeField value read at the company's clock `zone` ('' when empty). */
export const toIso = (v: string, zone: string) => fieldToInstant(v, zone);

/** A substitution a person does for someone else (GET events/template `activeSubstitutions`): ISO instants. */
export interface ActiveSubstitution {
  eventId: number;
  start: string;
  end: string;
  isConfirmed: boolean;
}

/** The substitutions that overlap any row (rows read at `zone`'s clock; touching ends do not), without the event being edited. */
export function overlappingSubstitutions(subs: readonly ActiveSubstitution[] | undefined, rows: DateRow[], zone: string, exceptEventId?: number | null): ActiveSubstitution[] {
  const ranges = rows.filter((r) => r.start && r.end && rowErrors(r) === null).map((r) => [Date.parse(toIso(r.start, zone)), Date.parse(toIso(r.end, zone))] as const);
  return (subs ?? []).filter((x) => {
    if (exceptEventId != null && x.eventId === exceptEventId) return false;
    const [s, e] = [new Date(x.start).getTime(), new Date(x.end).getTime()];
    return ranges.some(([rs, re]) => rs < e && s < re);
  });
}

/**
 * The substitution warnings of spec 2 §5 Old event form for the chosen dates:
 * - `ownerSubstituting`: the owner substitutes someone during the dates. `error` when a substitute is
 *   also named (the server refuses: user_already_substituted — a user cannot be substituted while
 *   substituting someone else; pending substitutions count); else `warning` when a confirmed one
 *   overlaps ("going on leave with active substitutions"); else null.
 * - `substituteBusy`: the chosen substitute already substitutes someone else (confirmed or pending)
 *   during the dates ("more than one substitution"; the edited event itself does not count).
 */
export function substitutionChecks(o: {
  rows: DateRow[];
  ownerSubs: readonly ActiveSubstitution[] | undefined;
  substituteSubs: readonly ActiveSubstitution[] | undefined;
  substituteId: number | null;
  eventId?: number | null;
  /** The company's zone: the rows' clock. */
  zone: string;
}): { ownerSubstituting: 'error' | 'warning' | null; substituteBusy: boolean } {
  const own = overlappingSubstitutions(o.ownerSubs, o.rows, o.zone, o.eventId);
  const ownerSubstituting = own.length && o.substituteId != null ? 'error' : own.some((x) => x.isConfirmed) ? 'warning' : null;
  const substituteBusy = o.substituteId != null && overlappingSubstitutions(o.substituteSubs, o.rows, o.zone, o.eventId).length > 0;
  return { ownerSubstituting, substituteBusy };
}

/** What the owner may change on an existing event: the type's edit fields (spec 2 §3 Event type). */
export interface EditRights {
  edit_name: boolean;
  edit_description: boolean;
  edit_date: boolean;
  can_delete: boolean;
  can_edit_past_event_date: boolean;
  can_delete_past_event: boolean;
}

/**
 * Edit mode of the event form (spec 2 §4 Event status): nothing of a canceled event; a past event
 * (see {@link isPastRow}) allows only its end date and only with can_edit_past_event_date, else it
 * is read-only; otherwise title, description and dates follow edit_name, edit_description and
 * edit_date. While the event's request is in approval (`inProgress`) its dates and substitute are
 * locked (the server refuses them). `readOnly`: nothing can be saved.
 */
export function editAccess(o: { rights: EditRights | null | undefined; row: DateRow; canceled: boolean; inProgress?: boolean; now: Date }) {
  const r = o.rights;
  const past = isPastRow(o.row, o.now);
  if (o.canceled || !r) return { past, readOnly: true, title: false, description: false, start: false, end: false, other: false, substitute: false };
  if (past) {
    const end = r.can_edit_past_event_date && !o.inProgress;
    return { past, readOnly: !end, title: false, description: false, start: false, end, other: false, substitute: false };
  }
  const dates = r.edit_date && !o.inProgress;
  return { past, readOnly: false, title: r.edit_name, description: r.edit_description, start: dates, end: dates, other: true, substitute: !o.inProgress };
}

/** Days used per month without the rows of the edited event (the server leaves it out of the count; `weight` 0.5 for a half day). */
export function usedWithout(used: Record<string, number>, rows: DateRow[], weight = 1): Record<string, number> {
  const out = { ...used };
  for (const [m, n] of Object.entries(daysPerMonth(rows))) if (out[m] !== undefined) out[m] = Math.max(0, out[m] - n * weight);
  return out;
}

/** The event form's values (react-hook-form): ids of the selects as text ('' = none), date rows at the company's clock. */
export interface EventFormValues {
  owner_id: string;
  category_id: string;
  event_type_id: string;
  title: string;
  description: string;
  working_address: string;
  child_birth_date: string;
  rows: DateRow[];
  substitute_id: number | null;
  vacation_payout: boolean;
  send_calendar_file: boolean;
  /** Issue 18: the part of the one day ('whole' sent as half_day null). */
  half_day: 'whole' | 'first' | 'second';
}

/** What the form's checks depend on besides its values (the chosen type, the template, the usage). */
export interface EventFormFacts {
  editing: boolean;
  forSubordinate: boolean;
  /** The type asks for a working address and it may be changed. */
  addressRequired: boolean;
  /** A substitute is mandatory and missing ({@link substituteMissing}). */
  substituteMissing: boolean;
  /** A rule of the dates as a whole refuses the submit (overlap, start rule, monthly limit, owner substituting, read-only). */
  datesRefused: boolean;
}

/** A path of the event body (contract issue or a server reply's `fields[].path`) as the form's field. */
export function eventFieldOf(path: string): keyof EventFormValues | undefined {
  const [head, field] = path.split('.');
  if (head === 'additional_dates') return 'rows';
  if (head !== 'event') return undefined;
  if (field === 'date_start' || field === 'date_end') return 'rows';
  const direct: readonly string[] = ['title', 'description', 'working_address', 'child_birth_date', 'substitute_id', 'event_type_id'];
  return direct.includes(field) ? (field as keyof EventFormValues) : undefined;
}

/** Server codes about one field of the event form (they name an id, not a path). */
export const EVENT_CODE_FIELDS: Record<string, string> = {
  invalid_substitute: 'event.substitute_id',
  substitute_unavailable: 'event.substitute_id',
  event_type_inactive: 'event.event_type_id',
  start_date_in_past: 'event.date_start',
  start_date_before_min_advance: 'event.date_start',
  event_dates_overlapping_warning: 'event.date_start',
  exceeded_event_times_per_month: 'event.date_start',
  holiday_payout_not_allowed: 'event.date_start',
  half_day_not_allowed: 'event.date_start',
  half_day_needs_one_day: 'event.date_start',
};

/**
 * The form's schema for `zodResolver` (rebuilt with the facts of the moment): owner, category and
 * type chosen; title, description and working address by the contract's `eventInput` (limits
 * written once); a required address; valid date rows; a mandatory substitute; and the rules of the
 * dates as a whole (said in the form's warnings) refusing the submit. Messages are keys:
 * `required`, `tooLong`, `invalid`, `dates`. The output is the values.
 */
export function eventFormSchema(facts: EventFormFacts) {
  const { title, description, working_address } = eventInput.shape;
  return z.custom<EventFormValues>((v) => typeof v === 'object' && v !== null).superRefine((v, ctx) => {
    const issue = (field: keyof EventFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const contract = (field: keyof EventFormValues, schema: z.ZodType, value: unknown) => {
      const code = schema.safeParse(value).error?.issues[0]?.code;
      if (code) issue(field, code === 'too_big' ? 'tooLong' : code === 'too_small' ? 'required' : 'invalid');
    };
    if (facts.forSubordinate && !v.owner_id) issue('owner_id', 'required');
    if (!facts.editing && !v.category_id) issue('category_id', 'required');
    if (!v.event_type_id) issue('event_type_id', 'required');
    contract('title', title, v.title);
    contract('description', description, v.description.trim() || null);
    if (facts.addressRequired && !v.working_address.trim()) issue('working_address', 'required');
    else if (facts.addressRequired) contract('working_address', working_address, v.working_address);
    if (v.rows.some((r) => rowErrors(r) !== null)) issue('rows', 'invalid');
    else if (facts.datesRefused) issue('rows', 'dates');
    if (facts.substituteMissing) issue('substitute_id', 'required');
  });
}
