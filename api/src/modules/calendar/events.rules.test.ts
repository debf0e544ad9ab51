/**
 * Every rule of spec 2 §5 (old and new event forms) refused by the server with its code, calling the
 * api directly (no tab), plus the positive paths the rules leave open and who sees what. Days are
 * the company's (Europe/Vilnius, the default `TIME_ZONE`): the fixtures are Vilnius local times sent
 * as UTC instants, as the tab sends them.
 */
import { TZDate } from '@date-fns/tz';
import { eventInput } from '../../contracts/calendar';
import { AppError } from '../../http/errors';
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildRole, buildUser, type Person } from '../../test/factories';
import { User } from '../users/users.entities';
import { CalendarEvent, EventType, EventTypeEditFields } from './calendar.entities';
import { checkEventRules, isPast, pastThreshold } from './events.rules';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let manager: Person; // has subordinates
let owner: Person; // subordinate of manager
let colleague: Person; // subordinate of manager, substitute
let stranger: Person; // not related
let approver: Person; // holds a role a chain item acts with
const types: Record<string, number> = {};

const VILNIUS = 'Europe/Vilnius';
/** Vilnius wall-clock time (month 1–12; day and month may overflow) as a UTC ISO instant. */
const vilnius = (y: number, m: number, d: number, h = 0, min = 0) => new Date(new TZDate(y, m - 1, d, h, min, VILNIUS).getTime()).toISOString();
const now = new TZDate(Date.now(), VILNIUS);
/** Vilnius `h` o'clock, `days` days from today (Vilnius). */
const at = (days: number, hours = 8) => vilnius(now.getFullYear(), now.getMonth() + 1, now.getDate() + days, hours);
/** The Vilnius date `YYYY-MM-DD`, `days` days from today (Vilnius). */
const dateAt = (days: number) => {
  const d = new TZDate(now.getFullYear(), now.getMonth(), now.getDate() + days, VILNIUS);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** A year far ahead, so monthly counts meet no other event. */
const YEAR = now.getFullYear() + 2;
/** Day `d` of March of {@link YEAR} at `h` o'clock, Vilnius. */
const inMarch = (d: number, h = 8) => vilnius(YEAR, 3, d, h);

async function makeType(key: string, extra: Record<string, unknown>, fields?: Record<string, unknown>) {
  const r = await admin.post('/api/v1/event-types').send({ name: `Rule ${key}`, event_category_id: types.category, ...extra });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  types[key] = r.body.id;
  if (fields) await admin.put(`/api/v1/event-types/${r.body.id}/edit-fields`).send(fields).expect(200);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  const role = await buildRole(t, { permissions: ['event_types_read'] });
  manager = await buildUser(t, { roleId: role });
  owner = await buildUser(t, { roleId: role, managerId: manager.id });
  colleague = await buildUser(t, { roleId: role, managerId: manager.id });
  stranger = await buildUser(t, { roleId: role });
  const approverRole = await buildRole(t, { permissions: ['event_types_read'] });
  approver = await buildUser(t, { roleId: approverRole });
  const chain = (await buildChain(t, admin, [{ assignee_type: 'direct_manager' }, { assignee_type: 'role', role_id: approverRole }])).chainId;
  types.category = (await admin.post('/api/v1/event-categories').send({ name: 'Rules' })).body.id;
  await makeType('plain', {});
  await makeType('advance', { min_advance_time: 3 });
  await makeType('limited', { times_per_month_per_user: 2 });
  await makeType('once', { times_per_month_per_user: 1 });
  await makeType('address', { address_required: true });
  await makeType('child', { is_child_info_required: true });
  await makeType('substitute', { substitute_needed: true });
  await makeType('annual', { unattendance_code: 'A', needs_approval: true, chain_id: chain, substitute_needed: true });
  await makeType('sick', { unattendance_code: 'L' }, { can_create_past_event: true });
  await makeType('managerType', { can_manager_submit: true });
  await makeType('locked', {}, { edit_name: false, edit_date: false, can_delete: false, can_create_past_event: true });
  await makeType('inactive', {});
  await admin.patch(`/api/v1/event-types/${types.inactive}/active`).send({ active: false }).expect(200);

  // Existing events the rules meet.
  const seed = async (p: Person, event: Record<string, unknown>) => {
    const r = await p.agent.post(`/api/v1/users/${p.id}/events`).send({ event: { title: 'Existing', event_type_id: types.plain, ...event } });
    if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  };
  await seed(owner, { date_start: at(20), date_end: at(22) });
  await seed(colleague, { date_start: at(30), date_end: at(31) });
  await seed(stranger, { date_start: at(40), date_end: at(41), substitute_id: owner.id });
  await seed(owner, { event_type_id: types.limited, date_start: inMarch(3), date_end: inMarch(3, 17) });
});
afterAll(() => t.close());

type Who = 'owner' | 'manager' | 'stranger' | 'approver';
const person = (w: Who) => ({ owner, manager, stranger, approver })[w];

describe('refuses every rule of spec 2 §5 on the server', () => {
  const base = () => ({ title: 'Leave', event_type_id: types.plain, date_start: at(10), date_end: at(11) });
  it.each<[string, Who, () => { for?: () => number; event?: Record<string, unknown>; additional_dates?: unknown[] }, number, string, Record<string, unknown>?]>([
    ['end before start', 'owner', () => ({ event: { date_start: at(10), date_end: at(9) } }), 400, 'end_date_should_be_later_than_start_date'],
    ['end equal to start', 'owner', () => ({ event: { date_start: at(10), date_end: at(10) } }), 400, 'end_date_should_be_later_than_start_date'],
    ['an additional range ending before it starts', 'owner', () => ({ additional_dates: [{ date_start: at(15), date_end: at(14) }] }), 400, 'end_date_should_be_later_than_start_date'],
    ['a start in the past without the past-create right', 'owner', () => ({ event: { date_start: at(-10), date_end: at(-9) } }), 400, 'start_date_in_past', { date: dateAt(-1) }],
    ['a start before the minimum advance', 'owner', () => ({ event: { event_type_id: types.advance, date_start: at(1), date_end: at(2) } }), 400, 'start_date_before_min_advance', { date: dateAt(3) }],
    ['overlapping submitted ranges', 'owner', () => ({ additional_dates: [{ date_start: at(10, 12), date_end: at(12) }] }), 409, 'event_dates_overlapping_warning'],
    ['overlap with an own event', 'owner', () => ({ event: { date_start: at(21), date_end: at(23) } }), 409, 'event_dates_overlapping_warning'],
    ['more days in a month than the type allows', 'owner', () => ({ event: { event_type_id: types.limited, date_start: inMarch(10), date_end: inMarch(11, 17) } }), 400, 'exceeded_event_times_per_month', { max: 2 }],
    ['no working address where the type requires one', 'owner', () => ({ event: { event_type_id: types.address, working_address: '   ' } }), 400, 'working_address_required'],
    ['no child birth date where the type requires child info', 'owner', () => ({ event: { event_type_id: types.child } }), 400, 'child_birth_date_required'],
    ['holiday payout on a type without code A, K or M', 'owner', () => ({ event: { vacation_payout: true } }), 400, 'holiday_payout_not_allowed'],
    ['holiday payout less than 5 days ahead', 'owner', () => ({ event: { event_type_id: types.annual, substitute_id: colleague.id, vacation_payout: true, date_start: at(2), date_end: at(3) } }), 400, 'holiday_payout_not_allowed'],
    ['no substitute for a manager where the type needs one', 'manager', () => ({ event: { event_type_id: types.substitute } }), 400, 'substitute_required'],
    ['no substitute for a chain approver where the type needs one', 'approver', () => ({ event: { event_type_id: types.substitute } }), 400, 'substitute_required'],
    ['oneself as substitute', 'owner', () => ({ event: { substitute_id: owner.id } }), 400, 'invalid_substitute'],
    ['a substitute who is away then', 'owner', () => ({ event: { substitute_id: colleague.id, date_start: at(30, 10), date_end: at(32) } }), 409, 'substitute_unavailable'],
    ['a substitute while substituting someone else then', 'owner', () => ({ event: { substitute_id: colleague.id, date_start: at(40, 10), date_end: at(42) } }), 409, 'user_already_substituted'],
    ['a manager submitting for someone not a subordinate', 'manager', () => ({ for: () => stranger.id }), 403, 'manager_can_only_submit_for_subordinates'],
    ['a colleague submitting for someone', 'stranger', () => ({ for: () => owner.id }), 403, 'manager_can_only_submit_for_subordinates'],
    ['a manager submitting a type without can_manager_submit', 'manager', () => ({ for: () => owner.id }), 403, 'event_type_not_submittable_by_manager'],
    ['a disabled type', 'owner', () => ({ event: { event_type_id: types.inactive } }), 400, 'event_type_inactive'],
    ['a title of 256 characters', 'owner', () => ({ event: { title: 'x'.repeat(256) } }), 400, 'provided_invalid_data'],
    ['no title', 'owner', () => ({ event: { title: '' } }), 400, 'provided_invalid_data'],
    ['a description of 513 characters', 'owner', () => ({ event: { description: 'x'.repeat(513) } }), 400, 'provided_invalid_data'],
    ['a working address of 256 characters', 'owner', () => ({ event: { event_type_id: types.address, working_address: 'x'.repeat(256) } }), 400, 'provided_invalid_data'],
  ])('%s', async (_name, who, make, status, code, extra = {}) => {
    const c = make();
    const p = person(who);
    const userId = c.for ? c.for() : p.id;
    const r = await p.agent.post(`/api/v1/users/${userId}/events`).send({ event: { ...base(), ...c.event }, additional_dates: c.additional_dates ?? [] });
    expect([r.status, r.body.error_code]).toEqual([status, code]);
    expect(r.body).toMatchObject(extra);
  });
});

describe('what the rules allow', () => {
  it('additional ranges become separate events in one go; all or none', async () => {
    const ok = await owner.agent.post(`/api/v1/users/${owner.id}/events`).send({
      event: { title: 'Split', event_type_id: types.plain, date_start: at(50), date_end: at(51) }, additional_dates: [{ date_start: at(53), date_end: at(54) }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.events.map((e: { status: string; date_start: string }) => [e.status, e.date_start])).toEqual([['accepted', at(50)], ['accepted', at(53)]]);
    const none = await owner.agent.post(`/api/v1/users/${owner.id}/events`).send({
      event: { title: 'Half', event_type_id: types.plain, date_start: at(60), date_end: at(61) }, additional_dates: [{ date_start: at(53, 10), date_end: at(55) }],
    });
    expect(none.body.error_code).toBe('event_dates_overlapping_warning');
    const mine = (await owner.agent.get(`/api/v1/users/${owner.id}/events?start=${at(59)}&end=${at(62)}`)).body;
    expect(mine).toEqual([]);
  });

  it('a manager submits for a subordinate (can_manager_submit, or code L even without it, also in the past with the right)', async () => {
    const r = await manager.agent.post(`/api/v1/users/${owner.id}/events`).send({ event: { title: 'Team day', event_type_id: types.managerType, date_start: at(70), date_end: at(71) } });
    expect(r.status).toBe(201);
    expect(r.body.events[0]).toMatchObject({ user_id: owner.id, submitted_by_user_id: manager.id, status: 'accepted' });
    const sick = await manager.agent.post(`/api/v1/users/${colleague.id}/events`).send({ event: { title: 'Sick', event_type_id: types.sick, date_start: at(-6), date_end: at(-4) } });
    expect(sick.status).toBe(201);
    expect(sick.body.events[0]).toMatchObject({ unattendance_code: 'L', submitted_by_user_id: manager.id });
  });

  it('holiday payout for code A at least 5 days ahead; a past event needs no substitute', async () => {
    const r = await owner.agent.post(`/api/v1/users/${owner.id}/events`).send({
      event: { title: 'Vacation', event_type_id: types.annual, date_start: at(80), date_end: at(84), vacation_payout: true, substitute_id: colleague.id },
    });
    expect(r.status).toBe(201);
    expect(r.body.events[0]).toMatchObject({ vacation_payout: true, status: 'waiting_for_approval', substitute_confirmed: null, request_status: 'not_initialized' });
    const past = await manager.agent.post(`/api/v1/users/${manager.id}/events`).send({ event: { title: 'Past', event_type_id: types.locked, date_start: at(-20), date_end: at(-19) } });
    expect(past.status).toBe(201);
  });

  it('shows working address and child birth date only to the owner, the manager and users_read_sensitive_info', async () => {
    const r = await owner.agent.post(`/api/v1/users/${owner.id}/events`).send({ event: { title: 'Remote', event_type_id: types.address, working_address: 'Kaunas, Laisvės al. 1', date_start: at(90), date_end: at(91) } });
    expect(r.body.events[0].working_address).toBe('Kaunas, Laisvės al. 1');
    const q = `?start=${at(89)}&end=${at(92)}`;
    expect((await stranger.agent.get(`/api/v1/users/${owner.id}/events${q}`)).status).toBe(403);
    await owner.agent.put(`/api/v1/users/${owner.id}/viewers/set`).send({ viewers: [stranger.id] }).expect(200);
    expect((await owner.agent.get(`/api/v1/users/${owner.id}/viewers`)).body.map((v: { id: number }) => v.id)).toEqual([stranger.id]);
    expect((await stranger.agent.get('/api/v1/users/viewable')).body.map((v: { id: number }) => v.id)).toContain(owner.id);
    expect((await stranger.agent.get(`/api/v1/users/${owner.id}/events${q}`)).body[0].working_address).toBeNull();
    expect((await manager.agent.get(`/api/v1/users/${owner.id}/events${q}`)).body[0].working_address).toBe('Kaunas, Laisvės al. 1');
    expect((await admin.get(`/api/v1/users/${owner.id}/events${q}`)).body[0].working_address).toBe('Kaunas, Laisvės al. 1');
    const all = await admin.get(`/api/v1/users/events?start=${at(89)}&end=${at(92)}&types=${types.address}&statuses=accepted&pageSize=5`);
    expect(all.body).toMatchObject({ currentPage: 1, totalCount: 1, data: [{ user_id: owner.id }] });
    expect((await stranger.agent.get('/api/v1/users/events')).status).toBe(403);
  });
});

describe('edit and cancel rules', () => {
  const create = async (p: Person, event: Record<string, unknown>) => {
    const r = await p.agent.post(`/api/v1/users/${p.id}/events`).send({ event: { title: 'Editable', event_type_id: types.plain, ...event } });
    if (r.status !== 201) throw new Error(JSON.stringify(r.body));
    return r.body.events[0];
  };
  const put = (p: Person, userId: number, id: number, event: Record<string, unknown>) => p.agent.put(`/api/v1/users/${userId}/events/${id}`).send({ event });

  it('only the owner edits; canceled events and locked fields refuse', async () => {
    const e = await create(owner, { date_start: at(100), date_end: at(101) });
    const body = { title: 'Edited', event_type_id: types.plain, date_start: at(100), date_end: at(102) };
    expect((await put(manager, owner.id, e.id, body)).body.error_code).toBe('cannot_edit_event');
    const ok = await put(owner, owner.id, e.id, body);
    expect(ok.body).toMatchObject({ message: 'event_has_been_updated', event: { title: 'Edited', date_end: at(102) } });
    expect((await put(owner, owner.id, e.id, { ...body, event_type_id: types.managerType })).body).toMatchObject({ error_code: 'cannot_edit_event', reason: 'event_type' });
    expect((await put(owner, owner.id, e.id, { ...body, date_end: at(100) })).body.error_code).toBe('end_date_should_be_later_than_start_date');
    const del = await owner.agent.delete(`/api/v1/users/${owner.id}/events/${e.id}`);
    expect(del.body).toMatchObject({ message: 'event_deleted_successfully', reinit: false, event: { status: 'canceled' } });
    expect((await put(owner, owner.id, e.id, body)).body.error_code).toBe('cannot_edit_canceled_event');
    expect((await owner.agent.delete(`/api/v1/users/${owner.id}/events/${e.id}`)).body.error_code).toBe('cannot_edit_canceled_event');

    const locked = await create(owner, { event_type_id: types.locked, date_start: at(110), date_end: at(111) });
    const lockedBody = { title: 'Editable', event_type_id: types.locked, date_start: at(110), date_end: at(111) };
    expect((await put(owner, owner.id, locked.id, { ...lockedBody, title: 'New name' })).body).toMatchObject({ error_code: 'cannot_edit_event', reason: 'title' });
    expect((await put(owner, owner.id, locked.id, { ...lockedBody, date_end: at(112) })).body).toMatchObject({ error_code: 'cannot_edit_event', reason: 'dates' });
    expect((await put(owner, owner.id, locked.id, { ...lockedBody, description: 'fine' })).status).toBe(200);
    expect((await owner.agent.delete(`/api/v1/users/${owner.id}/events/${locked.id}`)).body.error_code).toBe('cannot_delete_event');
  });

  it('past events: dates only with can_edit_past_event_date, cancel only with can_delete_past_event', async () => {
    const past = await create(owner, { event_type_id: types.sick, date_start: at(-30), date_end: at(-29) });
    const body = { title: 'Editable', event_type_id: types.sick, date_start: at(-30), date_end: at(-28) };
    expect((await put(owner, owner.id, past.id, body)).body.error_code).toBe('cannot_edit_past_event');
    expect((await owner.agent.delete(`/api/v1/users/${owner.id}/events/${past.id}`)).body.error_code).toBe('cannot_delete_past_event');
    await admin.put(`/api/v1/event-types/${types.sick}/edit-fields`).send({ can_create_past_event: true, can_edit_past_event_date: true, can_delete_past_event: true }).expect(200);
    expect((await put(owner, owner.id, past.id, body)).status).toBe(200);
    expect((await put(owner, owner.id, past.id, { ...body, date_start: at(-31) })).body).toMatchObject({ error_code: 'cannot_edit_past_event', reason: 'date_start' });
    expect((await owner.agent.delete(`/api/v1/users/${owner.id}/events/${past.id}`)).status).toBe(200);
  });

  it("cancelling the event's request from the requests list follows the same type rights (can_delete, past: can_delete_past_event)", async () => {
    const chain = (await buildChain(t, admin, [{ assignee_type: 'direct_manager' }])).chainId;
    await makeType('approvedLocked', { needs_approval: true, chain_id: chain }, { can_delete: false, can_create_past_event: true, can_delete_past_event: false });
    const requestOf = async (eventId: number) => (await t.ctx.ds.getRepository(CalendarEvent).findOneByOrFail({ id: eventId })).request_id!;
    const row = async (requestId: number) =>
      ((await owner.agent.get('/api/v2/requests?includeFinished=true&pageSize=100').expect(200)).body.data as { id: number; canCancel: boolean }[]).find((r) => r.id === requestId);
    const statusOf = async (eventId: number) => (await t.ctx.ds.getRepository(CalendarEvent).findOneByOrFail({ id: eventId })).status;

    const future = await create(owner, { event_type_id: types.approvedLocked, date_start: at(120), date_end: at(121) });
    const futureRequest = await requestOf(future.id);
    expect(await row(futureRequest)).toMatchObject({ canCancel: false });
    expect((await owner.agent.patch(`/api/v1/requests/${futureRequest}/cancel`)).body.error_code).toBe('cannot_delete_event');
    expect(await statusOf(future.id)).not.toBe('canceled');

    const past = await create(owner, { event_type_id: types.approvedLocked, date_start: at(-20), date_end: at(-19) });
    const pastRequest = await requestOf(past.id);
    expect((await owner.agent.patch(`/api/v2/chains/${pastRequest}/cancel`)).body.error_code).toBe('cannot_delete_past_event');
    expect(await statusOf(past.id)).not.toBe('canceled');

    // with the rights, the same calls cancel (an in-progress request at once)
    await admin.put(`/api/v1/event-types/${types.approvedLocked}/edit-fields`).send({ can_delete: true, can_create_past_event: true, can_delete_past_event: true }).expect(200);
    expect(await row(pastRequest)).toMatchObject({ canCancel: true });
    expect((await owner.agent.patch(`/api/v2/chains/${pastRequest}/cancel`)).status).toBe(200);
    expect((await owner.agent.patch(`/api/v1/requests/${futureRequest}/cancel`)).status).toBe(200);
    expect([await statusOf(past.id), await statusOf(future.id)]).toEqual(['canceled', 'canceled']);
  });

  it('usage per month and upcoming events', async () => {
    const usage = (await owner.agent.get(`/api/v1/users/${owner.id}/event-usage?year=${YEAR}&event_type_id=${types.limited}`)).body;
    expect(usage).toEqual([{ event_type_id: types.limited, event_type_name: 'Rule limited', month: `${YEAR}-03`, days: 1, max: 2 }]);
    const upcoming = (await owner.agent.get(`/api/v1/users/${owner.id}/events/upcoming`)).body as { status: string; date_end: string }[];
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((e) => e.status !== 'canceled' && e.date_end >= new Date().toISOString())).toBe(true);
    expect((await stranger.agent.get(`/api/v1/users/${colleague.id}/events/upcoming`)).status).toBe(403);
  });
});

describe('company days (Europe/Vilnius)', () => {
  const Y = YEAR + 1;
  const post = (event: Record<string, unknown>) => owner.agent.post(`/api/v1/users/${owner.id}/events`).send({ event: { title: 'Remote day', event_type_id: types.once, ...event } });
  /** The whole Vilnius day `m`/`d` of Y: 00:00–23:59, as the tab sends a one-day event. */
  const wholeDay = (m: number, d: number) => ({ date_start: vilnius(Y, m, d), date_end: vilnius(Y, m, d, 23, 59) });
  const usage = async () => (await owner.agent.get(`/api/v1/users/${owner.id}/event-usage?year=${Y}&event_type_id=${types.once}`)).body as { month: string; days: number; max: number }[];

  it('a whole Vilnius day (two UTC days) counts one day against the monthly limit', async () => {
    expect(wholeDay(5, 12)).toEqual({ date_start: `${Y}-05-11T21:00:00.000Z`, date_end: `${Y}-05-12T20:59:00.000Z` });
    expect((await post(wholeDay(5, 12))).status).toBe(201);
    expect(await usage()).toEqual([expect.objectContaining({ month: `${Y}-05`, days: 1, max: 1 })]);
    const again = await post(wholeDay(5, 20));
    expect([again.status, again.body.error_code]).toEqual([400, 'exceeded_event_times_per_month']);
    expect(again.body).toMatchObject({ max: 1, month: `${Y}-05`, used: 1 });
  });

  it('counts the monthly limit per company month: the 1st from 00:00 Vilnius is in its own month, not the UTC one before', async () => {
    const july1 = wholeDay(7, 1);
    expect(july1.date_start).toBe(`${Y}-06-30T21:00:00.000Z`);
    expect((await post(july1)).status).toBe(201);
    expect((await post(wholeDay(6, 30))).status).toBe(201);
    expect((await usage()).filter((u) => u.month >= `${Y}-06`)).toEqual([
      expect.objectContaining({ month: `${Y}-06`, days: 1 }), expect.objectContaining({ month: `${Y}-07`, days: 1 }),
    ]);
    const july31 = await post(wholeDay(7, 31));
    expect([july31.status, july31.body.error_code]).toEqual([400, 'exceeded_event_times_per_month']);
    expect(july31.body).toMatchObject({ max: 1, month: `${Y}-07`, used: 1 });
  });

  it('at 23:30 UTC (01:30 next day in Vilnius) "today", the past threshold, the minimum advance and the payout count Vilnius days', async () => {
    const late = new Date('2040-11-23T23:30:00Z'); // Saturday 24 November 2040, 01:30 in Vilnius (UTC+2)
    expect(pastThreshold(late).toISOString()).toBe('2040-11-22T22:00:00.000Z'); // 23 November 00:00 Vilnius
    expect(isPast(new Date(vilnius(2040, 11, 22, 17)), late)).toBe(true);
    expect(isPast(new Date(vilnius(2040, 11, 23, 0, 30)), late)).toBe(false);
    const em = t.ctx.ds.manager;
    const ownerRow = await em.getRepository(User).findOneByOrFail({ id: owner.id });
    const rules = async (key: string, start: string, end: string, extra: Record<string, unknown> = {}) => {
      const type = await em.getRepository(EventType).findOneByOrFail({ id: types[key] });
      const fields = await em.getRepository(EventTypeEditFields).findOneByOrFail({ event_type_id: type.id });
      const input = eventInput.parse({ title: 'Late', event_type_id: type.id, date_start: start, date_end: end, ...extra });
      const err = await checkEventRules({
        em, now: late, actor: { id: owner.id, permissions: new Set() }, owner: ownerRow, type, fields, input, ranges: [{ start: input.date_start, end: input.date_end }],
      }).then(() => null, (e: unknown) => e);
      return err instanceof AppError ? { code: err.code, ...err.extra } : err;
    };
    // 22 November 12:00–17:00 Vilnius ended before 23 November 00:00 Vilnius: past (on UTC days it was not).
    expect(await rules('plain', vilnius(2040, 11, 22, 12), vilnius(2040, 11, 22, 17))).toEqual({ code: 'start_date_in_past', date: '2040-11-23' });
    expect(await rules('plain', vilnius(2040, 11, 23, 9), vilnius(2040, 11, 23, 17))).toBeNull();
    // Minimum advance 3 days from Vilnius today (24 November) → 27 November; 26 November 12:00 Vilnius is too early.
    expect(await rules('advance', vilnius(2040, 11, 26, 12), vilnius(2040, 11, 26, 17))).toEqual({ code: 'start_date_before_min_advance', date: '2040-11-27', min_advance_time: 3 });
    expect(await rules('advance', vilnius(2040, 11, 27, 0), vilnius(2040, 11, 27, 23, 59))).toBeNull();
    // Holiday payout at least 5 days ahead of Vilnius today → from 29 November 00:00 Vilnius.
    const payout = { vacation_payout: true, substitute_id: colleague.id };
    expect(await rules('annual', vilnius(2040, 11, 28, 12), vilnius(2040, 11, 30, 17), payout)).toEqual({ code: 'holiday_payout_not_allowed', min_days: 5 });
    expect(await rules('annual', vilnius(2040, 11, 29, 0), vilnius(2040, 11, 30, 17), payout)).toBeNull();
  });
});
