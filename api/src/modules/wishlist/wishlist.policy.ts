/**
 * Who may do what with wishes and suggestions (spec 3 §6): pure rules over the caller and plain facts.
 * - wishlist_read: view, post, like; the author deletes their own wish; wishlist_write deletes any.
 * - A wish or a named suggestion is always the caller's own: a body naming someone else is refused.
 */
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';

export interface Caller {
  id: number;
  permissions: ReadonlySet<Permission>;
}

/** The author or wishlist_write may delete a wish. */
export const canDeleteWish = (caller: Caller, authorId: number): boolean => caller.id === authorId || caller.permissions.has('wishlist_write');

/** @throws 403 wish_not_yours */
export function assertCanDeleteWish(caller: Caller, authorId: number): void {
  if (!canDeleteWish(caller, authorId)) throw new AppError('wish_not_yours');
}

/** A `user_id` in a wish or vote body must be the caller (or absent). @throws 403 missing_permissions */
export function assertSelf(caller: Caller, userId: number | undefined): void {
  if (userId !== undefined && userId !== caller.id) throw new AppError('missing_permissions');
}

/** A named suggestion must name the caller; null is anonymous. @throws 403 suggestion_deny */
export function assertSuggestionAuthor(caller: Caller, userId: number | null): void {
  if (userId !== null && userId !== caller.id) throw new AppError('suggestion_deny');
}
