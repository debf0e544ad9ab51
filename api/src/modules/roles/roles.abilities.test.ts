/**
 * The caller's abilities on role rows (`can`, roles.policy roleAbilities; spec 1 §4 Role editing,
 * issue 9 item 2, issue 10 item 2) over real HTTP: a role editor who lacks some permissions sees
 * which roles they may save, delete and give, and the server then allows exactly those.
 */
import type request from 'supertest';
import type { RoleAbilities } from '../../contracts/roles';
import { buildRole, buildUser } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';

type RoleRow = { id: number; name: string; users_count: number; can: RoleAbilities };

let t: TestApp;
let admin: request.Agent;
let editor: request.Agent;
let hr: request.Agent;
let narrowRole: number;
let wideRole: number;

const rowOf = async (agent: request.Agent, id: number) => ((await agent.get('/api/v1/roles')).body as RoleRow[]).find((r) => r.id === id)!;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  hr = await t.signIn('hr@demo.lt');
  editor = (await buildUser(t, { permissions: ['roles_write', 'roles_read', 'users_read'] })).agent;
  narrowRole = await buildRole(t, { permissions: ['roles_read'] });
  wideRole = await buildRole(t, { permissions: ['users_write', 'users_read', 'roles_read'] });
});
afterAll(() => t.close());

it('a role editor may save, delete and give a role within their permissions — and the server agrees', async () => {
  expect((await rowOf(editor, narrowRole)).can).toEqual({ edit: true, delete: true, assign: true });
  expect((await editor.post(`/api/v1/roles/${narrowRole}/default`)).status).toBe(200);
  await admin.delete('/api/v1/roles/default').expect(200);
});

it('a role editor may do nothing with a role beyond their permissions — and the server agrees', async () => {
  expect((await rowOf(editor, wideRole)).can).toEqual({ edit: false, delete: false, assign: false });
  expect((await editor.delete(`/api/v1/roles/${wideRole}`)).status).toBe(403);
});

it('a role someone holds may be deleted by right, but the server answers 409 role_is_in_use (the tab says so)', async () => {
  const employee = ((await admin.get('/api/v1/roles')).body as RoleRow[]).find((r) => r.name === 'Employee')!;
  expect(employee.users_count).toBeGreaterThan(0);
  expect(employee.can).toEqual({ edit: true, delete: true, assign: true });
  const res = await admin.delete(`/api/v1/roles/${employee.id}`);
  expect({ status: res.status, code: res.body.error_code }).toEqual({ status: 409, code: 'role_is_in_use' });
});

it('without roles_write every role is read-only, on /roles and /roles/permissions alike', async () => {
  expect((await rowOf(hr, narrowRole)).can).toEqual({ edit: false, delete: false, assign: false });
  const withPermissions = (await hr.get('/api/v1/roles/permissions')).body as RoleRow[];
  expect(withPermissions.every((r) => !r.can.edit && !r.can.assign)).toBe(true);
});
