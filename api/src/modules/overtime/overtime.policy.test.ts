/** Who may register overtime (overtime.policy.ts; spec 2 §5 Overtime (old), §6): each rule allowed and refused, over plain objects. */
import type { Permission } from '../../contracts/permissions';
import { AppError } from '../../http/errors';
import { canRegisterOvertimeFor, ownerOfNewOvertime } from './overtime.policy';

const caller = (id: number, ...permissions: Permission[]) => ({ id, permissions: new Set(permissions) });
const WORKER = { id: 1, managerId: 2 };

describe('overtime policy', () => {
  test.each([
    ['the owner', caller(1), true],
    ['the direct manager', caller(2), true],
    ['another manager', caller(3), false],
    ['all_events_read is not enough', caller(3, 'all_events_read'), false],
  ])('register overtime for a worker: %s → %s', (_who, c, allowed) => {
    expect(canRegisterOvertimeFor(c, WORKER)).toBe(allowed);
  });

  test('the owner of new overtime: the caller by default, a subordinate when managed, else 403', () => {
    expect(ownerOfNewOvertime(caller(5), null)).toBe(5);
    expect(ownerOfNewOvertime(caller(2), WORKER)).toBe(1);
    expect(() => ownerOfNewOvertime(caller(3), WORKER)).toThrow(AppError);
    expect(() => ownerOfNewOvertime(caller(2), { id: 1, managerId: null })).toThrow('missing_permissions');
  });
});
