/**
 * POST /api/v2/chains with requestType `event`: the new calendar's event form (spec 2 §3 "Event (new
 * calendar view)", §5 New event form, §7 Chains). One event per eventDates entry, each with its own
 * request when the type needs approval; the rules of the older form apply; drafts with submit=false.
 */
import type { DomainEvents } from '../../shared/events';
import { buildChain, buildEventCategory, buildEventType, buildRole, buildUser, type Person } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';
import { ApprovalRequest } from '../approvals';
import { CalendarEvent } from './calendar.entities';

let t: TestApp;
let owner: Person;
let manager: Person;
let substitute: Person;
let approved: number;
let plain: number;
let onSite: number;
let managerMay: number;
const created: DomainEvents['event.created'][] = [];

const DAY = 86_400_000;
const base = Date.UTC(new Date().getUTCFullYear() + 1, 4, 4, 7);
const at = (days: number, hours = 0) => new Date(base + days * DAY + hours * 3_600_000).toISOString();
const range = (days: number, length = 1) => ({ start: at(days), end: at(days + length) });

beforeAll(async () => {
  t = await startTestApp();
  t.ctx.events.on('event.created', (p) => void created.push(p));
  const admin = await t.signIn('admin@demo.lt');
  const roleId = await buildRole(t, { permissions: ['event_types_read'] });
  manager = await buildUser(t, { roleId });
  owner = await buildUser(t, { roleId, managerId: manager.id });
  substitute = await buildUser(t, { roleId, managerId: manager.id });
  const { chainId } = await buildChain(t, admin, [{ name: 'Manager approves', assignee_type: 'direct_manager' }]);
  const categoryId = await buildEventCategory(t);
  approved = await buildEventType(t, { categoryId, name: 'Annual leave', fields: { needs_approval: true, chain_id: chainId } });
  plain = await buildEventType(t, { categoryId, name: 'Remote work' });
  onSite = await buildEventType(t, { categoryId, name: 'Client site', fields: { address_required: true } });
  managerMay = await buildEventType(t, { categoryId, name: 'Sick leave', fields: { can_manager_submit: true } });
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  requestType: 'event',
  title: 'Summer',
  description: 'Seaside',
  eventDates: [range(0)],
  eventTypeId: approved,
  substituteId: null,
  isHolidayPayout: false,
  sendCalendarFile: true,
  workingAddress: null,
  ...over,
});
const post = (body: Record<string, unknown>, submit = true, who = owner) => who.agent.post(`/api/v2/chains?submit=${submit}`).send(body);
const eventsOf = (requestIds: number[]) =>
  t.ctx.ds.getRepository(CalendarEvent).find({ where: requestIds.map((request_id) => ({ request_id })), order: { id: 'ASC' } });

it('makes one event per eventDates entry, each with its own request in the chain; the reply is the first', async () => {
  const r = await post(form({ eventDates: [range(0), range(3, 2)] }));
  expect(r.status).toBe(201);
  expect(r.body).toMatchObject({ status: 'in_progress', request_name: 'event', chain_name: expect.any(String) });
  const mine = await t.ctx.ds.getRepository(CalendarEvent).find({ where: { user_id: owner.id, title: 'Summer' }, order: { id: 'ASC' } });
  expect(mine.map((e) => [e.date_start.toISOString(), e.date_end.toISOString(), e.status, e.description, e.vacation_payout])).toEqual([
    [at(0), at(1), 'waiting_for_approval', 'Seaside', false],
    [at(3), at(5), 'waiting_for_approval', 'Seaside', false],
  ]);
  expect(mine[0].request_id).toBe(r.body.id);
  const requests = await t.ctx.ds.getRepository(ApprovalRequest).findBy({ user_id: owner.id, request_name: 'event' });
  expect(requests.map((x) => x.status)).toEqual(['in_progress', 'in_progress']);
  await t.ctx.events.drain();
  expect(created.filter((c) => mine.some((e) => e.id === c.eventId))).toEqual(
    mine.map((e) => ({ eventId: e.id, ownerId: owner.id, actorId: owner.id, sendCalendarFile: true })),
  );

  await manager.agent.patch(`/api/v2/chains/${r.body.id}/approve`).expect(200);
  expect((await eventsOf([r.body.id]))[0].status).toBe('accepted');
});

it('submit=false saves a draft (PascalCase type too); a substitute to confirm keeps the request waiting', async () => {
  const draft = await post(form({ requestType: 'Event', title: 'Draft', eventDates: [range(10)] }), false);
  expect([draft.status, draft.body.status]).toEqual([201, 'not_initialized']);
  await owner.agent.patch(`/api/v2/chains/${draft.body.id}/submit`).expect(200);

  const withSub = await post(form({ title: 'With substitute', eventDates: [range(20)], substituteId: substitute.id }));
  expect([withSub.status, withSub.body.status]).toEqual([201, 'not_initialized']);
  expect((await eventsOf([withSub.body.id]))[0]).toMatchObject({ substitute_id: substitute.id, substitute_confirmed: null, status: 'waiting_for_approval' });
});

it('a type without approval: accepted events, the request approved at once', async () => {
  const r = await post(form({ title: 'Home', eventTypeId: plain, eventDates: [range(30)], sendCalendarFile: false }));
  expect([r.status, r.body.status]).toEqual([201, 'approved']);
  expect((await eventsOf([r.body.id]))[0].status).toBe('accepted');
});

it('every rule of the form: required booleans, dates, overlaps, address, past; nothing saved on a refusal', async () => {
  const before = await t.ctx.ds.getRepository(CalendarEvent).count();
  const noFlags = await post(form({ isHolidayPayout: undefined, sendCalendarFile: undefined, title: ' ' }));
  expect([noFlags.status, noFlags.body.error_code, noFlags.body.step]).toEqual([400, 'provided_invalid_data', 'save']);
  expect(noFlags.body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['isHolidayPayout', 'sendCalendarFile', 'title']);
  expect((await post(form({ eventDates: [] }))).body.error_code).toBe('provided_invalid_data');
  expect((await post(form({ eventTypeId: undefined }))).body.error_code).toBe('provided_invalid_data');
  expect((await post(form({ eventDates: [{ start: at(40, 5), end: at(40, 1) }] }))).body.error_code).toBe('end_date_should_be_later_than_start_date');
  expect((await post(form({ eventDates: [range(41, 3), range(42)] }))).body).toMatchObject({ error_code: 'event_dates_overlapping_warning', step: 'save' });
  expect((await post(form({ eventTypeId: onSite, eventDates: [range(45)] }))).body.error_code).toBe('working_address_required');
  const past = new Date(Date.now() - 3 * DAY).toISOString();
  expect((await post(form({ eventDates: [{ start: past, end: at(0, -1) }] }))).body.error_code).toBe('start_date_in_past');
  expect(await t.ctx.ds.getRepository(CalendarEvent).count()).toBe(before);
  const ok = await post(form({ eventTypeId: onSite, eventDates: [range(45)], workingAddress: ' Gedimino pr. 1, Vilnius ' }));
  expect(ok.status).toBe(201);
  expect((await eventsOf([ok.body.id]))[0].working_address).toBe('Gedimino pr. 1, Vilnius');
});

it('for a subordinate (userId): the manager may, a colleague may not', async () => {
  const r = await post(form({ title: 'For my report', eventTypeId: managerMay, eventDates: [range(60)], userId: owner.id }), true, manager);
  expect(r.status).toBe(201);
  expect((await eventsOf([r.body.id]))[0]).toMatchObject({ user_id: owner.id, submitted_by_user_id: manager.id });
  const stranger = await post(form({ title: 'Not mine', eventTypeId: managerMay, eventDates: [range(61)], userId: owner.id }), true, substitute);
  expect([stranger.status, stranger.body.error_code]).toEqual([403, 'manager_can_only_submit_for_subordinates']);
});
