/**
 * The demo trips (issue 13 item 8; api/src/db/seed/demo-trips.ts) as accounting@demo.lt sees them:
 * one approved with its report, one in progress, one draft; and the Teams card summary of a trip
 * (purpose, destinations, dates) in the request list.
 */
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

it('shows accounting an approved trip with a report, one in progress and a draft', async () => {
  const dalia = await t.signIn('accounting@demo.lt');
  const list = (await dalia.get('/api/v1/business-trips?pageSize=20').expect(200)).body;
  const byStatus = Object.fromEntries(list.data.map((r: { status: string; id: number }) => [r.status, r]));
  expect(Object.keys(byStatus).sort()).toEqual(['approved', 'in_progress', 'not_initialized']);
  expect(byStatus.approved).toMatchObject({ destinations: ['DE'], traveler: { email: 'paulius@demo.lt' } });
  const trip = (await dalia.get(`/api/v1/business-trips/${byStatus.approved.id}`).expect(200)).body;
  expect(trip.totals).toMatchObject({ flights_paid: 353.7, accommodations_paid: 420, paid: 773.7 });
  expect(trip.can).toMatchObject({ edit: true, editRestrictedFields: true, report: true });
  const report = await dalia.get(`/api/v1/business-trips/${byStatus.approved.id}/report`).expect(200);
  expect(Buffer.from(report.body.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
});

it('gives the trip request a summary with purpose, destinations and dates', async () => {
  const tomas = await t.signIn('tomas@demo.lt');
  const rows = (await tomas.get('/api/v2/requests').expect(200)).body.data as { requestType: string; description: string | null; eventName: string | null }[];
  const trip = rows.find((r) => r.requestType === 'business_trip');
  expect(trip?.description).toContain('Destinations: Latvia (LV), Estonia (EE)');
  const id = (await tomas.get('/api/v1/business-trips').expect(200)).body.data[0].request_id;
  const inspect = (await tomas.get(`/api/v2/requests/${id}/inspect`).expect(200)).body;
  expect(JSON.stringify(inspect)).toContain('Baltic DevOps Days');
});
