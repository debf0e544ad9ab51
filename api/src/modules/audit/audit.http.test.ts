/**
 * The audit log over real HTTP: sign-ins (success, failure, lockout), roles, users, an export; the page
 * (filters, paging, newest first, 403 without audit_log_read), the xlsx export (itself recorded) and
 * the retention trim.
 */
import ExcelJS from 'exceljs';
import { startTestApp, TestApp } from '../../test/harness';
import { buildRole, buildUser, buildUserRecord } from '../../test/factories';
import { inTransaction } from '../../db/tx';
import { User } from '../users/users.entities';
import { AuditLogRow } from './audit.entities';
import { recordAudit } from './audit.record';
import { trimAuditLog } from './audit.retention';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let adminId: number;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_FAILED_ATTEMPTS: '3' });
  admin = await t.signIn('admin@demo.lt');
  adminId = (await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'admin@demo.lt' })).id;
});
afterAll(() => t.close());

type Entry = { action: string; actor_id: number | null; target_id: string | null; target_name: string | null; details: Record<string, unknown> | null; client: string; time: string; actor_name: string | null };
const page = async (q: string): Promise<{ totalCount: number; data: Entry[] }> => (await admin.get(`/api/v2/audit-log?${q}`).expect(200)).body;

it('records sign-ins, failures and a lockout', async () => {
  const u = await buildUserRecord(t);
  await t.http().post('/api/v1/login').send({ email: u.email, password: 'wrong-Password-1!' }).expect(401);
  await t.http().post('/api/v1/login').send({ email: 'nobody@nowhere.lt', password: 'x' }).expect(401);
  await t.http().post('/api/v1/login').send({ email: u.email, password: 'wrong-Password-1!' }).expect(401);
  await t.http().post('/api/v1/login').send({ email: u.email, password: 'wrong-Password-1!' }).expect(401);
  const mine = (await page(`actor_id=${u.id}&pageSize=20`)).data.map((e) => e.action);
  expect(mine).toEqual(['auth.lockout', 'auth.sign_in_failed', 'auth.sign_in_failed', 'auth.sign_in_failed']);
  const failed = await page('action=auth.sign_in_failed&pageSize=50');
  expect(failed.data.some((e) => e.actor_id === null && e.details?.reason === 'unknown_account')).toBe(true);
  expect(JSON.stringify(failed.data)).not.toContain('nobody@nowhere.lt');
  const signIns = await page(`action=auth.sign_in&actor_id=${adminId}`);
  expect(signIns.totalCount).toBeGreaterThanOrEqual(1);
  expect(signIns.data[0]).toMatchObject({ actor_name: expect.stringContaining(' '), client: 'tab' });
});

it('records roles created, updated (permissions by name) and deleted', async () => {
  const created = await admin.post('/api/v1/roles').send({ name: 'Audited role', description: null }).expect(201);
  const id = created.body.id as number;
  await admin.put('/api/v1/roles/permissions').send({ role_id: id, name: 'Audited role 2', description: null, permission_names: ['library_read'] }).expect(200);
  await admin.delete(`/api/v1/roles/${id}`).expect(200);
  const rows = (await page(`actor_id=${adminId}&pageSize=50`)).data.filter((e) => e.target_id === String(id) && e.action.startsWith('role.'));
  expect(rows.map((e) => e.action)).toEqual(['role.deleted', 'role.updated', 'role.created']);
  expect(rows[1].details).toMatchObject({ fields: ['name'], permissions_added: ['library_read'], permissions_removed: [] });
  expect(rows.map((e) => e.target_name)).toEqual([null, null, null]); // the role is gone
});

it('marks actions made with an integration API key as client api', async () => {
  const key = (await admin.post('/api/v2/api-keys').send({ name: 'Audit key', permissions: ['roles_write', 'roles_read'], expires_at: null }).expect(201)).body.key as string;
  const created = await t.http().post('/api/v1/roles').set('Authorization', `Bearer ${key}`).send({ name: 'Made by a key', description: null }).expect(201);
  const entry = (await page('action=role.created&pageSize=50')).data.find((e) => e.target_id === String(created.body.id));
  expect(entry).toMatchObject({ actor_id: adminId, client: 'api', target_name: 'Made by a key' });
});

it('records users created, edited (field names only), role changed and deleted; and the users export', async () => {
  const employee = await buildRole(t);
  const other = await buildRole(t);
  const body = { name: 'Audit', surname: 'Person', username: 'audit_person', email: 'audit-person@example.com', role_id: employee };
  const id = (await admin.post('/api/v1/users').send(body).expect(201)).body.id as number;
  await admin.put(`/api/v1/users/${id}`).send({ ...body, surname: 'Renamed', role_id: other }).expect(200);
  await admin.delete(`/api/v1/users/${id}`).expect(200);
  const rows = (await page(`actor_id=${adminId}&pageSize=50`)).data.filter((e) => e.target_id === String(id));
  expect(rows.map((e) => e.action)).toEqual(['user.deleted', 'user.role_changed', 'user.updated', 'user.created']);
  expect(rows[2].details).toEqual({ fields: ['role_id', 'surname'] });
  // the log keeps no values: the new surname is nowhere in what was recorded…
  expect(JSON.stringify(rows.map(({ target_name: _, ...recorded }) => recorded))).not.toContain('Renamed');
  // …and the page names the person acted on as they are now (read with the page, not stored)
  expect(rows.map((e) => e.target_name)).toEqual(Array(4).fill('Audit Renamed'));
  await admin.post('/api/v1/users/export').send({}).expect(200);
  const exports = await page('action=export.personal_data');
  expect(exports.data[0]).toMatchObject({ actor_id: adminId, details: { what: 'users' } });
});

it('pages newest first with period filters and refuses readers without audit_log_read', async () => {
  const actor = await buildUserRecord(t);
  await inTransaction(t.ctx.ds, async (em) => {
    for (let i = 0; i < 12; i++) {
      await recordAudit(em, { actorId: actor.id, action: 'user.updated', targetType: 'user', targetId: i, client: 'system', time: new Date(Date.UTC(2025, 0, 1 + i, 10)) });
    }
  });
  const p1 = await page(`actor_id=${actor.id}&pageSize=5`);
  expect(p1.totalCount).toBe(12);
  expect(p1.data.map((e) => e.target_id)).toEqual(['11', '10', '9', '8', '7']);
  const p3 = await page(`actor_id=${actor.id}&pageSize=5&page=3`);
  expect(p3.data.map((e) => e.target_id)).toEqual(['1', '0']);
  const period = await page(`actor_id=${actor.id}&from=2025-01-03&to=2025-01-05`);
  expect(period.data.map((e) => e.target_id)).toEqual(['4', '3', '2']);
  await admin.get('/api/v2/audit-log?action=nope').expect(400);

  const employee = await buildUser(t, { roleId: await buildRole(t) });
  await employee.agent.get('/api/v2/audit-log').expect(403);
  await employee.agent.get('/api/v2/audit-log/export').expect(403);
});

it('exports the filtered rows as xlsx and records the export', async () => {
  const res = await admin.get('/api/v2/audit-log/export?action=role.created').buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  }).expect(200);
  expect(res.headers['content-disposition']).toContain('AuditLog.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.body);
  const ws = wb.worksheets[0];
  expect(ws.getRow(1).getCell(4).value).toBe('Action');
  expect(ws.getRow(2).getCell(4).value).toBe('role.created');
  const last = (await page('action=export.personal_data')).data[0];
  expect(last.details).toMatchObject({ what: 'audit_log', filters: { action: 'role.created' }, rows: ws.rowCount - 1 });
});

it('the retention job deletes only entries older than the retention', async () => {
  const now = new Date(Date.UTC(2026, 5, 15));
  await inTransaction(t.ctx.ds, async (em) => {
    await recordAudit(em, { actorId: null, action: 'auth.sign_in_failed', client: 'system', time: new Date(Date.UTC(2024, 5, 1)), details: { mark: 'old' } });
    await recordAudit(em, { actorId: null, action: 'auth.sign_in_failed', client: 'system', time: new Date(Date.UTC(2024, 6, 1)), details: { mark: 'kept' } });
  });
  const removed = await trimAuditLog(t.ctx, now);
  expect(removed).toBeGreaterThanOrEqual(1);
  const marks = (await t.ctx.ds.getRepository(AuditLogRow).find()).map((r) => JSON.parse(r.details ?? '{}').mark).filter(Boolean);
  expect(marks).toEqual(['kept']);
});
