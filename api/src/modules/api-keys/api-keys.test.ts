/**
 * Integration API keys over real HTTP (issue 11; spec 1 §6): create → call with `Authorization:
 * Bearer` with exactly the key's permissions → revoke → 401; expiry; never more than the creator
 * holds (at creation and later); only the key's hash is stored; the list never shows the key; keys
 * never reach the session endpoints nor the key administration.
 */
import { createHash } from 'node:crypto';
import type { Permission } from '../../contracts/permissions';
import { RolePermission } from '../roles/roles.entities';
import { buildUser, type Person } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';
import { ApiKey } from './api-keys.entities';

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await startTestApp();
  admin = await buildUser(t, { permissions: ['api_keys_write', 'users_read', 'roles_read'] });
});
afterAll(() => t.close());

/** Creates a key as `who` and returns the reply body. */
async function createKey(who: Person, permissions: Permission[], extra: Record<string, unknown> = {}): Promise<{ id: number; key: string }> {
  const res = await who.agent.post('/api/v2/api-keys').send({ name: 'Accounting export', permissions, ...extra });
  expect(res.status).toBe(201);
  return res.body as { id: number; key: string };
}
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

it('creates a key, which calls with exactly its permissions and stops at once when revoked', async () => {
  const { id, key } = await createKey(admin, ['users_read']);
  expect(key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);

  expect((await t.http().get('/api/v1/users').set(bearer(key))).status).toBe(200);
  const refused = await t.http().get('/api/v1/roles').set(bearer(key));
  expect(refused.status).toBe(403);
  expect(refused.body.error_code).toBe('missing_permissions');

  const list = await admin.agent.get('/api/v2/api-keys');
  expect(list.status).toBe(200);
  expect(JSON.stringify(list.body)).not.toContain(key);
  const row = (
    list.body as {
      id: number;
      prefix: string;
      last_used_at: string | null;
      use_count: number;
      permissions: string[];
      created_by: { id: number };
      can: { revoke: boolean };
    }[]
  ).find((r) => r.id === id)!;
  expect(row).toMatchObject({ prefix: key.slice(0, 11), permissions: ['users_read'], created_by: { id: admin.id }, can: { revoke: true }, revoked_at: null });
  expect(row.last_used_at).not.toBeNull();
  expect(row.use_count).toBeGreaterThanOrEqual(1);

  expect((await admin.agent.delete(`/api/v2/api-keys/${id}`)).status).toBe(200);
  const after = await t.http().get('/api/v1/users').set(bearer(key));
  expect(after.status).toBe(401);
  expect(after.body.error_code).toBe('invalid_access_token');
  const revoked = (await admin.agent.get('/api/v2/api-keys')).body.find((r: { id: number }) => r.id === id);
  expect(revoked.revoked_at).not.toBeNull();
  expect(revoked.can.revoke).toBe(false);
});

it('stores only the SHA-256 of the key, never the key', async () => {
  const { id, key } = await createKey(admin, ['users_read']);
  const row = await t.ctx.ds.getRepository(ApiKey).findOneByOrFail({ id });
  expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
  const stored = JSON.stringify(await t.ctx.ds.query('SELECT * FROM api_keys'));
  expect(stored).not.toContain(key);
  expect(stored).not.toContain(key.slice(11));
});

it('refuses an expired key with 401, and an expiry in the past at creation', async () => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const { id, key } = await createKey(admin, ['users_read'], { expires_at: tomorrow });
  expect((await t.http().get('/api/v1/users').set(bearer(key))).status).toBe(200);
  await t.ctx.ds.getRepository(ApiKey).update({ id }, { expires_at: new Date(Date.now() - 1000) });
  const res = await t.http().get('/api/v1/users').set(bearer(key));
  expect(res.status).toBe(401);
  expect(res.body.error_code).toBe('invalid_access_token');

  const past = await admin.agent
    .post('/api/v2/api-keys')
    .send({ name: 'Old', permissions: ['users_read'], expires_at: new Date(Date.now() - 60_000).toISOString() });
  expect(past.status).toBe(400);
});

it('refuses a key with a permission its creator lacks (403), and callers without api_keys_write', async () => {
  const res = await admin.agent.post('/api/v2/api-keys').send({ name: 'Too much', permissions: ['users_read', 'roles_write'] });
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ error_code: 'missing_permissions', permissions: ['roles_write'] });
  expect(await t.ctx.ds.getRepository(ApiKey).countBy({ name: 'Too much' })).toBe(0);

  const reader = await buildUser(t, { permissions: ['users_read'] });
  expect((await reader.agent.post('/api/v2/api-keys').send({ name: 'Mine', permissions: ['users_read'] })).status).toBe(403);
  expect((await reader.agent.get('/api/v2/api-keys')).status).toBe(403);
});

it('narrows a key at once when its creator loses the permission', async () => {
  const creator = await buildUser(t, { permissions: ['api_keys_write', 'users_read'] });
  const { key } = await createKey(creator, ['users_read']);
  expect((await t.http().get('/api/v1/users').set(bearer(key))).status).toBe(200);
  await t.ctx.ds.getRepository(RolePermission).delete({ role_id: creator.roleId, permission: 'users_read' });
  expect((await t.http().get('/api/v1/users').set(bearer(key))).status).toBe(403);
});

it('never lets a key manage keys or reach the session endpoints', async () => {
  const { key } = await createKey(admin, ['api_keys_write', 'users_read']);
  const mint = await t
    .http()
    .post('/api/v2/api-keys')
    .set(bearer(key))
    .send({ name: 'Child', permissions: ['users_read'] });
  expect(mint.status).toBe(403);
  expect((await t.http().get('/api/v2/api-keys').set(bearer(key))).status).toBe(403);
  const password = await t.http().post('/api/v1/users/password').set(bearer(key)).send({ old_password: 'x', new_password: 'y' });
  expect(password.status).toBe(403);
});

it('refuses an unknown key with 401', async () => {
  const res = await t
    .http()
    .get('/api/v1/users')
    .set(bearer(`pk_${'A'.repeat(43)}`));
  expect(res.status).toBe(401);
  expect(res.body.error_code).toBe('invalid_access_token');
});

it('records use cheaply: the first call writes last_used_at, later calls within the minute write nothing', async () => {
  const { id, key } = await createKey(admin, ['users_read']);
  const repo = t.ctx.ds.getRepository(ApiKey);
  expect((await repo.findOneByOrFail({ id })).last_used_at).toBeNull();
  await t.http().get('/api/v1/users').set(bearer(key));
  const first = await repo.findOneByOrFail({ id });
  expect(first.last_used_at).not.toBeNull();
  expect(first.use_count).toBe(1);
  await t.http().get('/api/v1/users').set(bearer(key));
  await t.http().get('/api/v1/users').set(bearer(key));
  const later = await repo.findOneByOrFail({ id });
  expect(later.use_count).toBe(1);
  expect(later.last_used_at?.getTime()).toBe(first.last_used_at?.getTime());
});
