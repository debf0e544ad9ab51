/**
 * Issue 11 item 4: permissions are cached per user, yet a change applies at the user's next call on
 * every server copy. Two copies of the real app over one SQLite file (as two workers of `npm start`
 * or two App Service instances): an administrator changes a role's permissions or a user's role on
 * copy A, and the user's very next call on copy B — whose cache holds the old permissions — sees it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Agent } from 'supertest';
import { startTestApp, TestApp } from '../test/harness';
import { Role } from '../modules/roles/roles.entities';
import { User } from '../modules/users/users.entities';

let dir: string;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-session-cache-'));
  const DB_PATH = path.join(dir, 'shared.sqlite');
  a = await startTestApp({ DB_PATH });
  b = await startTestApp({ DB_PATH });
});
afterAll(async () => {
  await a.close();
  await b.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The role's permission names as stored. */
async function permissionsOf(roleId: number): Promise<string[]> {
  const admin = await a.signIn('admin@demo.lt');
  const res = await admin.get('/api/v1/roles/permissions');
  expect(res.status).toBe(200);
  return (res.body as { id: number; permissions: { name: string }[] }[]).find((r) => r.id === roleId)!.permissions.map((p) => p.name);
}

async function saveRole(admin: Agent, role: Role, permissionNames: string[]): Promise<void> {
  const res = await admin
    .put('/api/v1/roles/permissions')
    .send({ role_id: role.id, name: role.name, description: role.description, permission_names: permissionNames });
  expect(res.status).toBe(200);
}

describe('cached permissions across server copies', () => {
  it('a role gaining or losing a permission on one copy applies at the next call on the other', async () => {
    const jonas = await b.ctx.ds.getRepository(User).findOneByOrFail({ email: 'jonas@demo.lt' });
    const role = await b.ctx.ds.getRepository(Role).findOneByOrFail({ id: jonas.role_id });
    const before = await permissionsOf(role.id);
    expect(before).not.toContain('roles_read');

    const user = await b.signIn('jonas@demo.lt');
    // warm copy B's cache with the old permissions
    for (let i = 0; i < 3; i++) expect((await user.get('/api/v1/roles/permissions')).status).toBe(403);

    const admin = await a.signIn('admin@demo.lt');
    await saveRole(admin, role, [...before, 'roles_read']);
    expect((await user.get('/api/v1/roles/permissions')).status).toBe(200);

    await saveRole(admin, role, before);
    expect((await user.get('/api/v1/roles/permissions')).status).toBe(403);
  });

  it('a second role given on one copy applies at the next call on the other', async () => {
    const user = await b.signIn('jonas@demo.lt');
    expect((await user.get('/api/v1/roles/permissions')).status).toBe(403);
    const roles = (await b.ctx.ds.getRepository(Role).find()).filter((r) => r.name === 'Administrator');
    expect(roles).toHaveLength(1);
    // a write behind the api's back (no session version bump): the user's row itself is the stamp
    await a.ctx.ds.getRepository(User).update({ email: 'jonas@demo.lt' }, { temp_role_id: roles[0].id });
    expect((await user.get('/api/v1/roles/permissions')).status).toBe(200);
    await a.ctx.ds.getRepository(User).update({ email: 'jonas@demo.lt' }, { temp_role_id: null });
    expect((await user.get('/api/v1/roles/permissions')).status).toBe(403);
  });

  it('a user disabled on one copy is refused at the next call on the other', async () => {
    const user = await b.signIn('jonas@demo.lt');
    expect((await user.get('/api/v1/users/names')).status).toBe(200);
    await a.ctx.ds.getRepository(User).update({ email: 'jonas@demo.lt' }, { disabled: true });
    try {
      const res = await user.get('/api/v1/users/names');
      expect(res.status).toBe(401);
      expect(res.body.error_code).toBe('invalid_access_token');
    } finally {
      await a.ctx.ds.getRepository(User).update({ email: 'jonas@demo.lt' }, { disabled: false });
    }
  });
});
