/**
 * Statistics against a hand-computed small company (issue 17 item 4; spec 3 §3 Statistics, §7, §9), over the
 * real SQLite database and HTTP. The demo company's users are taken out of the statistics (no start date), and
 * five people are added:
 *
 *   A 2020-01-01 → (working)      man      sick Mon 5 – Fri 9 May 2025 (5 working days)
 *   B 2022-03-01 → 2024-06-30     woman
 *   C 2023-07-01 → (working)      woman    sick Fri 30 May – Tue 3 June 2025 (1 day in May, 2 in June)
 *   D 2024-01-15 → 2025-02-28     man      sick Mon 24 Feb – Tue 4 Mar 2025 (5 days in Feb; none after he left)
 *   E 2025-04-01 → (working)      (none)   a canceled sick leave in May 2025 (not counted)
 *
 * Hand computation as of 2025-11-15:
 * - 2024: working on 31 Dec A, C, D = 3; employed during the year A, B, C, D = 4; men 2 of 3 → 66.67 %, women
 *   33.33 %; leavers B = 1; headcount 1 Jan 3 (D starts on the 15th), 31 Dec 3 → turnover 1 / 3 = 33.33 %.
 * - 2025 (to 15 Nov): working A, C, E = 3; during D too = 4; men 1 of 2 known → 50 / 50, 1 without gender;
 *   leavers D = 1; headcount 1 Jan 3, 15 Nov 3 → 33.33 %.
 * - 2023: working A, B, C = 3; men 1 of 3 → 33.33 / 66.67; no leavers → 0.
 * - Q1 2025: leaver D; headcount 1 Jan 3, 31 Mar 2 → 1 / 2.5 = 40 %; seniority on 31 Mar: A 62, C 20 → 41.
 * - Q4 2025 (1 Oct – 15 Nov): seniority A 70, C 28, E 7 → 35.
 * - May 2025: 22 weekdays − 1 May = 21 working days × 3 working employees (31 May) = 63; sick days 5 + 1 = 6
 *   → 9.52 %. June: 21 weekdays − 24 June = 20 × 3 = 60; 2 days → 3.33 %. February: 20 × 3 = 60; 5 → 8.33 %.
 *   March: 21 weekdays − 11 March = 20 × 2 = 40; D's March days are after he left → 0 %.
 */
import ExcelJS from 'exceljs';
import { JOBS } from '../../jobs';
import { companyDayStart, nextCompanyDayStart } from '../../shared/company-time';
import { buildEvent, buildEventType, buildUser, buildUserRecord, type Person } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';
import { User } from '../users/users.entities';
import { StatisticsSnapshot } from './statistics.entities';
import { computeStatistics } from './statistics.service';

let t: TestApp;
let hr: Person;
let viewer: Person;

const sick = async (ownerId: number, typeId: number, from: string, to: string, status: 'accepted' | 'canceled' = 'accepted') =>
  buildEvent(t, { ownerId, eventTypeId: typeId, start: companyDayStart(from), end: nextCompanyDayStart(to), status, unattendanceCode: 'L' });

beforeAll(async () => {
  t = await startTestApp();
  hr = await buildUser(t, { permissions: ['statistics_read', 'statistics_write'] });
  viewer = await buildUser(t, { permissions: ['statistics_read'] });
  await t.ctx.ds.createQueryBuilder().update(User).set({ start_work_date: null }).execute();
  const person = async (start: string, end: string | null, gender: string | null) =>
    (await buildUserRecord(t, { fields: { start_work_date: start, contract_end_date: end, gender } })).id;
  const a = await person('2020-01-01', null, 'man');
  await person('2022-03-01', '2024-06-30', 'woman');
  const c = await person('2023-07-01', null, 'woman');
  const d = await person('2024-01-15', '2025-02-28', 'man');
  const e = await person('2025-04-01', null, null);
  const sickType = await buildEventType(t, { fields: { unattendance_code: 'L' } });
  const vacation = await buildEventType(t, { fields: { unattendance_code: 'A' } });
  await sick(a, sickType, '2025-05-05', '2025-05-09');
  await sick(c, sickType, '2025-05-30', '2025-06-03');
  await sick(d, sickType, '2025-02-24', '2025-03-04');
  await sick(e, sickType, '2025-05-12', '2025-05-16', 'canceled');
  await buildEvent(t, { ownerId: e, eventTypeId: vacation, start: companyDayStart('2025-05-19'), end: nextCompanyDayStart('2025-05-23'), unattendanceCode: 'A' });
});
afterAll(() => t.close());

it('computes the yearly headcount, gender shares and turnover of the hand-computed company', async () => {
  const s = await computeStatistics(t.ctx, '2025-11-15');
  expect(s.yearly.map((r) => r.year)).toEqual([2020, 2021, 2022, 2023, 2024, 2025]);
  const year = (y: number) => s.yearly.find((r) => r.year === y);
  expect(year(2024)).toEqual({
    year: 2024, date: '2024-12-31', all_working_employees: 3, all_employees: 4,
    man_to_woman_percentage: 66.67, woman_percentage: 33.33, without_gender: 0, leavers: 1, turnover_percentage: 33.33,
  });
  expect(year(2025)).toEqual({
    year: 2025, date: '2025-11-15', all_working_employees: 3, all_employees: 4,
    man_to_woman_percentage: 50, woman_percentage: 50, without_gender: 1, leavers: 1, turnover_percentage: 33.33,
  });
  expect(year(2023)).toMatchObject({ all_working_employees: 3, man_to_woman_percentage: 33.33, woman_percentage: 66.67, turnover_percentage: 0 });
});

it('computes 6 quarters of seniority and turnover, and 12 months of sick leave with Lithuanian holidays left out', async () => {
  const s = await computeStatistics(t.ctx, '2025-11-15');
  expect(s.quarterly.map((q) => q.date_from)).toEqual(['2024-07-01', '2024-10-01', '2025-01-01', '2025-04-01', '2025-07-01', '2025-10-01']);
  expect(s.quarterly[2]).toEqual({ date_from: '2025-01-01', date_to: '2025-03-31', average_seniority_in_months: 41, leavers: 1, turnover_percentage: 40 });
  expect(s.quarterly[5]).toEqual({ date_from: '2025-10-01', date_to: '2025-11-15', average_seniority_in_months: 35, leavers: 0, turnover_percentage: 0 });
  expect(s.monthly.map((m) => m.date)).toHaveLength(12);
  expect(s.monthly[0].date).toBe('2024-12-01');
  const month = (m: string) => s.monthly.find((r) => r.date === `${m}-01`);
  expect(month('2025-05')).toEqual({ date: '2025-05-01', sick_leave_percentage_monthly: 9.52, sick_days: 6, working_days: 21, working_employees: 3 });
  expect(month('2025-06')).toEqual({ date: '2025-06-01', sick_leave_percentage_monthly: 3.33, sick_days: 2, working_days: 20, working_employees: 3 });
  expect(month('2025-02')).toMatchObject({ sick_leave_percentage_monthly: 8.33, sick_days: 5, working_days: 20, working_employees: 3 });
  expect(month('2025-03')).toMatchObject({ sick_leave_percentage_monthly: 0, sick_days: 0, working_days: 20, working_employees: 2 });
  expect(month('2025-11')).toMatchObject({ working_days: 10, sick_leave_percentage_monthly: 0 });
});

it('serves the newest snapshot to statistics_read and recomputes with statistics_write only', async () => {
  expect((await viewer.agent.post('/api/v1/statistics/update')).status).toBe(403);
  const first = (await viewer.agent.get('/api/v1/statistics').expect(200)).body;
  expect(first.yearly.length).toBeGreaterThan(0);
  expect(first.quarterly).toHaveLength(6);
  expect(first.monthly).toHaveLength(12);
  const snapshots = await t.ctx.ds.getRepository(StatisticsSnapshot).count();
  const again = (await viewer.agent.get('/api/v1/statistics').expect(200)).body;
  expect(again.computed_at).toBe(first.computed_at);
  expect(await t.ctx.ds.getRepository(StatisticsSnapshot).count()).toBe(snapshots);
  const updated = (await hr.agent.post('/api/v1/statistics/update').expect(200)).body;
  expect(await t.ctx.ds.getRepository(StatisticsSnapshot).count()).toBe(snapshots + 1);
  expect((await viewer.agent.get('/api/v1/statistics/monthly').expect(200)).body).toEqual({ computed_at: updated.computed_at, data: updated.monthly });
  expect(JOBS.map((j) => j.name)).toContain('statistics-monthly');
});

it('exports a month range as an xlsx with one sheet per series, real numbers and dates', async () => {
  expect((await viewer.agent.post('/api/v1/statistics/exportStats').send({ date_start: '2025-01', date_end: '2025-06' })).status).toBe(403);
  const bad = await hr.agent.post('/api/v1/statistics/exportStats').send({ date_start: '2025-06-01', date_end: '2025-01-01' });
  expect(bad.status).toBe(400);
  const r = await hr.agent.post('/api/v1/statistics/exportStats').send({ date_start: '2025-01-01', date_end: '2025-06-30' }).expect(200);
  expect(r.body.name).toBe('Statistics.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(r.body.file, 'base64') as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Headcount', 'Gender', 'Turnover', 'Turnover quarterly', 'Seniority', 'Sick leave']);
  const sickSheet = wb.getWorksheet('Sick leave')!;
  expect(sickSheet.rowCount).toBe(7);
  const may = sickSheet.getRow(6);
  expect(may.getCell(1).value).toEqual(new Date('2025-05-01T00:00:00Z'));
  expect(may.getCell(2).value).toBe(9.52);
  expect(may.getCell(3).value).toBe(6);
  const headcount = wb.getWorksheet('Headcount')!.getRow(2);
  expect(headcount.getCell(1).value).toEqual(new Date('2025-12-31T00:00:00Z'));
  expect(headcount.getCell(3).value).toBe(4);
  const quarters = wb.getWorksheet('Turnover quarterly')!;
  expect(quarters.rowCount).toBe(3);
  expect(quarters.getRow(2).getCell(4).value).toBe(40);
});
