/** The leave balance relation rules (leave-balances.policy.ts), table-driven over plain facts. */
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import { assertCanAdjustBalance, canAdjustBalance, canReadBalance } from './leave-balances.policy';

const actor = (id: number, ...perms: Permission[]) => ({ id, permissions: new Set<Permission>(perms) });
const employee = { id: 1, managerId: 2 };

it.each([
  ['oneself', actor(1), true],
  ['the direct manager', actor(2), true],
  ['a colleague', actor(3), false],
  ['a colleague with users_read', actor(3, 'users_read'), false],
  ['HR with users_read_sensitive_info', actor(4, 'users_read_sensitive_info'), true],
])('read: %s → %s', (_n, who, ok) => {
  expect(canReadBalance(who, employee)).toBe(ok);
});

it('a person without a manager is read by nobody else without the permission', () => {
  expect(canReadBalance(actor(2), { id: 1, managerId: null })).toBe(false);
});

it.each([
  ['HR on someone else', actor(4, 'users_write_sensitive_info'), 1, true, null],
  ['HR on themself', actor(4, 'users_write_sensitive_info'), 4, false, 'cannot_adjust_own_leave_balance'],
  ['a manager without the permission', actor(2, 'users_read_sensitive_info'), 1, false, 'missing_permissions'],
])('adjust: %s', (_n, who, target, ok, code) => {
  expect(canAdjustBalance(who, target)).toBe(ok);
  if (code) expect(() => assertCanAdjustBalance(who, target)).toThrow(expect.objectContaining({ code }) as AppError);
  else expect(() => assertCanAdjustBalance(who, target)).not.toThrow();
});
