/** sso.policy over plain objects (spec 1 §8 SSO errors): each rule allowed and refused. */
import { assertMaySignInWithSso, mayLinkEntra, sameTenant } from './sso.policy';

describe('sso.policy', () => {
  it.each([
    ['the configured tenant', sameTenant('t1', 't1'), true],
    ['another tenant', sameTenant('t2', 't1'), false],
    ['no tenant claim', sameTenant(null, 't1'), true],
    ['an unlinked user', mayLinkEntra({ entra_object_id: null }, 'o1'), true],
    ['a user linked to the same id', mayLinkEntra({ entra_object_id: 'o1' }, 'o1'), true],
    ['a user linked to another id', mayLinkEntra({ entra_object_id: 'o2' }, 'o1'), false],
  ])('%s → %s', (_name, got, want) => expect(got).toBe(want));

  it.each([
    ['nobody found', null, 'sso_user_not_found'],
    ['a disabled user', { disabled: true }, 'account_disabled_by_system'],
  ])('%s → %s', (_name, user, code) => expect(() => assertMaySignInWithSso(user)).toThrow(expect.objectContaining({ code, status: 403 })));

  it('lets an active user in', () => expect(() => assertMaySignInWithSso({ disabled: false })).not.toThrow());
});
