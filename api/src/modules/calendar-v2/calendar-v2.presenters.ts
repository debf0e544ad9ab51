/**
 * The v2 calendar's reply shapes (spec 2 §3 Event (new calendar view), Filters, Viewers, Colours,
 * Template; §7 Calendar; contracts/calendar-v2.ts) for an item's details, the side data (filters,
 * colours, template, viewers) and active substitutions: pure functions from loaded rows to the
 * contracts' types. The month's items are built by calendar-v2.events.ts / calendar-v2.month.ts.
 */
import type { z } from 'zod';
import type {
  ActiveSubstitution,
  businessTripDetails,
  CalendarStatus,
  eventAbilities,
  eventDetails,
  eventItem,
  filterItem,
  holidayDetails,
  oncallDetails,
  overtimeDetails,
  personItem,
  templateType,
  typeColour,
  viewerItem,
} from '../../contracts/calendar-v2';
import type { PublicHolidayDto } from '../../contracts/holidays';
import type { oncallDto } from '../../contracts/oncall';
import type { overtimeDto } from '../../contracts/overtime';
import type { EventType } from '../calendar/calendar.entities';

/** The item's place in the calendar: its request's calendar status and id (null: none). */
interface RequestPart {
  status: CalendarStatus;
  requestId: number | null;
}

/** An Event's details: the item, its unattendance code and payout flag, and what the caller may do with it. */
export const presentEventDetails = (
  item: z.infer<typeof eventItem>,
  extra: { unattendanceCode: string | null; vacationPayout: boolean },
  can: z.infer<typeof eventAbilities>,
): z.infer<typeof eventDetails> => ({ ...item, ...extra, can });

/** An overtime's details: the overtime (contract overtimeDto) with the item's fields (one whole day, times as from–to). */
export const presentOvertimeDetails = (dto: z.infer<typeof overtimeDto>, owner: string, r: RequestPart): z.infer<typeof overtimeDetails> => ({
  ...dto,
  type: 'Overtime',
  userId: dto.user_id,
  owner,
  date: dto.overtime_date,
  start: dto.overtime_date,
  end: dto.overtime_date,
  allDay: true,
  times: dto.times.map((t) => ({ from: t.time_from, to: t.time_to })),
  totalHours: dto.total_hours,
  compensation: dto.compensation_option,
  eventTypeId: -2,
  status: r.status,
  requestId: r.requestId,
});

/** An on-call's details: the on-call (contract oncallDto) with the item's fields. */
export const presentOncallDetails = (dto: z.infer<typeof oncallDto>, owner: string, r: RequestPart): z.infer<typeof oncallDetails> => ({
  ...dto,
  type: 'OnCall',
  owner,
  allDay: false,
  eventTypeId: -3,
  status: r.status,
  requestId: r.requestId,
});

/** A public holiday's details (id `LT-2026-02-16`): the first holiday of the day and the day's list. */
export const presentHolidayDetails = (code: string, date: string, flag: string, list: PublicHolidayDto[]): z.infer<typeof holidayDetails> => ({
  id: `${code}-${date}`,
  type: 'PublicHoliday',
  allDay: true,
  ...list[0],
  start: date,
  end: date,
  flag,
  holidays: list,
});

/** A type's (or a kind's) colours. */
export const presentColour = (id: number | string, c: { backgroundColor: string; borderColor: string; textColor: string }): z.infer<typeof typeColour> => ({
  id,
  backgroundColor: c.backgroundColor,
  borderColor: c.borderColor,
  textColor: c.textColor,
});

/** One entry of a filter list. */
export const presentFilterItem = (
  value: string | number,
  name: string,
  checked: boolean,
  more: { categoryName?: string | null; flag?: string } = {},
): z.infer<typeof filterItem> => ({ value, name, ...more, checked });

/** An event type as the new-event template offers it. */
export const presentTemplateType = (t: EventType, canCreatePastEvents: boolean): z.infer<typeof templateType> => ({
  id: t.id,
  name: t.name,
  isAddressRequired: t.address_required,
  canCreatePastEvents,
  minAdvanceTime: t.min_advance_time,
  maxUsagePerMonth: t.times_per_month_per_user,
  isChildInfoRequired: t.is_child_info_required,
  substituteNeeded: t.substitute_needed,
  unattendanceCode: t.unattendance_code,
  needsApproval: t.needs_approval,
  canManagerSubmit: t.can_manager_submit,
  allowsHalfDay: Boolean(t.allows_half_day),
  countsAgainstBalance: Boolean(t.counts_against_balance),
});

/** A person of the calendar's lists: id and full name ("Ona Worker"). */
export const presentPersonItem = (u: { id: number; name: string; surname: string }): z.infer<typeof personItem> => ({
  id: u.id,
  fullName: `${u.name} ${u.surname}`,
});

/** A person of the template's lists with their active substitutions. */
export const presentTemplatePerson = (p: z.infer<typeof personItem>, activeSubstitutions: ActiveSubstitution[]) => ({ ...p, activeSubstitutions });

/** A colleague and whether they see the caller's calendar. */
export const presentViewer = (u: { id: number }, name: string, isViewer: boolean): z.infer<typeof viewerItem> => ({ userId: u.id, user: name, isViewer });

/** A substitution a person does for someone else (dates as ISO instants; confirmed or pending). */
export const presentActiveSubstitution = (e: { id: number; date_start: Date; date_end: Date; substitute_confirmed: boolean | null }): ActiveSubstitution => ({
  eventId: e.id,
  start: e.date_start.toISOString(),
  end: e.date_end.toISOString(),
  isConfirmed: e.substitute_confirmed === true,
});

/** PUT viewers: the colleagues and whether they see the caller's calendar now. */
export const presentViewersSaved = (data: z.infer<typeof viewerItem>[]) => ({ message: 'message_calendar_viewers_updated', data });

/** GET events/:id/details?type=BusinessTrip (business-trips.calendar.ts `tripForCalendar` facts). */
export function presentBusinessTripDetails(
  b: { trip: { id: number; traveler_id: number; trip_purpose: string; date_start: string; date_end: string; project_name: string | null; project_number: string | null };
    traveler: string; otherTravelers: string[]; destinations: { code: string; start: string; end: string }[] },
  r: RequestPart,
): z.infer<typeof businessTripDetails> {
  const codes = [...new Set(b.destinations.map((d) => d.code))];
  return {
    id: b.trip.id, type: 'BusinessTrip', status: r.status, allDay: true, userId: b.trip.traveler_id, owner: b.traveler, title: b.trip.trip_purpose,
    traveler: b.traveler, description: codes.length ? codes.join(', ') : null, start: b.trip.date_start, end: b.trip.date_end, eventTypeId: -1, destinations: codes,
    requestId: r.requestId, projectName: b.trip.project_name, projectNumber: b.trip.project_number, otherTravelers: b.otherTravelers, destinationDates: b.destinations,
  };
}
