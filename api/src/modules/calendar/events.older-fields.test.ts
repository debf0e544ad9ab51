/**
 * The older event's fields in v1 replies (spec 2 §3 Event (older)): conference_id, businesstrip_id,
 * overtime_date (null: no module links events to them yet), user_chain_id (the request id of the
 * event's approval, null without one) and currently_at (the step its approval waits at, null unless
 * in progress) — in the creation reply and in the user's event list.
 */
import { buildChain, buildEventCategory, buildEventType, buildRole, buildUser, type Person } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';

let t: TestApp;
let owner: Person;
let manager: Person;
let approved: number;
let plain: number;

const DAY = 86_400_000;
const base = Date.UTC(new Date().getUTCFullYear() + 1, 2, 2, 8);
const at = (days: number) => new Date(base + days * DAY).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  const roleId = await buildRole(t, { permissions: ['event_types_read'] });
  manager = await buildUser(t, { roleId });
  owner = await buildUser(t, { roleId, managerId: manager.id });
  const { chainId } = await buildChain(t, admin, [{ name: 'Manager approves', assignee_type: 'direct_manager' }]);
  const categoryId = await buildEventCategory(t);
  approved = await buildEventType(t, { categoryId, fields: { needs_approval: true, chain_id: chainId } });
  plain = await buildEventType(t, { categoryId });
});
afterAll(() => t.close());

const book = (typeId: number, days: number) =>
  owner.agent.post(`/api/v1/users/${owner.id}/events`).send({ event: { title: 'Away', event_type_id: typeId, date_start: at(days), date_end: at(days + 1) } });

it('an event in approval names its request (user_chain_id) and the step it waits at (currently_at)', async () => {
  const r = await book(approved, 0);
  expect(r.status).toBe(201);
  const event = r.body.events[0];
  expect(event.request_id).toEqual(expect.any(Number));
  expect(event).toMatchObject({
    user_chain_id: event.request_id,
    currently_at: 'Manager approves',
    conference_id: null,
    businesstrip_id: null,
    overtime_date: null,
  });

  await manager.agent.patch(`/api/v2/chains/${event.request_id}/approve`).expect(200);
  const list = await owner.agent.get(`/api/v1/users/${owner.id}/events?start=${at(-1)}&end=${at(3)}`);
  expect(list.status).toBe(200);
  const again = (list.body as { id: number }[]).find((e) => e.id === event.id);
  expect(again).toMatchObject({ user_chain_id: event.request_id, currently_at: null, status: 'accepted' });
});

it('an event without approval has every one of these fields, null', async () => {
  const r = await book(plain, 10);
  expect(r.body.events[0]).toMatchObject({ user_chain_id: null, currently_at: null, conference_id: null, businesstrip_id: null, overtime_date: null });
});
