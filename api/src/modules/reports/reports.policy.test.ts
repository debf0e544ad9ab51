/** Whose reports a caller may read (reports.policy.ts; spec 2 §6, §7): each rule allowed and refused, over plain objects. */
import type { Permission } from '../../contracts/permissions';
import { canExportRequestOf, canReadReportsOf, decidedWithoutManager } from './reports.policy';

const caller = (id: number, ...permissions: Permission[]) => ({ id, permissions: new Set(permissions) });
const WORKER = { id: 1, managerId: 2 };

describe('reports policy', () => {
  test.each([
    ['the person', caller(1), true, true],
    ['the direct manager', caller(2), true, true],
    ['all_events_read', caller(3, 'all_events_read'), true, true],
    ['all_users_unapproved_requests_read', caller(3, 'all_users_unapproved_requests_read'), false, true],
    ['a colleague', caller(3), false, false],
    ['a colleague with users_read', caller(3, 'users_read'), false, false],
  ])('%s: reports %s, request exports %s', (_who, c, reports, exports) => {
    expect(canReadReportsOf(c, WORKER)).toBe(reports);
    expect(canExportRequestOf(c, WORKER)).toBe(exports);
  });

  test('a deleted person (no manager) is reported on only by themself and the permissions', () => {
    expect(canReadReportsOf(caller(2), { id: 1, managerId: null })).toBe(false);
    expect(decidedWithoutManager(caller(1), 1)).toBe(true);
    expect(decidedWithoutManager(caller(2), 1)).toBe(false);
  });
});
