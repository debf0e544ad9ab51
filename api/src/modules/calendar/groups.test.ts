/** Calendar groups (spec 2 §3 Calendar group, §5 Groups) and the demo calendar of the seed. */
import { startTestApp, TestApp } from '../../test/harness';
import { buildUser, type Person } from '../../test/factories';

let t: TestApp;
let reader: Person;
let outsider: Person;

beforeAll(async () => {
  t = await startTestApp();
  reader = await buildUser(t, { permissions: ['event_types_read'] });
  outsider = await buildUser(t);
});
afterAll(() => t.close());

it('creates, edits and deletes a group with exactly the assigned users (name required, ≤255)', async () => {
  const c = await reader.agent.post('/api/v1/calendar-groups').send({ name: ' Backend ', assigned_users: [reader.id, outsider.id, reader.id] });
  expect(c.status).toBe(201);
  expect(c.body).toMatchObject({ name: 'Backend', assigned_users: [reader.id, outsider.id].sort((a, b) => a - b) });
  expect(c.body.users).toHaveLength(2);
  const edited = await reader.agent.put(`/api/v1/calendar-groups/${c.body.id}`).send({ name: 'Backend team', assigned_users: [outsider.id] });
  expect(edited.body).toMatchObject({ name: 'Backend team', assigned_users: [outsider.id] });
  expect((await reader.agent.get(`/api/v1/calendar-groups/${c.body.id}`)).body.assigned_users).toEqual([outsider.id]);
  expect((await reader.agent.get('/api/v1/calendar-groups')).body.some((g: { id: number }) => g.id === c.body.id)).toBe(true);
  for (const [body, code] of [[{ name: '' }, 'provided_invalid_data'], [{ name: 'x'.repeat(256) }, 'provided_invalid_data'], [{ name: 'Ghosts', assigned_users: [999999] }, 'provided_invalid_data']] as const) {
    expect((await reader.agent.post('/api/v1/calendar-groups').send(body)).body.error_code).toBe(code);
  }
  await outsider.agent.get('/api/v1/calendar-groups').expect(403);
  await reader.agent.delete(`/api/v1/calendar-groups/${c.body.id}`).expect(200);
  expect((await reader.agent.get(`/api/v1/calendar-groups/${c.body.id}`)).body.error_code).toBe('calendar_group_not_found');
});

it('seeds the Lithuanian demo event types with colours, codes and the vacation approval chain', async () => {
  const admin = await t.signIn('admin@demo.lt');
  const types = (await admin.get('/api/v1/event-types')).body as { name: string; unattendance_code: string | null; needs_approval: boolean; chain_id: number | null; background_color: string }[];
  const annual = types.find((x) => x.unattendance_code === 'A')!;
  expect(annual).toMatchObject({ name: 'Kasmetinės atostogos', needs_approval: true, substitute_needed: true });
  expect(annual.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(types.find((x) => x.unattendance_code === 'L')).toMatchObject({ needs_approval: false, chain_id: null, edit_fields: { can_create_past_event: true } });
  expect(types.find((x) => x.unattendance_code === 'MD')).toMatchObject({ is_child_info_required: true, times_per_month_per_user: 2 });
  expect(types.map((x) => x.unattendance_code)).toEqual(expect.arrayContaining(['A', 'NA', 'M', 'TA', 'MD', 'L', 'KV']));
  const chain = (await admin.get(`/api/v1/chains/${annual.chain_id}`)).body;
  expect(chain).toMatchObject({ name: 'Vacation approval', items: [{ assignee_type: 'direct_manager' }, { assignee_type: 'role', only_spectator: true }] });
  const all = (await admin.get('/api/v1/users/events?statuses=accepted&pageSize=50')).body;
  expect(all.totalCount).toBeGreaterThanOrEqual(4);
});

it('viewers: only the owner sets them (unknown users refused), the owner or all_events_read lists them', async () => {
  await outsider.agent.put(`/api/v1/users/${reader.id}/viewers/set`).send({ viewers: [outsider.id] }).expect(403);
  expect((await reader.agent.put(`/api/v1/users/${reader.id}/viewers/set`).send({ viewers: [999999] })).body.error_code).toBe('provided_invalid_data');
  const set = await reader.agent.put(`/api/v1/users/${reader.id}/viewers/set`).send({ viewers: [outsider.id, reader.id] });
  expect(set.body).toMatchObject({ message: 'message_calendar_viewers_updated', viewers: [{ id: outsider.id }] });
  await outsider.agent.get(`/api/v1/users/${reader.id}/viewers`).expect(403);
  const admin = await t.signIn('admin@demo.lt');
  expect((await admin.get(`/api/v1/users/${reader.id}/viewers`)).body.map((v: { id: number }) => v.id)).toEqual([outsider.id]);
  await reader.agent.put(`/api/v1/users/${reader.id}/viewers/set`).send({ viewers: [] }).expect(200);
  expect((await reader.agent.get(`/api/v1/users/${reader.id}/viewers`)).body).toEqual([]);
});
