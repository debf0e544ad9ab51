/** Users administration through the api: create, list, edit, delete, permissions and validation (spec 1 §5–§8). */
import type request from 'supertest';
import { buildUserRecord } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';
import { User } from './users.entities';

let t: TestApp;
let admin: request.Agent;
let jonas: request.Agent;
let adminId: number;
let jonasId: number;
let employeeRole: number;
let adminRole: number;
let hrRole: number;

const STRONG = 'Strong-Pass-2026!';
let seq = 0;
/** A valid create body with unique e-mail and username. */
const newUser = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return { name: 'Test', surname: `User${seq}`, username: `ut_user${seq}`, email: `ut-user${seq}@example.com`, role_id: employeeRole, ...over };
};
const create = async (over: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/v1/users').send(newUser(over));
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const info = async (id: number) => (await admin.get(`/api/v1/users/${id}/info`)).body;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  jonas = await t.signIn('jonas@demo.lt');
  const users = t.ctx.ds.getRepository(User);
  adminId = (await users.findOneByOrFail({ email: 'admin@demo.lt' })).id;
  jonasId = (await users.findOneByOrFail({ email: 'jonas@demo.lt' })).id;
  const roles = (await admin.get('/api/v1/roles')).body as { id: number; name: string }[];
  employeeRole = roles.find((r) => r.name === 'Employee')!.id;
  adminRole = roles.find((r) => r.name === 'Administrator')!.id;
  hrRole = (await admin.post('/api/v1/roles').send({ name: 'HR clerk', description: null })).body.id;
  await admin.put('/api/v1/roles/permissions').send({ role_id: hrRole, name: 'HR clerk', description: null, permission_names: ['users_write'] }).expect(200);
});
afterAll(() => t.close());

describe('creating a user', () => {
  it('stores the user with every field, sets the probation end and e-mails an activation link', async () => {
    const id = await create({
      name: 'Austėja', surname: 'Jankauskaitė', username: 'ut_austeja', email: 'UT-Austeja@Example.com',
      start_work_date: '2024-11-30', birth_date: '1990-05-17', phone_number: '+37060000000', position: 'Tester',
      home_address: 'Vilnius', mailing_address: 'Kaunas', subscriptions: { library: false }, temp_role_id: hrRole,
    });
    const u = await info(id);
    expect(u).toMatchObject({
      email: 'ut-austeja@example.com', username: 'ut_austeja', role_name: 'Employee', temp_role_name: 'HR clerk', activated: false,
      phone_number: '+37060000000', birth_date: '1990-05-17', position: 'Tester', start_work_date: '2024-11-30', probation_end_date: '2025-02-28',
      subscriptions: { library: false, conferences: true, birthday_congratulations: true, consent_to_be_photographed: true },
      is_first_sign_in: true, relatives: [], active_substitutions: [], is_assigned_to_chain: false, manager: null, subordinates: [],
    });
    expect(u.permissions).toContain('users_write');
    const mail = t.outbox().find((m) => m.includes('To: ut-austeja@example.com'));
    expect(mail).toMatch(/Activate your account/);
    expect(mail).toMatch(/\/users\/password\//);
  });

  it('sends no e-mail when should_send_email is false', async () => {
    const before = t.outbox().length;
    await create({ email: 'ut-quiet@example.com', username: 'ut_quiet', should_send_email: false });
    expect(t.outbox().length).toBe(before);
  });

  it('refuses a taken e-mail or username with duplicate_user, whatever the letter case', async () => {
    await create({ email: 'ut-taken@example.com', username: 'ut_taken' });
    const byEmail = await admin.post('/api/v1/users').send(newUser({ email: 'ut-TAKEN@example.com' }));
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toEqual({ message: 'duplicate_user', error_code: 'duplicate_user' });
    const byUsername = await admin.post('/api/v1/users').send(newUser({ username: 'UT_Taken' }));
    expect(byUsername.body.error_code).toBe('duplicate_user');
  });

  it('replies email_incorrect_or_not_exists for a bad e-mail, invalid_user_data otherwise, naming each bad field (spec 1 §8)', async () => {
    const res = await admin.post('/api/v1/users').send({ ...newUser(), name: '', email: 'not-an-email', home_address: 'x'.repeat(513), phone_number: 'x'.repeat(256) });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('email_incorrect_or_not_exists');
    const paths = res.body.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'home_address', 'phone_number']));
    const noEmail = await admin.post('/api/v1/users').send({ ...newUser(), email: undefined });
    expect([noEmail.status, noEmail.body.error_code]).toEqual([400, 'email_incorrect_or_not_exists']);
    const noRole = await admin.post('/api/v1/users').send({ ...newUser(), role_id: undefined });
    expect([noRole.status, noRole.body.error_code]).toEqual([400, 'invalid_user_data']);
    expect(noRole.body.fields.map((f: { path: string }) => f.path)).toContain('role_id');
    const longName = await admin.post('/api/v1/users').send({ ...newUser(), surname: 'x'.repeat(256) });
    expect(longName.body).toMatchObject({ error_code: 'invalid_user_data', fields: [{ path: 'surname' }] });
  });

  it('refuses a second role equal to the role and roles that do not exist', async () => {
    const same = await admin.post('/api/v1/users').send(newUser({ temp_role_id: employeeRole }));
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual([{ path: 'temp_role_id', message: 'second role must differ from the role' }]);
    const unknown = await admin.post('/api/v1/users').send(newUser({ role_id: 9999 }));
    expect(unknown.body).toMatchObject({ error_code: 'provided_invalid_data', fields: [{ path: 'role_id' }] });
  });
});

describe('the users list', () => {
  beforeAll(async () => {
    for (const s of ['Ąžuolas', 'Beržas', 'Ąžuolienė', 'Eglė', 'Pušis', 'Uosis']) await create({ surname: `Pagetest ${s}`, position: 'Forester' });
  });

  it('pages and searches case-insensitively in SQL', async () => {
    const first = await admin.get('/api/v1/users').query({ q: 'PAGETEST', pageSize: 5, page: 1 });
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(6);
    expect(first.body.currentPage).toBe(1);
    expect(first.body.data).toHaveLength(5);
    const second = await admin.get('/api/v1/users').query({ q: 'pagetest', pageSize: 5, page: 2 });
    expect(second.body.data).toHaveLength(1);
    const all = [...first.body.data, ...second.body.data].map((u: { surname: string }) => u.surname);
    expect(new Set(all).size).toBe(6);
    const byPosition = await admin.get('/api/v1/users').query({ q: 'forester', pageSize: 100 });
    expect(byPosition.body.totalCount).toBe(6);
  });

  it('sorts by the requested column and direction', async () => {
    const res = await admin.get('/api/v1/users').query({ q: 'pagetest', sort: 'surname', order: 'desc', pageSize: 10 });
    const surnames = res.body.data.map((u: { surname: string }) => u.surname);
    expect(surnames).toEqual([...surnames].sort().reverse());
  });

  it('shows role names, the manager name and sensitive fields to an administrator', async () => {
    const me = await t.ctx.ds.getRepository(User).findOneByOrFail({ id: adminId });
    await create({ email: 'ut-managed@example.com', username: 'ut_managed', manager_id: adminId, phone_number: '+370222', temp_role_id: adminRole });
    const res = await admin.get('/api/v1/users').query({ q: 'ut-managed' });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      role_id: employeeRole, role_name: 'Employee', temp_role_id: adminRole, temp_role_name: 'Administrator', activated: false, disabled: false,
      manager_id: adminId, manager: `${me.name} ${me.surname}`, phone_number: '+370222', navision_id: null,
    });
  });

  it('leaves out sensitive fields and the manager for a reader without those permissions', async () => {
    const clerk = await create({ email: 'ut-clerk@example.com', username: 'ut_clerk', role_id: hrRole, should_send_email: false });
    await admin.put(`/api/v1/users/${clerk}`).send({ ...newUser(), email: 'ut-clerk@example.com', username: 'ut_clerk', role_id: hrRole, password: STRONG }).expect(200);
    const agent = await t.signIn('ut-clerk@example.com', STRONG);
    const res = await agent.get('/api/v1/users').query({ q: 'pagetest' });
    expect(res.status).toBe(200);
    for (const key of ['phone_number', 'birth_date', 'position', 'start_work_date', 'home_address', 'mailing_address', 'manager']) {
      expect(res.body.data[0]).not.toHaveProperty(key);
    }
    // Position is sensitive, so it is not searched either.
    expect((await agent.get('/api/v1/users').query({ q: 'forester' })).body.totalCount).toBe(0);
    // Sensitive fields sent without users_write_sensitive_info are not stored.
    const created = await agent.post('/api/v1/users').send(newUser({ phone_number: '+370111', position: 'Boss', start_work_date: '2025-01-01' }));
    expect(created.status).toBe(201);
    expect(await info(created.body.id)).toMatchObject({ phone_number: null, position: null, start_work_date: null, probation_end_date: null });
    // Nor may the clerk read another user's sensitive details through /info.
    expect(await agent.get(`/api/v1/users/${adminId}/info`).then((r) => r.body)).not.toHaveProperty('phone_number');
  });
});

describe('permissions of an ordinary employee', () => {
  it('refuses every write and the list with 403 missing_permissions', async () => {
    const calls = [
      jonas.post('/api/v1/users').send(newUser()),
      jonas.get('/api/v1/users'),
      jonas.put(`/api/v1/users/${adminId}`).send(newUser()),
      jonas.delete(`/api/v1/users/${adminId}`),
      jonas.post('/api/v1/users/export').send({}),
      jonas.put(`/api/v1/users/${adminId}/subordinates`).send({ subordinates: [] }),
      jonas.get(`/api/v1/users/${adminId}/info`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.error_code).toBe('missing_permissions');
    }
  });

  it('lets the employee read their own full profile', async () => {
    const res = await jonas.get(`/api/v1/users/${jonasId}/info`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: jonasId, email: 'jonas@demo.lt', role_name: 'Employee', is_manager: false });
    expect(res.body).toHaveProperty('birth_date');
  });
});

describe('editing a user', () => {
  it('changes the fields, adds and removes the second role', async () => {
    const id = await create({ email: 'ut-edit@example.com', username: 'ut_edit' });
    const body = { id, name: 'Edited', surname: 'Person', username: 'ut_edited', email: 'ut-edited@example.com', role_id: employeeRole, temp_role_id: hrRole, start_work_date: '2025-01-31' };
    expect((await admin.put(`/api/v1/users/${id}`).send(body)).status).toBe(200);
    expect(await info(id)).toMatchObject({ name: 'Edited', username: 'ut_edited', email: 'ut-edited@example.com', temp_role_id: hrRole, probation_end_date: '2025-04-30' });
    await admin.put(`/api/v1/users/${id}`).send({ ...body, temp_role_id: null }).expect(200);
    expect(await info(id)).toMatchObject({ temp_role_id: null, temp_role_name: null, start_work_date: '2025-01-31' });
  });

  it('checks a new password: longer than 8, then the password policy; a good one lets the user sign in', async () => {
    const id = await create({ email: 'ut-pw@example.com', username: 'ut_pw', should_send_email: false });
    const body = newUser({ email: 'ut-pw@example.com', username: 'ut_pw' });
    const short = await admin.put(`/api/v1/users/${id}`).send({ ...body, password: 'Ab1!xyz' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error_code: 'invalid_user_data', fields: [{ path: 'password', message: 'password length must be greater than 8' }] });
    const badEmail = await admin.put(`/api/v1/users/${id}`).send({ ...body, email: 'ut-pw.example.com' });
    expect([badEmail.status, badEmail.body.error_code]).toEqual([400, 'email_incorrect_or_not_exists']);
    const weak = await admin.put(`/api/v1/users/${id}`).send({ ...body, password: 'abcdefghijkl' });
    expect(weak.body.error_code).toBe('bad_password');
    await admin.put(`/api/v1/users/${id}`).send({ ...body, password: STRONG }).expect(200);
    expect((await info(id)).activated).toBe(true);
    await t.signIn('ut-pw@example.com', STRONG);
  });

  it('refuses a taken e-mail, an unknown user and a user from the external system', async () => {
    const id = await create({ email: 'ut-mine@example.com', username: 'ut_mine' });
    const dup = await admin.put(`/api/v1/users/${id}`).send(newUser({ email: 'admin@demo.lt' }));
    expect(dup.body.error_code).toBe('duplicate_user');
    const missing = await admin.put('/api/v1/users/99999').send(newUser());
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe('user_not_found');
    const nav = await buildUserRecord(t, { roleId: employeeRole, password: null, name: 'Nav', surname: 'Synced', username: 'ut_nav1', email: 'ut-nav1@example.com', navisionId: 'NV-1' });
    const res = await admin.put(`/api/v1/users/${nav.id}`).send(newUser({ email: 'ut-nav1@example.com', username: 'ut_nav1' }));
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('cannot_edit_navision_user');
  });
});

describe('deleting a user', () => {
  it('hides the user, frees the e-mail, detaches subordinates and ends their sessions', async () => {
    const boss = await create({ email: 'ut-boss@example.com', username: 'ut_boss', should_send_email: false });
    const sub = await create({ email: 'ut-sub@example.com', username: 'ut_sub' });
    await admin.put(`/api/v1/users/${boss}/subordinates`).send({ subordinates: [sub] }).expect(200);
    await admin.put(`/api/v1/users/${boss}`).send(newUser({ email: 'ut-boss@example.com', username: 'ut_boss', password: STRONG })).expect(200);
    const bossAgent = await t.signIn('ut-boss@example.com', STRONG);
    expect((await bossAgent.get(`/api/v1/users/${boss}/info`)).status).toBe(200);

    const del = await admin.delete(`/api/v1/users/${boss}`);
    expect(del.status).toBe(200);
    expect((await admin.get('/api/v1/users').query({ q: 'ut-boss@example.com' })).body.totalCount).toBe(0);
    expect((await info(sub)).manager_id).toBeNull();
    expect((await bossAgent.get(`/api/v1/users/${boss}/info`)).body.error_code).toBe('invalid_access_token');
    expect((await bossAgent.get('/api/v1/token/refresh')).status).toBe(401);
    await create({ email: 'ut-boss@example.com', username: 'ut_boss' });
    const again = await admin.delete(`/api/v1/users/${boss}`);
    expect(again.status).toBe(404);
    expect(again.body.error_code).toBe('user_not_found');
  });

  it('refuses to delete yourself and users from the external system', async () => {
    const self = await admin.delete(`/api/v1/users/${adminId}`);
    expect(self.status).toBe(400);
    expect(self.body.error_code).toBe('cannot_delete_yourself');
    const nav = await buildUserRecord(t, { roleId: employeeRole, password: null, name: 'Nav', surname: 'Synced', username: 'ut_nav2', email: 'ut-nav2@example.com', navisionId: 'NV-2' });
    const res = await admin.delete(`/api/v1/users/${nav.id}`);
    expect(res.body.error_code).toBe('cannot_edit_navision_user');
  });

  it('answers a word in place of an id with provided_invalid_data, not a user', async () => {
    const res = await admin.delete('/api/v1/users/abc');
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('provided_invalid_data');
  });
});
