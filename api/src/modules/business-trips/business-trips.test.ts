/**
 * Business trips over real HTTP and SQLite (spec 2 §4 Business trip form and chain actions, §5, §6,
 * §7; issue 13 items 1, 2, 9): save, submit, read, edit rights per state, restricted fields,
 * booking answers, lists required in progress, edit audits, other travellers, the list.
 */
import type { Agent } from 'supertest';
import { buildChain, buildRole, buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import type { BusinessTripReply } from '../../contracts/business-trips';
import { TripAudit, TripTravelTimeAudit } from './business-trips.entities';

type Row = Record<string, unknown>;
/** The form as PUT takes it, loosely typed so tests can change any field. */
type Body = { trip: Row; destinations: Row[]; flights: Row[]; accommodations: Row[]; travel_times: Row[]; work_times: Row[]; other_travelers: number[] };

let t: TestApp;
let admin: Agent;
let boss: Person;
let worker: Person;
let stranger: Person;
let accountant: Person;
let writer: Person;
let reader: Person;

const form = (over: Record<string, unknown> = {}, trip: Record<string, unknown> = {}) => ({
  trip: { trip_purpose: 'Trade fair in Köln', project_name: 'Žalias projektas', project_number: 'P-7', request_date: '2026-03-01', ...trip },
  destinations: [{ destination_code: 'de', date_start: '2026-03-10', date_end: '2026-03-12' }],
  travel_times: [{ date: '2026-03-10', travel_time: 3.5, direction: 'leaving' }],
  work_times: [{ date: '2026-03-11', work_time: 8 }],
  ...over,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  const roleId = await buildRole(t);
  boss = await buildUser(t, { roleId });
  worker = await buildUser(t, { roleId, managerId: boss.id });
  stranger = await buildUser(t, { roleId });
  accountant = await buildUser(t, { permissions: ['business_trips_restricted_fields_write', 'business_trips_write', 'business_trips_read'] });
  writer = await buildUser(t, { permissions: ['business_trips_write', 'business_trips_read'] });
  reader = await buildUser(t, { permissions: ['business_trips_read'] });
  await buildChain(t, admin, [{ name: 'Manager checks', assignee_type: 'direct_manager', can_edit: true }], { mapTo: 'business_trip' });
}, 60_000);
afterAll(() => t.close());

async function create(agent: Agent, body: Record<string, unknown>) {
  const r = await agent.post('/api/v1/business-trips').send(body);
  if (r.status !== 201) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: number; request_id: number; status: string; trip: BusinessTripReply };
}
/** The trip as the form sends it back: every row with its id. */
const resend = (original: BusinessTripReply, change: (b: Body) => void = () => {}) => {
  const trip = structuredClone(original);
  const body: Body = {
    trip: { ...trip.trip }, destinations: trip.destinations.map(({ name: _n, ...d }) => d), flights: trip.flights, accommodations: trip.accommodations,
    travel_times: trip.travel_times, work_times: trip.work_times, other_travelers: trip.other_travelers.map((u) => u.id),
  };
  for (const k of ['id', 'traveler_id', 'created_by_user_id', 'date_start', 'date_end', 'group_id']) delete body.trip[k];
  change(body);
  return body;
};

describe('time options', () => {
  it('lists the options with the default id 1, in Lithuanian when asked', async () => {
    const r = await worker.agent.get('/api/v1/business-trips/time-options').query({ lang: 'lt' }).expect(200);
    expect(r.body[0]).toMatchObject({ id: 1, is_travel_time: true, is_work_time: true });
    expect(r.body[0].description).toMatch(/grafiką/);
  });
});

describe('saving a trip', () => {
  it('saves a draft with every section and reads it back with names, totals and defaults', async () => {
    const made = await create(worker.agent, form({ accommodations: [{ city: 'Köln', arrival: '2026-03-10', leave: '2026-03-12' }] }));
    expect(made.status).toBe('not_initialized');
    const r = await worker.agent.get(`/api/v1/business-trips/${made.id}`).expect(200);
    expect(r.body.trip).toMatchObject({ trip_purpose: 'Trade fair in Köln', traveler_id: worker.id, travel_time_hours_option_id: 1, date_start: '2026-03-10', date_end: '2026-03-12' });
    expect(r.body.destinations[0]).toMatchObject({ destination_code: 'DE', name: 'Germany' });
    expect(r.body.totals).toMatchObject({ travel_hours: 3.5, work_hours: 8, paid: 0, currency: 'EUR' });
    expect(r.body.can).toMatchObject({ edit: true, editRestrictedFields: false, editBookingAnswers: true, report: false });
  });

  it('refuses a trip without purpose or destination, over the limits, or with more than two decimals', async () => {
    const bad = async (agent: Agent, body: object, code = 'provided_invalid_data') => {
      const r = await agent.post('/api/v1/business-trips').send(body);
      expect(r.status).toBe(400);
      expect(r.body.error_code).toBe(code);
    };
    await bad(worker.agent, form({ destinations: [] }));
    await bad(worker.agent, form({}, { trip_purpose: '' }));
    await bad(worker.agent, form({}, { trip_purpose: 'x'.repeat(256) }));
    const flight = { from: 'Vilnius', to: 'Köln', departure: '2026-03-10T06:00:00Z', arrival: '2026-03-10T09:00:00Z' };
    await bad(worker.agent, form({ flights: [{ ...flight, from: 'x'.repeat(513) }] }));
    await bad(worker.agent, form({ work_times: Array.from({ length: 101 }, () => ({ date: '2026-03-11', work_time: 1 })) }));
    await bad(accountant.agent, form({ flights: [{ ...flight, paid: 10.123 }] }));
    await bad(worker.agent, form({}, { travel_time_hours_option_id: 99 }));
    await bad(worker.agent, form({ destinations: [{ destination_code: 'XX', date_start: '2026-03-10', date_end: '2026-03-12' }] }));
    await bad(worker.agent, form({ destinations: [{ destination_code: 'DE', date_start: '2026-03-12', date_end: '2026-03-10' }] }));
  });

  it('takes the absolute value of a negative paid amount and keeps 512-character places', async () => {
    const place = 'x'.repeat(512);
    const made = await create(accountant.agent, form({ flights: [{ from: place, to: 'Köln', departure: '2026-03-10T06:00:00Z', arrival: '2026-03-10T09:00:00Z', paid: -120.5 }] }));
    expect(made.trip.flights[0]).toMatchObject({ from: place, paid: 120.5 });
    expect(made.trip.totals.paid).toBe(120.5);
  });

  it('refuses restricted fields from a traveller without business_trips_restricted_fields_write', async () => {
    const flight = { from: 'Vilnius', to: 'Köln', departure: '2026-03-10T06:00:00Z', arrival: '2026-03-10T09:00:00Z' };
    for (const extra of [{ paid: 10 }, { notes: 'Window seat' }, { request: true }]) {
      const r = await worker.agent.post('/api/v1/business-trips').send(form({ flights: [{ ...flight, ...extra }] }));
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ error_code: 'missing_permissions', reason: 'restricted_field' });
    }
    const r = await worker.agent.post('/api/v1/business-trips').send(form({ accommodations: [{ city: 'Köln', arrival: '2026-03-10', leave: '2026-03-12', paid: 90 }] }));
    expect(r.status).toBe(403);
  });

  it('lets only the traveller, readers of all trips and the chain read a trip', async () => {
    const made = await create(worker.agent, form());
    await stranger.agent.get(`/api/v1/business-trips/${made.id}`).expect(403);
    await reader.agent.get(`/api/v1/business-trips/${made.id}`).expect(200);
    await worker.agent.get('/api/v1/business-trips/999999').expect(404);
  });
});

describe('through the chain', () => {
  let trip: BusinessTripReply;
  let requestId: number;

  beforeAll(async () => {
    const made = await create(worker.agent, form({ submit: true }, { should_book_flight: true }));
    expect(made.status).toBe('in_progress');
    trip = made.trip;
    requestId = made.request_id;
  });

  it('keeps the booking answers read-only after submission', async () => {
    const r = await boss.agent.put(`/api/v1/business-trips/${trip.trip.id}`).send(resend(trip, (b) => { b.trip.should_book_accommodation = true; }));
    expect(r.status).toBe(400);
    expect(r.body.error_code).toBe('business_trip_booking_answer_locked');
  });

  it('needs a flight before the in-progress trip is saved when plane tickets were asked for', async () => {
    const r = await boss.agent.put(`/api/v1/business-trips/${trip.trip.id}`).send(resend(trip));
    expect(r.status).toBe(400);
    expect(r.body.error_code).toBe('business_trip_flights_required');
  });

  it('needs an accommodation when it was asked for', async () => {
    const made = await create(worker.agent, form({ submit: true }, { should_book_accommodation: true }));
    const r = await boss.agent.put(`/api/v1/business-trips/${made.id}`).send(resend(made.trip));
    expect(r.body.error_code).toBe('business_trip_accommodations_required');
    await boss.agent.put(`/api/v1/business-trips/${made.id}`).send(resend(made.trip, (b) => { b.accommodations = [{ city: 'Köln', arrival: '2026-03-10', leave: '2026-03-12' }]; })).expect(200);
  });

  it('lets the chain item with edit rights add a flight and change times, writing the edit audits', async () => {
    await worker.agent.put(`/api/v1/business-trips/${trip.trip.id}`).send(resend(trip)).expect(409);
    await stranger.agent.put(`/api/v1/business-trips/${trip.trip.id}`).send(resend(trip)).expect(403);
    const body = resend(trip, (b) => {
      b.flights = [{ from: 'Vilnius', to: 'Köln', departure: '2026-03-10T06:00:00Z', arrival: '2026-03-10T09:00:00Z' }];
      b.travel_times[0].travel_time = 4;
      b.trip.work_time_hours_option_id = 2;
      b.destinations[0].date_end = '2026-03-13';
    });
    const r = await boss.agent.put(`/api/v1/business-trips/${trip.trip.id}`).send(body).expect(200);
    expect(r.body.flights).toHaveLength(1);
    expect(r.body.trip.date_end).toBe('2026-03-13');
    const travelAudits = await t.ctx.ds.getRepository(TripTravelTimeAudit).findBy({ business_trip_id: trip.trip.id });
    expect(travelAudits).toEqual([expect.objectContaining({ old_hundredths: 350, new_hundredths: 400, direction: 'leaving', changed_by: boss.id })]);
    const audits = await t.ctx.ds.getRepository(TripAudit).findBy({ business_trip_id: trip.trip.id });
    expect(audits[0]).toMatchObject({ old_work_time_hours_option_id: 1, new_work_time_hours_option_id: 2, old_date_end: '2026-03-12', new_date_end: '2026-03-13' });
    const info = await worker.agent.get(`/api/v2/requests/${requestId}/chain-info`).expect(200);
    expect(JSON.stringify(info.body)).toContain('travel_time');
    trip = r.body;
  });

  it('refuses the flight answer "no" once flights exist, and restricted fields from the approver', async () => {
    const r = await boss.agent.put(`/api/v1/business-trips/${trip.trip.id}`).send(resend(trip, (b) => { b.trip.should_book_flight = false; }));
    expect(r.body.error_code).toBe('business_trip_booking_answer_locked');
    const paid = await boss.agent.put(`/api/v1/business-trips/${trip.trip.id}`).send(resend(trip, (b) => { b.flights[0].paid = 99; }));
    expect(paid.status).toBe(403);
    expect(paid.body.field).toBe('flights.0.paid');
  });

  it('lets business_trips_write edit an in-progress trip of anyone', async () => {
    const r = await writer.agent.put(`/api/v1/business-trips/${trip.trip.id}`).send(resend(trip, (b) => { b.trip.other_arrangements = 'Taxi to the fair'; })).expect(200);
    expect(r.body.trip.other_arrangements).toBe('Taxi to the fair');
    trip = r.body;
  });

  it('after approval only business_trips_restricted_fields_write edits, without a new round', async () => {
    await boss.agent.patch(`/api/v2/chains/${requestId}/approve`).send({}).expect(200);
    await worker.agent.put(`/api/v1/business-trips/${trip.trip.id}`).send(resend(trip)).expect(409);
    await writer.agent.put(`/api/v1/business-trips/${trip.trip.id}`).send(resend(trip)).expect(403);
    const r = await accountant.agent.put(`/api/v1/business-trips/${trip.trip.id}`)
      .send(resend(trip, (b) => { b.flights[0].paid = 240.99; b.flights[0].notes = 'Paid by card'; b.flights[0].request = true; })).expect(200);
    expect(r.body.flights[0]).toMatchObject({ paid: 240.99, notes: 'Paid by card', request: true });
    expect(r.body.request.status).toBe('approved');
    expect(r.body.can.report).toBe(true);
  });
});

describe('other travellers', () => {
  it('gives every traveller a trip of their own, linked to the others', async () => {
    const first = await create(worker.agent, form({ other_travelers: [stranger.id, worker.id] }));
    expect(first.trip.other_travelers.map((u: { id: number }) => u.id)).toEqual([stranger.id]);
    const copy = await create(worker.agent, form({ other_travelers: [worker.id], linked_trip_id: first.id }, { traveler_id: stranger.id }));
    expect(copy.trip.trip.traveler_id).toBe(stranger.id);
    expect(copy.trip.linked_trips).toEqual([{ id: first.id, traveler_id: worker.id }]);
    const seen = await stranger.agent.get(`/api/v1/business-trips/${first.id}`).expect(200);
    expect(seen.body.linked_trips).toEqual([{ id: copy.id, traveler_id: stranger.id }]);
    const list = await stranger.agent.get('/api/v1/business-trips').expect(200);
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([first.id, copy.id]));
    const mine = await stranger.agent.get(`/api/v1/business-trips?user_id=${stranger.id}`).expect(200);
    expect(mine.body.data.map((r: { id: number }) => r.id)).toEqual([copy.id]);
  });

  it('refuses a trip for someone else without a link or business_trips_write', async () => {
    const r = await stranger.agent.post('/api/v1/business-trips').send(form({}, { traveler_id: worker.id }));
    expect(r.status).toBe(403);
    await create(writer.agent, form({}, { traveler_id: worker.id }));
  });
});

describe('abilities', () => {
  it('can.edit says what PUT then allows, before and after approval', async () => {
    const made = await create(worker.agent, form({ submit: true }));
    const check = async (who: Person[]) => {
      for (const p of who) {
        const r = await p.agent.get(`/api/v1/business-trips/${made.id}`).expect(200);
        const put = await p.agent.put(`/api/v1/business-trips/${made.id}`).send(resend(r.body));
        expect([p.email, put.status === 200]).toEqual([p.email, r.body.can.edit]);
      }
    };
    await check([worker, boss, writer, reader, accountant]);
    await boss.agent.patch(`/api/v2/chains/${made.request_id}/approve`).send({}).expect(200);
    await check([worker, boss, writer, reader, accountant]);
  });
});
