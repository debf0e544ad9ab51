/**
 * GET business-trips/{id}/report (spec 2 §7, §8; issue 13 item 3): refused before approval and
 * without a recorded approver; once approved a PDF whose text (pdftotext) shows every section, the
 * approver, the totals and Lithuanian letters.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { buildChain, buildRole, buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let boss: Person;
let worker: Person;
let stranger: Person;
let accountant: Person;

const form = (extra: Record<string, unknown> = {}) => ({
  trip: { trip_purpose: 'Mugė Kölne – šešėlių projektas', project_name: 'Ąžuolas', project_number: 'P-9', should_book_flight: true },
  destinations: [{ destination_code: 'DE', date_start: '2026-04-06', date_end: '2026-04-09' }],
  travel_times: [{ date: '2026-04-06', travel_time: 3.5, direction: 'leaving' }],
  work_times: [{ date: '2026-04-07', work_time: 8 }],
  ...extra,
});

/** The PDF of a base64 reply as text. */
function pdfText(data: string): string {
  const file = path.join(t.dataDir, `r-${Date.now()}.pdf`);
  fs.writeFileSync(file, Buffer.from(data, 'base64'));
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-']).toString('utf8');
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  const roleId = await buildRole(t);
  boss = await buildUser(t, { roleId, name: 'Vytautas', surname: 'Čiurlionis' });
  worker = await buildUser(t, { roleId, managerId: boss.id, name: 'Žydrūnė', surname: 'Šakalienė' });
  stranger = await buildUser(t, { roleId });
  accountant = await buildUser(t, { permissions: ['business_trips_restricted_fields_write', 'business_trips_write', 'business_trips_read'] });
  await buildChain(t, admin, [{ name: 'Vadovas tvirtina', assignee_type: 'direct_manager', can_edit: true }], { mapTo: 'business_trip' });
}, 60_000);
afterAll(() => t.close());

it('opens only once the chain is approved, with every section, the approver and the totals in Lithuanian', async () => {
  const made = await worker.agent.post('/api/v1/business-trips').send(form({ submit: true })).expect(201);
  const id = made.body.id as number;
  const early = await worker.agent.get(`/api/v1/business-trips/${id}/report`);
  expect(early.status).toBe(400);
  expect(early.body.error_code).toBe('business_trip_chain_is_not_approved');
  const trip = (await boss.agent.get(`/api/v1/business-trips/${id}`).expect(200)).body;
  const body = {
    trip: { trip_purpose: trip.trip.trip_purpose, project_name: trip.trip.project_name, project_number: trip.trip.project_number, should_book_flight: true },
    destinations: trip.destinations.map((d: Record<string, unknown>) => ({ id: d.id, destination_code: d.destination_code, date_start: d.date_start, date_end: d.date_end })),
    flights: [{ from: 'Vilnius', to: 'Köln/Bonn', departure: '2026-04-06T05:00:00Z', arrival: '2026-04-06T08:00:00Z' }],
    accommodations: [{ city: 'Köln', hotel: 'Hotel Dom', arrival: '2026-04-06', leave: '2026-04-09' }],
    travel_times: trip.travel_times, work_times: trip.work_times,
  };
  const edited = (await boss.agent.put(`/api/v1/business-trips/${id}`).send(body).expect(200)).body;
  await boss.agent.patch(`/api/v2/chains/${made.body.request_id}/approve`).send({}).expect(200);
  await accountant.agent.put(`/api/v1/business-trips/${id}`).send({
    ...body, flights: [{ ...body.flights[0], id: edited.flights[0].id, paid: 240.99, request: true, notes: 'Apmokėta' }],
    accommodations: [{ ...body.accommodations[0], id: edited.accommodations[0].id, paid: 300 }],
  }).expect(200);

  await stranger.agent.get(`/api/v1/business-trips/${id}/report`).expect(403);
  const r = await worker.agent.get(`/api/v1/business-trips/${id}/report`).query({ lang: 'lt' }).expect(200);
  expect(r.body).toMatchObject({ filename: `business-trip-${id}.pdf`, content_type: 'application/pdf' });
  const text = pdfText(r.body.data);
  for (const s of ['Komandiruotės ataskaita', 'Žydrūnė Šakalienė', 'Mugė Kölne – šešėlių projektas', 'Ąžuolas', 'Vokietija (DE)', 'Vilnius', 'Köln/Bonn',
    'Apmokėta', '240,99', 'Hotel Dom', '300,00', '540,99', 'Vadovas tvirtina', 'Vytautas Čiurlionis', 'išvykstant', '3,5']) expect(text).toContain(s);
  const en = await accountant.agent.get(`/api/v1/business-trips/${id}/report`).expect(200);
  expect(pdfText(en.body.data)).toContain('Germany (DE)');
});

it('answers approved_by_user_not_found_for_this_business_trip when nobody approved a step', async () => {
  const made = await worker.agent.post('/api/v1/business-trips').send(form()).expect(201);
  await t.ctx.ds.getRepository(ApprovalRequest).update(made.body.request_id, { status: 'approved' });
  const r = await worker.agent.get(`/api/v1/business-trips/${made.body.id}/report`);
  expect(r.status).toBe(404);
  expect(r.body.error_code).toBe('approved_by_user_not_found_for_this_business_trip');
});
