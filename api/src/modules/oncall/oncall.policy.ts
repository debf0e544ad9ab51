/**
 * Who may do what with on-call duty (spec 2 §3 On-call, §4 On-call registration, §6 relational roles
 * owner and manager): small pure rules over the caller (http/auth AuthUser) and plain facts the
 * service loads. Submitting, approving, editing and deleting an on-call request are the approval
 * engine's rules (approvals module); reading one in the calendar follows calendar.policy
 * canViewCalendar, its PDF reports.policy.
 *
 * - Register on-call: for oneself, or as the direct manager of a (not deleted) subordinate.
 */
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { canActFor, type PersonFacts } from '../calendar/calendar.policy';

/** Whether `caller` may register on-call for `owner`: the owner themself or their direct manager. */
export const canRegisterOncallFor = (caller: AuthUser, owner: PersonFacts): boolean => canActFor(caller, owner);

/**
 * The owner of a new on-call: the caller when `owner` is null (no `userId` given), else `owner` when
 * {@link canRegisterOncallFor}.
 * @throws 403 missing_permissions
 */
export function ownerOfNewOncall(caller: AuthUser, owner: PersonFacts | null): number {
  if (owner == null) return caller.id;
  if (!canRegisterOncallFor(caller, owner)) throw new AppError('missing_permissions');
  return owner.id;
}
