/**
 * Leave balances and half-day absences (issue 18 items 1, 2; not in the spec documents): the reply
 * shapes, request bodies and limits shared by the server and the tab (`@contracts/leave-balances`).
 *
 * Units: every `*_days` value is in working days (Monday–Friday without the public holidays of the
 * company's country), a decimal with halves allowed (0.5 = one half-day absence). Dates are company
 * days `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { isoDate } from './common';

export const LEAVE_LIMITS = {
  /** Annual entitlement by default (Lithuanian Labour Code minimum for a five-day week). */
  defaultEntitlementDays: 20,
  /** Annual entitlement of people flagged `extended_leave` (Labour Code: extended annual leave). */
  extendedEntitlementDays: 25,
  /** Unused days carried over are kept this many years, oldest used first (a setting). */
  carryOverYears: 3,
  /** How far below zero a booking may take the balance, in days (a setting). */
  overdraftDays: 0,
  /** Adjustment reason length. */
  reason: 255,
  /** Largest single adjustment or entitlement, in days. */
  maxDays: 365,
} as const;

/** Which half of a one-day event (morning or afternoon); null for a whole day. */
export const HALF_DAYS = ['first', 'second'] as const;
export const halfDay = z.enum(HALF_DAYS).nullable();
export type HalfDay = z.infer<typeof halfDay>;

/** How much of a day an event uses: 0.5 for a half day, else 1 (the monthly limit, the balance, the reports). */
export const dayWeight = (half: HalfDay | undefined): number => (half ? 0.5 : 1);

const days = z.number();

/** One leave-counting event type's balance of one person at a date. */
export const leaveBalance = z.object({
  event_type_id: z.number().int(),
  event_type_name: z.string(),
  /** Annual entitlement in force (override, extended or default). */
  entitlement_days: days,
  /** Accrued this leave year to the date, pro rata per calendar day worked. */
  accrued_days: days,
  /** Unused days of earlier years still valid (opening balance included), after what they already covered. */
  carried_over_days: days,
  /** Sum of signed adjustments. */
  adjustments_days: days,
  /** Accepted events (working days). */
  taken_days: days,
  /** Events waiting for approval (working days). */
  requested_days: days,
  /** accrued + carried over + adjustments − taken − requested. */
  available_days: days,
});
export type LeaveBalance = z.infer<typeof leaveBalance>;

/** GET /api/v2/leave-balances/me and GET /api/v2/users/{id}/leave-balance. */
export const leaveBalances = z.object({ balances: z.array(leaveBalance) });
export type LeaveBalances = z.infer<typeof leaveBalances>;

/** POST /api/v2/users/{id}/leave-balance/adjustments (users_write_sensitive_info): a signed change with a reason. */
export const leaveAdjustmentBody = z.object({
  event_type_id: z.number().int().positive(),
  days: z.number().min(-LEAVE_LIMITS.maxDays).max(LEAVE_LIMITS.maxDays)
    .refine((d) => d !== 0 && Number.isInteger(d * 2), 'must be a non-zero multiple of 0.5'),
  reason: z.string().trim().min(1, 'required').max(LEAVE_LIMITS.reason),
});
export type LeaveAdjustmentBody = z.infer<typeof leaveAdjustmentBody>;

/**
 * GET /api/v2/leave-balances/preview?event_type_id&date_from&date_to&half_day[&user_id]: what a booking
 * would use and leave, for the event form's "this leave uses N working days; M left".
 */
export const leavePreviewQuery = z.object({
  event_type_id: z.coerce.number().int().positive(),
  date_from: isoDate,
  date_to: isoDate,
  half_day: z.enum(HALF_DAYS).optional(),
  user_id: z.coerce.number().int().positive().optional(),
});
export const leavePreview = z.object({
  /** False when the type does not count against a balance (then the other numbers are 0). */
  counts: z.boolean(),
  working_days: days,
  available_days: days,
  /** available − working_days. */
  left_days: days,
  /** left ≥ −overdraft. */
  allowed: z.boolean(),
});
export type LeavePreview = z.infer<typeof leavePreview>;

/** The company's leave settings (GET/PUT /api/v2/leave-settings; settings_read / settings_write). */
export const leaveSettings = z.object({
  default_entitlement_days: z.number().min(0).max(LEAVE_LIMITS.maxDays),
  extended_entitlement_days: z.number().min(0).max(LEAVE_LIMITS.maxDays),
  carry_over_years: z.number().int().min(0).max(10),
  overdraft_days: z.number().min(0).max(LEAVE_LIMITS.maxDays),
});
export type LeaveSettings = z.infer<typeof leaveSettings>;

/**
 * PUT /api/v2/users/{id}/leave-balance/profile (users_write_sensitive_info, not on oneself): the
 * person's extended-leave flag and, per leave-counting type, HR's entitlement override (null = the
 * default of the settings) and opening balance (`opening_days` unused as of `opening_date`; null date =
 * none). Types not listed keep what they had. GET of the same path replies the same shape.
 */
export const leaveProfileBody = z.object({
  extended_leave: z.boolean(),
  entitlements: z.array(z.object({
    event_type_id: z.number().int().positive(),
    entitlement_days: z.number().min(0).max(LEAVE_LIMITS.maxDays).nullable(),
    /** Fractions allowed: a balance taken over from payroll accrues per day. Negative = days owed. */
    opening_days: z.number().min(-LEAVE_LIMITS.maxDays).max(LEAVE_LIMITS.maxDays),
    opening_date: isoDate.nullable(),
  })).max(50),
});
export type LeaveProfileBody = z.infer<typeof leaveProfileBody>;

/** One adjustment as listed (GET /api/v2/users/{id}/leave-balance/adjustments, newest first). */
export const leaveAdjustment = z.object({
  id: z.number().int(),
  event_type_id: z.number().int(),
  event_type_name: z.string(),
  days,
  reason: z.string(),
  created_by_user_id: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type LeaveAdjustmentRow = z.infer<typeof leaveAdjustment>;
export const leaveAdjustments = z.object({ data: z.array(leaveAdjustment) });

/** GET /api/v2/leave-balances/report?date=YYYY-MM-DD (users_read_sensitive_info): the xlsx as base64, like the statistics export. */
export const leaveReportQuery = z.object({ date: isoDate });
export const leaveReportReply = z.object({ file: z.string(), name: z.string() });
