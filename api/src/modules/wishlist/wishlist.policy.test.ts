/** Wishlist rules (spec 3 §6): author or wishlist_write deletes a wish; bodies name only the caller. */
import type { Permission } from '../../contracts/permissions';
import { assertCanDeleteWish, assertSelf, assertSuggestionAuthor, canDeleteWish } from './wishlist.policy';

const who = (id: number, ...p: Permission[]) => ({ id, permissions: new Set(p) });

it.each([
  [who(1, 'wishlist_read'), 1, true],
  [who(2, 'wishlist_read'), 1, false],
  [who(2, 'wishlist_read', 'wishlist_write'), 1, true],
])('delete a wish: caller %o, author %i → %s', (caller, author, ok) => {
  expect(canDeleteWish(caller, author)).toBe(ok);
  if (ok) expect(() => assertCanDeleteWish(caller, author)).not.toThrow();
  else expect(() => assertCanDeleteWish(caller, author)).toThrow(expect.objectContaining({ code: 'wish_not_yours' }));
});

it('accepts only the caller (or nothing) as the author of a wish or vote, and null for an anonymous suggestion', () => {
  expect(() => assertSelf(who(1), undefined)).not.toThrow();
  expect(() => assertSelf(who(1), 1)).not.toThrow();
  expect(() => assertSelf(who(1), 2)).toThrow(expect.objectContaining({ code: 'missing_permissions' }));
  expect(() => assertSuggestionAuthor(who(1), null)).not.toThrow();
  expect(() => assertSuggestionAuthor(who(1), 1)).not.toThrow();
  expect(() => assertSuggestionAuthor(who(1), 2)).toThrow(expect.objectContaining({ code: 'suggestion_deny' }));
});
