/**
 * Limits of spec 2 §3, §5 and §9 used by the calendar and event type screens: the api contracts'
 * own constants (@contracts/calendar EVENT_LIMITS, @contracts/event-types EVENT_TYPE_LIMITS),
 * re-exported so the form checks and the server's validation cannot drift apart.
 */
export { EVENT_LIMITS } from '@contracts/calendar';
export { EVENT_TYPE_LIMITS } from '@contracts/event-types';
