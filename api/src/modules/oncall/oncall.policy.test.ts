/** Who may register on-call (oncall.policy.ts; spec 2 §5 On-call, §4 On-call registration, §6): each rule allowed and refused, over plain objects. */
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import { canRegisterOncallFor, ownerOfNewOncall } from './oncall.policy';

const caller = (id: number, ...permissions: Permission[]) => ({ id, permissions: new Set(permissions) });
const WORKER = { id: 1, managerId: 2 };

describe('on-call policy', () => {
  test.each([
    ['the owner', caller(1), true],
    ['the direct manager', caller(2), true],
    ['another manager', caller(3), false],
    ['all_events_read is not enough', caller(3, 'all_events_read'), false],
  ])('register on-call for a worker: %s → %s', (_who, c, allowed) => {
    expect(canRegisterOncallFor(c, WORKER)).toBe(allowed);
  });

  test('the owner of a new on-call: the caller by default, a subordinate when managed, else 403', () => {
    expect(ownerOfNewOncall(caller(5), null)).toBe(5);
    expect(ownerOfNewOncall(caller(2), WORKER)).toBe(1);
    expect(() => ownerOfNewOncall(caller(3), WORKER)).toThrow(AppError);
    expect(() => ownerOfNewOncall(caller(2), { id: 1, managerId: null })).toThrow('missing_permissions');
  });
});
