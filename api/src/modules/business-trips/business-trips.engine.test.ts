/**
 * Business trips through the approval engine's own calls (spec 2 §7: "Update by chain id and request
 * id", "Submit request by id with type BusinessTrip"; v2 chains): save and submit with POST
 * /api/v2/chains, submit a draft with PATCH /requests/object/{id}/init/BusinessTrip, edit at a chain
 * step with PUT /requests/{id}/items/object/{objectId} (same rules: restricted fields refused), and
 * the edit history of the request.
 */
import { buildChain, buildRole, buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let boss: Person;
let worker: Person;

const form = {
  trip: { trip_purpose: 'Workshop in Tallinn' },
  destinations: [{ destination_code: 'EE', date_start: '2026-05-04', date_end: '2026-05-05' }],
  work_times: [{ date: '2026-05-04', work_time: 6 }],
};

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  const roleId = await buildRole(t);
  boss = await buildUser(t, { roleId });
  worker = await buildUser(t, { roleId, managerId: boss.id });
  await buildChain(t, admin, [{ name: 'Manager edits', assignee_type: 'direct_manager', can_edit: true }], { mapTo: 'business_trip' });
}, 60_000);
afterAll(() => t.close());

it('saves and submits through POST /api/v2/chains with requestType BusinessTrip', async () => {
  const r = await worker.agent.post('/api/v2/chains?submit=true').send({ requestType: 'BusinessTrip', ...form });
  expect(r.status).toBe(201);
  const list = (await worker.agent.get('/api/v1/business-trips').expect(200)).body.data;
  expect(list[0]).toMatchObject({ trip_purpose: 'Workshop in Tallinn', status: 'in_progress', destinations: ['EE'] });
});

it('submits a draft by object id and type, then lets the step edit it within the chain with the same rules', async () => {
  const draft = (await worker.agent.post('/api/v1/business-trips').send(form).expect(201)).body;
  await worker.agent.patch(`/api/v1/requests/object/${draft.id}/init/BusinessTrip`).expect(200);
  const trip = (await boss.agent.get(`/api/v1/business-trips/${draft.id}`).expect(200)).body;
  expect(trip.request.status).toBe('in_progress');
  const body = { ...form, work_times: [{ id: trip.work_times[0].id, date: '2026-05-04', work_time: 7.5 }], flights: [{ from: 'Vilnius', to: 'Tallinn', departure: '2026-05-04T05:00:00Z', arrival: '2026-05-04T06:00:00Z', paid: 50 }] };
  const refused = await boss.agent.put(`/api/v1/requests/${draft.request_id}/items/object/${draft.id}`).send(body);
  expect(refused.status).toBe(403);
  expect(refused.body.reason).toBe('restricted_field');
  const { paid: _paid, ...flight } = body.flights[0];
  await boss.agent.put(`/api/v1/requests/${draft.request_id}/items/object/${draft.id}`).send({ ...body, flights: [flight] }).expect(200);
  const after = (await worker.agent.get(`/api/v1/business-trips/${draft.id}`).expect(200)).body;
  expect(after.work_times[0].work_time).toBe(7.5);
  expect(after.flights).toHaveLength(1);
  const info = (await worker.agent.get(`/api/v2/requests/${draft.request_id}/chain-info`).expect(200)).body;
  expect(JSON.stringify(info)).toContain('"new_work_time":7.5');
});

it('refuses an edit whose request id is not the trip\'s', async () => {
  const a = (await worker.agent.post('/api/v1/business-trips').send(form).expect(201)).body;
  const b = (await worker.agent.post('/api/v1/business-trips').send(form).expect(201)).body;
  const r = await worker.agent.put(`/api/v1/business-trips/${a.id}`).send({ ...form, request_id: b.request_id });
  expect(r.status).toBe(404);
  expect(r.body.error_code).toBe('request_not_found');
});

it('deletes a draft with its rows; the other travellers\' trips stay linked', async () => {
  const other = await buildUser(t, {});
  const third = await buildUser(t, {});
  const first = (await worker.agent.post('/api/v1/business-trips').send({ ...form, other_travelers: [other.id, third.id] }).expect(201)).body;
  const copy = (await worker.agent.post('/api/v1/business-trips').send({ ...form, trip: { ...form.trip, traveler_id: other.id }, linked_trip_id: first.id, other_travelers: [worker.id, third.id] }).expect(201)).body;
  const copy2 = (await worker.agent.post('/api/v1/business-trips').send({ ...form, trip: { ...form.trip, traveler_id: third.id }, linked_trip_id: first.id, other_travelers: [worker.id, other.id] }).expect(201)).body;
  await worker.agent.delete(`/api/v1/requests/${first.request_id}/not-initialized`).expect(200);
  await worker.agent.get(`/api/v1/business-trips/${first.id}`).expect(404);
  const left = (await other.agent.get(`/api/v1/business-trips/${copy.id}`).expect(200)).body;
  expect(left.linked_trips).toEqual([{ id: copy2.id, traveler_id: third.id }]);
});

it('keeps the saved draft when submitting fails, and says the submit step failed', async () => {
  const loner = await buildUser(t, {});
  const r = await loner.agent.post('/api/v1/business-trips').send({ ...form, submit: true });
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(r.body).toMatchObject({ step: 'submit', request_id: expect.any(Number) });
  const list = (await loner.agent.get('/api/v1/business-trips').expect(200)).body.data;
  expect(list).toEqual([expect.objectContaining({ request_id: r.body.request_id, status: 'not_initialized' })]);
});

it('the last step that can edit the trip approves only with the tickets and hotel the traveller asked for (spec 2 §4)', async () => {
  const asked = { ...form, trip: { ...form.trip, should_book_flight: true, should_book_accommodation: true } };
  const trip = (await worker.agent.post('/api/v1/business-trips').send({ ...asked, submit: true }).expect(201)).body;
  const approve = () => boss.agent.patch(`/api/v2/chains/${trip.request_id}/approve`).send({});
  expect((await approve()).body.error_code).toBe('business_trip_flights_required');
  const flight = { from: 'Vilnius', to: 'Tallinn', departure: '2026-05-04T05:00:00Z', arrival: '2026-05-04T06:00:00Z' };
  await boss.agent.put(`/api/v1/requests/${trip.request_id}/items/object/${trip.id}`).send({ ...asked, flights: [flight] }).expect(400);
  const stay = { city: 'Tallinn', hotel: 'Old Town', arrival: '2026-05-04', leave: '2026-05-05' };
  await boss.agent.put(`/api/v1/requests/${trip.request_id}/items/object/${trip.id}`).send({ ...asked, flights: [flight], accommodations: [stay] }).expect(200);
  expect((await approve()).status).toBe(200);
  expect((await worker.agent.get(`/api/v1/business-trips/${trip.id}`).expect(200)).body.request.status).toBe('approved');
});
