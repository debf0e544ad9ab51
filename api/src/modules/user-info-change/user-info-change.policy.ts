/**
 * Who may ask for and change a personal info change (spec 1 §3 Info change request, §4 "User info
 * change request"; spec 2 §4 edit): a user asks only for their own fields (POST /users/{id}/edit
 * with their own id); once filed, the change is a `user_info_change` request of the approval engine,
 * so editing its value follows the engine's rule (approvals.policy.ts `assertCanEdit`): the owner
 * while it is returned to them (not_initialized), or whoever may act on the current step when its
 * chain item has can_edit ("chain editors"). Pure rules; the service loads the facts.
 */
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';

/** Only the user may ask to change their own personal info. */
export const canRequestInfoChange = (caller: Actor, userId: number): boolean => caller.id === userId;

/** Throws 403 missing_permissions unless {@link canRequestInfoChange}. */
export function assertCanRequestInfoChange(caller: Actor, userId: number): void {
  if (!canRequestInfoChange(caller, userId)) throw new AppError('missing_permissions');
}
