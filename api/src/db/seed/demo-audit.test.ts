/** The demo month of audit entries as /audit shows it: sign-ins on working days, a lockout, request transitions (some by a substitute, some from Teams); seeding twice adds nothing, and other demos' past entries do not stop it. */
import { startTestApp, TestApp } from '../../test/harness';
import { AuditLogRow } from '../../modules/audit/audit.entities';
import { recordAudit } from '../../modules/audit/audit.record';
import { inTransaction } from '../tx';
import { seedDemoAudit } from './demo-audit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // the leave balances demo, seeded before, records past adjustments of its own
  await inTransaction(t.ctx.ds, (em) => recordAudit(em, { actorId: null, action: 'leave.adjustment', client: 'tab', time: new Date(Date.now() - 20 * 86400_000) }));
  await inTransaction(t.ctx.ds, (em) => seedDemoAudit(em, new Date()));
});
afterAll(() => t.close());

it('fills a month that the audit page lists and filters', async () => {
  const admin = await t.signIn('admin@demo.lt');
  const all = (await admin.get('/api/v2/audit-log?pageSize=100').expect(200)).body;
  expect(all.totalCount).toBeGreaterThan(500);
  const lockouts = (await admin.get('/api/v2/audit-log?action=auth.lockout').expect(200)).body;
  expect(lockouts.totalCount).toBe(1);
  const transitions = (await admin.get('/api/v2/audit-log?action=request.transition&pageSize=100').expect(200)).body;
  expect(transitions.totalCount).toBeGreaterThan(0);
  const oldest = Date.now() - 31 * 86400_000;
  expect(all.data.every((e: { time: string }) => Date.parse(e.time) > oldest)).toBe(true);

  const count = await t.ctx.ds.getRepository(AuditLogRow).count();
  await inTransaction(t.ctx.ds, (em) => seedDemoAudit(em, new Date()));
  expect(await t.ctx.ds.getRepository(AuditLogRow).count()).toBe(count);
});
