/**
 * The shared test factories (api/src/test/factories.ts) keep their promises: defaults a test can
 * rely on, every override stored, people signed in over real HTTP, chains through the admin API,
 * requests made by the engine. Checked over the running test app, as the module tests use them.
 */
import { ApprovalRequest } from '../modules/approvals/approvals.entities';
import { CalendarEvent, EventType } from '../modules/calendar/calendar.entities';
import { RolePermission } from '../modules/roles/roles.entities';
import { User } from '../modules/users/users.entities';
import { buildChain, buildEvent, buildEventType, buildRequest, buildRole, buildUser, buildUserRecord } from './factories';
import { startTestApp, type TestApp } from './harness';
import { historyOf, registerTestType, TEST_TYPE, testObjects } from './request-type';
import { startManagerApprovalApp } from './scenarios';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
});
afterAll(() => t.close());

it('buildRole stores exactly the given permissions under a unique name', async () => {
  const a = await buildRole(t, { permissions: ['chain_read', 'settings_read'] });
  const b = await buildRole(t, { name: 'Named' });
  const perms = await t.ctx.ds.getRepository(RolePermission).findBy({ role_id: a });
  expect(perms.map((p) => p.permission).sort()).toEqual(['chain_read', 'settings_read']);
  expect(await t.ctx.ds.getRepository(RolePermission).countBy({ role_id: b })).toBe(0);
  expect(a).not.toBe(b);
});

it('buildUser signs the user in; without a role it makes one holding `permissions`', async () => {
  const boss = await buildUser(t);
  const u = await buildUser(t, { permissions: ['chain_read'], managerId: boss.id, locale: 'lt', name: 'Ona', surname: 'Aukštaitė' });
  expect((await u.agent.get(`/api/v1/users/${u.id}/permissions`).expect(200)).body).toEqual(expect.arrayContaining(['chain_read']));
  const row = await t.ctx.ds.getRepository(User).findOneByOrFail({ id: u.id });
  expect(row).toMatchObject({
    manager_id: boss.id,
    locale: 'lt',
    name: 'Ona',
    surname: 'Aukštaitė',
    role_id: u.roleId,
    disabled: false,
    is_first_sign_in: false,
  });
  expect(u.email).not.toBe(boss.email);
  const other = await buildUser(t, { password: 'Other-Pass-2026!' });
  await t.signIn(other.email, 'Other-Pass-2026!');
});

it('buildUserRecord stores every override; password null is an account not yet activated', async () => {
  const u = await buildUserRecord(t, {
    password: null,
    navisionId: 'NV-77',
    disabled: true,
    email: 'factory@example.com',
    username: 'factory_user',
    fields: { position: 'Tester' },
  });
  expect(u).toMatchObject({
    password_hash: null,
    activated_at: null,
    is_first_sign_in: true,
    navision_id: 'NV-77',
    disabled: true,
    email: 'factory@example.com',
    username: 'factory_user',
    position: 'Tester',
  });
  const res = await t.http().post('/api/v1/login').send({ email: u.email, password: 'whatever-2026!' });
  expect(res.status).not.toBe(200);
});

it('buildChain makes the items through the admin API, in order, with tasks, and maps a type', async () => {
  const admin = await t.signIn('admin@demo.lt');
  const role = await buildRole(t);
  const { chainId, itemIds } = await buildChain(t, admin, [{ assignee_type: 'direct_manager' }, { name: 'HR', assignee_type: 'role', role_id: role }], {
    tasks: { 1: ['Check the budget'] },
    mapTo: 'overtime',
  });
  const chain = (await admin.get(`/api/v1/chains/${chainId}`).expect(200)).body as { items: { id: number; name: string }[] };
  expect(chain.items.map((i) => [i.id, i.name])).toEqual([
    [itemIds[0], 'Step 1'],
    [itemIds[1], 'HR'],
  ]);
  const mapping = (await admin.get('/api/v1/chains/mapping').expect(200)).body as { request_name: string; chain_id: number | null }[];
  expect(mapping).toContainEqual(expect.objectContaining({ request_name: 'overtime', chain_id: chainId }));
});

it("buildEvent defaults to an accepted nine-hour event of a fresh type, copying the type's code; overrides win", async () => {
  const owner = await buildUserRecord(t);
  const typeId = await buildEventType(t, { fields: { unattendance_code: 'A' } });
  const e = await buildEvent(t, { ownerId: owner.id, eventTypeId: typeId });
  expect(e).toMatchObject({ user_id: owner.id, event_type_id: typeId, status: 'accepted', unattendance_code: 'A', substitute_id: null });
  expect(e.date_end.getTime() - e.date_start.getTime()).toBe(9 * 3_600_000);
  expect(e.date_start.getTime()).toBeGreaterThan(Date.now());
  const start = new Date('2026-07-13T00:00:00Z');
  const o = await buildEvent(t, {
    ownerId: owner.id,
    start,
    end: new Date('2026-07-17T23:00:00Z'),
    status: 'canceled',
    unattendanceCode: null,
    fields: { description: 'x' },
  });
  const stored = await t.ctx.ds.getRepository(CalendarEvent).findOneByOrFail({ id: o.id });
  expect(stored).toMatchObject({ status: 'canceled', unattendance_code: null, description: 'x', date_start: start });
  expect(await t.ctx.ds.getRepository(EventType).existsBy({ id: stored.event_type_id })).toBe(true);
});

it('buildRequest makes a not-initialized test request through the engine; fields override the stored row', async () => {
  const owner = await buildUserRecord(t);
  const id = await buildRequest(t, { ownerId: owner.id, title: 'Laptop', amount: 1200 });
  const row = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id });
  expect(row).toMatchObject({ request_name: TEST_TYPE, user_id: owner.id, status: 'not_initialized' });
  expect(testObjects.get(row.object_id!)).toEqual({ title: 'Laptop', amount: 1200 });
  expect((await historyOf(t, id)).map((h) => h.action)).toEqual(['created']);
  const other = await buildRequest(t, { ownerId: owner.id, fields: { status: 'in_progress' } });
  expect((await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: other })).status).toBe('in_progress');
});

it('startManagerApprovalApp: a worker whose manager approves the mapped type, and a stranger', async () => {
  const s = await startManagerApprovalApp('oncall');
  try {
    const worker = await s.t.ctx.ds.getRepository(User).findOneByOrFail({ id: s.worker.id });
    expect(worker.manager_id).toBe(s.boss.id);
    const mapping = (await s.admin.get('/api/v1/chains/mapping').expect(200)).body as { request_name: string; chain_id: number | null }[];
    expect(mapping).toContainEqual(expect.objectContaining({ request_name: 'oncall', chain_id: s.chainId }));
    await s.stranger.agent.get(`/api/v1/users/${s.stranger.id}/permissions`).expect(200);
  } finally {
    await s.t.close();
  }
});
