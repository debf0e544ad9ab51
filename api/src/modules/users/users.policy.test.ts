/**
 * users.policy over plain objects (spec 1 §6; issue 9 item 2): each rule allowed and refused, and
 * the codes the assertions throw. The HTTP side of the same rules is in users.crud, users.relations
 * and users.escalation tests.
 */
import type { Permission } from '../../contracts/permissions';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import {
  abilitiesOn,
  assertCanDeleteUser,
  assertCanEditSecurity,
  assertCanEditUser,
  assertCanGrantRoles,
  assertRelationshipsEditable,
  canDeleteUser,
  canEditRelationships,
  canEditSecurity,
  canEditSubscriptions,
  canEditUser,
  canGrantRoles,
  canReadManagerId,
  canReadSensitive,
  canReadSubordinates,
  canReadUser,
  outranks,
  type TargetUser,
} from './users.policy';

const caller = (id: number, ...perms: Permission[]): AuthUser => ({ id, permissions: new Set(perms) });
const target = (id: number, perms: string[] = [], navision_id: string | null = null): TargetUser => ({ id, navision_id, permissions: new Set(perms) });

const HR: Permission[] = ['users_read', 'users_write', 'roles_read', 'users_read_sensitive_info', 'users_write_sensitive_info'];
const ADMIN: Permission[] = [...HR, 'roles_write', 'employee_relationships_read', 'employee_relationships_write'];
const hr = caller(1, ...HR);
const admin = caller(2, ...ADMIN);
const employee = caller(3);
const plain = target(10);
const adminTarget = target(2, ADMIN);
const external = target(11, [], 'NAV-1');

/** The code an assertion throws, or 'ok'. */
function codeOf(fn: () => void): string {
  try {
    fn();
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

describe('reading', () => {
  it.each([
    ['oneself', canReadUser(employee, 3), true],
    ['another without users_read', canReadUser(employee, 10), false],
    ['another with users_read', canReadUser(hr, 10), true],
    ['manager id with employee_relationships_read only', canReadManagerId(caller(4, 'employee_relationships_read'), 10), true],
    ['manager id of another without either', canReadManagerId(employee, 10), false],
    ['own subordinates', canReadSubordinates(employee, 3), true],
    ["another's subordinates with users_read only", canReadSubordinates(caller(4, 'users_read'), 10), false],
    ["another's subordinates with employee_relationships_read", canReadSubordinates(caller(4, 'employee_relationships_read'), 10), true],
    ['own sensitive fields in /info', canReadSensitive(employee, 3), true],
    ["another's sensitive fields without the permission", canReadSensitive(employee, 10), false],
    ['sensitive fields in a list without the permission', canReadSensitive(employee), false],
    ['sensitive fields with users_read_sensitive_info', canReadSensitive(hr), true],
  ])('%s → %s', (_name, got, want) => expect(got).toBe(want));
});

describe('changing', () => {
  it.each([
    ['HR edits a local user', canEditUser(hr, plain), true],
    ['HR edits an external user', canEditUser(hr, external), false],
    ['an employee edits anyone', canEditUser(employee, plain), false],
    ['HR is outranked by the administrator', outranks(hr, adminTarget), false],
    ['the administrator outranks HR', outranks(admin, target(1, HR)), true],
    ["HR sets a plain user's password", canEditSecurity(hr, plain), true],
    ["HR sets the administrator's password", canEditSecurity(hr, adminTarget), false],
    ['HR deletes a plain user', canDeleteUser(hr, plain), true],
    ['HR deletes the administrator', canDeleteUser(hr, adminTarget), false],
    ['the administrator deletes themself', canDeleteUser(admin, adminTarget), false],
    ['HR deletes an external user', canDeleteUser(hr, external), false],
    ['HR grants roles (no roles_write)', canGrantRoles(hr, []), false],
    ['the administrator grants a role within their permissions', canGrantRoles(admin, ['users_read']), true],
    ['a role editor grants a role beyond theirs', canGrantRoles(caller(5, 'roles_write', 'roles_read'), ['users_write']), false],
    ['relationships of a local user with employee_relationships_write', canEditRelationships(admin, plain), true],
    ['relationships of an external user', canEditRelationships(admin, external), false],
    ['relationships without employee_relationships_write', canEditRelationships(hr, plain), false],
    ['own subscriptions', canEditSubscriptions(employee, 3), true],
    ["another's subscriptions without users_write", canEditSubscriptions(employee, 10), false],
    ["another's subscriptions with users_write", canEditSubscriptions(hr, 10), true],
  ])('%s → %s', (_name, got, want) => expect(got).toBe(want));
});

describe('assertions answer the spec codes in the old order', () => {
  it.each([
    ['delete oneself', () => assertCanDeleteUser(admin, adminTarget), 'cannot_delete_yourself'],
    ['delete an external user', () => assertCanDeleteUser(admin, external), 'cannot_edit_navision_user'],
    ['delete a more privileged user', () => assertCanDeleteUser(hr, adminTarget), 'missing_permissions'],
    ['delete a plain user', () => assertCanDeleteUser(hr, plain), 'ok'],
    ['edit an external user', () => assertCanEditUser(admin, external), 'cannot_edit_navision_user'],
    ['edit without users_write', () => assertCanEditUser(employee, plain), 'missing_permissions'],
    ['password of a more privileged user', () => assertCanEditSecurity(hr, adminTarget), 'missing_permissions'],
    ['grant without roles_write', () => assertCanGrantRoles(hr, []), 'missing_permissions'],
    ['relate an external user', () => assertRelationshipsEditable([plain, external]), 'cannot_edit_relationship_of_navision_user'],
    ['relate local users', () => assertRelationshipsEditable([plain]), 'ok'],
  ])('%s → %s', (_name, fn, code) => expect(codeOf(fn)).toBe(code));

  it('names the external user of a refused relation', () => {
    expect(() => assertRelationshipsEditable([plain, external])).toThrow(expect.objectContaining({ status: 400, extra: { user_id: 11 } }));
  });
});

describe('abilitiesOn (the `can` of rows and /info)', () => {
  const none = { edit: false, delete: false, edit_relationships: false, edit_role: false, edit_email: false, set_password: false };
  it.each([
    ['HR on a plain user', hr, plain, { ...none, edit: true, delete: true, edit_email: true, set_password: true }],
    ['HR on the administrator', hr, adminTarget, { ...none, edit: true }],
    [
      'the administrator on themself',
      admin,
      adminTarget,
      { edit: true, delete: false, edit_relationships: true, edit_role: true, edit_email: true, set_password: true },
    ],
    ['the administrator on an external user', admin, external, none],
    ['an employee on anyone', employee, plain, none],
  ])('%s', (_name, who, on, want) => expect(abilitiesOn(who, on)).toEqual(want));
});
