/**
 * Approved business trips reach the external accounting system once (issue 13 item 5; spec 2 §7
 * POST navision/sync, §8 user_has_no_navision_id), over the default file drop, with the demo trips.
 */
import fs from 'node:fs';
import path from 'node:path';
import { User } from '../users/users.entities';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

it('sends the approved trip once the traveller has a navision id, never the ones in progress or drafts', async () => {
  const admin = await t.signIn('admin@demo.lt');
  const accounting = await t.signIn('accounting@demo.lt');
  const approved = ((await accounting.get('/api/v1/business-trips?pageSize=20').expect(200)).body.data as { id: number; status: string }[]).find((r) => r.status === 'approved')!;
  const file = path.join(t.dataDir, 'navision-outbox', `business_trip-${approved.id}.json`);

  const paulius = await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'paulius@demo.lt' });
  await t.ctx.ds.getRepository(User).update(paulius.id, { navision_id: null });
  const first = (await admin.post('/api/v1/navision/sync').expect(200)).body;
  expect(first.documents.failed).toContainEqual({ kind: 'business_trip', id: approved.id, user_id: paulius.id, error_code: 'user_has_no_navision_id' });
  expect(fs.existsSync(file)).toBe(false);

  await t.ctx.ds.getRepository(User).update(paulius.id, { navision_id: 'EMP-0042' });
  const second = (await admin.post('/api/v1/navision/sync').expect(200)).body;
  expect(second.documents.sent).toBe(1);
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(doc).toMatchObject({ kind: 'business_trip', id: approved.id, navision_id: 'EMP-0042', payload: { total_paid_cents: 77370, currency: 'EUR' } });
  expect(doc.payload.destinations).toEqual([expect.objectContaining({ code: 'DE' })]);
  expect(fs.readdirSync(path.dirname(file)).filter((f) => f.startsWith('business_trip-'))).toHaveLength(1);

  const third = (await admin.post('/api/v1/navision/sync').expect(200)).body;
  expect(third.documents.sent).toBe(0);
});
