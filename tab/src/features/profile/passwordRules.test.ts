import { canSubmitLinkPassword, meetsPasswordPolicy, validateChangePassword } from './passwordRules';

const STRONG = 'Demo-Portal-2026!';
const OTHER = 'Another-Strong-7?';

describe('password policy', () => {
  it.each([
    [STRONG, true],
    ['Short-1a!', false],
    ['alllowercase-2026!', false],
    ['ALLUPPERCASE-2026!', false],
    ['NoDigitsHere-!!', false],
    ['NoSymbols20260A', false],
  ])('%s → %s', (p, ok) => expect(meetsPasswordPolicy(p)).toBe(ok));
});

describe('validateChangePassword', () => {
  it('accepts a strong new password that differs from the old one and is confirmed', () => {
    expect(validateChangePassword({ oldPassword: STRONG, newPassword: OTHER, confirmPassword: OTHER })).toEqual({});
  });

  it('requires every field', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'required', newPassword: 'required', confirmPassword: 'required',
    });
  });

  it('says "passwords do not match" when the confirmation differs', () => {
    expect(validateChangePassword({ oldPassword: STRONG, newPassword: OTHER, confirmPassword: `${OTHER}x` })).toEqual({
      confirmPassword: 'passwords_do_not_match',
    });
  });

  it('refuses a new password equal to the old one', () => {
    expect(validateChangePassword({ oldPassword: STRONG, newPassword: STRONG, confirmPassword: STRONG }).newPassword).toBe(
      'new_password_is_the_same_as_old_password',
    );
  });

  it('refuses a new password outside the policy', () => {
    expect(validateChangePassword({ oldPassword: STRONG, newPassword: 'weakpassword', confirmPassword: 'weakpassword' })).toEqual({
      newPassword: 'policy',
    });
  });
});

describe('canSubmitLinkPassword', () => {
  it('needs a confirmation equal to the password', () => {
    expect(canSubmitLinkPassword(STRONG, STRONG)).toBe(true);
    expect(canSubmitLinkPassword(STRONG, OTHER)).toBe(false);
  });

  it('needs at least 8 characters', () => {
    expect(canSubmitLinkPassword('Ab1!xyz', 'Ab1!xyz')).toBe(false);
    expect(canSubmitLinkPassword('Ab1!xyzw', 'Ab1!xyzw')).toBe(true);
    expect(canSubmitLinkPassword('', '')).toBe(false);
  });
});
