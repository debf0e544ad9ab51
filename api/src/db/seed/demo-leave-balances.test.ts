/**
 * The demo leave balances (issue 18 item 5) as people find them: Jonas with exactly 3 days of annual
 * leave left (the end-to-end walk), carried-over days from the opening balances, extended leave, HR's
 * adjustments with their audit entries; seeding twice adds nothing.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { LeaveAdjustment } from '../../modules/leave-balances/leave-balances.entities';
import { balancesOf } from '../../modules/leave-balances/leave-balances.service';
import { User } from '../../modules/users/users.entities';
import { companyDay } from '../../shared/company-time';
import { inTransaction } from '../tx';
import { seedDemoLeaveBalances } from './demo-leave-balances';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await inTransaction(t.ctx.ds, (em) => seedDemoLeaveBalances(em, new Date()));
});
afterAll(() => t.close());

interface Balance { event_type_name: string; entitlement_days: number; carried_over_days: number; adjustments_days: number; available_days: number }
const annual = async (email: string) => {
  const agent = await t.signIn(email);
  const r = await agent.get('/api/v2/leave-balances/me').expect(200);
  return (r.body as { balances: Balance[] }).balances.find((b) => b.event_type_name === 'Kasmetinės atostogos')!;
};

it('gives Jonas exactly 3 days of annual leave and others carried-over days, extended leave and adjustments', async () => {
  expect((await annual('rokas@demo.lt')).available_days).toBe(3);
  const laura = await annual('laura@demo.lt');
  expect(laura.entitlement_days).toBe(25);
  expect(laura.carried_over_days).toBeGreaterThan(0);
  expect((await annual('tomas@demo.lt')).adjustments_days).toBe(2);
  expect((await annual('daniel@demo.lt')).adjustments_days).toBe(-1);
  expect((await annual('admin@demo.lt')).entitlement_days).toBe(22);
  const audit = await t.ctx.ds.query("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'leave.adjustment'");
  expect(audit[0].n).toBe(2);

  const count = await t.ctx.ds.getRepository(LeaveAdjustment).count();
  await inTransaction(t.ctx.ds, (em) => seedDemoLeaveBalances(em, new Date()));
  expect(await t.ctx.ds.getRepository(LeaveAdjustment).count()).toBe(count);
  expect((await annual('rokas@demo.lt')).available_days).toBe(3);
});

it.each(['01-05', '06-30'])('gives Jonas exactly 3 days whatever the seeding day (%s)', async (md) => {
  const app = await startTestApp();
  try {
    const now = new Date(`${new Date().getUTCFullYear()}-${md}T10:00:00Z`);
    await inTransaction(app.ctx.ds, (em) => seedDemoLeaveBalances(em, now));
    const person = (await app.ctx.ds.getRepository(User).findOneByOrFail({ email: 'rokas@demo.lt' }));
    const list = await balancesOf(app.ctx.ds.manager, person, companyDay(now));
    expect(list.find((b) => b.event_type_name === 'Kasmetinės atostogos')?.available_days).toBeCloseTo(3, 9);
  } finally {
    await app.close();
  }
});
