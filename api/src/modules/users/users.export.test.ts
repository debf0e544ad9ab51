/** Users spreadsheet export and upcoming birthdays (spec 1 §2 Dashboard, §3 Birthday entry, §7 export). */
import ExcelJS from 'exceljs';
import type request from 'supertest';
import { buildUserRecord } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';
import { nextBirthday, upcomingBirthdays } from './users.directory';
import type { User } from './users.entities';

let t: TestApp;
let admin: request.Agent;
let employeeRole: number;
let seq = 0;

const STRONG = 'Strong-Pass-2026!';
/** `YYYY-MM-DD` of today (UTC) plus `days`. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A birth date in 1990 (or 1992 for 29 February) whose month and day are `days` from today. */
const bornOn = (days: number) => {
  const mmdd = inDays(days).slice(5);
  return `${mmdd === '02-29' ? 1992 : 1990}-${mmdd}`;
};
/** An Employee as the administrator creates one (no password yet), through the shared factories; `over` sets any column. */
const person = async (over: Partial<User> = {}) => {
  seq += 1;
  return buildUserRecord(t, { roleId: employeeRole, password: null, name: `Exp${seq}`, surname: `Person${seq}`, username: `ut_exp${seq}`, email: `ut-exp${seq}@example.com`, fields: over });
};
const readSheet = async (base64: string) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: string[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
  return rows;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  const roles = (await admin.get('/api/v1/roles')).body as { id: number; name: string }[];
  employeeRole = roles.find((r) => r.name === 'Employee')!.id;
});
afterAll(() => t.close());

describe('exporting users', () => {
  it('gives an administrator a real UsersList.xlsx with every column', async () => {
    const boss = await person({ name: 'Vadovas', surname: 'Ut-Boss' });
    await person({ name: 'Eksportas', surname: 'Ut-Row', position: 'Analyst', start_work_date: '2023-04-03', phone_number: '+37061', manager_id: boss.id });
    const res = await admin.post('/api/v1/users/export').send({});
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('UsersList.xlsx');
    const rows = await readSheet(res.body.file);
    expect(rows[0]).toEqual(['Name', 'Surname', 'Username', 'Email', 'Role', 'Manager', 'Position', 'Start date', 'Birth date', 'Phone number', 'Home address', 'Mailing address']);
    const row = rows.find((r) => r[1] === 'Ut-Row');
    expect(row?.slice(0, 8)).toEqual(['Eksportas', 'Ut-Row', expect.stringMatching(/^ut_exp/), expect.stringMatching(/@example\.com$/), 'Employee', 'Vadovas Ut-Boss', 'Analyst', '2023-04-03']);
    expect(row?.[9]).toBe('+37061');
  });

  it('exports only the users matching the search', async () => {
    const res = await admin.post('/api/v1/users/export').send({ q: 'ut-boss' });
    const rows = await readSheet(res.body.file);
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe('Ut-Boss');
  });

  it('leaves sensitive columns and the manager out for a user without those permissions', async () => {
    const clerkRole = (await admin.post('/api/v1/roles').send({ name: 'Export clerk', description: null })).body.id;
    await admin.put('/api/v1/roles/permissions').send({ role_id: clerkRole, name: 'Export clerk', description: null, permission_names: ['users_write'] }).expect(200);
    const clerk = await person({ role_id: clerkRole, email: 'ut-export-clerk@example.com', username: 'ut_export_clerk' });
    await admin.put(`/api/v1/users/${clerk.id}`).send({ name: clerk.name, surname: clerk.surname, username: clerk.username, email: clerk.email, role_id: clerkRole, password: STRONG }).expect(200);
    const agent = await t.signIn('ut-export-clerk@example.com', STRONG);
    const rows = await readSheet((await agent.post('/api/v1/users/export').send({})).body.file);
    expect(rows[0]).toEqual(['Name', 'Surname', 'Username', 'Email', 'Role']);
    expect(rows.find((r) => r[1] === 'Ut-Row')).toHaveLength(5);
  });
});

describe('upcoming birthdays', () => {
  it('lists consenting active users with a birthday within 30 days, soonest first, without the birth year', async () => {
    const boss = await person({ name: 'Bday', surname: 'Ut-Manager' });
    await person({ name: 'Soon', surname: 'Ut-Bday5', birth_date: bornOn(5), manager_id: boss.id });
    await person({ name: 'Today', surname: 'Ut-Bday0', birth_date: bornOn(0) });
    await person({ name: 'Edge', surname: 'Ut-Bday30', birth_date: bornOn(30) });
    await person({ name: 'Later', surname: 'Ut-Bday40', birth_date: bornOn(40) });
    await person({ name: 'Passed', surname: 'Ut-BdayPast', birth_date: bornOn(-2) });
    await person({ name: 'Private', surname: 'Ut-BdayNoConsent', birth_date: bornOn(3), sub_birthday_congratulations: false });
    await person({ name: 'Gone', surname: 'Ut-BdayDeleted', birth_date: bornOn(4), deleted_at: new Date() });
    await person({ name: 'Off', surname: 'Ut-BdayDisabled', birth_date: bornOn(4), disabled: true });

    const res = await admin.get('/api/v1/users/birthdays/upcoming');
    expect(res.status).toBe(200);
    const mine = (res.body as { employee_name: string }[]).filter((b) => b.employee_name.includes('Ut-Bday'));
    expect(mine.map((b) => b.employee_name)).toEqual(['Today Ut-Bday0', 'Soon Ut-Bday5', 'Edge Ut-Bday30']);
    expect(mine[1]).toEqual({ employee_name: 'Soon Ut-Bday5', birthday_date: inDays(5), manager_name: 'Bday Ut-Manager', consent_to_be_congratulated_publicly: true });
    const dates = (res.body as { birthday_date: string }[]).map((b) => b.birthday_date);
    expect(dates).toEqual([...dates].sort());
    // Any signed-in user sees the list.
    expect((await (await t.signIn('jonas@demo.lt')).get('/api/v1/users/birthdays/upcoming')).status).toBe(200);
  });

  it('wraps around the year end', async () => {
    await person({ name: 'January', surname: 'Ut-Wrap', birth_date: '1985-01-05' });
    const list = await upcomingBirthdays(t.ctx, '2025-12-20');
    expect(list).toContainEqual(expect.objectContaining({ employee_name: 'January Ut-Wrap', birthday_date: '2026-01-05' }));
    expect(nextBirthday('1985-12-19', '2025-12-20')).toEqual({ date: '2026-12-19', days: 364 });
    expect(nextBirthday('1992-02-29', '2026-02-01')).toEqual({ date: '2026-02-28', days: 27 });
    expect(nextBirthday('1992-02-29', '2028-02-01')).toEqual({ date: '2028-02-29', days: 28 });
  });
});
