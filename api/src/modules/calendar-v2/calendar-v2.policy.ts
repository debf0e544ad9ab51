/**
 * Who sees and may do what in the v2 calendar (spec 2 §2 Calendar access, §3 Event (new calendar
 * view), §6 relational roles, §7 Calendar): the calendar module's rules (calendar.policy.ts) as the
 * v2 reads apply them, pure functions over the caller (http/auth AuthUser) and plain facts.
 *
 * - Items of a person (events, overtime, on-call) and their details: the person, all_events_read, a
 *   viewer the person shared the calendar with, the direct manager ({@link canSeeItemsOf}).
 *   The month's SQL scope (calendar-v2.month.ts) and the people lists apply the same rule; holders
 *   of all_events_read see everyone ({@link seesEveryone}).
 * - Working addresses: the owner, the direct manager, users_read_sensitive_info ({@link canSeeWorkingAddress}).
 * - An event's abilities in its details (`can: { edit, cancel }`, {@link eventAbilities}), so the tab
 *   never re-derives the edit and cancel rules.
 * - Filters and viewers are always the caller's own (no relation to check).
 */
import type { z } from 'zod';
import type { eventAbilities as eventAbilitiesSchema } from '../../contracts/calendar-v2';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import {
  canCancelEvent,
  canEditEvent,
  canSeeSensitive,
  canViewCalendar,
  seesEveryCalendar,
  type CalendarFacts,
  type EditRights,
  type EventFacts,
  type PersonFacts,
} from '../calendar/calendar.policy';

/** Whether `caller` sees every person's calendar items (all_events_read). */
export const seesEveryone = (caller: AuthUser): boolean => seesEveryCalendar(caller);

/** Whether `caller` sees the items of `owner` (see module doc). */
export const canSeeItemsOf = (caller: AuthUser, owner: CalendarFacts): boolean => canViewCalendar(caller, owner);

/** @throws 403 missing_permissions unless {@link canSeeItemsOf}. */
export function assertCanSeeItemsOf(caller: AuthUser, owner: CalendarFacts): void {
  if (!canSeeItemsOf(caller, owner)) throw new AppError('missing_permissions');
}

/** Whether `caller` sees the working address of `owner`'s events. */
export const canSeeWorkingAddress = (caller: AuthUser, owner: PersonFacts): boolean => canSeeSensitive(caller, owner);

/** What `caller` may do with an event: edit (the owner, not canceled) and cancel (also the type's delete rights; past events: can_delete_past_event). */
export const eventAbilities = (caller: AuthUser, event: EventFacts, rights: EditRights, now: Date): z.infer<typeof eventAbilitiesSchema> => ({
  edit: canEditEvent(caller, event),
  cancel: canCancelEvent(caller, event, rights, now),
});
