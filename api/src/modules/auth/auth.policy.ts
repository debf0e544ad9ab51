/**
 * Who may sign in, use a password link or read whose permissions (spec 1 §4 Session and Password
 * flow, §7 Auth, §8 auth errors; issue 9 item 6). Small pure rules over plain facts the service loads
 * (the account: password hash present, lock, disabled; the link: used, expiry) and the caller
 * ({@link AuthUser}). No database, no context, nothing async.
 *
 * - Sign-in ({@link signInRefusal}): whoever does not know the password learns nothing — an unknown
 *   or never-activated address, a locked account and a wrong password all get wrong_login_details
 *   (a wrong password on an open account also counts towards the lock); only the right password of
 *   a disabled account learns account_disabled_by_system.
 * - A reset link goes to an account that is not disabled; an activation link only to such an
 *   account without a password yet ({@link linkQualifies}). A link works once, until it expires ({@link isLinkActive}).
 * - Effective permissions of a user: oneself or users_read ({@link canReadPermissions}).
 */
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { PasswordLinkPurpose } from './auth.entities';

/** An account as sign-in sees it; null when no (non-deleted) user has the address. */
export interface AccountFacts {
  hasPassword: boolean;
  lockedUntil: Date | null;
  disabled: boolean;
}

/** Whether the account is locked at `now` after too many wrong passwords. */
export const isLocked = (a: Pick<AccountFacts, 'lockedUntil'>, now: Date): boolean => !!a.lockedUntil && a.lockedUntil.getTime() > now.getTime();

/**
 * Why a sign-in is refused, or null when it succeeds. `countFailure`: the wrong password counts
 * towards the lock (only on an activated, unlocked account).
 */
export function signInRefusal(
  account: AccountFacts | null,
  passwordOk: boolean,
  now: Date,
): { code: 'wrong_login_details' | 'account_disabled_by_system'; countFailure: boolean } | null {
  if (!account || !account.hasPassword || isLocked(account, now)) return { code: 'wrong_login_details', countFailure: false };
  if (!passwordOk) return { code: 'wrong_login_details', countFailure: true };
  if (account.disabled) return { code: 'account_disabled_by_system', countFailure: false };
  return null;
}

/** Whether a requested link is created and e-mailed: reset for any account not disabled; activate also only without a password. */
export const linkQualifies = (account: Pick<AccountFacts, 'hasPassword' | 'disabled'> | null, purpose: PasswordLinkPurpose): boolean =>
  !!account && !account.disabled && !(purpose === 'activate' && account.hasPassword);

/** A link can be used: never used and not expired at `now`. */
export const isLinkActive = (link: { used_at: Date | null; expires_at: Date }, now: Date): boolean =>
  !link.used_at && link.expires_at.getTime() > now.getTime();

/** GET /users/{id}/permissions: oneself or users_read. */
export const canReadPermissions = (caller: AuthUser, id: number): boolean => caller.id === id || caller.permissions.has('users_read');

/** @throws missing_permissions (403) unless {@link canReadPermissions}. */
export function assertCanReadPermissions(caller: AuthUser, id: number): void {
  if (!canReadPermissions(caller, id)) throw new AppError('missing_permissions');
}
