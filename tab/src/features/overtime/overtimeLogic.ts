/**
 * Overtime form rules (spec 2 §5 Overtime (old)): each row has a date and a from/to time; 00:00 as
 * the end counts as 24:00; a row's total must be positive (else wrong_overtime_time); the add
 * button stays disabled while any row has no positive total. Rows are grouped by date on the server.
 */
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
