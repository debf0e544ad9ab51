/**
 * Business trips in the calendar (issue 13 item 2; spec 2 §2, §3 pseudo type -1): in-progress and
 * approved trips are BusinessTrip items for the traveller, the other travellers and whoever sees
 * the traveller's events; drafts are not; the -1 filter; the compact form; the details modal.
 */
import { expandCompactMonth } from '../../contracts/calendar-month';
import { buildChain, buildRole, buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let boss: Person;
let worker: Person;
let colleague: Person;
let stranger: Person;
const ids: Record<string, number> = {};

const form = (purpose: string, extra: Record<string, unknown> = {}) => ({
  trip: { trip_purpose: purpose },
  destinations: [{ destination_code: 'DE', date_start: '2026-03-10', date_end: '2026-03-11' }, { destination_code: 'FR', date_start: '2026-03-11', date_end: '2026-03-13' }],
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  const roleId = await buildRole(t, { permissions: ['event_types_read'] });
  boss = await buildUser(t, { roleId, name: 'Boss', surname: 'One' });
  worker = await buildUser(t, { roleId, managerId: boss.id, name: 'Rūta', surname: 'Žukė' });
  colleague = await buildUser(t, { roleId });
  stranger = await buildUser(t, { roleId });
  await buildChain(t, admin, [{ name: 'Manager', assignee_type: 'direct_manager' }], { mapTo: 'business_trip' });
  const post = async (body: object) => (await worker.agent.post('/api/v1/business-trips').send(body).expect(201)).body;
  ids.draft = (await post(form('Draft trip'))).id;
  const waiting = await post(form('Fair in Berlin', { submit: true, other_travelers: [colleague.id] }));
  ids.waiting = waiting.id;
  const approved = await post(form('Audit in Paris', { submit: true }));
  ids.approved = approved.id;
  await boss.agent.patch(`/api/v2/chains/${approved.request_id}/approve`).send({}).expect(200);
}, 60_000);
afterAll(() => t.close());

type Item = { type: string; id: number; status: string; title: string; start: string; end: string; traveler: string; destinations: string[] };
const trips = (data: Item[]) => data.filter((i) => i.type === 'BusinessTrip').sort((a, b) => a.id - b.id);

it('shows in-progress and approved trips, not drafts, to the traveller, the manager and other travellers', async () => {
  const mine = trips((await worker.agent.get('/api/v2/calendar/events?year=2026&month=3').expect(200)).body.data);
  expect(mine).toEqual([
    expect.objectContaining({ id: ids.waiting, status: 'waiting_for_approval', title: 'Fair in Berlin', start: '2026-03-10', end: '2026-03-13', traveler: 'Rūta Žukė', destinations: ['DE', 'FR'], eventTypeId: -1, allDay: true }),
    expect.objectContaining({ id: ids.approved, status: 'accepted', title: 'Audit in Paris' }),
  ]);
  expect(trips((await boss.agent.get('/api/v2/calendar/events?year=2026&month=3').expect(200)).body.data).map((i) => i.id)).toEqual([ids.waiting, ids.approved]);
  expect(trips((await colleague.agent.get('/api/v2/calendar/events?year=2026&month=3').expect(200)).body.data).map((i) => i.id)).toEqual([ids.waiting]);
  expect(trips((await stranger.agent.get('/api/v2/calendar/events?year=2026&month=3').expect(200)).body.data)).toEqual([]);
  expect(trips((await worker.agent.get('/api/v2/calendar/events?year=2026&month=4').expect(200)).body.data)).toEqual([]);
});

it('filters by the pseudo type -1 and by status, and the compact form carries the same items', async () => {
  const only = (await worker.agent.get('/api/v2/calendar/events?year=2026&month=3&types=-1').expect(200)).body.data as Item[];
  expect(only.filter((i) => i.type !== 'PublicHoliday').map((i) => i.type)).toEqual(['BusinessTrip', 'BusinessTrip']);
  expect(trips((await worker.agent.get('/api/v2/calendar/events?year=2026&month=3&types=-2').expect(200)).body.data)).toEqual([]);
  expect(trips((await worker.agent.get('/api/v2/calendar/events?year=2026&month=3&statuses=accepted').expect(200)).body.data).map((i) => i.id)).toEqual([ids.approved]);
  const full = (await worker.agent.get('/api/v2/calendar/events?year=2026&month=3').expect(200)).body.data;
  const compact = (await worker.agent.get('/api/v2/calendar/events?year=2026&month=3&format=compact').expect(200)).body;
  expect(trips(expandCompactMonth(compact) as Item[])).toEqual(trips(full));
});

it('opens the details of a trip for whoever sees it', async () => {
  const r = await colleague.agent.get(`/api/v2/calendar/events/${ids.waiting}/details?type=BusinessTrip`).expect(200);
  expect(r.body).toMatchObject({ type: 'BusinessTrip', traveler: 'Rūta Žukė', title: 'Fair in Berlin', start: '2026-03-10', end: '2026-03-13', destinations: ['DE', 'FR'] });
  expect(r.body.destinationDates).toEqual([{ code: 'DE', start: '2026-03-10', end: '2026-03-11' }, { code: 'FR', start: '2026-03-11', end: '2026-03-13' }]);
  await stranger.agent.get(`/api/v2/calendar/events/${ids.waiting}/details?type=BusinessTrip`).expect(403);
  await worker.agent.get(`/api/v2/calendar/events/${ids.draft}/details?type=BusinessTrip`).expect(404);
});
