/**
 * Who may do what with the personal calendar feed (issue 18 item 3): pure rules over plain facts.
 * - Create, replace, revoke and read the status: any signed-in user, for their own feed only (the
 *   routes take no user id, so there is nobody else's feed to name).
 * - Serve `GET /ical/{token}.ics`: only while the owner exists, is not deleted and not disabled; a
 *   deleted or disabled person's address answers 404 like an unknown one.
 * - Whose items the feed holds: the owner's own events, and the events of the people who shared their
 *   calendar with the owner (calendar_viewers, the same relation the v2 calendar applies in
 *   calendar-v2.policy `canSeeItemsOf`), never more: a holder of all_events_read gets no company-wide
 *   feed. Other people's items carry no description and no working address.
 */
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';

/** Whether `caller` may manage their own feed: any signed-in user. */
export const canManageOwnFeed = (caller: AuthUser | null | undefined): boolean => caller != null && caller.id > 0;

/** @throws 403 missing_permissions unless {@link canManageOwnFeed}. */
export function assertCanManageOwnFeed(caller: AuthUser | null | undefined): asserts caller is AuthUser {
  if (!canManageOwnFeed(caller)) throw new AppError('missing_permissions');
}

/** Whether a feed is served for its owner (null: the owner row is gone). */
export const servesFeedOf = (owner: { deleted_at: Date | null; disabled: boolean } | null): boolean =>
  owner !== null && owner.deleted_at === null && !owner.disabled;

/** Whether an item of `ownerId` in `viewerId`'s feed shows its private details (description): only the viewer's own. */
export const showsDetails = (viewerId: number, ownerId: number): boolean => viewerId === ownerId;
