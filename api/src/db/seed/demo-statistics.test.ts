/**
 * The demo data behind /statistics (issue 17 item 7): two years of people joining and leaving and a year of sick
 * leave give every chart a shape — headcount changing year to year, turnover in several quarters, sick leave in
 * most months, both genders and a few without one.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { inTransaction } from '../tx';
import { seedDemoStatistics } from './demo-statistics';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await inTransaction(t.ctx.ds, (em) => seedDemoStatistics(em, new Date()));
  await inTransaction(t.ctx.ds, (em) => seedDemoStatistics(em, new Date()));
});
afterAll(() => t.close());

it('gives every series of the statistics page a shape', async () => {
  const hr = await t.signIn('hr@demo.lt');
  const s = (await hr.post('/api/v1/statistics/update').expect(200)).body;
  const lastTwo = s.yearly.slice(-3);
  expect(lastTwo.reduce((n: number, r: { leavers: number }) => n + r.leavers, 0)).toBeGreaterThanOrEqual(9);
  expect(new Set(s.yearly.map((r: { all_working_employees: number }) => r.all_working_employees)).size).toBeGreaterThan(2);
  expect(s.quarterly.filter((q: { turnover_percentage: number }) => q.turnover_percentage > 0).length).toBeGreaterThanOrEqual(3);
  expect(s.monthly.filter((m: { sick_leave_percentage_monthly: number }) => m.sick_leave_percentage_monthly > 0).length).toBeGreaterThanOrEqual(9);
  const latest = s.yearly[s.yearly.length - 1];
  expect(latest.man_to_woman_percentage).toBeGreaterThan(30);
  expect(latest.man_to_woman_percentage).toBeLessThan(70);
  expect(latest.without_gender).toBeGreaterThanOrEqual(2);
  expect(s.quarterly.every((q: { average_seniority_in_months: number }) => q.average_seniority_in_months > 12)).toBe(true);
});
