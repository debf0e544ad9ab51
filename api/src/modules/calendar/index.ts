/**
 * Public surface of the calendar module for other modules (overtime, on-call, holidays, the v2
 * calendar read API, reports): the entities, the pseudo event type ids used by filters, and the
 * hooks published when events are created.
 */
export {
  CalendarEvent, CalendarFilter, CalendarGroup, CalendarGroupUser, CalendarViewer, EVENT_STATUSES, EventCategory, EventType, EventTypeEditFields,
} from './calendar.entities';
export type { EventStatus } from './calendar.entities';
export { PSEUDO_EVENT_TYPES, PSEUDO_EVENT_TYPE_LIST } from '../../contracts/event-types';
