/**
 * The personal calendar feed (issue 18 item 3): a secret subscription address per user that Outlook
 * and Google Calendar poll. `POST /api/v2/calendar-feed` → {@link calendarFeedCreated} (a new address
 * replacing the old), `GET /api/v2/calendar-feed` → {@link calendarFeedStatus}, `DELETE
 * /api/v2/calendar-feed` (revoke); the feed itself is `GET /ical/{token}.ics` (no sign-in). The
 * address is shown once, at creation: only a hash of its token is stored. Shared with the tab.
 */
import { z } from 'zod';

/** Months of the feed's window before today and after it. */
export const CALENDAR_FEED_MONTHS_BACK = 3;
export const CALENDAR_FEED_MONTHS_AHEAD = 12;

/** POST reply: the subscription address (`https://…/ical/<token>.ics`), shown this once. */
export const calendarFeedCreated = z.object({ url: z.url() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;

/** GET reply: whether the caller has an address, and since when (ISO instant, null without one). */
export const calendarFeedStatus = z.object({ active: z.boolean(), created_at: z.iso.datetime().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;
