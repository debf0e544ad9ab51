/**
 * Which portal user an Entra ID identity may sign in as (spec 1 §7 Auth, §8 SSO errors; issue 5
 * items 7 and 10): small pure rules over the verified profile and the user found for it. No
 * database, no context, nothing async; sso.service loads the user and calls these.
 *
 * - A token of another tenant is refused ({@link sameTenant}; invalid_access_token).
 * - A user is linked to one Entra object id: found by e-mail, a user still unlinked is linked on the
 *   first sign-in; one linked to another object id is never re-linked silently ({@link mayLinkEntra};
 *   sso_user_not_found).
 * - A disabled user does not sign in (account_disabled_by_system), an unknown one neither (sso_user_not_found).
 */
import { AppError } from '../../http/errors';

/** The token's tenant (`tid`) is the configured one, or the token names none. */
export const sameTenant = (tid: string | null, tenant: string | undefined): boolean => !tid || tid === tenant;

/** A user found by e-mail may be (or is already) linked to `oid`: not linked yet, or linked to that same id. */
export const mayLinkEntra = (user: { entra_object_id: string | null }, oid: string): boolean => !user.entra_object_id || user.entra_object_id === oid;

/** @throws sso_user_not_found (403) when no user was found | account_disabled_by_system (403) when the user is disabled. */
export function assertMaySignInWithSso<U extends { disabled: boolean }>(user: U | null): asserts user is U {
  if (!user) throw new AppError('sso_user_not_found');
  if (user.disabled) throw new AppError('account_disabled_by_system');
}
