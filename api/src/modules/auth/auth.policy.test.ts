/** auth.policy over plain objects (spec 1 §4, §8; issue 9 item 6): each rule allowed and refused. */
import type { Permission } from '../../contracts/permissions';
import { canReadPermissions, isLinkActive, isLocked, linkQualifies, signInRefusal, type AccountFacts } from './auth.policy';

const now = new Date('2026-11-25T12:00:00Z');
const later = new Date('2026-11-25T12:10:00Z');
const earlier = new Date('2026-11-25T11:50:00Z');
const open: AccountFacts = { hasPassword: true, lockedUntil: null, disabled: false };
const wrong = { code: 'wrong_login_details', countFailure: false };

describe('sign-in', () => {
  it.each([
    ['unknown address', null, true, wrong],
    ['never activated', { ...open, hasPassword: false }, true, wrong],
    ['locked, right password', { ...open, lockedUntil: later }, true, wrong],
    ['locked, wrong password (no further count)', { ...open, lockedUntil: later }, false, wrong],
    ['wrong password on an open account counts', open, false, { code: 'wrong_login_details', countFailure: true }],
    ['disabled, wrong password', { ...open, disabled: true }, false, { code: 'wrong_login_details', countFailure: true }],
    ['disabled, right password', { ...open, disabled: true }, true, { code: 'account_disabled_by_system', countFailure: false }],
    ['lock over, right password', { ...open, lockedUntil: earlier }, true, null],
    ['open, right password', open, true, null],
  ])('%s', (_name, account, ok, want) => expect(signInRefusal(account, ok, now)).toEqual(want));

  it('a lock lasts until its instant', () => {
    expect(isLocked({ lockedUntil: later }, now)).toBe(true);
    expect(isLocked({ lockedUntil: now }, now)).toBe(false);
  });
});

describe('password links', () => {
  it.each([
    ['reset for an open account', open, 'reset', true],
    ['reset for a disabled account', { ...open, disabled: true }, 'reset', false],
    ['reset for an unknown address', null, 'reset', false],
    ['activate for an account with a password', open, 'activate', false],
    ['activate for an account without one', { ...open, hasPassword: false }, 'activate', true],
  ] as const)('%s → %s', (_name, account, purpose, want) => expect(linkQualifies(account, purpose)).toBe(want));

  it.each([
    ['unused, not expired', { used_at: null, expires_at: later }, true],
    ['used', { used_at: earlier, expires_at: later }, false],
    ['expired', { used_at: null, expires_at: earlier }, false],
  ])('%s → %s', (_name, link, want) => expect(isLinkActive(link, now)).toBe(want));
});

describe('permissions of a user', () => {
  const caller = (...p: Permission[]) => ({ id: 1, permissions: new Set(p) });
  it.each([
    ['own', canReadPermissions(caller(), 1), true],
    ["another's without users_read", canReadPermissions(caller(), 2), false],
    ["another's with users_read", canReadPermissions(caller('users_read'), 2), true],
  ])('%s → %s', (_name, got, want) => expect(got).toBe(want));
});
