/** Reply shapes of the calendar feed routes (issue 18 item 3), typed by the contract. */
import type { CalendarFeedCreated, CalendarFeedStatus } from '../../contracts/calendar-feed';

/** `POST /api/v2/calendar-feed`: the address, shown this once. */
export const presentFeedCreated = (url: string): CalendarFeedCreated => ({ url });

/** `GET /api/v2/calendar-feed`: whether an address exists and since when. */
export const presentFeedStatus = (row: { created_at: Date } | null): CalendarFeedStatus => ({
  active: row !== null,
  created_at: row ? row.created_at.toISOString() : null,
});
