/** The calendar feed's rules as pure functions (issue 18 item 3). */
import type { Permission } from '../../contracts/permissions';
import { assertCanManageOwnFeed, canManageOwnFeed, servesFeedOf, showsDetails } from './calendar-feed.policy';

const caller = (id: number, permissions: Permission[] = []) => ({ id, permissions: new Set(permissions) });

describe('calendar feed policy', () => {
  it.each([
    ['a signed-in user without permissions', caller(5), true],
    ['an administrator', caller(1, ['users_write']), true],
    ['nobody signed in', null, false],
  ])('%s may manage their own feed: %s', (_who, who, expected) => {
    expect(canManageOwnFeed(who)).toBe(expected);
  });

  it('refuses nobody-signed-in with missing_permissions', () => {
    expect(() => assertCanManageOwnFeed(null)).toThrow('missing_permissions');
    expect(() => assertCanManageOwnFeed(caller(3))).not.toThrow();
  });

  it.each([
    ['an active owner', { deleted_at: null, disabled: false }, true],
    ['a disabled owner', { deleted_at: null, disabled: true }, false],
    ['a deleted owner', { deleted_at: new Date('2026-01-01T00:00:00Z'), disabled: false }, false],
    ['no owner row', null, false],
  ])('serves the feed of %s: %s', (_who, owner, expected) => {
    expect(servesFeedOf(owner)).toBe(expected);
  });

  it('shows private details only on the subscriber’s own items', () => {
    expect(showsDetails(4, 4)).toBe(true);
    expect(showsDetails(4, 9)).toBe(false);
  });
});
