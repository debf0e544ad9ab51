/**
 * Substitutions and the `event` request type through the approval engine (spec 2 §4 Substitution,
 * "Events whose type has a chain are sent into the chain right after creation", "Approvers act when
 * assigned to the chain item or substituting the assigned user").
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildRole, buildUser, type Person } from '../../test/factories';
import type { DomainEvents } from '../../shared/events';
import { RequestStep } from '../approvals/approvals.entities';

/** An ISO instant's date as the summaries show it, DD/MM/YYYY. */
const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let manager: Person;
let owner: Person;
let substitute: Person;
let deputy: Person;
let annual: number;
let plain: number;
const requested: DomainEvents['substitution.requested'][] = [];
const created: DomainEvents['event.created'][] = [];

const DAY = 86_400_000;
const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const at = (days: number, hours = 8) => new Date(today + days * DAY + hours * 3600_000).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  t.ctx.events.on('substitution.requested', (p) => void requested.push(p));
  t.ctx.events.on('event.created', (p) => void created.push(p));
  admin = await t.signIn('admin@demo.lt');
  const role = await buildRole(t, { permissions: ['event_types_read'] });
  manager = await buildUser(t, { roleId: role });
  owner = await buildUser(t, { roleId: role, managerId: manager.id });
  substitute = await buildUser(t, { roleId: role, managerId: manager.id });
  deputy = await buildUser(t, { roleId: role, managerId: manager.id });
  const chain = (await buildChain(t, admin, [{ assignee_type: 'direct_manager', name: 'Manager approves' }])).chainId;
  const cat = (await admin.post('/api/v1/event-categories').send({ name: 'Leave' })).body.id;
  annual = (await admin.post('/api/v1/event-types').send({ name: 'Annual leave', event_category_id: cat, unattendance_code: 'A', needs_approval: true, chain_id: chain, substitute_needed: true })).body.id;
  plain = (await admin.post('/api/v1/event-types').send({ name: 'Remote work', event_category_id: cat })).body.id;
});
afterAll(() => t.close());

const leave = (p: Person, event: Record<string, unknown>, send_calendar_file = false) =>
  p.agent.post(`/api/v1/users/${p.id}/events`).send({ event: { title: 'Vacation', event_type_id: annual, ...event }, send_calendar_file });

it('annual leave with a substitute: the substitute confirms, the request enters the chain, the manager approves, the event is accepted', async () => {
  const r = await leave(owner, { date_start: at(30), date_end: at(34), substitute_id: substitute.id }, true);
  expect(r.status).toBe(201);
  const event = r.body.events[0];
  expect(event).toMatchObject({ status: 'waiting_for_approval', substitute_confirmed: null, request_status: 'not_initialized' });
  await t.ctx.events.drain();
  expect(requested).toContainEqual({ substitutionId: event.id, eventId: event.id, substituteId: substitute.id, ownerId: owner.id, start: at(30), end: at(34) });
  expect(created).toContainEqual({ eventId: event.id, ownerId: owner.id, actorId: owner.id, sendCalendarFile: true });

  const init = await owner.agent.patch(`/api/v1/requests/object/${event.id}/init/event`);
  expect([init.status, init.body.error_code]).toEqual([409, 'cannot_initialize_request_with_pending_substitution']);

  const pending = (await substitute.agent.get(`/api/v1/users/${substitute.id}/substitutions`)).body;
  expect(pending.map((e: { id: number; substitute_confirmed: boolean | null }) => [e.id, e.substitute_confirmed])).toEqual([[event.id, null]]);
  expect((await owner.agent.patch(`/api/v1/users/${substitute.id}/substitutions/${event.id}`).send({ action: 'approve' })).status).toBe(403);
  const ok = await substitute.agent.patch(`/api/v1/users/${substitute.id}/substitutions/${event.id}`).send({ action: 'approve' });
  expect(ok.body).toMatchObject({ message: 'substitution_confirmed', event: { substitute_confirmed: true, status: 'waiting_for_approval', request_status: 'in_progress' } });
  expect((await substitute.agent.patch(`/api/v1/users/${substitute.id}/substitutions/${event.id}`).send({ action: 'reject' })).body.error_code).toBe('substitution_already_answered');

  const row = (await owner.agent.get('/api/v2/requests')).body.data.find((x: { id: number }) => x.id === event.request_id);
  expect(row).toMatchObject({ requestType: 'event', eventName: `Annual leave: ${day(at(30))} – ${day(at(34))}`, currentlyAt: 'Manager approves' });
  await substitute.agent.patch(`/api/v2/chains/${event.request_id}/approve`).expect(403);
  await manager.agent.patch(`/api/v2/chains/${event.request_id}/approve`).expect(200);
  const after = (await owner.agent.get(`/api/v1/users/${owner.id}/events?start=${at(29)}&end=${at(35)}`)).body[0];
  expect(after).toMatchObject({ id: event.id, status: 'accepted', request_status: 'approved' });
  const object = (await manager.agent.get(`/api/v1/requests/${event.request_id}/object`)).body;
  expect(object).toMatchObject({ id: event.id, event_type: { name: 'Annual leave' } });
});

it('a rejected substitution blocks the request until the owner names another substitute', async () => {
  const r = await leave(owner, { date_start: at(40), date_end: at(41), substitute_id: substitute.id });
  const event = r.body.events[0];
  const no = await substitute.agent.patch(`/api/v1/users/${substitute.id}/substitutions/${event.id}`).send({ action: 'reject' });
  expect(no.body).toMatchObject({ message: 'substitution_rejected', event: { substitute_confirmed: false, request_status: 'not_initialized' } });
  expect((await owner.agent.patch(`/api/v1/requests/object/${event.id}/init/event`)).body.error_code).toBe('substitution_rejected');
  const edited = await owner.agent.put(`/api/v1/users/${owner.id}/events/${event.id}`).send({ event: { title: 'Vacation', event_type_id: annual, date_start: at(40), date_end: at(41), substitute_id: deputy.id } });
  expect(edited.body.event).toMatchObject({ substitute_id: deputy.id, substitute_confirmed: null, request_status: 'not_initialized' });
  await deputy.agent.patch(`/api/v1/users/${deputy.id}/substitutions/${event.id}`).send({ action: 'approve' }).expect(200);
  await manager.agent.patch(`/api/v2/chains/${event.request_id}/reject`).send({ message: 'busy week' }).expect(200);
  const after = (await owner.agent.get(`/api/v1/users/${owner.id}/events?start=${at(39)}&end=${at(42)}`)).body[0];
  expect(after).toMatchObject({ status: 'canceled', request_status: 'rejected' });
});

it('cancelling an event in approval cancels its request; an approved one asks the chain (reinit)', async () => {
  const r = await leave(owner, { date_start: at(50), date_end: at(51), substitute_id: deputy.id });
  const event = r.body.events[0];
  await deputy.agent.patch(`/api/v1/users/${deputy.id}/substitutions/${event.id}`).send({ action: 'approve' }).expect(200);
  const del = await owner.agent.delete(`/api/v1/users/${owner.id}/events/${event.id}`);
  expect(del.body).toMatchObject({ reinit: false, event: { status: 'canceled', request_status: 'canceled' } });

  const second = (await leave(owner, { date_start: at(60), date_end: at(61), substitute_id: deputy.id })).body.events[0];
  await deputy.agent.patch(`/api/v1/users/${deputy.id}/substitutions/${second.id}`).send({ action: 'approve' }).expect(200);
  await manager.agent.patch(`/api/v2/chains/${second.request_id}/approve`).expect(200);
  const cancel = await owner.agent.delete(`/api/v1/users/${owner.id}/events/${second.id}`);
  expect(cancel.body).toMatchObject({ message: 'success_cancel_request', reinit: true, event: { status: 'accepted' } });
  await manager.agent.patch(`/api/v2/chains/${second.request_id}/approve`).expect(200);
  expect((await owner.agent.get(`/api/v1/users/${owner.id}/events?start=${at(59)}&end=${at(62)}`)).body[0].status).toBe('canceled');
});

it('a confirmed substitute acts for the absent approver; flags show the substitution', async () => {
  // The manager is away from today with the substitute confirmed.
  const away = await manager.agent.post(`/api/v1/users/${manager.id}/events`).send({ event: { title: 'Away', event_type_id: plain, date_start: at(0, 0), date_end: at(5), substitute_id: substitute.id } });
  expect(away.status).toBe(201);
  const awayId = away.body.events[0].id;
  await substitute.agent.patch(`/api/v1/users/${substitute.id}/substitutions/${awayId}`).send({ action: 'approve' }).expect(200);
  const info = (await substitute.agent.get(`/api/v1/users/${substitute.id}/info`)).body;
  expect(info.active_substitutions).toEqual([{ start_date: at(0, 0), end_date: at(5) }, { start_date: at(30), end_date: at(34) }]);
  expect((await manager.agent.get(`/api/v1/users/${manager.id}/responsibilities`)).body).toMatchObject({ is_manager: true, is_assigned_to_chain: false });

  const r = await leave(deputy, { date_start: at(70), date_end: at(71), substitute_id: owner.id });
  const event = r.body.events[0];
  await owner.agent.patch(`/api/v1/users/${owner.id}/substitutions/${event.id}`).send({ action: 'approve' }).expect(200);
  const pendingForSubstitute = (await substitute.agent.get('/api/v2/requests/participated')).body.data.map((x: { id: number }) => x.id);
  expect(pendingForSubstitute).toContain(event.request_id);
  const approved = await substitute.agent.patch(`/api/v2/chains/${event.request_id}/approve`);
  expect(approved.status).toBe(200);
  expect((await deputy.agent.get(`/api/v1/users/${deputy.id}/events?start=${at(69)}&end=${at(72)}`)).body[0].status).toBe('accepted');
  const step = await t.ctx.ds.getRepository(RequestStep).findOneByOrFail({ request_id: event.request_id });
  expect([step.acted_by_user_id, step.substituted_user_id]).toEqual([substitute.id, manager.id]);
});

it('events without a chain are accepted at once; substitution answers need a pending substitution of one\'s own', async () => {
  const r = await owner.agent.post(`/api/v1/users/${owner.id}/events`).send({ event: { title: 'Home', event_type_id: plain, date_start: at(80), date_end: at(81), substitute_id: deputy.id } });
  expect(r.body.events[0]).toMatchObject({ status: 'accepted', request_id: null, substitute_confirmed: null });
  expect((await substitute.agent.patch(`/api/v1/users/${substitute.id}/substitutions/${r.body.events[0].id}`).send({ action: 'approve' })).body.error_code).toBe('substitution_not_found');
  expect((await deputy.agent.patch(`/api/v1/users/${deputy.id}/substitutions/${r.body.events[0].id}`).send({ action: 'maybe' })).body.error_code).toBe('provided_invalid_data');
  expect((await substitute.agent.get(`/api/v1/users/${owner.id}/substitutions`)).status).toBe(403);
});
