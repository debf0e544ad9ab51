/**
 * Statistics contracts (spec 3 §3 Statistics, §7 Statistics, §9): the series the page draws and the export's
 * month range. Shared by the server and the tab (`@contracts/statistics`). Percentages are numbers rounded
 * to 2 decimals; dates are `YYYY-MM-DD`.
 */
import { z } from 'zod';

export const STATISTICS_LIMITS = {
  /** Quarters of seniority and quarterly turnover (spec 3 §9). */
  quarters: 6,
  /** Months of sick leave (spec 3 §9). */
  months: 12,
  /** Years of headcount, gender and yearly turnover shown on the page. */
  years: 10,
  /** Longest export range, in months. */
  exportMonths: 120,
} as const;

/** A yearly row (spec 3 §3): headcount on `date` (31 December, or the snapshot day in the current year). */
export const yearlyRow = z.object({
  year: z.number().int(),
  date: z.string(),
  /** Employed on `date`. */
  all_working_employees: z.number().int(),
  /** Employed on any day of the year. */
  all_employees: z.number().int(),
  /** Men among the working employees whose gender is known, %; null when nobody's is known. */
  man_to_woman_percentage: z.number().nullable(),
  /** 100 − man_to_woman_percentage (spec 3 §9); null likewise. */
  woman_percentage: z.number().nullable(),
  /** Working employees without a gender (counted apart). */
  without_gender: z.number().int(),
  leavers: z.number().int(),
  turnover_percentage: z.number(),
});
export type YearlyRow = z.infer<typeof yearlyRow>;

/** A quarterly row (spec 3 §3). */
export const quarterlyRow = z.object({
  date_from: z.string(),
  date_to: z.string(),
  average_seniority_in_months: z.number(),
  leavers: z.number().int(),
  turnover_percentage: z.number(),
});
export type QuarterlyRow = z.infer<typeof quarterlyRow>;

/** A month of sick leave (spec 3 §3): `date` is the month's first day. */
export const monthlyRow = z.object({
  date: z.string(),
  sick_leave_percentage_monthly: z.number(),
  sick_days: z.number().int(),
  working_days: z.number().int(),
  working_employees: z.number().int(),
});
export type MonthlyRow = z.infer<typeof monthlyRow>;

/** GET statistics: the latest snapshot (computed on the first read when none exists). */
export const statisticsReply = z.object({
  computed_at: z.string(),
  yearly: z.array(yearlyRow),
  quarterly: z.array(quarterlyRow),
  monthly: z.array(monthlyRow),
});
export type StatisticsReply = z.infer<typeof statisticsReply>;

/** GET statistics/monthly: the sick-leave months of the latest snapshot. */
export const monthlyReply = z.object({ computed_at: z.string(), data: z.array(monthlyRow) });

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, 'must be a month (YYYY-MM or a date in it)');

/** POST statistics/exportStats: a month range (a date picks its month), start ≤ end, at most 120 months. */
export const exportStatsBody = z
  .object({ date_start: month, date_end: month })
  .superRefine((v, ctx) => {
    const [a, b] = [v.date_start.slice(0, 7), v.date_end.slice(0, 7)];
    if (b < a) ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'end_before_start' });
    const months = (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7)) + 1;
    if (months > STATISTICS_LIMITS.exportMonths) ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'range_too_long' });
  });
export type ExportStatsBody = z.infer<typeof exportStatsBody>;

/** POST statistics/exportStats reply: the workbook as base64 and its file name. */
export const exportStatsReply = z.object({ file: z.string(), name: z.string() });
