/** Unit tests of the personal info change rules (user-info-change.policy.ts). */
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import { assertCanRequestInfoChange, canRequestInfoChange } from './user-info-change.policy';

const who = (id: number, ...permissions: Permission[]) => ({ id, permissions: new Set(permissions) });

describe('asking for a personal info change', () => {
  it.each([
    ['oneself', who(1), 1, true],
    ['another user', who(2), 1, false],
    ['another user, even with users_write', who(2, 'users_write'), 1, false],
  ])('%s', (_name, caller, userId, allowed) => {
    expect(canRequestInfoChange(caller, userId)).toBe(allowed);
    if (allowed) expect(() => assertCanRequestInfoChange(caller, userId)).not.toThrow();
    else expect(() => assertCanRequestInfoChange(caller, userId)).toThrow(new AppError('missing_permissions'));
  });
});
