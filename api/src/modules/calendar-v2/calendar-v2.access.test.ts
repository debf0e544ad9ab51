/**
 * The v2 calendar is gated by event_types_read (spec 2 §2: /agenda "Needs event_types_read"): every
 * /api/v2/calendar call answers 403 missing_permissions without it, and the demo company's
 * employees (the Employee role's baseline holds it) still use the calendar.
 */
import { buildRole, buildUser } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';

let t: TestApp;
afterAll(() => t.close());
beforeAll(async () => {
  t = await startTestApp();
});

const CALLS: [method: 'get' | 'put', path: string, body?: unknown][] = [
  ['get', '/api/v2/calendar/events?year=2026&month=11'],
  ['get', '/api/v2/calendar/events?year=2026&month=11&format=compact'],
  ['get', '/api/v2/calendar/events/template'],
  ['get', '/api/v2/calendar/events/colors'],
  ['get', '/api/v2/calendar/events/LT/details?date=2026-02-16'],
  ['get', '/api/v2/calendar/filters'],
  ['put', '/api/v2/calendar/filters', {}],
  ['get', '/api/v2/calendar/viewers'],
  ['put', '/api/v2/calendar/viewers', { data: [] }],
];

it('a user without event_types_read is refused every calendar call with 403 missing_permissions', async () => {
  const { agent } = await buildUser(t, { roleId: await buildRole(t, { name: 'No calendar' }), name: 'Nora', surname: 'Nocalendar' });
  for (const [method, path, body] of CALLS) {
    const r = await (body === undefined ? agent[method](path) : agent[method](path).send(body as object));
    expect([path, r.status, r.body.error_code]).toEqual([path, 403, 'missing_permissions']);
  }
});

it("the demo company's employees, managers and HR still read the calendar", async () => {
  for (const email of ['tomas@demo.lt', 'manager@demo.lt', 'admin@demo.lt']) {
    const agent = await t.signIn(email);
    for (const [, path] of CALLS.filter(([m]) => m === 'get')) {
      const r = await agent.get(path);
      expect([email, path, r.status]).toEqual([email, path, 200]);
    }
  }
});
