/**
 * Limits of spec 2 §3, §5 and §9 used by the calendar and event type screens. They mirror the api
 * contracts (@contracts/calendar EVENT_LIMITS, @contracts/event-types EVENT_TYPE_LIMITS), kept here
 * so the tab builds on its own while those modules evolve; the server validates every call.
 */
export const EVENT_LIMITS = {
  title: 255,
  description: 512,
  workingAddress: 255,
  groupName: 255,
  /** Holiday payout: the start must be at least this many days ahead (MIN_DAY_BEFORE_PAYOUT). */
  minDaysBeforePayout: 5,
  /** Types whose unattendance code allows a holiday payout. */
  payoutCodes: ['A', 'K', 'M'] as readonly string[],
  /** The unattendance code that lets a manager submit for another user. */
  forAnotherUserCode: 'L',
} as const;

export const EVENT_TYPE_LIMITS = {
  text: 255,
  timesPerMonthMax: 255,
  code: 20,
} as const;
