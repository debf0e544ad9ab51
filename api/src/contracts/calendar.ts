/**
 * Calendar events, substitutions, viewers and groups of the older calendar (spec 2 §3 Event (older),
 * Calendar group; §5 Old event form, New event form, Groups; §7 v1 events, groups): request and
 * reply schemas and the business constants of spec 2 §9 written once.
 */
import { z } from 'zod';
import { isoDate, optionalText } from './common';
import { HALF_DAYS, halfDay } from './leave-balances';
import { personRef } from './users';

export const EVENT_LIMITS = {
  title: 255,
  description: 512,
  workingAddress: 255,
  groupName: 255,
  /** Holiday payout: the start must be at least this many days ahead (MIN_DAY_BEFORE_PAYOUT). */
  minDaysBeforePayout: 5,
  /** Types whose unattendance code allows a holiday payout. */
  payoutCodes: ['A', 'K', 'M'] as readonly string[],
  /** The unattendance code that lets a manager submit for another user even without can_manager_submit. */
  forAnotherUserCode: 'L',
  /** At most this many additional date ranges in one submission. */
  additionalDatesMax: 20,
} as const;

export const EVENT_STATUS_VALUES = ['accepted', 'waiting_for_approval', 'canceled'] as const;

/** A boolean that also accepts 0/1 (older clients). */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);
const instant = z.iso.datetime({ offset: true, error: 'must be an ISO instant' }).transform((s) => new Date(s));
const id = z.number().int().positive();

/** The event part of POST/PUT /users/:id/events (spec 2 §7). Rules beyond shapes are the service's (events.rules.ts). */
export const eventInput = z.object({
  title: z.string().trim().min(1).max(EVENT_LIMITS.title),
  description: optionalText(EVENT_LIMITS.description),
  date_start: instant,
  date_end: instant,
  substitute_id: id.nullish().transform((v) => v ?? null),
  event_type_id: id,
  vacation_payout: flag.default(false),
  /** Ignored: the server records the caller when it is not the owner. */
  submitted_by_user_id: id.nullish(),
  /** Validated against the type (required when address_required): max 255. */
  working_address: z.string().max(EVENT_LIMITS.workingAddress).nullish().transform((s) => (s?.trim() ? s.trim() : null)),
  child_birth_date: isoDate.nullish().transform((v) => v ?? null),
  /**
   * Issue 18 item 2: 'first' (morning) or 'second' (afternoon) half of a one-company-day event of a
   * type with allows_half_day; null/absent = whole days. The same for every additional range. The
   * server stores the whole company day's range (00:00–23:59) plus this flag.
   */
  half_day: z.enum(HALF_DAYS).nullish().transform((v) => v ?? null),
});
export type EventInput = z.infer<typeof eventInput>;

export const createEventBody = z.object({
  event: eventInput,
  send_calendar_file: flag.default(false),
  /** Further date ranges: each becomes a separate event with the same fields (one transaction). */
  additional_dates: z.array(z.object({ date_start: instant, date_end: instant })).max(EVENT_LIMITS.additionalDatesMax).default([]),
});
export const updateEventBody = z.object({ event: eventInput, send_calendar_file: flag.default(false) });

/**
 * POST /api/v2/chains with requestType `event` (or `Event`): the new event form's payload (spec 2 §3
 * "Event (new calendar view)", §5 New event form). Every eventDates entry becomes one event with the
 * same fields (the older form's additional dates), checked by the same rules; sendCalendarFile and
 * isHolidayPayout are required booleans. `userId` (not in the spec's list) names the subordinate when
 * the form's "for my subordinate" switch is on; default the caller.
 */
export const newEventRequest = z.object({
  title: z.string().trim().min(1).max(EVENT_LIMITS.title),
  description: optionalText(EVENT_LIMITS.description),
  eventDates: z.array(z.object({ start: instant, end: instant })).min(1).max(EVENT_LIMITS.additionalDatesMax + 1),
  eventTypeId: id,
  substituteId: id.nullish().transform((v) => v ?? null),
  isHolidayPayout: z.boolean(),
  sendCalendarFile: z.boolean(),
  /** Required when the type requires an address (events.rules.ts); max 255 (the stored column). */
  workingAddress: z.string().max(EVENT_LIMITS.workingAddress).nullish().transform((s) => (s?.trim() ? s.trim() : null)),
  userId: id.optional(),
  /**
   * Issue 18 item 2 (camelCase as the rest of this payload): 'first' (morning) or 'second'
   * (afternoon) for every eventDates entry, each of which must then be one company day; stored as
   * the events' half_day. null/absent = whole days.
   */
  halfDay: z.enum(HALF_DAYS).nullish().transform((v) => v ?? null),
});
export type NewEventRequest = z.infer<typeof newEventRequest>;

export const eventView = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  date_start: z.string(),
  date_end: z.string(),
  user_id: z.number().int(),
  user: personRef.nullable(),
  substitute_id: z.number().int().nullable(),
  substitute: personRef.nullable(),
  substitute_confirmed: z.boolean().nullable(),
  status: z.enum(EVENT_STATUS_VALUES),
  event_type_id: z.number().int(),
  event_type: z.object({ id: z.number().int(), name: z.string(), substitute_needed: z.boolean(), unattendance_code: z.string().nullable(), background_color: z.string().nullable(), text_color: z.string().nullable(), border_color: z.string().nullable() }),
  vacation_payout: z.boolean(),
  /** null when the reader may not see it (owner, owner's manager, users_read_sensitive_info). */
  working_address: z.string().nullable(),
  child_birth_date: z.string().nullable(),
  submitted_by_user_id: z.number().int().nullable(),
  request_id: z.number().int().nullable(),
  /** The request's status when the event went to approval. */
  request_status: z.string().nullable(),
  unattendance_code: z.string().nullable(),
  /** 'first' (morning) / 'second' (afternoon) half of the one day date_start–date_end spans; null = whole days (issue 18). */
  half_day: halfDay,
  created_at: z.string(),
  /** The conference the event was made for (conference registration); null otherwise (spec 2 §3 Event (older)). */
  conference_id: z.number().int().nullable(),
  /** The business trip the event was made for; null otherwise. */
  businesstrip_id: z.number().int().nullable(),
  /** The overtime date (`YYYY-MM-DD`) the event compensates; null otherwise. */
  overtime_date: z.string().nullable(),
  /** The request id of the event's approval ("user chain id"), the same as request_id; null without approval. */
  user_chain_id: z.number().int().nullable(),
  /** The name of the chain step the approval waits at; null unless in progress (as the requests list's currentlyAt). */
  currently_at: z.string().nullable(),
});
export type EventView = z.infer<typeof eventView>;

export const createEventReply = z.object({ message: z.string(), events: z.array(eventView) });
export const updateEventReply = z.object({ message: z.string(), event: eventView });
export const cancelEventReply = z.object({ message: z.string(), event: eventView, reinit: z.boolean() });

export const userEventParams = z.object({ id: z.coerce.number().int().positive(), eventId: z.coerce.number().int().positive() });

const csvIds = z.string().optional().transform((s) => (s ? s.split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n)) : []));
const csvStatuses = z.string().optional().transform((s, ctx) => {
  const list = s ? s.split(',').map((x) => x.trim()).filter(Boolean) : [];
  for (const v of list) if (!(EVENT_STATUS_VALUES as readonly string[]).includes(v)) ctx.addIssue({ code: 'custom', message: `unknown status ${v}` });
  return list as (typeof EVENT_STATUS_VALUES)[number][];
});

/** GET /users/:id/events: events overlapping [start, end] (both optional). */
export const userEventsQuery = z.object({ start: instant.optional(), end: instant.optional() });

/** GET /users/events (all_events_read): filters and paging. */
export const allEventsQuery = z.object({
  start: instant.optional(),
  end: instant.optional(),
  types: csvIds,
  statuses: csvStatuses,
  users: csvIds,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().refine((n) => [5, 10, 20, 50, 100].includes(n), 'page size must be 5, 10, 20, 50 or 100').default(10),
});

export const eventUsageQuery = z.object({ event_type_id: z.coerce.number().int().positive().optional(), year: z.coerce.number().int().min(2000).max(2100).optional() });
export const eventUsage = z.array(z.object({ event_type_id: z.number().int(), event_type_name: z.string(), month: z.string(), days: z.number(), max: z.number().int() }));

export const substitutionParams = userEventParams;
/** PATCH /users/:id/substitutions/:eventId: the substitute (:id) answers. */
export const substitutionBody = z.object({ action: z.enum(['approve', 'reject']) });

export const viewersBody = z.object({ viewers: z.array(id).max(1000) });

export const groupBody = z.object({ id: id.optional(), name: z.string().trim().min(1).max(EVENT_LIMITS.groupName), assigned_users: z.array(id).max(5000).default([]) });
export const group = z.object({ id: z.number().int(), name: z.string(), assigned_users: z.array(z.number().int()), users: z.array(personRef) });
