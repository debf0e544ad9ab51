/**
 * The calendar module's reply shapes (spec 2 §3 Event (older), Event type, Event category, Calendar
 * group; §7 v1 events, groups, viewers, event types): pure functions from loaded rows to the
 * contracts' types (api/src/contracts/calendar.ts, event-types.ts). Services load the rows and decide
 * with calendar.policy.ts what the reader may see; nothing else builds these replies.
 */
import type { z } from 'zod';
import type { cancelEventReply, createEventReply, EventView, group, updateEventReply } from '../../contracts/calendar';
import type { category, editFields, eventType } from '../../contracts/event-types';
import type { personRef } from '../../contracts/users';
import type { SubstitutionState } from './calendar.policy';
import type { CalendarEvent, EventCategory, EventType, EventTypeEditFields } from './calendar.entities';

type PersonRef = z.infer<typeof personRef>;

/** `{ id, name, surname }` of a user row, or null when there is none. */
export const presentPerson = (u: { id: number; name: string; surname: string } | null | undefined): PersonRef | null =>
  u ? { id: u.id, name: u.name, surname: u.surname } : null;

/** What an event reply needs besides the event row. */
export interface EventRelations {
  type: Pick<EventType, 'id' | 'name' | 'substitute_needed' | 'unattendance_code' | 'background_color' | 'text_color' | 'border_color'>;
  owner: { id: number; name: string; surname: string } | undefined;
  substitute: { id: number; name: string; surname: string } | undefined;
  /** The status of the event's request (null: none). */
  requestStatus: string | null;
  /** The name of the step the request waits at (null unless in progress). */
  currentlyAt: string | null;
  /** Whether the reader sees the sensitive fields (calendar.policy canSeeSensitive). */
  showSensitive: boolean;
}

/** An event as the older calendar shows it (contract `eventView`); sensitive fields null unless `showSensitive`. */
export function presentEvent(e: CalendarEvent, r: EventRelations): EventView {
  const t = r.type;
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    date_start: e.date_start.toISOString(),
    date_end: e.date_end.toISOString(),
    user_id: e.user_id,
    user: presentPerson(r.owner),
    substitute_id: e.substitute_id,
    substitute: presentPerson(r.substitute),
    substitute_confirmed: e.substitute_confirmed == null ? null : Boolean(e.substitute_confirmed),
    status: e.status,
    event_type_id: e.event_type_id,
    event_type: {
      id: t.id,
      name: t.name,
      substitute_needed: t.substitute_needed,
      unattendance_code: t.unattendance_code,
      background_color: t.background_color,
      text_color: t.text_color,
      border_color: t.border_color,
    },
    vacation_payout: Boolean(e.vacation_payout),
    working_address: r.showSensitive ? e.working_address : null,
    child_birth_date: r.showSensitive ? e.child_birth_date : null,
    submitted_by_user_id: e.submitted_by_user_id,
    request_id: e.request_id,
    request_status: r.requestStatus,
    unattendance_code: e.unattendance_code,
    half_day: e.half_day ?? null,
    created_at: e.created_at.toISOString(),
    // No module links events to conferences, business trips or overtime yet (spec 2 §3 Event (older)).
    conference_id: null,
    businesstrip_id: null,
    overtime_date: null,
    user_chain_id: e.request_id,
    currently_at: r.requestStatus === 'in_progress' ? r.currentlyAt : null,
  };
}

/** A calendar group with its members' ids (ascending) and names (by surname). */
export const presentGroup = (g: { id: number; name: string }, memberIds: number[], members: PersonRef[]): z.infer<typeof group> => ({
  id: g.id,
  name: g.name,
  assigned_users: memberIds,
  users: members,
});

/** An event category with the number of its types. */
export const presentCategory = (c: EventCategory, typesCount: number): z.infer<typeof category> => ({
  id: c.id,
  name: c.name,
  description: c.description,
  active: c.active,
  event_types_count: typesCount,
});

/** A type's edit fields (contract `editFields`). */
export const presentEditFields = (f: EventTypeEditFields): z.infer<typeof editFields> => ({
  event_type_id: f.event_type_id,
  edit_name: f.edit_name,
  edit_description: f.edit_description,
  edit_date: f.edit_date,
  can_delete: f.can_delete,
  can_create_past_event: f.can_create_past_event,
  can_edit_past_event_date: f.can_edit_past_event_date,
  can_delete_past_event: f.can_delete_past_event,
});

/** An event type with its category's name, its active (not canceled) events and its edit fields. */
export const presentEventType = (t: EventType, categoryName: string, activeEvents: number, fields: EventTypeEditFields): z.infer<typeof eventType> => ({
  id: t.id,
  name: t.name,
  description: t.description,
  background_color: t.background_color,
  text_color: t.text_color,
  border_color: t.border_color,
  event_category_id: t.event_category_id,
  category_name: categoryName,
  chain_id: t.chain_id,
  needs_approval: t.needs_approval,
  unattendance_code: t.unattendance_code,
  substitute_needed: t.substitute_needed,
  times_per_month_per_user: t.times_per_month_per_user,
  can_manager_submit: t.can_manager_submit,
  min_advance_time: t.min_advance_time,
  address_required: t.address_required,
  is_child_info_required: t.is_child_info_required,
  active: t.active,
  counts_against_balance: Boolean(t.counts_against_balance),
  allows_half_day: Boolean(t.allows_half_day),
  active_events_count: activeEvents,
  edit_fields: presentEditFields(fields),
});

/** A substitution as the Teams card shows it to its substitute (bot/src/ports.ts SubstitutionView; dates are ISO instants here). */
export const presentSubstitutionCard = (e: CalendarEvent, requester: string, state: SubstitutionState) =>
  ({
    id: e.id,
    requester,
    from: e.date_start.toISOString(),
    to: e.date_end.toISOString(),
    message: e.description,
    status: state,
    canAnswer: state === 'pending',
  }) as const;

/** POST /users/:id/events: the created events (the first is the submitted range). */
export const presentEventsCreated = (events: EventView[]): z.infer<typeof createEventReply> => ({ message: 'new_event_has_been_successfully_added', events });

/** PUT /users/:id/events/:eventId: the event as stored now. */
export const presentEventUpdated = (event: EventView): z.infer<typeof updateEventReply> => ({ message: 'event_has_been_updated', event });

/** DELETE /users/:id/events/:eventId: canceled, or (`reinit`) its cancellation sent to the chain for approval. */
export const presentEventCanceled = (event: EventView, reinit: boolean): z.infer<typeof cancelEventReply> => ({
  message: reinit ? 'success_cancel_request' : 'event_deleted_successfully',
  event,
  reinit,
});

/** PATCH /users/:id/substitutions/:eventId: the substitute's answer and the event after it. */
export const presentSubstitutionAnswered = (accepted: boolean, event: EventView) => ({
  message: accepted ? 'substitution_confirmed' : 'substitution_rejected',
  event,
});

/** PUT /users/:id/viewers/set: the calendar's viewers now. */
export const presentViewersSet = (viewers: PersonRef[]) => ({ message: 'message_calendar_viewers_updated', viewers });
