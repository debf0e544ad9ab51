/**
 * Who may do what with overtime (spec 2 §3 Overtime, §5 Overtime (old), §6 relational roles owner and
 * manager): small pure rules over the caller (http/auth AuthUser) and plain facts the service loads.
 * Approving, returning, editing and deleting an overtime request are the approval engine's rules
 * (approvals module); reading one in the calendar follows calendar.policy canViewCalendar.
 *
 * - Register overtime: for oneself, or as the direct manager of a (not deleted) subordinate.
 */
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { canActFor, type PersonFacts } from '../calendar/calendar.policy';

/** Whether `caller` may register overtime for `owner`: the owner themself or their direct manager. */
export const canRegisterOvertimeFor = (caller: AuthUser, owner: PersonFacts): boolean => canActFor(caller, owner);

/**
 * The owner of new overtime: the caller when `owner` is null (no `user_id` given), else `owner` when
 * {@link canRegisterOvertimeFor}.
 * @throws 403 missing_permissions
 */
export function ownerOfNewOvertime(caller: AuthUser, owner: PersonFacts | null): number {
  if (owner == null) return caller.id;
  if (!canRegisterOvertimeFor(caller, owner)) throw new AppError('missing_permissions');
  return owner.id;
}
