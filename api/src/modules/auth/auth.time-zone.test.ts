/**
 * The company's time zone is public configuration (issue 11: company days show as whole days in
 * every viewer's zone): GET /api/v1/auth/providers names it, read-only, so the tab can show whole
 * days and timed items in the company's zone.
 */
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

it('names the default company zone, Europe/Vilnius, without signing in', async () => {
  t = await startTestApp();
  const res = await t.http().get('/api/v1/auth/providers');
  expect(res.status).toBe(200);
  expect(res.body.time_zone).toBe('Europe/Vilnius');
});

it('names the zone set in TIME_ZONE', async () => {
  t = await startTestApp({ TIME_ZONE: 'Europe/London' });
  expect((await t.http().get('/api/v1/auth/providers')).body.time_zone).toBe('Europe/London');
});
