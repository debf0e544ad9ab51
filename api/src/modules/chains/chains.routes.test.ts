/** Chain administration over HTTP (spec 2 §4 Chain items, §5 Chain administration and mapping, §7 Chains admin). */
import { startTestApp, TestApp } from '../../test/harness';
import { buildRequest, buildRole, buildUser, buildUserRecord, type Person } from '../../test/factories';
import { registerTestType } from '../../test/request-type';
import { registerChainUsage } from './chains.service';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let roleId: number;

beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
  admin = await t.signIn('admin@demo.lt');
  roleId = await buildRole(t, { name: 'Chain approvers' });
});
afterAll(() => t.close());

async function chainWith(names: string[]): Promise<{ id: number; items: number[] }> {
  const c = await admin.post('/api/v1/chains').send({ name: 'Ordering', description: 'test' });
  const items = [];
  for (const name of names) items.push((await admin.post(`/api/v1/chains/${c.body.id}/items`).send({ name, assignee_type: 'direct_manager' })).body.id);
  return { id: c.body.id, items };
}
const order = async (chainId: number) => ((await admin.get(`/api/v1/chains/${chainId}`)).body.items as { name: string; order_number: number }[]).map((i) => `${i.order_number}:${i.name}`);

describe('chains', () => {
  it('creates, reads, renames and deletes a chain', async () => {
    const c = await admin.post('/api/v1/chains').send({ name: 'Vacation', description: 'Leave approval' });
    expect(c.status).toBe(201);
    expect(c.body).toEqual({ id: expect.any(Number), name: 'Vacation', description: 'Leave approval' });
    expect((await admin.put(`/api/v1/chains/${c.body.id}`).send({ name: 'Vacation 2', description: '' })).body).toMatchObject({ name: 'Vacation 2', description: null });
    expect((await admin.put('/api/v1/chains').send({ id: c.body.id, name: 'Vacation 3' })).body.name).toBe('Vacation 3');
    expect((await admin.get('/api/v1/chains')).body.map((x: { id: number }) => x.id)).toContain(c.body.id);
    expect((await admin.get(`/api/v1/chains/${c.body.id}`)).body).toMatchObject({ name: 'Vacation 3', items: [] });
    await admin.delete(`/api/v1/chains/${c.body.id}`).expect(200);
    expect((await admin.get(`/api/v1/chains/${c.body.id}`)).body.error_code).toBe('chain_not_found');
  });

  it('refuses missing names and texts over 255 characters', async () => {
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(256) }, { name: 'ok', description: 'x'.repeat(256) }]) {
      const r = await admin.post('/api/v1/chains').send(body);
      expect([r.status, r.body.error_code]).toEqual([400, 'provided_invalid_data']);
    }
    expect((await admin.post('/api/v1/chains').send({ name: 'x'.repeat(255) })).status).toBe(201);
  });

  it('refuses to delete a chain used by a mapping or by requests in progress', async () => {
    const mapped = await chainWith(['A']);
    await admin.patch('/api/v1/chains/mapping').send([{ request_name: 'certificate', chain_id: mapped.id }]).expect(200);
    const r = await admin.delete(`/api/v1/chains/${mapped.id}`);
    expect([r.status, r.body.error_code, r.body.used_by]).toEqual([409, 'chain_is_in_use', ['chain_mappings']]);
    await admin.patch('/api/v1/chains/mapping').send([{ request_name: 'certificate', chain_id: null }]).expect(200);

    const running = await chainWith(['A']);
    const owner = await buildUserRecord(t);
    await buildRequest(t, { ownerId: owner.id, fields: { status: 'in_progress', chain_id: running.id } });
    expect((await admin.delete(`/api/v1/chains/${running.id}`)).body.used_by).toEqual(['requests_in_progress']);
    await admin.delete(`/api/v1/chains/${mapped.id}`).expect(200);

    const vetoed = await chainWith(['A']);
    registerChainUsage(async (_em, id) => (id === vetoed.id ? 'event_types' : null));
    expect((await admin.delete(`/api/v1/chains/${vetoed.id}`)).body).toMatchObject({ error_code: 'chain_is_in_use', used_by: ['event_types'] });
  });
});

describe('chain items', () => {
  it('numbers from 1; -1 or nothing places last; a number inserts there', async () => {
    const c = await chainWith(['A', 'B']);
    await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'C', assignee_type: 'request_owner', order_number: -1 }).expect(201);
    await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'First', assignee_type: 'request_owner', order_number: 1 }).expect(201);
    await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'Third', assignee_type: 'request_owner', order_number: 3 }).expect(201);
    expect(await order(c.id)).toEqual(['1:First', '2:A', '3:Third', '4:B', '5:C']);
    const far = await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'X', assignee_type: 'request_owner', order_number: 9 });
    expect([far.status, far.body.error_code]).toEqual([400, 'chain_item_order_number_not_found']);
    expect((await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'X', assignee_type: 'request_owner', order_number: 0 })).body.error_code).toBe('chain_item_order_number_not_found');
    expect((await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'X', assignee_type: 'request_owner', order_number: -2 })).status).toBe(400);
  });

  it('moves by ±1 swapping with the neighbour; the first cannot go up, the last cannot go down', async () => {
    const c = await chainWith(['A', 'B', 'C']);
    const body = { name: 'B', assignee_type: 'direct_manager' };
    expect((await admin.put(`/api/v1/chains/items/${c.items[1]}`).send({ ...body, order_number: 1 })).body.order_number).toBe(1);
    expect(await order(c.id)).toEqual(['1:B', '2:A', '3:C']);
    const up = await admin.put(`/api/v1/chains/items/${c.items[1]}`).send({ ...body, order_number: 0 });
    expect([up.status, up.body.error_code]).toEqual([400, 'chain_item_order_number_not_found']);
    const top = await admin.patch(`/api/v1/chains/items/${c.items[0]}`).send({ name: 'A', assignee_type: 'direct_manager', order_number: 3 });
    expect(top.status).toBe(200);
    expect(await order(c.id)).toEqual(['1:B', '2:C', '3:A']);
    const down = await admin.put(`/api/v1/chains/${c.id}/items/${c.items[0]}`).send({ name: 'A', assignee_type: 'direct_manager', order_number: 4 });
    expect([down.status, down.body.error_code]).toEqual([400, 'chain_item_order_number_not_found']);
    await admin.put(`/api/v1/chains/${c.id}/items`).send({ id: c.items[2], name: 'C renamed', assignee_type: 'direct_manager' }).expect(200);
    expect(await order(c.id)).toEqual(['1:B', '2:C renamed', '3:A']);
  });

  it('deleting an item renumbers the rest', async () => {
    const c = await chainWith(['A', 'B', 'C', 'D']);
    await admin.delete(`/api/v1/chains/items/${c.items[1]}`).expect(200);
    expect(await order(c.id)).toEqual(['1:A', '2:C', '3:D']);
    await admin.delete(`/api/v1/chains/${c.id}/items/${c.items[0]}`).expect(200);
    expect(await order(c.id)).toEqual(['1:C', '2:D']);
    expect((await admin.delete(`/api/v1/chains/${c.id + 1000}/items/${c.items[2]}`)).body.error_code).toBe('chain_item_not_found');
  });

  it('applies the spectator and assignee rules', async () => {
    const c = await chainWith([]);
    const spectator = await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'Info', assignee_type: 'role', role_id: roleId, only_spectator: true, can_view: false, can_edit: true, notification_message: 'FYI' });
    expect(spectator.body).toMatchObject({ only_spectator: true, can_view: true, can_edit: false, notification_message: null, role_id: roleId, role_name: 'Chain approvers' });
    const moved = await admin.put(`/api/v1/chains/items/${spectator.body.id}`).send({ name: 'Info', assignee_type: 'direct_manager', role_id: roleId });
    expect(moved.body).toMatchObject({ assignee_type: 'direct_manager', role_id: null, role_name: null, only_spectator: false });
    const noRole = await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'HR', assignee_type: 'role' });
    expect([noRole.status, noRole.body.fields?.[0]?.path]).toEqual([400, 'role_id']);
    expect((await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'HR', assignee_type: 'role', role_id: 999999 })).body.error_code).toBe('role_not_found');
    expect((await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'HR', assignee_type: 'boss' })).status).toBe(400);
    for (const field of ['name', 'description', 'notification_message']) {
      const r = await admin.post(`/api/v1/chains/${c.id}/items`).send({ name: 'ok', assignee_type: 'request_owner', [field]: 'x'.repeat(256) });
      expect([field, r.status]).toEqual([field, 400]);
    }
    expect((await admin.get(`/api/v1/chains/items/${spectator.body.id}`)).body.name).toBe('Info');
  });
});

describe('tasks and notifications', () => {
  it('keeps tasks of an item', async () => {
    const c = await chainWith(['A']);
    const task = await admin.post(`/api/v1/chains/items/${c.items[0]}/tasks`).send({ name: 'Check receipts', description: 'All of them' });
    expect(task.status).toBe(201);
    expect(task.body).toEqual({ id: expect.any(Number), chain_item_id: c.items[0], name: 'Check receipts', description: 'All of them' });
    await admin.put(`/api/v1/chains/items/tasks/${task.body.id}`).send({ name: 'Check all receipts' }).expect(200);
    await admin.put(`/api/v1/chains/items/${c.items[0]}/tasks`).send({ id: task.body.id, name: 'Check receipts again' }).expect(200);
    expect((await admin.get(`/api/v1/chains/items/${c.items[0]}/tasks`)).body).toEqual([{ ...task.body, name: 'Check receipts again', description: null }]);
    expect((await admin.get(`/api/v1/chains/items/tasks/${task.body.id}`)).body.name).toBe('Check receipts again');
    await admin.delete(`/api/v1/chains/items/tasks/${task.body.id}`).expect(200);
    expect((await admin.delete(`/api/v1/chains/items/tasks/${task.body.id}`)).body.error_code).toBe('chain_item_task_not_found');
    expect((await admin.post('/api/v1/chains/items/999999/tasks').send({ name: 'x' })).body.error_code).toBe('chain_item_not_found');
  });

  it('keeps notification schedules with their frequency rules and HH:mm UTC times', async () => {
    const c = await chainWith(['A']);
    const url = `/api/v1/chains/items/${c.items[0]}/notifications`;
    const weekly = await admin.post(url).send({ frequency_type: 'week_day', frequency_value: 1, notification_time: '1970-01-01T08:30:00.000Z' });
    expect(weekly.body).toMatchObject({ frequency_type: 'week_day', frequency_value: 1, notification_time: '08:30' });
    const daily = await admin.post(url).send({ frequency_type: 'daily', frequency_value: 40, notification_time: '17:05' });
    expect(daily.body).toMatchObject({ frequency_value: null, notification_time: '17:05' });
    const monthly = await admin.post(url).send({ frequency_type: 'month_day', frequency_value: 31, notification_time: '06:00:00' });
    expect(monthly.body).toMatchObject({ frequency_value: 31, notification_time: '06:00' });
    for (const bad of [
      { frequency_type: 'week_day', frequency_value: 8, notification_time: '08:00' },
      { frequency_type: 'week_day', notification_time: '08:00' },
      { frequency_type: 'month_day', frequency_value: 0, notification_time: '08:00' },
      { frequency_type: 'month_day', frequency_value: 32, notification_time: '08:00' },
      { frequency_type: 'daily', notification_time: '25:00' },
      { frequency_type: 'daily' },
      { frequency_type: 'hourly', notification_time: '08:00' },
    ]) {
      const r = await admin.post(url).send(bad);
      expect([JSON.stringify(bad), r.status, r.body.error_code]).toEqual([JSON.stringify(bad), 400, 'provided_invalid_data']);
    }
    await admin.put(`/api/v1/chains/items/notifications/${weekly.body.id}`).send({ frequency_type: 'week_day', frequency_value: 7, notification_time: '09:00' }).expect(200);
    await admin.put(url).send({ id: daily.body.id, frequency_type: 'daily', notification_time: '18:00' }).expect(200);
    expect((await admin.get(url)).body.map((n: { frequency_value: number | null; notification_time: string }) => `${n.frequency_value}@${n.notification_time}`)).toEqual(['7@09:00', 'null@18:00', '31@06:00']);
    await admin.delete(`/api/v1/chains/items/notifications/${monthly.body.id}`).expect(200);
    expect((await admin.get(url)).body).toHaveLength(2);
  });
});

describe('chain mapping', () => {
  it('lists every request type and refuses one chain for two types', async () => {
    const a = await chainWith(['A']);
    const b = await chainWith(['B']);
    const list = await admin.get('/api/v1/chains/mapping');
    expect(list.body).toHaveLength(11);
    expect(list.body[0]).toMatchObject({ request_name: 'business_trip' }); // the demo maps it to its trip chain
    const ok = await admin.patch('/api/v1/chains/mapping').send([{ request_name: 'event', chain_id: a.id }, { request_name: 'overtime', chain_id: b.id }]);
    expect(ok.status).toBe(200);
    expect(ok.body.find((m: { request_name: string }) => m.request_name === 'event').chain_id).toBe(a.id);
    const dup = await admin.patch('/api/v1/chains/mapping').send([{ request_name: 'oncall', chain_id: a.id }]);
    expect([dup.status, dup.body.error_code, dup.body.request_names]).toEqual([400, 'duplicate_chain_mapping', ['event', 'oncall']]);
    const dupInBody = await admin.patch('/api/v1/chains/mapping').send([{ request_name: 'training', chain_id: b.id }, { request_name: 'overtime', chain_id: null }]);
    expect(dupInBody.status).toBe(200);
    expect((await admin.patch('/api/v1/chains/mapping').send([{ request_name: 'nonsense', chain_id: a.id }])).status).toBe(400);
    expect((await admin.patch('/api/v1/chains/mapping').send([{ request_name: 'book_request', chain_id: 999999 }])).body.error_code).toBe('chain_not_found');
  });
});

describe('permissions', () => {
  let reader: Person;
  beforeAll(async () => {
    reader = await buildUser(t, { permissions: ['chain_read'] });
  });

  it('reading needs chain_read, changing needs chain_write (403 missing_permissions for an employee)', async () => {
    const c = await chainWith(['A']);
    const jonas = await t.signIn('jonas@demo.lt');
    for (const [method, url] of [['get', '/api/v1/chains'], ['get', `/api/v1/chains/${c.id}`], ['get', `/api/v1/chains/items/${c.items[0]}/tasks`], ['post', '/api/v1/chains'], ['delete', `/api/v1/chains/${c.id}`], ['get', '/api/v1/chains/mapping']] as const) {
      const r = await jonas[method](url).send({ name: 'x' });
      expect([method, url, r.status, r.body.error_code]).toEqual([method, url, 403, 'missing_permissions']);
    }
    expect((await reader.agent.get(`/api/v1/chains/${c.id}/items`)).status).toBe(200);
    expect((await reader.agent.get(`/api/v1/chains/items/${c.items[0]}/notifications`)).status).toBe(200);
    for (const [method, url] of [['post', '/api/v1/chains'], ['put', `/api/v1/chains/${c.id}`], ['post', `/api/v1/chains/${c.id}/items`], ['post', `/api/v1/chains/items/${c.items[0]}/tasks`], ['patch', '/api/v1/chains/mapping']] as const) {
      const r = await reader.agent[method](url).send({ name: 'x', assignee_type: 'request_owner' });
      expect([method, url, r.status]).toEqual([method, url, 403]);
    }
  });
});
