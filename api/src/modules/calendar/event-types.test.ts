/** Event categories and types over HTTP (spec 2 §3, §4 Event types and categories, §5 Event type/category, §6). */
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildUser, type Person } from '../../test/factories';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let reader: Person;
let outsider: Person;
let chainId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  reader = await buildUser(t, { permissions: ['event_types_read'] });
  outsider = await buildUser(t);
  chainId = (await buildChain(t, admin, [{ assignee_type: 'direct_manager' }])).chainId;
});
afterAll(() => t.close());

const type = (categoryId: number, extra: Record<string, unknown> = {}) => ({ name: `Type ${Math.random()}`, event_category_id: categoryId, ...extra });

it('creates, lists, edits, disables and deletes a category (names required, ≤255)', async () => {
  const c = await admin.post('/api/v1/event-categories').send({ name: '  Leave ', description: 'Paid and unpaid' });
  expect(c.status).toBe(201);
  expect(c.body).toEqual({ id: expect.any(Number), name: 'Leave', description: 'Paid and unpaid', active: true, event_types_count: 0 });
  expect((await admin.post('/api/v1/event-categories').send({ name: '' })).body.error_code).toBe('provided_invalid_data');
  expect((await admin.post('/api/v1/event-categories').send({ name: 'x'.repeat(256) })).body.error_code).toBe('provided_invalid_data');
  const edited = await admin.put(`/api/v1/event-categories/${c.body.id}`).send({ name: 'Leaves', description: null });
  expect(edited.body).toMatchObject({ name: 'Leaves', description: null });
  await admin.patch(`/api/v1/event-categories/${c.body.id}/active`).send({ active: false }).expect(200);
  const listed = (await reader.agent.get('/api/v1/event-categories')).body as { id: number }[];
  expect(listed.some((x) => x.id === c.body.id)).toBe(false);
  const all = (await reader.agent.get('/api/v1/event-categories?includeDisabled=true')).body as { id: number; active: boolean }[];
  expect(all.find((x) => x.id === c.body.id)?.active).toBe(false);
  await admin.delete(`/api/v1/event-categories/${c.body.id}`).expect(200);
  expect((await admin.get(`/api/v1/event-categories/${c.body.id}`)).body.error_code).toBe('event_category_not_found');
});

it('normalises a type: chain only with approval, times per month absolute and capped at 255, advance default 0', async () => {
  const cat = (await admin.post('/api/v1/event-categories').send({ name: 'Absences' })).body.id;
  const noChain = await admin.post('/api/v1/event-types').send(type(cat, { needs_approval: true }));
  expect([noChain.status, noChain.body.error_code, noChain.body.fields?.[0]?.path]).toEqual([400, 'provided_invalid_data', 'chain_id']);
  const dropped = await admin.post('/api/v1/event-types').send(type(cat, { needs_approval: false, chain_id: chainId, times_per_month_per_user: -300 }));
  expect(dropped.status).toBe(201);
  expect(dropped.body).toMatchObject({ chain_id: null, needs_approval: false, times_per_month_per_user: 255, min_advance_time: 0, active: true, active_events_count: 0 });
  expect(dropped.body.edit_fields).toEqual({
    event_type_id: dropped.body.id, edit_name: true, edit_description: true, edit_date: true, can_delete: true,
    can_create_past_event: false, can_edit_past_event_date: false, can_delete_past_event: false,
  });
  const approved = await admin.put(`/api/v1/event-types/${dropped.body.id}`).send(type(cat, { needs_approval: true, chain_id: chainId, times_per_month_per_user: 3, unattendance_code: 'ZZ' }));
  expect(approved.body).toMatchObject({ chain_id: chainId, needs_approval: true, times_per_month_per_user: 3, unattendance_code: 'ZZ', category_name: 'Absences' });
  expect((await admin.post('/api/v1/event-types').send(type(999999))).body.error_code).toBe('event_category_not_found');
  expect((await admin.post('/api/v1/event-types').send(type(cat, { needs_approval: true, chain_id: 999999 }))).body.error_code).toBe('chain_not_found');

  const codes = (await reader.agent.get('/api/v1/event-types/unattendance')).body as { code: string; in_use: boolean }[];
  expect(codes.find((c) => c.code === 'ZZ')).toEqual({ code: 'ZZ', name: 'ZZ', in_use: true });
  expect(codes.find((c) => c.code === 'NA')).toMatchObject({ name: 'Nemokamos atostogos' });
  expect((await admin.delete(`/api/v1/chains/${chainId}`)).body).toMatchObject({ error_code: 'chain_is_in_use' });
});

it('edit fields, enable/disable, and deletion only without active events / types', async () => {
  const cat = (await admin.post('/api/v1/event-categories').send({ name: 'Remote' })).body.id;
  const tp = (await admin.post('/api/v1/event-types').send(type(cat))).body.id;
  const put = await admin.put(`/api/v1/event-types/${tp}/edit-fields`).send({ edit_name: false, can_create_past_event: true });
  expect(put.body).toMatchObject({ event_type_id: tp, edit_name: false, edit_description: true, can_create_past_event: true });
  expect((await reader.agent.get(`/api/v1/event-types/${tp}/edit-fields`)).body).toMatchObject({ edit_name: false, can_create_past_event: true });
  expect((await admin.patch(`/api/v1/event-types/${tp}/active`).send({ active: false })).body.active).toBe(false);
  expect(((await reader.agent.get(`/api/v1/event-types?categoryId=${cat}`)).body as unknown[]).length).toBe(0);
  expect(((await reader.agent.get(`/api/v1/event-types?categoryId=${cat}&includeDisabled=true`)).body as unknown[]).length).toBe(1);
  await admin.patch(`/api/v1/event-types/${tp}/active`).send({ active: true }).expect(200);

  const start = new Date(Date.now() + 40 * 86_400_000);
  const ev = await reader.agent.post(`/api/v1/users/${reader.id}/events`).send({
    event: { title: 'Home office', event_type_id: tp, date_start: start.toISOString(), date_end: new Date(start.getTime() + 3600_000).toISOString() },
  });
  expect(ev.status).toBe(201);
  expect((await admin.get(`/api/v1/event-types/${tp}`)).body.active_events_count).toBe(1);
  expect((await admin.delete(`/api/v1/event-categories/${cat}`)).body).toMatchObject({ error_code: 'event_category_has_event_types', event_types_count: 1 });
  expect((await admin.delete(`/api/v1/event-types/${tp}`)).body).toMatchObject({ error_code: 'event_type_has_active_events', active_events_count: 1 });
  await reader.agent.delete(`/api/v1/users/${reader.id}/events/${ev.body.events[0].id}`).expect(200);
  await admin.delete(`/api/v1/event-types/${tp}`).expect(200);
  await admin.delete(`/api/v1/event-categories/${cat}`).expect(200);
});

it('reading needs event_types_read, every change event_types_write', async () => {
  await outsider.agent.get('/api/v1/event-types').expect(403);
  await outsider.agent.get('/api/v1/event-categories').expect(403);
  await reader.agent.get('/api/v1/event-types').expect(200);
  expect((await reader.agent.get('/api/v1/event-types/pseudo')).body).toEqual([{ id: -1, name: 'business_trips' }, { id: -2, name: 'overtimes' }, { id: -3, name: 'on_calls' }]);
  const cat = (await admin.post('/api/v1/event-categories').send({ name: 'Guarded' })).body.id;
  const tp = (await admin.post('/api/v1/event-types').send(type(cat))).body.id;
  for (const r of [
    reader.agent.post('/api/v1/event-categories').send({ name: 'x' }),
    reader.agent.put(`/api/v1/event-categories/${cat}`).send({ name: 'x' }),
    reader.agent.patch(`/api/v1/event-categories/${cat}/active`).send({ active: false }),
    reader.agent.delete(`/api/v1/event-categories/${cat}`),
    reader.agent.post('/api/v1/event-types').send(type(cat)),
    reader.agent.put(`/api/v1/event-types/${tp}`).send(type(cat)),
    reader.agent.patch(`/api/v1/event-types/${tp}/active`).send({ active: false }),
    reader.agent.put(`/api/v1/event-types/${tp}/edit-fields`).send({}),
    reader.agent.delete(`/api/v1/event-types/${tp}`),
  ]) {
    const res = await r;
    expect([res.status, res.body.error_code]).toEqual([403, 'missing_permissions']);
  }
});
