/**
 * Overtime (spec 2 §3 Overtime, §5 Overtime (old), §7 v1 overtime, §9 compensation options).
 * Times of day are `HH:mm`; `00:00` as an end means `24:00` (end of the day). Totals are whole
 * minutes in the database and hours (decimal) in replies.
 */
import { z } from 'zod';
import { isoDate } from './common';

export const COMPENSATION_OPTIONS = ['laborCode', 'holiday'] as const;
export type CompensationOption = (typeof COMPENSATION_OPTIONS)[number];

export const OVERTIME_LIMITS = {
  /** Rows in one POST (the old form's shared maximum of list entries). */
  maxRows: 100,
} as const;

/** `HH:mm` (00:00–23:59) or `24:00`. */
export const timeOfDay = z.string().trim().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a time HH:mm');

export const overtimeRow = z.object({ overtime_date: isoDate, time_from: timeOfDay, time_to: timeOfDay });

/** POST /api/v1/users/overtimes: rows grouped by date, one request per date; `user_id` (a subordinate) defaults to the caller. */
export const overtimeCreateBody = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  compensation_option: z.enum(COMPENSATION_OPTIONS),
  rows: z.array(overtimeRow).min(1).max(OVERTIME_LIMITS.maxRows),
});

export const overtimeCreated = z.object({ overtime_date: z.string(), id: z.number().int(), request_id: z.number().int(), status: z.string(), total_hours: z.number() });
export const overtimeFailed = z.object({ overtime_date: z.string(), error_code: z.string(), message: z.string() });
/** `message` is `overtime_created` when at least one date was created. */
export const overtimeCreateReply = z.object({ message: z.string(), created: z.array(overtimeCreated), failed: z.array(overtimeFailed) });

export const overtimeTime = z.object({ time_from: z.string(), time_to: z.string() });
/** An overtime as approvers and the calendar see it. */
export const overtimeDto = z.object({
  id: z.number().int(), user_id: z.number().int(), overtime_date: z.string(), compensation_option: z.enum(COMPENSATION_OPTIONS),
  total_hours: z.number(), total_minutes: z.number().int(), times: z.array(overtimeTime),
});

/** Report period (default: the current month). */
export const periodQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });

/** A base64 file reply of the v1 report calls. */
export const base64File = z.object({ filename: z.string(), content_type: z.string(), data: z.string() });
