/**
 * Business trip rows of the request lists carry the trip's columns (spec 2 §3 Business trip: "Request
 * list also shows trip_purpose, project_name, request_date, businesstrip_user"), read with the page's
 * rows in one statement (no query per row); other request types carry none of them.
 */
import { buildChain, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { mapTestType, registerTestType } from '../../test/request-type';

let t: TestApp;
let boss: Person;
let worker: Person;
let tripId: number;

const TRIP_KEYS = ['trip_purpose', 'project_name', 'request_date', 'businesstrip_user'];

beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
  const admin = await t.signIn('admin@demo.lt');
  const roleId = await buildRole(t);
  boss = await buildUser(t, { roleId, name: 'Mantas', surname: 'Vadovas' });
  worker = await buildUser(t, { roleId, managerId: boss.id, name: 'Ona', surname: 'Keliautoja' });
  const chain = await buildChain(t, admin, [{ name: 'Manager checks', assignee_type: 'direct_manager' }], { mapTo: 'business_trip' });
  await mapTestType(t, chain.chainId);
  const r = await worker.agent.post('/api/v1/business-trips').send({
    submit: true,
    trip: { trip_purpose: 'Trade fair in Köln', project_name: 'Žalias projektas', request_date: '2026-03-01' },
    destinations: [{ destination_code: 'DE', date_start: '2026-03-10', date_end: '2026-03-12' }],
  });
  expect(r.status).toBe(201);
  tripId = r.body.id;
  const other = await buildRequest(t, { ownerId: worker.id, title: 'Something else' });
  await worker.agent.patch(`/api/v2/chains/${other}/submit`).expect(200);
}, 60_000);
afterAll(() => t.close());

describe('business trip columns in the request lists', () => {
  it("the owner's list shows the trip's purpose, project, request date and traveller; other rows none", async () => {
    const r = await worker.agent.get('/api/v2/requests').expect(200);
    const trip = r.body.data.find((x: { requestType: string }) => x.requestType === 'business_trip');
    expect(trip).toMatchObject({ trip_purpose: 'Trade fair in Köln', project_name: 'Žalias projektas', request_date: '2026-03-01', businesstrip_user: 'Ona Keliautoja' });
    const others = r.body.data.filter((x: { requestType: string }) => x.requestType !== 'business_trip');
    expect(others.length).toBeGreaterThan(0);
    for (const o of others) for (const k of TRIP_KEYS) expect(o).not.toHaveProperty(k);
  });

  it("the approver's participated list and the v1 waiting list carry them too", async () => {
    const participated = await boss.agent.get('/api/v2/requests/participated').expect(200);
    expect(participated.body.data.find((x: { requestType: string }) => x.requestType === 'business_trip')).toMatchObject({ businesstrip_user: 'Ona Keliautoja', trip_purpose: 'Trade fair in Köln' });
    const waiting = await boss.agent.get(`/api/v1/users/${boss.id}/assigned/requests`).expect(200);
    const item = waiting.body.data.find((x: { request_name: string }) => x.request_name === 'business_trip');
    expect(item).toMatchObject({ request_id: tripId, project_name: 'Žalias projektas', request_date: '2026-03-01', businesstrip_user: 'Ona Keliautoja' });
  });
});
