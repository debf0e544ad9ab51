/**
 * Who may read and change whose leave balance (issue 18 item 1). Pure rules over the caller
 * ({@link AuthUser}) and plain facts (the target's id and direct manager); no db, nothing async.
 *
 * - Read a balance (GET users/{id}/leave-balance, its adjustments, the preview for someone else):
 *   oneself, the person's direct manager, or users_read_sensitive_info ({@link canReadBalance}).
 * - Adjust a balance and edit the leave profile (extended leave, entitlement override, opening
 *   balance): users_write_sensitive_info, and never one's own — a balance is money, so the person it
 *   pays is never the one who changes it (403 `cannot_adjust_own_leave_balance`; {@link canAdjustBalance}).
 * - The profile (GET …/leave-balance/profile) and the everyone report: users_read_sensitive_info
 *   (the route's permission).
 */
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';

/** The person whose balance is asked for. */
export interface BalanceOwner {
  id: number;
  managerId: number | null;
}

/** Oneself, the direct manager, or users_read_sensitive_info. */
export const canReadBalance = (caller: AuthUser, owner: BalanceOwner): boolean =>
  caller.id === owner.id || (owner.managerId !== null && owner.managerId === caller.id) || caller.permissions.has('users_read_sensitive_info');

/** users_write_sensitive_info and not oneself. */
export const canAdjustBalance = (caller: AuthUser, ownerId: number): boolean =>
  caller.id !== ownerId && caller.permissions.has('users_write_sensitive_info');

/** @throws 403 missing_permissions unless {@link canReadBalance} */
export function assertCanReadBalance(caller: AuthUser, owner: BalanceOwner): void {
  if (!canReadBalance(caller, owner)) throw new AppError('missing_permissions');
}

/** @throws 403 cannot_adjust_own_leave_balance on oneself, 403 missing_permissions without users_write_sensitive_info */
export function assertCanAdjustBalance(caller: AuthUser, ownerId: number): void {
  if (caller.id === ownerId) throw new AppError('cannot_adjust_own_leave_balance', 403);
  if (!canAdjustBalance(caller, ownerId)) throw new AppError('missing_permissions');
}
