/**
 * Conferences and trainings in the calendar (issue 14 item 4; spec 2 §3 Conference `isConfirmed`, §9
 * colours for confirmed, not confirmed and waiting for approval): Conference items for participants
 * whose participation is confirmed, in its chain or not submitted yet; none for rejected or withdrawn
 * participations or canceled items; the compact month carries the same items; details by participation.
 */
import { expandCompactMonth } from '../../contracts/calendar-month';
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildUser, type Person } from '../../test/factories';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let office: Person;
let creator: Person;
const perms = ['conferences_read', 'conferences_register', 'event_types_read'] as const;

const now = new Date();
const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15, 7, 0));
const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 16, 15, 0));
const month = `year=${start.getUTCFullYear()}&month=${start.getUTCMonth() + 1}`;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  await buildChain(t, admin, [{ assignee_type: 'module_responsible' }], { mapTo: 'ConferenceParticipation' });
  office = await buildUser(t, { permissions: ['conferences_read', 'conferences_write'] });
  creator = await buildUser(t, { permissions: [...perms], name: 'Cora', surname: 'Creator' });
});
afterAll(() => t.close());

const newConference = async (title: string) =>
  (await creator.agent.post('/api/v1/conferences').send({ title, description: 'Talks', location: 'Riga', date_start: start.toISOString(), date_end: end.toISOString(), price_per_person: 120, max_participants: 10 })).body.conference.id as number;
const joinAs = async (p: Person, id: number, submit: boolean) => {
  const j = (await p.agent.post(`/api/v1/conferences/${id}/join`).send({})).body;
  if (submit) await p.agent.patch(`/api/v1/requests/object/${j.id}/init/ConferenceParticipation`).expect(200);
  return j as { id: number; request_id: number };
};
type Item = { type: string; id: number; userId: number; conferenceId: number; isConfirmed: boolean; confirmation: string; status: string; createdBy: string; title: string };
const conferenceItems = async (agent: Awaited<ReturnType<TestApp['signIn']>>, extra = '') =>
  ((await agent.get(`/api/v2/calendar/events?${month}${extra}`)).body.data as Item[]).filter((i) => i.type === 'Conference');

it('confirmed, waiting for approval and not confirmed participations are Conference items of their participants; rejected, withdrawn and canceled are not', async () => {
  const id = await newConference('Baltic Dev Days');
  const [ann, ben, cat, dan, eve] = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name) => buildUser(t, { permissions: [...perms], name })));
  const a = await joinAs(ann, id, true);
  await office.agent.patch(`/api/v2/chains/${a.request_id}/approve`).expect(200);
  const b = await joinAs(ben, id, true);
  const c = await joinAs(cat, id, false);
  const d = await joinAs(dan, id, true);
  await office.agent.patch(`/api/v2/chains/${d.request_id}/reject`).send({}).expect(200);
  await joinAs(eve, id, true);
  await eve.agent.post(`/api/v1/conferences/${id}/leave`).expect(200);

  const own = await conferenceItems(ann.agent);
  expect(own).toEqual([expect.objectContaining({ id: a.id, conferenceId: id, userId: ann.id, title: 'Baltic Dev Days', isConfirmed: true, confirmation: 'confirmed', status: 'accepted', createdBy: 'Cora Creator' })]);
  expect(await conferenceItems(ben.agent)).toEqual([expect.objectContaining({ id: b.id, isConfirmed: false, confirmation: 'waiting_for_approval', status: 'waiting_for_approval' })]);
  expect(await conferenceItems(cat.agent)).toEqual([expect.objectContaining({ id: c.id, isConfirmed: false, confirmation: 'not_confirmed', status: 'waiting_for_approval' })]);
  expect(await conferenceItems(dan.agent)).toEqual([]);
  expect(await conferenceItems(eve.agent)).toEqual([]);

  const everyone = (await conferenceItems(admin)).filter((i) => i.conferenceId === id);
  expect(everyone.map((i) => i.userId).sort()).toEqual([ann.id, ben.id, cat.id].sort());
  expect((await conferenceItems(admin, '&statuses=accepted')).filter((i) => i.conferenceId === id).map((i) => i.userId)).toEqual([ann.id]);
  // The compact month carries exactly the same items.
  const compact = (await admin.get(`/api/v2/calendar/events?${month}&format=compact`)).body;
  const full = (await admin.get(`/api/v2/calendar/events?${month}`)).body.data;
  expect(expandCompactMonth(compact).filter((i) => i.type === 'Conference')).toEqual(full.filter((i: Item) => i.type === 'Conference'));

  const details = await ann.agent.get(`/api/v2/calendar/events/${a.id}/details?type=Conference`);
  expect(details.body).toMatchObject({ type: 'Conference', id: a.id, conferenceId: id, isConfirmed: true, location: 'Riga', pricePerPerson: 120, maxParticipants: 10, participants: 1, createdBy: 'Cora Creator' });
  expect((await ben.agent.get(`/api/v2/calendar/events/${a.id}/details?type=Conference`)).body.error_code).toBe('missing_permissions');
  expect((await ann.agent.get(`/api/v2/calendar/events/${d.id}/details?type=Conference`)).status).toBe(404);

  await creator.agent.put(`/api/v1/conferences/${id}/cancel`).expect(200);
  expect(await conferenceItems(ann.agent)).toEqual([]);
});

it('the colours list has the three conference colours', async () => {
  const ids = (await admin.get('/api/v2/calendar/events/colors')).body.data.map((c: { id: unknown }) => c.id);
  expect(ids).toEqual(expect.arrayContaining(['conference', 'conferenceNotConfirmed', 'conferenceWaitingForApproval']));
});
