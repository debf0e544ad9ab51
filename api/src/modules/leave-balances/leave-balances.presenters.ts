/**
 * Reply shapes of the leave balance routes (contracts/leave-balances.ts). Days are rounded to 2
 * decimals here and only here (the computation keeps them exact).
 */
import type { LeaveAdjustmentRow, LeaveBalance, LeaveBalances, LeavePreview, LeaveProfileBody } from '../../contracts/leave-balances';
import type { LeaveAdjustment, LeaveEntitlement } from './leave-balances.entities';
import type { TypedBalance } from './leave-balances.service';

/** Days rounded to 2 decimals (−0 as 0). */
export const round2 = (n: number): number => Math.round(n * 100) / 100 + 0;

/** One balance. */
export const presentBalance = (b: TypedBalance): LeaveBalance => ({
  event_type_id: b.event_type_id,
  event_type_name: b.event_type_name,
  entitlement_days: round2(b.entitlement_days),
  accrued_days: round2(b.accrued_days),
  carried_over_days: round2(b.carried_over_days),
  adjustments_days: round2(b.adjustments_days),
  taken_days: round2(b.taken_days),
  requested_days: round2(b.requested_days),
  available_days: round2(b.available_days),
});

/** `{ balances }`. */
export const presentBalances = (list: TypedBalance[]): LeaveBalances => ({ balances: list.map(presentBalance) });

/** The preview of a booking. */
export const presentPreview = (p: { counts: boolean; working_days: number; available_days: number; overdraft_days: number }): LeavePreview => ({
  counts: p.counts,
  working_days: round2(p.working_days),
  available_days: round2(p.available_days),
  left_days: round2(p.available_days - p.working_days),
  allowed: !p.counts || p.available_days - p.working_days >= -p.overdraft_days - 1e-9,
});

/** One adjustment as listed. */
export const presentAdjustment = (a: LeaveAdjustment, typeName: string, byName: string | null): LeaveAdjustmentRow => ({
  id: a.id,
  event_type_id: a.event_type_id,
  event_type_name: typeName,
  days: round2(a.days),
  reason: a.reason,
  created_by_user_id: a.created_by_user_id,
  created_by_name: byName,
  created_at: a.created_at.toISOString(),
});

/** The leave profile (extended flag and the stored per-type rows). */
export const presentProfile = (extended: boolean, rows: LeaveEntitlement[]): LeaveProfileBody => ({
  extended_leave: extended,
  entitlements: rows.map((r) => ({ event_type_id: r.event_type_id, entitlement_days: r.entitlement_days, opening_days: r.opening_days, opening_date: r.opening_date })),
});
