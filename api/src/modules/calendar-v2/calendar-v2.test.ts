/** The v2 calendar read API over HTTP (spec 2 §3 Event (new calendar view), §7 Calendar): visibility, filters, details, template, filters, colours, viewers. */
import { expandCompactMonth, type CalendarMonthCompact } from '../../contracts/calendar-month';
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildEvent, buildEventCategory, buildEventType, buildRole, buildUser, type Person } from '../../test/factories';
import { CalendarEvent, CalendarGroup, CalendarGroupUser } from '../calendar';

let t: TestApp;
let hr: Person;
let boss: Person;
let worker: Person;
let peer: Person;
let viewer: Person;
let stranger: Person;
let vacation: number;
let remote: number;
let groupId: number;
let overtimeId: number;
let oncallId: number;
const ids: Record<string, number> = {};

const at = (m: number, d: number, h = 0) => new Date(Date.UTC(2026, m - 1, d, h));

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  const plain = await buildRole(t, { permissions: ['event_types_read'] });
  hr = await buildUser(t, { permissions: ['event_types_read', 'all_events_read', 'users_read_sensitive_info'] });
  boss = await buildUser(t, { roleId: plain, surname: 'Boss' });
  worker = await buildUser(t, { roleId: plain, managerId: boss.id, name: 'Ona', surname: 'Worker' });
  peer = await buildUser(t, { roleId: plain, surname: 'Peer' });
  viewer = await buildUser(t, { roleId: plain, surname: 'Viewer' });
  stranger = await buildUser(t, { roleId: plain, surname: 'Stranger' });
  const ds = t.ctx.ds;
  const leave = await buildEventCategory(t, { name: 'Leave' });
  vacation = await buildEventType(t, {
    name: 'Vacation',
    categoryId: leave,
    fields: { background_color: '#00ff00', unattendance_code: 'A', address_required: false, can_manager_submit: true, times_per_month_per_user: 10, min_advance_time: 2 },
    editFields: { can_create_past_event: true },
  });
  remote = await buildEventType(t, { name: 'Remote work', categoryId: leave, fields: { address_required: true } });
  // Stored without an unattendance code (the details assert it is null).
  const ev = async (key: string, userId: number, typeId: number, start: Date, end: Date, status: 'accepted' | 'waiting_for_approval' | 'canceled', extra: Partial<CalendarEvent> = {}) => {
    ids[key] = (await buildEvent(t, { title: key, ownerId: userId, eventTypeId: typeId, start, end, status, unattendanceCode: null, fields: extra })).id;
  };
  await ev('worker-vacation', worker.id, vacation, at(7, 13), at(7, 17, 23), 'accepted', { substitute_id: peer.id, substitute_confirmed: true, working_address: 'Vilnius' });
  await ev('worker-spanning', worker.id, remote, at(6, 28), at(7, 2), 'waiting_for_approval', { working_address: 'Kaunas, Laisvės al. 1' });
  await ev('peer-remote', peer.id, remote, at(7, 20), at(7, 21), 'waiting_for_approval', { working_address: 'Home' });
  await ev('stranger-canceled', stranger.id, vacation, at(7, 1), at(7, 3), 'canceled');
  await ev('boss-august', boss.id, vacation, at(8, 3), at(8, 5), 'accepted');
  await ev('boss-june-end', boss.id, vacation, at(6, 29), at(7, 1), 'accepted');
  const g = await ds.getRepository(CalendarGroup).save({ name: 'Team', created_by_user_id: hr.id });
  groupId = g.id;
  await ds.getRepository(CalendarGroupUser).insert([{ group_id: g.id, user_id: peer.id }]);

  const overtimeChain = (await buildChain(t, admin, [{ name: 'Manager', assignee_type: 'direct_manager' }])).chainId;
  const oncallChain = (await buildChain(t, admin, [{ name: 'Manager', assignee_type: 'direct_manager' }])).chainId;
  await admin.patch('/api/v1/chains/mapping').send([{ request_name: 'overtime', chain_id: overtimeChain }, { request_name: 'oncall', chain_id: oncallChain }]).expect(200);
  overtimeId = (await worker.agent.post('/api/v1/users/overtimes').send({ compensation_option: 'holiday', rows: [{ overtime_date: '2026-07-09', time_from: '18:00', time_to: '20:00' }] }).expect(201)).body.created[0].id;
  const oc = await worker.agent.post('/api/v2/chains?submit=false').send({ requestType: 'oncall', start: at(7, 24, 8).toISOString(), end: at(7, 25, 8).toISOString() }).expect(201);
  oncallId = oc.body.object_id ?? (await worker.agent.get(`/api/v1/requests/${oc.body.id}/object`)).body.id;
});
afterAll(() => t.close());

type Item = { id: number | string; type: string; title?: string; userId?: number; status?: string; workingAddress?: string | null };
const month = async (p: Person, q = '') => {
  const r = await p.agent.get(`/api/v2/calendar/events?year=2026&month=7${q}`);
  expect(r.status).toBe(200);
  return r.body.data as Item[];
};
const titles = (items: Item[]) => items.filter((i) => i.type === 'Event').map((i) => i.title).sort();

describe('GET events', () => {
  it('shows everyone to all_events_read, with holidays, overtime and on-call of the month', async () => {
    const items = await month(hr);
    expect(titles(items)).toEqual(['boss-june-end', 'peer-remote', 'stranger-canceled', 'worker-spanning', 'worker-vacation']);
    const vac = items.find((i) => i.title === 'worker-vacation');
    expect(vac).toMatchObject({
      type: 'Event', status: 'accepted', userId: worker.id, owner: 'Ona Worker', typeName: 'Vacation', categoryTypeName: 'Leave', eventTypeId: vacation,
      start: '2026-07-13T00:00:00.000Z', end: '2026-07-17T23:00:00.000Z', workingAddress: 'Vilnius', substitution: { substituteId: peer.id, isConfirmed: true },
    });
    expect(items).toContainEqual(expect.objectContaining({ type: 'PublicHoliday', date: '2026-07-06', countryCode: 'LT', localName: expect.stringMatching(/Valstybės/), flag: '🇱🇹' }));
    expect(items).toContainEqual(expect.objectContaining({ type: 'Overtime', id: overtimeId, date: '2026-07-09', totalHours: 2, compensation: 'holiday', status: 'waiting_for_approval', times: [{ from: '18:00', to: '20:00' }], eventTypeId: -2 }));
    expect(items).toContainEqual(expect.objectContaining({ type: 'OnCall', id: oncallId, title: 'On-call', status: 'waiting_for_approval', userId: worker.id, eventTypeId: -3 }));
  });

  it('shows others only their own, calendars shared with them and their direct subordinates', async () => {
    expect(titles(await month(stranger))).toEqual(['stranger-canceled']);
    const bossItems = await month(boss);
    expect(titles(bossItems)).toEqual(['boss-june-end', 'worker-spanning', 'worker-vacation']);
    expect(bossItems.filter((i) => i.type === 'Overtime' || i.type === 'OnCall')).toHaveLength(2);
    expect(bossItems.find((i) => i.title === 'worker-spanning')?.workingAddress).toBe('Kaunas, Laisvės al. 1');
    expect(titles(await month(viewer))).toEqual([]);
    await peer.agent.put('/api/v2/calendar/viewers').send([viewer.id]).expect(200);
    const shared = await month(viewer);
    expect(titles(shared)).toEqual(['peer-remote']);
    expect(shared.find((i) => i.title === 'peer-remote')?.workingAddress).toBeNull();
    expect((await month(worker)).filter((i) => i.type !== 'PublicHoliday').every((i) => i.userId === worker.id)).toBe(true);
  });

  it('filters by status, type (pseudo types too), users, groups and countries', async () => {
    expect(titles(await month(hr, '&statuses=accepted'))).toEqual(['boss-june-end', 'worker-vacation']);
    const accepted = await month(hr, '&statuses=accepted');
    expect(accepted.some((i) => i.type === 'Overtime')).toBe(false);
    expect(titles(await month(hr, '&statuses=waiting_for_approval,canceled'))).toEqual(['peer-remote', 'stranger-canceled', 'worker-spanning']);
    expect(titles(await month(hr, `&types=${remote}`))).toEqual(['peer-remote', 'worker-spanning']);
    const onlyOvertime = (await month(hr, '&types=-2&countries=')).map((i) => i.type);
    expect(onlyOvertime).toEqual(['Overtime']);
    expect((await month(hr, '&types=-3&countries=')).map((i) => i.type)).toEqual(['OnCall']);
    expect(titles(await month(hr, `&users=${worker.id}`))).toEqual(['worker-spanning', 'worker-vacation']);
    expect(titles(await month(hr, `&groups=${groupId}`))).toEqual(['peer-remote']);
    expect(titles(await month(hr, `&users=${worker.id}&groups=${groupId}`))).toEqual(['peer-remote', 'worker-spanning', 'worker-vacation']);
    expect(titles(await month(stranger, `&users=${worker.id}`))).toEqual([]);
    const december = (await hr.agent.get('/api/v2/calendar/events?year=2026&month=12&countries=DE,se&statuses=').expect(200)).body.data;
    expect(new Set(december.map((i: { countryCode?: string }) => i.countryCode))).toEqual(new Set(['DE', 'SE']));
    expect(december).toContainEqual(expect.objectContaining({ type: 'PublicHoliday', countryCode: 'DE', date: '2026-12-25', flag: '🇩🇪' }));
    expect((await month(hr, '&statuses=&types=&countries=')).length).toBe(0);
    expect((await hr.agent.get('/api/v2/calendar/events?year=2026&month=13')).status).toBe(400);
    expect((await hr.agent.get('/api/v2/calendar/events?year=2026&month=7&statuses=maybe')).body.error_code).toBe('provided_invalid_data');
  });
});

describe('GET events, compact form and compression', () => {
  const spec = async (p: Person, q: string) => (await p.agent.get(`/api/v2/calendar/events?year=2026&month=7${q}`).set('Accept-Encoding', 'identity').expect(200)).body;
  const compact = async (p: Person, q: string) => (await p.agent.get(`/api/v2/calendar/events?year=2026&month=7&format=compact${q}`).expect(200)).body as CalendarMonthCompact;

  it('carries exactly the items of the spec form, people and types once, for every caller and filter', async () => {
    const cases: [Person, string][] = [[hr, ''], [boss, ''], [worker, ''], [viewer, ''], [stranger, ''], [hr, '&statuses=accepted'], [hr, `&types=${remote},-2`], [hr, `&users=${worker.id}&countries=DE,LT`], [hr, '&statuses=&types=&countries=']];
    for (const [p, q] of cases) {
      const c = await compact(p, q);
      expect(expandCompactMonth(c)).toEqual((await spec(p, q)).data);
    }
    const c = await compact(hr, '');
    expect(c.people[String(worker.id)]).toBe('Ona Worker');
    expect(c.types[String(vacation)]).toEqual({ name: 'Vacation', category: 'Leave', backgroundColor: '#00ff00', borderColor: '#00ff00', textColor: expect.any(String) });
    const vac = c.events.rows.find((r) => r[c.events.columns.indexOf('title')] === 'worker-vacation')!;
    expect(vac.slice(0, 6)).toEqual([ids['worker-vacation'], vacation, worker.id, c.statuses.indexOf('accepted'), '2026-07-13T00:00:00Z', '2026-07-17T23:00:00Z']);
    // the working address stays hidden from a viewer of a shared calendar
    await peer.agent.put('/api/v2/calendar/viewers').send([viewer.id]).expect(200);
    const shared = await compact(viewer, '');
    expect(shared.events.rows).toHaveLength(1);
    expect(shared.events.rows[0][shared.events.columns.indexOf('workingAddress')] ?? null).toBeNull();
    expect(Object.keys(shared.people)).toEqual([String(peer.id)]);
  });

  it('sends the month compressed (br or gzip, as accepted) and it decodes to the same JSON', async () => {
    const plain = await hr.agent.get('/api/v2/calendar/events?year=2026&month=7').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const packed = await hr.agent.get('/api/v2/calendar/events?year=2026&month=7').set('Accept-Encoding', encoding).expect(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.body).toEqual(plain.body);
    }
    // small replies are not worth it
    expect((await hr.agent.get('/api/v1/auth/providers').set('Accept-Encoding', 'br').expect(200)).headers['content-encoding']).toBeUndefined();
  });
});

describe('details', () => {
  it('answers an event, an overtime, an on-call and a public holiday to those who may see them', async () => {
    const e = await boss.agent.get(`/api/v2/calendar/events/${ids['worker-vacation']}/details`).expect(200);
    expect(e.body).toMatchObject({ type: 'Event', title: 'worker-vacation', unattendanceCode: null, owner: 'Ona Worker' });
    await stranger.agent.get(`/api/v2/calendar/events/${ids['worker-vacation']}/details`).expect(403);
    const o = await boss.agent.get(`/api/v2/calendar/events/${overtimeId}/details?type=Overtime`).expect(200);
    expect(o.body).toMatchObject({ type: 'Overtime', date: '2026-07-09', totalHours: 2, status: 'waiting_for_approval', requestId: expect.any(Number) });
    const c = await worker.agent.get(`/api/v2/calendar/events/${oncallId}/details?type=OnCall`).expect(200);
    expect(c.body).toMatchObject({ type: 'OnCall', title: 'On-call', factualTimes: [], status: 'waiting_for_approval' });
    const h = await stranger.agent.get('/api/v2/calendar/events/LT/details?date=2026-07-06').expect(200);
    expect(h.body).toMatchObject({ type: 'PublicHoliday', countryCode: 'LT', date: '2026-07-06', name: expect.any(String), localName: expect.stringMatching(/Valstybės/) });
    await stranger.agent.get('/api/v2/calendar/events/LT/details?date=2026-07-07').expect(404);
    await stranger.agent.get('/api/v2/calendar/events/999999/details').expect(404);
  });
});

describe('template, filters, colours, viewers', () => {
  it('gives the new-event template, never cached', async () => {
    const r = await boss.agent.get('/api/v2/calendar/events/template').expect(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const leave = r.body.eventCategories.find((c: { name: string }) => c.name === 'Leave');
    expect(leave.isForSubordinate).toBe(true);
    expect(leave.eventTypes).toContainEqual(expect.objectContaining({ id: vacation, name: 'Vacation', isAddressRequired: false, canCreatePastEvents: true, minAdvanceTime: 2, maxUsagePerMonth: 10 }));
    expect(leave.eventTypes).toContainEqual(expect.objectContaining({ id: remote, isAddressRequired: true, canCreatePastEvents: false }));
    expect(r.body.subordinates).toEqual([{ id: worker.id, fullName: 'Ona Worker', activeSubstitutions: [] }]);
    expect(r.body.substitutes).toContainEqual({ id: boss.id, fullName: expect.any(String), isForMyself: false, activeSubstitutions: [] });
    expect(r.body.substitutes).toContainEqual({ id: worker.id, fullName: 'Ona Worker', isForMyself: true, activeSubstitutions: [] });
  });

  it('lists the active substitutions of the caller, each subordinate and each substitute', async () => {
    const save = async (userId: number, substituteId: number, start: Date, end: Date, status: 'accepted' | 'canceled', confirmed: boolean | null) =>
      (await buildEvent(t, { title: 'sub', ownerId: userId, eventTypeId: vacation, start, end, status, unattendanceCode: null, substituteId, substituteConfirmed: confirmed })).id;
    const y = new Date().getUTCFullYear() + 3;
    const future = (m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
    const confirmed = await save(boss.id, peer.id, future(3, 2), future(3, 6), 'accepted', true);
    const pending = await save(stranger.id, peer.id, future(4, 1), future(4, 3), 'accepted', null);
    await save(viewer.id, peer.id, future(5, 1), future(5, 3), 'accepted', false); // rejected by the substitute
    await save(hr.id, peer.id, future(6, 1), future(6, 3), 'canceled', true); // canceled
    const forStranger = await save(stranger.id, worker.id, future(7, 1), future(7, 2), 'accepted', true);
    // peer also substitutes worker in worker-vacation (July 2026): ended, so not listed
    const expected = [
      { eventId: confirmed, start: future(3, 2).toISOString(), end: future(3, 6).toISOString(), isConfirmed: true },
      { eventId: pending, start: future(4, 1).toISOString(), end: future(4, 3).toISOString(), isConfirmed: false },
    ];
    const asBoss = (await boss.agent.get('/api/v2/calendar/events/template').expect(200)).body;
    expect(asBoss.substitutes.find((p: { id: number }) => p.id === peer.id).activeSubstitutions).toEqual(expected);
    expect(asBoss.substitutes.find((p: { id: number }) => p.id === boss.id).activeSubstitutions).toEqual([]);
    expect(asBoss.activeSubstitutions).toEqual([]);
    expect(asBoss.subordinates).toEqual([{ id: worker.id, fullName: 'Ona Worker', activeSubstitutions: [expect.objectContaining({ eventId: forStranger, isConfirmed: true })] }]);
    expect((await peer.agent.get('/api/v2/calendar/events/template').expect(200)).body.activeSubstitutions).toEqual(expected);
  });

  it('keeps filters per user', async () => {
    const first = (await worker.agent.get('/api/v2/calendar/filters').expect(200)).body;
    expect(first.statuses.every((s: { checked: boolean }) => s.checked)).toBe(true);
    expect(first.types).toContainEqual({ value: vacation, name: 'Vacation', categoryName: 'Leave', checked: true });
    expect(first.types).toContainEqual({ value: -2, name: 'overtimes', categoryName: null, checked: true });
    expect(first.countries.filter((c: { checked: boolean }) => c.checked).map((c: { value: string }) => c.value)).toEqual(['LT']);
    expect(first.users.map((u: { value: number }) => u.value)).toEqual([worker.id]);
    const saved = { ...first, statuses: first.statuses.map((s: { value: string }) => ({ ...s, checked: s.value === 'accepted' })), countries: ['DE', 'LT'] };
    const put = await worker.agent.put('/api/v2/calendar/filters').send(saved).expect(200);
    expect(put.body.statuses.filter((s: { checked: boolean }) => s.checked).map((s: { value: string }) => s.value)).toEqual(['accepted']);
    const again = (await worker.agent.get('/api/v2/calendar/filters')).body;
    expect(again.countries.filter((c: { checked: boolean }) => c.checked).map((c: { value: string }) => c.value)).toEqual(['LT', 'DE']);
    expect((await boss.agent.get('/api/v2/calendar/filters')).body.statuses.every((s: { checked: boolean }) => s.checked)).toBe(true);
  });

  it('lists colours per type and per kind', async () => {
    const r = await hr.agent.get('/api/v2/calendar/events/colors').expect(200);
    expect(r.body.data).toContainEqual(expect.objectContaining({ id: vacation, backgroundColor: '#00ff00', borderColor: '#00ff00' }));
    expect(r.body.data.map((c: { id: unknown }) => c.id)).toEqual(expect.arrayContaining([-1, -2, -3, 'holiday', 'foreignHoliday', 'conference', 'event']));
  });

  it('sets and lists the viewers of my calendar', async () => {
    const put = await worker.agent.put('/api/v2/calendar/viewers').send({ userIds: [viewer.id, peer.id, worker.id] }).expect(200);
    expect(put.body.message).toBe('message_calendar_viewers_updated');
    const list = (await worker.agent.get('/api/v2/calendar/viewers').expect(200)).body.data;
    expect(list.filter((v: { isViewer: boolean }) => v.isViewer).map((v: { userId: number }) => v.userId).sort()).toEqual([peer.id, viewer.id].sort());
    expect(list.some((v: { userId: number }) => v.userId === worker.id)).toBe(false);
    expect(titles(await month(viewer))).toEqual(expect.arrayContaining(['worker-vacation', 'peer-remote']));
    await worker.agent.put('/api/v2/calendar/viewers').send([]).expect(200);
    expect(titles(await month(viewer))).toEqual(['peer-remote']);
  });
});
