/**
 * The v2 calendar read API (spec 2 §3 Event (new calendar view), §7 Calendar base /api/v2/calendar):
 * month query with short comma-list filters, items typed Event | Overtime | OnCall | BusinessTrip |
 * Conference | PublicHoliday (business trips: issue 13), filters, colours, template and viewers.
 *
 * Filter semantics of GET events: a key that is absent does not filter. `statuses`, `types` and
 * `countries` present but empty select nothing of that kind (no statuses → no items; no countries →
 * no holidays). `users` and `groups` select people: the union of the listed users and the members of
 * the listed groups; both empty or absent → every person the caller may see. Without `countries`
 * the default country (LT) is shown. Pseudo types: -1 business trips, -2 overtimes, -3 on-calls.
 */
import { z } from 'zod';
import { HOLIDAY_COUNTRIES, holidayCountry } from './holidays';
import { isoDate } from './common';
import { halfDay } from './leave-balances';

export const CALENDAR_ITEM_TYPES = ['Event', 'Overtime', 'OnCall', 'BusinessTrip', 'Conference', 'PublicHoliday'] as const;
export type CalendarItemType = (typeof CALENDAR_ITEM_TYPES)[number];
export const CALENDAR_STATUSES = ['accepted', 'waiting_for_approval', 'canceled'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** At most this many users in a users filter (SQL Server allows 2,100 parameters per statement). */
export const MAX_FILTER_USERS = 1000;

/** A comma list (or repeated key) parsed with `item`; absent → undefined, empty → []. */
const commaList = <T extends z.ZodType>(item: T, max = 200) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx): z.infer<T>[] | undefined => {
      if (v === undefined) return undefined;
      const parts = (Array.isArray(v) ? v.join(',') : v).split(',').map((s) => s.trim()).filter(Boolean);
      const r = z.array(item).max(max).safeParse(parts);
      if (r.success) return r.data;
      ctx.addIssue({ code: 'custom', message: r.error.issues[0]?.message ?? 'invalid value' });
      return z.NEVER;
    });

export const calendarEventsQuery = z.object({
  year: z.coerce.number().int().min(1970).max(2200),
  month: z.coerce.number().int().min(1).max(12),
  statuses: commaList(z.enum(CALENDAR_STATUSES)),
  types: commaList(z.coerce.number().int(), 500),
  users: commaList(z.coerce.number().int().positive(), MAX_FILTER_USERS),
  groups: commaList(z.coerce.number().int().positive(), 200),
  countries: commaList(holidayCountry, HOLIDAY_COUNTRIES.length),
});
export type CalendarEventsQuery = z.infer<typeof calendarEventsQuery>;

const person = { userId: z.number().int(), owner: z.string() };
const base = { id: z.union([z.number().int(), z.string()]), status: z.enum(CALENDAR_STATUSES).optional(), allDay: z.boolean() };

export const eventItem = z.object({
  ...base, ...person, type: z.literal('Event'), title: z.string(), description: z.string().nullable(), start: z.string(), end: z.string(),
  eventTypeId: z.number().int(), typeName: z.string(), categoryTypeName: z.string(), workingAddress: z.string().nullable(),
  substitution: z.object({ substituteId: z.number().int(), substitute: z.string(), isConfirmed: z.boolean().nullable() }).nullable(),
  requestId: z.number().int().nullable(),
  /** Issue 18 item 2: 'first' (morning) / 'second' (afternoon) half of the one day start–end spans (00:00–23:59); null = whole days. */
  halfDay,
});
export const overtimeItem = z.object({
  ...base, ...person, type: z.literal('Overtime'), title: z.string(), date: z.string(), start: z.string(), end: z.string(), eventTypeId: z.literal(-2),
  times: z.array(z.object({ from: z.string(), to: z.string() })), totalHours: z.number(), compensation: z.string(), requestId: z.number().int().nullable(),
});
export const oncallItem = z.object({
  ...base, ...person, type: z.literal('OnCall'), title: z.string(), description: z.string().nullable(), start: z.string(), end: z.string(), eventTypeId: z.literal(-3),
  requestId: z.number().int().nullable(),
});
/** An in-progress or approved business trip (pseudo type -1): dates `YYYY-MM-DD` (end inclusive), destinations as country codes. */
export const businessTripItem = z.object({
  ...base, ...person, type: z.literal('BusinessTrip'), title: z.string(), traveler: z.string(), description: z.string().nullable(), start: z.string(), end: z.string(),
  eventTypeId: z.literal(-1), destinations: z.array(z.string()), requestId: z.number().int().nullable(),
});
export const publicHolidayItem = z.object({
  ...base, type: z.literal('PublicHoliday'), name: z.string(), localName: z.string(), date: z.string(), countryCode: z.string(), start: z.string(), end: z.string(), flag: z.string(),
});
/**
 * How a participant's conference or training is shown (spec 2 §3 Conference `isConfirmed`, §9 conference colours):
 * confirmed (approved: colour `conference`), waiting_for_approval (in its chain: `conferenceWaitingForApproval`),
 * not_confirmed (asked to join but not submitted, or sent back to the participant: `conferenceNotConfirmed`).
 */
export const CONFERENCE_CONFIRMATIONS = ['confirmed', 'not_confirmed', 'waiting_for_approval'] as const;
/**
 * A participant's conference or training (issue 14 item 4): `id` is the participation's id (GET
 * events/{id}/details?type=Conference), `conferenceId` the item's; instants ISO UTC. Canceled items and
 * withdrawn or rejected participations are not in the calendar.
 */
export const conferenceItem = z.object({
  ...base, ...person, type: z.literal('Conference'), conferenceId: z.number().int(), kind: z.enum(['conference', 'training']), title: z.string(),
  description: z.string().nullable(), location: z.string(), start: z.string(), end: z.string(), isConfirmed: z.boolean(), confirmation: z.enum(CONFERENCE_CONFIRMATIONS),
  createdBy: z.string(), requestId: z.number().int().nullable(),
});
export const calendarItem = z.union([eventItem, overtimeItem, oncallItem, businessTripItem, conferenceItem, publicHolidayItem]);
export const calendarEventsReply = z.object({ data: z.array(calendarItem) });

/** What the caller may do with an event (calendar.policy: the owner edits a not-canceled event; cancels it with the type's can_delete, past events with can_delete_past_event). */
export const eventAbilities = z.object({ edit: z.boolean(), cancel: z.boolean() });

/** GET events/:id/details of an Event: the item, its unattendance code and payout flag, and the caller's abilities. */
export const eventDetails = eventItem.extend({ unattendanceCode: z.string().nullable(), vacationPayout: z.boolean(), can: eventAbilities });
/** GET events/:id/details?type=Overtime: the item's fields beside the overtime's own (user_id, overtime_date, total_hours, total_minutes, compensation_option). */
export const overtimeDetails = z.object({
  ...base, ...person, type: z.literal('Overtime'), date: z.string(), start: z.string(), end: z.string(), eventTypeId: z.literal(-2),
  times: z.array(z.object({ from: z.string(), to: z.string() })), totalHours: z.number(), compensation: z.string(), requestId: z.number().int().nullable(),
  user_id: z.number().int(), overtime_date: z.string(), total_hours: z.number(), total_minutes: z.number().int(), compensation_option: z.string(),
});
/** GET events/:id/details?type=OnCall: the item with its factual times (instants) and their total in minutes. */
export const oncallDetails = oncallItem.extend({
  factualTimes: z.array(z.object({ start: z.string(), end: z.string() })), factualMinutes: z.number().int(),
});
/** GET events/:id/details?type=BusinessTrip: the item with the project, other travellers and each destination's dates. */
export const businessTripDetails = businessTripItem.extend({
  projectName: z.string().nullable(), projectNumber: z.string().nullable(), otherTravelers: z.array(z.string()),
  destinationDates: z.array(z.object({ code: z.string(), start: z.string(), end: z.string() })),
});
/** GET events/{countryCode}/details?date=: the first holiday of that day and every holiday of that day. */
export const holidayDetails = publicHolidayItem.extend({
  holidays: z.array(z.object({ name: z.string(), localName: z.string(), date: z.string(), countryCode: z.string() })),
});
/** GET events/:id/details?type=Conference (spec 2 §3 Conference as shown in the calendar): price null = free, max null = no limit. */
export const conferenceDetails = conferenceItem.extend({
  pricePerPerson: z.number().nullable(), maxParticipants: z.number().int().nullable(), participants: z.number().int(), link: z.string().nullable(),
});
export const itemDetailsReply = z.discriminatedUnion('type', [eventDetails, overtimeDetails, oncallDetails, businessTripDetails, conferenceDetails, holidayDetails]);

export const detailsParams = z.object({ id: z.string().min(1).max(40) });
export const detailsQuery = z.object({ type: z.enum(CALENDAR_ITEM_TYPES).optional(), date: isoDate.optional() });

export const filterItem = z.object({
  value: z.union([z.string(), z.number()]), name: z.string(), checked: z.boolean(), categoryName: z.string().nullable().optional(), flag: z.string().optional(),
});
export const calendarFilters = z.object({
  statuses: z.array(filterItem), types: z.array(filterItem), users: z.array(filterItem), groups: z.array(filterItem), countries: z.array(filterItem),
});
/** PUT filters: the lists as GET returns them (only value and checked are read), or plain lists of the checked values. */
const savedGroup = z.array(z.union([z.string(), z.number(), z.object({ value: z.union([z.string(), z.number()]), checked: z.boolean().default(true) }).loose()])).max(5000).optional();
export const saveFiltersBody = z.object({ statuses: savedGroup, types: savedGroup, users: savedGroup, groups: savedGroup, countries: savedGroup });

export const typeColour = z.object({ id: z.union([z.number(), z.string()]), backgroundColor: z.string(), borderColor: z.string(), textColor: z.string() });

export const templateType = z.object({
  id: z.number().int(), name: z.string(), isAddressRequired: z.boolean(), canCreatePastEvents: z.boolean(), minAdvanceTime: z.number().int(), maxUsagePerMonth: z.number().int(),
  isChildInfoRequired: z.boolean(), substituteNeeded: z.boolean(), unattendanceCode: z.string().nullable(), needsApproval: z.boolean(), canManagerSubmit: z.boolean(),
  /** Issue 18: a one-day event of the type may be a half day; its events count against a leave balance. */
  allowsHalfDay: z.boolean(), countsAgainstBalance: z.boolean(),
});
export const personItem = z.object({ id: z.number().int(), fullName: z.string() });
/**
 * A substitution a person does for someone else that is not canceled, not rejected and not ended
 * (spec 2 §5 Old event form warnings): the event, its dates (ISO instants), confirmed or pending.
 */
export const activeSubstitution = z.object({ eventId: z.number().int(), start: z.string(), end: z.string(), isConfirmed: z.boolean() });
export type ActiveSubstitution = z.infer<typeof activeSubstitution>;
export const eventTemplate = z.object({
  eventCategories: z.array(z.object({ id: z.number().int(), name: z.string(), isForSubordinate: z.boolean(), eventTypes: z.array(templateType) })),
  subordinates: z.array(personItem.extend({ activeSubstitutions: z.array(activeSubstitution) })),
  substitutes: z.array(personItem.extend({ isForMyself: z.boolean(), activeSubstitutions: z.array(activeSubstitution) })),
  /** The caller's own active substitutions. */
  activeSubstitutions: z.array(activeSubstitution),
});

export const viewerItem = z.object({ userId: z.number().int(), user: z.string(), isViewer: z.boolean() });
/** PUT viewers: the user ids that may see the caller's calendar (replaces the list). */
export const saveViewersBody = z.union([z.array(z.coerce.number().int().positive()).max(5000), z.object({ userIds: z.array(z.coerce.number().int().positive()).max(5000) }).transform((b) => b.userIds)]);
