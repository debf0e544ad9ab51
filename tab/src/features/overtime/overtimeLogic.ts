/**
 * Overtime form rules (spec 2 §5 Overtime (old)): each row has a date and a from/to time; 00:00 as
 * the end counts as 24:00; a row's total must be positive (else wrong_overtime_time); the add
 * button stays disabled while any row has no positive total. Rows are grouped by date on the server.
 * The dialog's react-hook-form schema ({@link overtimeFormSchema}) ends in the contract's
 * `overtimeCreateBody`.
 */
import { COMPENSATION_OPTIONS, overtimeCreateBody } from '@contracts/overtime';
import { z } from 'zod';

export interface OvertimeRow {
  overtime_date: string;
  time_from: string;
  time_to: string;
}

/** Minutes since midnight of `HH:mm`; null when not a time. */
export function minutesOf(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** Minutes of one row; 00:00 as the end is 24:00. Null while a time is missing. */
export function rowMinutes(r: Pick<OvertimeRow, 'time_from' | 'time_to'>): number | null {
  const from = minutesOf(r.time_from);
  let to = minutesOf(r.time_to);
  if (from === null || to === null) return null;
  if (to === 0) to = 24 * 60;
  return to - from;
}

/** A row is complete when it has a date and a positive total. */
export const rowValid = (r: OvertimeRow) => !!r.overtime_date && (rowMinutes(r) ?? 0) > 0;

/** The add (and save) buttons are enabled only when every row has a positive total. */
export const canAddRow = (rows: OvertimeRow[]) => rows.every(rowValid);

/** The sum of the rows' positive totals. */
export const totalMinutes = (rows: OvertimeRow[]) => rows.reduce((sum, r) => sum + Math.max(0, rowMinutes(r) ?? 0), 0);

/** `H:mm` of minutes (e.g. 90 → "1:30"). */
export const formatHoursMinutes = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** The time as sent: 00:00 as an end becomes 24:00. */
export const endForServer = (time: string) => (minutesOf(time) === 0 ? '24:00' : time);

/** The dialog's values: for whom (a subordinate's id as text, '' = myself), the rows as typed, the compensation. */
export interface OvertimeForm {
  for_subordinate: boolean;
  user_id: string;
  compensation_option: (typeof COMPENSATION_OPTIONS)[number];
  rows: OvertimeRow[];
}

/**
 * The dialog's schema: a subordinate chosen when registering for one (`user_id`, message `required`),
 * every row with a date and a positive total (`rows.<i>`, message `wrong_overtime_time`), then the
 * POST body (00:00 as an end sent as 24:00, `user_id` only for a subordinate) checked by the
 * contract's `overtimeCreateBody`.
 */
export const overtimeFormSchema = z
  .object({
    for_subordinate: z.boolean(),
    user_id: z.string(),
    compensation_option: z.enum(COMPENSATION_OPTIONS),
    rows: z.array(z.object({ overtime_date: z.string(), time_from: z.string(), time_to: z.string() })),
  })
  .superRefine((v, ctx) => {
    if (v.for_subordinate && !v.user_id) ctx.addIssue({ code: 'custom', path: ['user_id'], message: 'required' });
    v.rows.forEach((r, i) => {
      if (!rowValid(r)) ctx.addIssue({ code: 'custom', path: ['rows', i], message: 'wrong_overtime_time' });
    });
  })
  .transform((v, ctx): OvertimeBody => {
    const r = overtimeCreateBody.safeParse({
      ...(v.for_subordinate && v.user_id ? { user_id: Number(v.user_id) } : {}),
      compensation_option: v.compensation_option,
      rows: v.rows.map((row) => ({ ...row, time_to: endForServer(row.time_to) })),
    });
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 2) as (string | number)[], message: 'wrong_overtime_time' });
    return z.NEVER;
  });

/** The POST body (the contract's `overtimeCreateBody` output). */
export type OvertimeBody = z.output<typeof overtimeCreateBody>;
