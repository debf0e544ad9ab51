/**
 * Announcements contracts (spec 3 §3 Announcement: id, title, announcement (rich text), send_email,
 * creation_date; §5 title required, max 255; §7 announcements CRUD; spec 1 §2 Dashboard: 4 shown, a
 * preview of the first one or two sentences, read more when there are more than 2). Shared by the
 * server and the tab (`@contracts/announcements`).
 */
import { z } from 'zod';
import { pagedSchema, pagingQuery } from '../http/paging';

export const ANNOUNCEMENT_LIMITS = {
  title: 255,
  /** Longest body HTML accepted (characters, before sanitising); not in the spec, keeps one save bounded. */
  body: 100_000,
  /** The dashboard shows this many, newest first. */
  dashboard: 4,
  /** An announcement younger than this many days is highlighted on the dashboard. */
  highlightDays: 6,
} as const;

export const ANNOUNCEMENT_ERRORS = { announcement_not_found: 404 } as const;

/** POST / PUT announcements: title required (≤ 255), announcement = rich-text HTML (sanitised by the server). */
export const announcementBody = z.object({
  title: z.string().trim().min(1, 'required').max(ANNOUNCEMENT_LIMITS.title),
  announcement: z.string().max(ANNOUNCEMENT_LIMITS.body).default(''),
  send_email: z.boolean().default(false),
});
export type AnnouncementBody = z.infer<typeof announcementBody>;

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML (api/src/shared/rich-text.ts); render with RichTextView. */
  announcement: z.string(),
  send_email: z.boolean(),
  /** ISO instant. */
  creation_date: z.string(),
  /** Who wrote it ("Name Surname"), or null when unknown. */
  author: z.string().nullable(),
  /** Plain text of the first one or two sentences (dashboard). */
  preview: z.string(),
  /** The text goes on after the preview (more than two sentences): show "read more". */
  has_more: z.boolean(),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementsQuery = pagingQuery;
export const announcementList = pagedSchema(announcement);
export const announcementReply = z.object({ message: z.string(), announcement });
