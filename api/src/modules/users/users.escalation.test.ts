/**
 * Security (issue 9, hole 2): nobody grants more than they hold. Reproduces the probe over real
 * HTTP: HR (users_write, no roles_write) made herself administrator and set the administrator's
 * password. Also covers a role editor (roles_write but not every permission): no role, role
 * permission set or default role beyond the editor's own permissions, no change to a more
 * privileged user's password, e-mail, role or existence. Refusals are 403 missing_permissions.
 */
import type request from 'supertest';
import type { Permission } from '../../contracts/permissions';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { buildRole, buildUser, buildUserRecord } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';
import { Role, RolePermission } from '../roles/roles.entities';
import { User } from './users.entities';

let t: TestApp;
let admin: request.Agent;
let hr: request.Agent;
let hrId: number;
let adminId: number;
let role: Record<'Administrator' | 'Employee' | 'Manager' | 'HR', number>;

const HIJACK = 'Hijacked-Pass-2026!';
const STRONG = 'Strong-Pass-2026!';

/** The edit form's body for a user as stored, with changes. */
async function formOf(id: number, over: Record<string, unknown> = {}) {
  const u = await t.ctx.ds.getRepository(User).findOneByOrFail({ id });
  return { id, name: u.name, surname: u.surname, username: u.username, email: u.email, role_id: u.role_id, temp_role_id: u.temp_role_id, ...over };
}
const permissionsOf = async (id: number) => (await admin.get(`/api/v1/users/${id}/permissions`)).body as string[];
const idOf = async (email: string) => (await t.ctx.ds.getRepository(User).findOneByOrFail({ email })).id;
const expectRefused = (res: request.Response) =>
  expect({ status: res.status, code: res.body.error_code }).toEqual({ status: 403, code: 'missing_permissions' });

/** The shared factories' options for an activated user `key` with STRONG as password. */
const esc = (key: string, roleId: number) => ({ roleId, name: 'Esc', surname: key, username: `ut_${key}`, email: `ut-${key}@example.com`, password: STRONG });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  hr = await t.signIn('hr@demo.lt');
  hrId = await idOf('hr@demo.lt');
  adminId = await idOf('admin@demo.lt');
  const roles = (await admin.get('/api/v1/roles')).body as { id: number; name: string }[];
  role = Object.fromEntries(['Administrator', 'Employee', 'Manager', 'HR'].map((n) => [n, roles.find((r) => r.name === n)!.id])) as typeof role;
});
afterAll(() => t.close());

describe('HR (users_write without roles_write)', () => {
  it('cannot make herself administrator: 403 and her permissions stay the same', async () => {
    const before = await permissionsOf(hrId);
    expect(before).not.toContain('roles_write');
    expectRefused(await hr.put(`/api/v1/users/${hrId}`).send(await formOf(hrId, { role_id: role.Administrator })));
    expectRefused(await hr.put(`/api/v1/users/${hrId}`).send(await formOf(hrId, { temp_role_id: role.Administrator })));
    expect(await permissionsOf(hrId)).toEqual(before);
    expect((await hr.get(`/api/v1/users/${hrId}/permissions`)).body).not.toContain('roles_write');
  });

  it("cannot set the administrator's password: 403 and the old password still signs in", async () => {
    expectRefused(await hr.put(`/api/v1/users/${adminId}`).send(await formOf(adminId, { password: HIJACK })));
    await t.signIn('admin@demo.lt', DEMO_PASSWORD);
    const hijacked = await t.http().post('/api/v1/login').send({ email: 'admin@demo.lt', password: HIJACK });
    expect(hijacked.status).not.toBe(200);
  });

  it('cannot take over the administrator through the e-mail address, nor delete or demote her', async () => {
    expectRefused(await hr.put(`/api/v1/users/${adminId}`).send(await formOf(adminId, { email: 'ut-evil@example.com' })));
    expectRefused(await hr.put(`/api/v1/users/${adminId}`).send(await formOf(adminId, { role_id: role.Employee })));
    expectRefused(await hr.delete(`/api/v1/users/${adminId}`));
    const stored = await t.ctx.ds.getRepository(User).findOneByOrFail({ id: adminId });
    expect({ email: stored.email, role_id: stored.role_id, deleted: stored.deleted_at }).toEqual({
      email: 'admin@demo.lt',
      role_id: role.Administrator,
      deleted: null,
    });
  });

  it("cannot change an employee's role, but still edits the employee and sets their password", async () => {
    const tomas = await idOf('tomas@demo.lt');
    expectRefused(await hr.put(`/api/v1/users/${tomas}`).send(await formOf(tomas, { role_id: role.Manager })));
    expectRefused(await hr.put(`/api/v1/users/${tomas}`).send(await formOf(tomas, { temp_role_id: role.Manager })));
    expect((await t.ctx.ds.getRepository(User).findOneByOrFail({ id: tomas })).role_id).toBe(role.Employee);
    await hr
      .put(`/api/v1/users/${tomas}`)
      .send(await formOf(tomas, { position: 'Principal Developer', password: STRONG }))
      .expect(200);
    await t.signIn('tomas@demo.lt', STRONG);
  });

  it('creates a user with the default role only', async () => {
    const body = (key: string, over: Record<string, unknown>) => ({
      name: 'New',
      surname: key,
      username: `ut_${key}`,
      email: `ut-${key}@example.com`,
      should_send_email: false,
      ...over,
    });
    expect((await hr.post('/api/v1/users').send(body('hr-new1', { role_id: role.Employee }))).status).toBe(201);
    expectRefused(await hr.post('/api/v1/users').send(body('hr-new2', { role_id: role.Administrator })));
    expectRefused(await hr.post('/api/v1/users').send(body('hr-new3', { role_id: role.Manager })));
    expectRefused(await hr.post('/api/v1/users').send(body('hr-new4', { role_id: role.Employee, temp_role_id: role.Administrator })));
    expect(await t.ctx.ds.getRepository(User).countBy({ email: 'ut-hr-new2@example.com' })).toBe(0);
  });
});

describe('a role editor (roles_write and users_write, not every permission)', () => {
  let editor: request.Agent;
  let editorId: number;
  let editorRole: number;
  const EDITOR_PERMISSIONS: Permission[] = ['roles_write', 'roles_read', 'users_write', 'users_read', 'event_types_write', 'event_types_read'];

  beforeAll(async () => {
    editorRole = await buildRole(t, { name: 'Role editor', permissions: EDITOR_PERMISSIONS });
    ({ id: editorId, agent: editor } = await buildUser(t, esc('editor', editorRole)));
  });

  it('cannot grant a permission they lack through the role editor', async () => {
    const { id } = (await editor.post('/api/v1/roles').send({ name: 'Helpers', description: null }).expect(201)).body as { id: number };
    const save = (permission_names: string[]) =>
      editor.put('/api/v1/roles/permissions').send({ role_id: id, name: 'Helpers', description: null, permission_names });
    expectRefused(await save(['event_types_read', 'settings_write']));
    expectRefused(await save(['users_write_sensitive_info']));
    const stored = await t.ctx.ds.getRepository(RolePermission).findBy({ role_id: id });
    expect(stored).toEqual([]);
    expect((await save(['event_types_write'])).body.permission_names).toEqual(['event_types_read', 'event_types_write']);
  });

  it('cannot edit a role carrying permissions they lack (the Administrator role), nor make it the default', async () => {
    expectRefused(
      await editor
        .put('/api/v1/roles/permissions')
        .send({ role_id: role.Administrator, name: 'Administrator', description: null, permission_names: ['roles_read'] }),
    );
    expectRefused(await editor.post(`/api/v1/roles/${role.Administrator}/default`));
    expect(await permissionsOf(adminId)).toContain('roles_write');
    const defaults = await t.ctx.ds.getRepository(Role).findBy({ default_role: true });
    expect(defaults.map((r) => r.id)).toEqual([role.Employee]);
  });

  it('makes a role within their own permissions the default', async () => {
    await editor.post(`/api/v1/roles/${editorRole}/default`).expect(200);
    await admin.post(`/api/v1/roles/${role.Employee}/default`).expect(200);
  });

  it('cannot delete a role carrying permissions they lack', async () => {
    const unused = await buildRole(t, { name: 'Settings only', permissions: ['settings_write', 'settings_read', 'chain_write', 'chain_read'] });
    expectRefused(await editor.delete(`/api/v1/roles/${unused}`));
    await admin.delete(`/api/v1/roles/${unused}`).expect(200);
  });

  it('cannot raise their own role or give anyone a role beyond their permissions', async () => {
    expectRefused(await editor.put(`/api/v1/users/${editorId}`).send(await formOf(editorId, { role_id: role.Administrator })));
    expectRefused(await editor.put(`/api/v1/users/${editorId}`).send(await formOf(editorId, { temp_role_id: role.HR })));
    const other = (await buildUserRecord(t, esc('editee', editorRole))).id;
    expectRefused(await editor.put(`/api/v1/users/${other}`).send(await formOf(other, { role_id: role.Administrator })));
    expect((await permissionsOf(editorId)).sort()).toEqual([...EDITOR_PERMISSIONS].sort());
    const within = await buildRole(t, { name: 'Event types', permissions: ['event_types_write', 'event_types_read'] });
    await editor
      .put(`/api/v1/users/${other}`)
      .send(await formOf(other, { role_id: within }))
      .expect(200);
  });

  it("cannot change a more privileged user's password or role (HR holds what the editor lacks)", async () => {
    expectRefused(await editor.put(`/api/v1/users/${hrId}`).send(await formOf(hrId, { password: HIJACK })));
    expectRefused(await editor.put(`/api/v1/users/${hrId}`).send(await formOf(hrId, { role_id: editorRole })));
    await t.signIn('hr@demo.lt', DEMO_PASSWORD);
  });
});
