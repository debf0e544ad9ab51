/**
 * Who may read and set a user's relatives (spec 1 §6: users_read_sensitive_info shows relatives in
 * the details popup; §3 the user's own info carries them). Pure rules over the caller's permissions.
 * Setting them directly is for users_write_sensitive_info (HR); the owner changes theirs through a
 * personal info change request (field `relatives`), applied when approved.
 */
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';

/** The owner and holders of users_read_sensitive_info see a user's relatives. */
export const canReadRelatives = (caller: AuthUser, ownerId: number): boolean => caller.id === ownerId || caller.permissions.has('users_read_sensitive_info');

/** Holders of users_write_sensitive_info set anyone's relatives (PUT users/{id}/relatives). */
export const canSetRelatives = (caller: AuthUser): boolean => caller.permissions.has('users_write_sensitive_info');

/** @throws 403 missing_permissions unless {@link canSetRelatives}. */
export function assertCanSetRelatives(caller: AuthUser): void {
  if (!canSetRelatives(caller)) throw new AppError('missing_permissions');
}
