/**
 * Event categories and event types (spec 2 §3 Event type, Event category; §5 Event type, Event
 * category): request and reply schemas of /api/v1/event-categories and /api/v1/event-types.
 */

/** Pseudo event types shown in calendar filter lists (spec 2 §3): not rows of event_types. */
export const PSEUDO_EVENT_TYPES = { businessTrips: -1, overtimes: -2, onCalls: -3 } as const;
export const PSEUDO_EVENT_TYPE_LIST = [
  { id: PSEUDO_EVENT_TYPES.businessTrips, name: 'business_trips' },
  { id: PSEUDO_EVENT_TYPES.overtimes, name: 'overtimes' },
  { id: PSEUDO_EVENT_TYPES.onCalls, name: 'on_calls' },
] as const;
