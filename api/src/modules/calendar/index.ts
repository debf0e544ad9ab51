/**
 * Public surface of the calendar module for other modules (overtime, on-call, holidays, the v2
 * calendar read API, reports): the entities, the pseudo event type ids used by filters, and the
 * hooks published when events are created.
 *
 * Domain events (declared in events.service.ts, published after commit; subscribe with ctx.events.on):
 * - `event.created` { eventId, ownerId, actorId, sendCalendarFile } — the ICS mail subscribes here;
 * - `event.updated` { …, sendCalendarFile }, `event.canceled` { eventId, ownerId, actorId };
 * - `substitution.requested` { substitutionId (= eventId), substituteId, ownerId, start, end } — the Teams bot;
 * - `substitution.answered` { substitutionId, eventId, substituteId, ownerId, accepted }.
 * The Teams substitutions port maps to {@link substitutionView} and {@link answerSubstitution}.
 */
export {
  CalendarEvent, CalendarFilter, CalendarGroup, CalendarGroupUser, CalendarViewer, EVENT_STATUSES, EventCategory, EventType, EventTypeEditFields,
} from './calendar.entities';
export type { EventStatus } from './calendar.entities';
export { PSEUDO_EVENT_TYPES, PSEUDO_EVENT_TYPE_LIST } from '../../contracts/event-types';
export { EVENT_REQUEST_TYPE } from './events.service';
export { answerSubstitution, substitutionView } from './substitutions';
export { eventViews, mayViewCalendar } from './events.views';
export { isAssignedToChain, isPast, pastThreshold } from './events.rules';
export { setBookingCheck } from './events.checks';
export type { BookingCheck, BookingCheckInput } from './events.checks';
