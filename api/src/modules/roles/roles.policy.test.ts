/** roles.policy over plain objects (spec 1 §4 Role editing; issue 9 item 2): each rule allowed and refused. */
import type { Permission } from '../../contracts/permissions';
import type { AuthUser } from '../../http/auth';
import { assertCanManageRole, assertWithin, canManageRole, roleAbilities } from './roles.policy';

const caller = (...perms: Permission[]): AuthUser => ({ id: 1, permissions: new Set(perms) });
const editor = caller('roles_write', 'roles_read', 'users_read');
const hr = caller('users_write', 'users_read', 'roles_read');

describe('roles.policy', () => {
  it.each([
    ['a role within the editor', canManageRole(editor, ['users_read', 'roles_read']), true],
    ['a role beyond the editor', canManageRole(editor, ['users_write']), false],
    ['any role without roles_write', canManageRole(hr, ['users_read']), false],
  ])('manage %s → %s', (_name, got, want) => expect(got).toBe(want));

  it.each([
    ['a role within the editor', editor, { permissions: ['users_read'] }, { edit: true, delete: true, assign: true }],
    ['a role beyond the editor', editor, { permissions: ['users_write'] }, { edit: false, delete: false, assign: false }],
    ['any role without roles_write', hr, { permissions: [] }, { edit: false, delete: false, assign: false }],
  ])('abilities on %s', (_name, who, role, want) => expect(roleAbilities(who, role)).toEqual(want));

  it('refuses with 403 missing_permissions', () => {
    expect(() => assertWithin(editor, ['users_write'])).toThrow(expect.objectContaining({ code: 'missing_permissions', status: 403 }));
    expect(() => assertCanManageRole(hr, [])).toThrow(expect.objectContaining({ code: 'missing_permissions' }));
    expect(() => assertWithin(editor, ['users_read'])).not.toThrow();
  });
});
