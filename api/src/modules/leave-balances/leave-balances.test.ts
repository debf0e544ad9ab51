/**
 * Leave balances over real HTTP and SQLite (issue 18 items 1, 6): who reads and adjusts, the audit
 * entry of an adjustment, the profile, the preview, the refusal at the balance edge, 10 concurrent
 * bookings, the settings and the xlsx report read back with exceljs.
 *
 * Every person here has an exact balance independent of today: entitlement override 0 and an
 * opening balance of N days on 1 January of this year (a lot of last year, kept 3 years).
 */
import ExcelJS from 'exceljs';
import { companyDay } from '../../shared/company-time';
import { buildEventType, buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { bookLeave, personWithBalance, workingDaysAhead } from './leave-balances.test-kit';

let t: TestApp;
let hr: Person;
let typeId: number;
const Y = Number(companyDay(new Date()).slice(0, 4));

beforeAll(async () => {
  t = await startTestApp();
  hr = await buildUser(t, { permissions: ['users_read_sensitive_info', 'users_write_sensitive_info', 'users_read', 'users_write', 'event_types_read'] });
  typeId = await buildEventType(t, { name: 'Annual leave (test)', fields: { counts_against_balance: true, unattendance_code: 'A' } });
});
afterAll(() => t.close());

/** A person with exactly `days` available of the test type (see the file doc). */
const personWith = (days: number, opts: { managerId?: number } = {}) => personWithBalance(t, hr, typeId, days, opts);
const book = (p: Person, from: string, to: string) => bookLeave(p, typeId, from, to);

const balanceOf = async (p: Person, as: Person = p) => {
  const r = await as.agent.get(`/api/v2/users/${p.id}/leave-balance`);
  expect(r.status).toBe(200);
  return (r.body as { balances: { event_type_id: number; available_days: number; taken_days: number; adjustments_days: number; carried_over_days: number }[] }).balances.find((b) => b.event_type_id === typeId)!;
};

it('reads balances: oneself, the direct manager and HR; a colleague is refused', async () => {
  const manager = await buildUser(t);
  const p = await personWith(7, { managerId: manager.id });
  const colleague = await buildUser(t, { permissions: ['users_read'] });
  const me = await p.agent.get('/api/v2/leave-balances/me');
  expect(me.status).toBe(200);
  const mine = (me.body as { balances: { event_type_id: number; event_type_name: string }[] }).balances.find((b) => b.event_type_id === typeId);
  expect(mine).toEqual({
    event_type_id: typeId, event_type_name: 'Annual leave (test)', entitlement_days: 0, accrued_days: 0, carried_over_days: 7,
    adjustments_days: 0, taken_days: 0, requested_days: 0, available_days: 7,
  });
  expect((await balanceOf(p, manager)).available_days).toBe(7);
  expect((await balanceOf(p, hr)).available_days).toBe(7);
  expect((await colleague.agent.get(`/api/v2/users/${p.id}/leave-balance`)).body.error_code).toBe('missing_permissions');
  expect((await hr.agent.get('/api/v2/users/999999/leave-balance')).status).toBe(404);
});

it('HR adjusts with a reason and an audit entry; nobody adjusts their own; bad input changes nothing', async () => {
  const p = await personWith(2);
  const r = await hr.agent.post(`/api/v2/users/${p.id}/leave-balance/adjustments`).send({ event_type_id: typeId, days: 1.5, reason: 'Blood donation day' });
  expect(r.status).toBe(201);
  expect((r.body as { balances: { event_type_id: number; available_days: number }[] }).balances.find((b) => b.event_type_id === typeId)?.available_days).toBe(3.5);
  const audit = await t.ctx.ds.query('SELECT actor_id, action, target_type, target_id, details, client FROM audit_log WHERE action = ? AND target_id = ?', ['leave.adjustment', String(p.id)]);
  expect(audit.filter((a: { details: string }) => JSON.parse(a.details).days === 1.5)).toEqual([
    expect.objectContaining({ actor_id: hr.id, target_type: 'user', target_id: String(p.id), client: 'tab' }),
  ]);
  const list = await p.agent.get(`/api/v2/users/${p.id}/leave-balance/adjustments`);
  expect(list.body.data[0]).toEqual(expect.objectContaining({ days: 1.5, reason: 'Blood donation day', created_by_user_id: hr.id, event_type_name: 'Annual leave (test)' }));

  const own = await hr.agent.post(`/api/v2/users/${hr.id}/leave-balance/adjustments`).send({ event_type_id: typeId, days: 5, reason: 'Me' });
  expect([own.status, own.body.error_code]).toEqual([403, 'cannot_adjust_own_leave_balance']);
  const noPerm = await p.agent.post(`/api/v2/users/${hr.id}/leave-balance/adjustments`).send({ event_type_id: typeId, days: 5, reason: 'x' });
  expect([noPerm.status, noPerm.body.error_code]).toEqual([403, 'missing_permissions']);
  const plainType = await buildEventType(t);
  const before = (await t.ctx.ds.query('SELECT COUNT(*) AS n FROM audit_log'))[0].n;
  for (const body of [{ event_type_id: typeId, days: 0.3, reason: 'x' }, { event_type_id: typeId, days: 1, reason: ' ' }, { event_type_id: plainType, days: 1, reason: 'x' }]) {
    const bad = await hr.agent.post(`/api/v2/users/${p.id}/leave-balance/adjustments`).send(body);
    expect([bad.status, bad.body.error_code]).toEqual([400, 'provided_invalid_data']);
  }
  expect((await t.ctx.ds.query('SELECT COUNT(*) AS n FROM audit_log'))[0].n).toBe(before);
  expect((await balanceOf(p)).available_days).toBe(3.5);
});

it('the profile: read back, extended leave, only HR writes it', async () => {
  const p = await personWith(4);
  const r = await hr.agent.get(`/api/v2/users/${p.id}/leave-balance/profile`);
  expect(r.body).toEqual({ extended_leave: false, entitlements: [{ event_type_id: typeId, entitlement_days: 0, opening_days: 4, opening_date: `${Y}-01-01` }] });
  const put = await hr.agent.put(`/api/v2/users/${p.id}/leave-balance/profile`).send({ extended_leave: true, entitlements: [] });
  expect(put.body.extended_leave).toBe(true);
  expect(put.body.entitlements).toHaveLength(1);
  expect((await p.agent.get(`/api/v2/users/${p.id}/leave-balance/profile`)).status).toBe(403);
  expect((await p.agent.put(`/api/v2/users/${p.id}/leave-balance/profile`).send({ extended_leave: true, entitlements: [] })).status).toBe(403);
});

it('previews a booking and refuses one beyond the balance with the numbers', async () => {
  const p = await personWith(3);
  const week = workingDaysAhead(5, 21);
  const preview = await p.agent.get('/api/v2/leave-balances/preview').query({ event_type_id: typeId, date_from: week[0], date_to: week[4] });
  expect(preview.body).toEqual({ counts: true, working_days: week.length, available_days: 3, left_days: -2, allowed: false });
  const half = await p.agent.get('/api/v2/leave-balances/preview').query({ event_type_id: typeId, date_from: week[0], date_to: week[0], half_day: 'first' });
  expect(half.body).toEqual({ counts: true, working_days: 0.5, available_days: 3, left_days: 2.5, allowed: true });

  const refused = await book(p, week[0], week[4]);
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual(expect.objectContaining({ error_code: 'insufficient_leave_balance', working_days: 5, available_days: 3, overdraft_days: 0 }));
  expect((await balanceOf(p)).taken_days).toBe(0);
  // Exactly the balance is allowed; one more day is not.
  expect((await book(p, week[0], week[2])).status).toBe(201);
  expect(await balanceOf(p)).toEqual(expect.objectContaining({ taken_days: 3, available_days: 0 }));
  const more = await book(p, week[3], week[3]);
  expect(more.body).toEqual(expect.objectContaining({ error_code: 'insufficient_leave_balance', working_days: 1, available_days: 0 }));
  // A type that does not count is never refused.
  const other = await buildEventType(t);
  expect((await p.agent.get('/api/v2/leave-balances/preview').query({ event_type_id: other, date_from: week[3], date_to: week[4] })).body).toEqual(
    { counts: false, working_days: 0, available_days: 0, left_days: 0, allowed: true });
});

it('10 concurrent one-day bookings with 3 days left: exactly 3 succeed, never below the overdraft', async () => {
  const p = await personWith(3);
  const days = workingDaysAhead(10, 60);
  const replies = await Promise.all(days.map((d) => book(p, d, d)));
  expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
  expect(replies.filter((r) => r.status === 400).map((r) => r.body.error_code)).toEqual(Array(7).fill('insufficient_leave_balance'));
  expect(await balanceOf(p)).toEqual(expect.objectContaining({ taken_days: 3, available_days: 0 }));
});

it('settings: read and changed with the settings permissions; the overdraft lets a booking go below zero', async () => {
  const admin = await buildUser(t, { permissions: ['settings_read', 'settings_write'] });
  expect((await admin.agent.get('/api/v2/leave-settings')).body).toEqual({ default_entitlement_days: 20, extended_entitlement_days: 25, carry_over_years: 3, overdraft_days: 0 });
  expect((await hr.agent.get('/api/v2/leave-settings')).status).toBe(403);
  const put = await admin.agent.put('/api/v2/leave-settings').send({ default_entitlement_days: 20, extended_entitlement_days: 25, carry_over_years: 3, overdraft_days: 2 });
  expect(put.body.overdraft_days).toBe(2);
  try {
    const p = await personWith(1);
    const days = workingDaysAhead(4, 100);
    expect((await book(p, days[0], days[3])).body).toEqual(expect.objectContaining({ error_code: 'insufficient_leave_balance', working_days: 4, available_days: 1, overdraft_days: 2 }));
    expect((await book(p, days[0], days[2])).status).toBe(201);
    expect((await balanceOf(p)).available_days).toBe(-2);
  } finally {
    await admin.agent.put('/api/v2/leave-settings').send({ default_entitlement_days: 20, extended_entitlement_days: 25, carry_over_years: 3, overdraft_days: 0 });
  }
  expect((await admin.agent.put('/api/v2/leave-settings').send({ default_entitlement_days: -1, extended_entitlement_days: 25, carry_over_years: 3, overdraft_days: 0 })).status).toBe(400);
});

it("the report: everyone's balances at a date as xlsx, for users_read_sensitive_info only", async () => {
  const p = await personWith(6);
  await hr.agent.post(`/api/v2/users/${p.id}/leave-balance/adjustments`).send({ event_type_id: typeId, days: -1, reason: 'Correction' });
  const left = await buildUser(t, { fields: { start_work_date: `${Y - 3}-01-01`, contract_end_date: `${Y - 1}-06-30` } });
  const date = companyDay(new Date());
  const r = await hr.agent.get('/api/v2/leave-balances/report').query({ date });
  expect(r.status).toBe(200);
  expect(r.body.name).toBe(`LeaveBalances-${date}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(r.body.file, 'base64') as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Leave balances')!;
  expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['Name', 'E-mail', 'Event type', 'Entitlement', 'Accrued', 'Carried over', 'Adjustments', 'Taken', 'Requested', 'Available']);
  const rows = ws.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
  expect(rows).toContainEqual([expect.any(String), p.email, 'Annual leave (test)', 0, 0, 6, -1, 0, 0, 5]);
  expect(rows.some((row) => row[1] === left.email)).toBe(false); // contract ended before this leave year
  expect(rows.length).toBeGreaterThan(1);
  expect((await p.agent.get('/api/v2/leave-balances/report').query({ date })).status).toBe(403);
});
