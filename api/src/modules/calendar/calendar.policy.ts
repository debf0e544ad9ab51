/**
 * Who may do what in the calendar (spec 2 §2 Calendar access, §4 Event status, §5 Old event form,
 * §6 relational roles owner / manager / calendar viewer / substitute): small pure rules over the
 * caller ({@link Caller}: id and permissions from the verified token) and plain facts the services
 * load (owner id, the owner's manager id, whether the calendar is shared with the caller, the
 * event's status and end, the type's edit fields). No database, no context, nothing async.
 *
 * - View a calendar: the owner, all_events_read, a viewer the owner shared it with, the owner's
 *   direct manager ({@link canViewCalendar}); sensitive fields (working address, child's birth date)
 *   only to the owner, the manager and users_read_sensitive_info ({@link canSeeSensitive}).
 * - Submit an event for someone: oneself, or a direct manager for a subordinate with a type the
 *   manager may submit (can_manager_submit, or the "for another user" code L) ({@link assertCanSubmitEventFor}).
 * - Edit or cancel an event: only its owner, never a canceled one; past events (ended before 00:00
 *   of yesterday, company time, {@link isPast}) only their end date with can_edit_past_event_date and
 *   cancel with can_delete_past_event; others follow edit_name / edit_description / edit_date /
 *   can_delete ({@link assertCanEditEvent}, {@link assertCanCancelEvent}).
 * - Substitutions: listed by the substitute (or all_events_read), answered only by the substitute
 *   while pending; a substitute is required when the type needs one, the event is not past and the
 *   owner manages people or is assigned in a chain ({@link substituteRequired}).
 * - Viewers: listed by the owner (or all_events_read), set only by the owner.
 */
import { EVENT_LIMITS } from '../../contracts/calendar';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { addCompanyDays } from '../../shared/company-time';

/** The signed-in caller: id and permissions from the verified token (http/auth AuthUser). */
export type Caller = AuthUser;

/** A person and their direct manager (null: none, or the person is deleted). */
export interface PersonFacts {
  id: number;
  managerId: number | null;
}

/** A calendar's owner as the caller relates to it. */
export interface CalendarFacts extends PersonFacts {
  /** The owner shared the calendar with the caller (calendar_viewers). */
  sharedWithCaller: boolean;
}

/** What the type lets an owner change on existing events (event_type_edit_fields). */
export interface EditRights {
  edit_name: boolean;
  edit_description: boolean;
  edit_date: boolean;
  can_delete: boolean;
  can_edit_past_event_date: boolean;
  can_delete_past_event: boolean;
}

/** An existing event as the edit and cancel rules see it. */
export interface EventFacts {
  ownerId: number;
  status: string;
  /** The end instant (UTC). */
  dateEnd: Date;
}

/** 00:00 (company zone) of yesterday: events ending before it are past events (spec 2 §4, §9). */
export const pastThreshold = (now: Date): Date => addCompanyDays(now, -1);
/** Whether an event ending at `end` is a past event. */
export const isPast = (end: Date, now: Date): boolean => end.getTime() < pastThreshold(now).getTime();

/** Whether `caller` is the direct manager of `person`. */
export const managesDirectly = (caller: Caller, person: PersonFacts): boolean => person.managerId != null && person.managerId === caller.id;

/** Whether `caller` acts for `person`: the person themself or their direct manager (overtime, on-call, events). */
export const canActFor = (caller: Caller, person: PersonFacts): boolean => caller.id === person.id || managesDirectly(caller, person);

/** Whether `caller` sees everyone's calendar (all_events_read). */
export const seesEveryCalendar = (caller: Caller): boolean => caller.permissions.has('all_events_read');

/** Whether `caller` may see the calendar of `owner`: self, all_events_read, a viewer it is shared with, the direct manager. */
export const canViewCalendar = (caller: Caller, owner: CalendarFacts): boolean =>
  caller.id === owner.id || seesEveryCalendar(caller) || owner.sharedWithCaller || managesDirectly(caller, owner);

/** Whether `caller` sees an event's sensitive fields (working address, child's birth date): owner, direct manager, users_read_sensitive_info. */
export const canSeeSensitive = (caller: Caller, owner: PersonFacts): boolean =>
  caller.permissions.has('users_read_sensitive_info') || caller.id === owner.id || managesDirectly(caller, owner);

/** Whether `caller` may submit an event of `type` for `owner` (see {@link assertCanSubmitEventFor}). */
export function canSubmitEventFor(caller: Caller, owner: PersonFacts, type: { can_manager_submit: boolean; unattendance_code: string | null }): boolean {
  if (caller.id === owner.id) return true;
  return managesDirectly(caller, owner) && (type.can_manager_submit || type.unattendance_code === EVENT_LIMITS.forAnotherUserCode);
}

/**
 * Who may submit an event for the owner (create only): the owner; else the owner's direct manager
 * with a type that allows it.
 * @throws 403 manager_can_only_submit_for_subordinates {user_id} | 403 event_type_not_submittable_by_manager {event_type_id}
 */
export function assertCanSubmitEventFor(
  caller: Caller,
  owner: PersonFacts,
  type: { id: number; can_manager_submit: boolean; unattendance_code: string | null },
): void {
  if (caller.id === owner.id) return;
  if (!managesDirectly(caller, owner)) throw new AppError('manager_can_only_submit_for_subordinates', 403, { user_id: owner.id });
  if (!canSubmitEventFor(caller, owner, type)) throw new AppError('event_type_not_submittable_by_manager', 403, { event_type_id: type.id });
}

/** Whether `caller` may open an event for editing: its owner, while it is not canceled (the type's edit fields then decide which fields). */
export const canEditEvent = (caller: Caller, e: EventFacts): boolean => e.ownerId === caller.id && e.status !== 'canceled';

/** What an edit changes, compared with the stored event. */
export interface EventChange {
  typeChanged: boolean;
  titleChanged: boolean;
  descriptionChanged: boolean;
  startChanged: boolean;
  endChanged: boolean;
  substituteChanged: boolean;
  /** The event's request is in approval (dates and substitute are locked meanwhile). */
  requestInProgress: boolean;
}

/**
 * The edit rules of spec 2 §4 (checked in this order, the first failing one answers).
 * @throws 403 cannot_edit_event {reason: not_owner | event_type | title | description | dates | request_in_progress} |
 *   400 cannot_edit_canceled_event | 403 cannot_edit_past_event {reason: date_start | date_end}
 */
export function assertCanEditEvent(caller: Caller, e: EventFacts, change: EventChange, rights: EditRights, now: Date): void {
  if (e.ownerId !== caller.id) throw new AppError('cannot_edit_event', 403, { reason: 'not_owner' });
  if (e.status === 'canceled') throw new AppError('cannot_edit_canceled_event');
  if (change.typeChanged) throw new AppError('cannot_edit_event', 403, { reason: 'event_type' });
  if (change.titleChanged && !rights.edit_name) throw new AppError('cannot_edit_event', 403, { reason: 'title' });
  if (change.descriptionChanged && !rights.edit_description) throw new AppError('cannot_edit_event', 403, { reason: 'description' });
  const datesChanged = change.startChanged || change.endChanged;
  if (datesChanged) {
    if (isPast(e.dateEnd, now)) {
      if (change.startChanged || !rights.can_edit_past_event_date)
        throw new AppError('cannot_edit_past_event', 403, { reason: change.startChanged ? 'date_start' : 'date_end' });
    } else if (!rights.edit_date) throw new AppError('cannot_edit_event', 403, { reason: 'dates' });
  }
  if (change.requestInProgress && (datesChanged || change.substituteChanged)) throw new AppError('cannot_edit_event', 403, { reason: 'request_in_progress' });
}

/** The refusal of a cancellation, or null when `caller` may cancel the event (see {@link assertCanCancelEvent}). */
export function cancelRefusal(caller: Caller, e: EventFacts, rights: EditRights, now: Date): AppError | null {
  if (e.ownerId !== caller.id) return new AppError('cannot_edit_event', 403, { reason: 'not_owner' });
  if (e.status === 'canceled') return new AppError('cannot_edit_canceled_event');
  if (isPast(e.dateEnd, now)) return rights.can_delete_past_event ? null : new AppError('cannot_delete_past_event');
  return rights.can_delete ? null : new AppError('cannot_delete_event');
}

/** Whether `caller` may cancel the event: its owner, not canceled, can_delete (past events: can_delete_past_event). */
export const canCancelEvent = (caller: Caller, e: EventFacts, rights: EditRights, now: Date): boolean => cancelRefusal(caller, e, rights, now) === null;

/**
 * The cancel rules of spec 2 §4.
 * @throws 403 cannot_edit_event {reason: not_owner} | 400 cannot_edit_canceled_event | cannot_delete_past_event | cannot_delete_event
 */
export function assertCanCancelEvent(caller: Caller, e: EventFacts, rights: EditRights, now: Date): void {
  const refusal = cancelRefusal(caller, e, rights, now);
  if (refusal) throw refusal;
}

/** A substitution's state: pending (to answer), accepted, declined, or canceled (the event is). */
export type SubstitutionState = 'pending' | 'accepted' | 'declined' | 'canceled';

/** The state of the substitution an event asks for. */
export const substitutionState = (e: { status: string; substitute_confirmed: boolean | null }): SubstitutionState =>
  e.status === 'canceled' ? 'canceled' : e.substitute_confirmed == null ? 'pending' : e.substitute_confirmed ? 'accepted' : 'declined';

/** Whether `caller` may list the substitutions asked of `substituteId`: the substitute or all_events_read. */
export const canListSubstitutions = (caller: Caller, substituteId: number): boolean => caller.id === substituteId || seesEveryCalendar(caller);

/** Whether `caller` may answer as substitute `substituteId` (only the substitute themself). */
export const canAnswerAsSubstitute = (caller: Caller, substituteId: number): boolean => caller.id === substituteId;

/**
 * Whether a substitution can still be answered.
 * @throws 400 cannot_edit_canceled_event | 409 substitution_already_answered {substitute_confirmed}
 */
export function assertSubstitutionOpen(e: { status: string; substitute_confirmed: boolean | null }): void {
  const state = substitutionState(e);
  if (state === 'canceled') throw new AppError('cannot_edit_canceled_event');
  if (state !== 'pending') throw new AppError('substitution_already_answered', 409, { substitute_confirmed: state === 'accepted' });
}

/** Whether an event must name a substitute: the type needs one, the event is not past, and the owner manages people or is assigned in a chain. */
export const substituteRequired = (f: { typeNeedsSubstitute: boolean; past: boolean; ownerManagesPeople: boolean; ownerInChain: boolean }): boolean =>
  f.typeNeedsSubstitute && !f.past && (f.ownerManagesPeople || f.ownerInChain);

/** Whether `sub` may substitute the owner: an existing, not deleted, not disabled user other than the owner. */
export const isValidSubstitute = (ownerId: number, sub: { id: number; deleted: boolean; disabled: boolean } | null): boolean =>
  sub != null && sub.id !== ownerId && !sub.deleted && !sub.disabled;

/** Whether `caller` may list who sees `ownerId`'s calendar: the owner or all_events_read. */
export const canListViewers = (caller: Caller, ownerId: number): boolean => caller.id === ownerId || seesEveryCalendar(caller);

/** Whether `caller` may choose who sees `ownerId`'s calendar: only the owner. */
export const canSetViewers = (caller: Caller, ownerId: number): boolean => caller.id === ownerId;

/** @throws 403 missing_permissions unless `allowed`. */
export function assertAllowed(allowed: boolean): void {
  if (!allowed) throw new AppError('missing_permissions');
}
