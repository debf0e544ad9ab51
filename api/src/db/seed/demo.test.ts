/** The demo company: what a person trying the portal with docs/demo-logins.md finds. */
import fs from 'node:fs';
import path from 'node:path';
import { IsNull } from 'typeorm';
import { PERMISSIONS, withImplied } from '../../contracts/permissions';
import { Role, RolePermission } from '../../modules/roles/roles.entities';
import { User } from '../../modules/users/users.entities';
import { startTestApp, TestApp } from '../../test/harness';
import { birthDate, DEMO_PASSWORD, plusThreeMonths } from './demo';
import { DEMO_ROLES, EMPLOYEE_PERMISSIONS } from './demo-roles';

const DAY = 86_400_000;
let t: TestApp;
let users: User[];
beforeAll(async () => {
  t = await startTestApp();
  users = await t.ctx.ds.getRepository(User).find({ order: { id: 'ASC' } });
});
afterAll(() => t.close());

const byEmail = (email: string) => users.find((u) => u.email === email)!;

async function permissionsOf(email: string): Promise<string[]> {
  const login = await t.http().post('/api/v1/login').send({ email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const res = await t.http().get(`/api/v1/users/${login.body.user_id}/permissions`).set('Authorization', `Bearer ${login.body.access_token}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('people', () => {
  it('has at least 40 people with unique ASCII e-mails and Lithuanian names', () => {
    expect(users.length).toBeGreaterThanOrEqual(40);
    const emails = users.map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const e of emails) expect(e).toMatch(/^[a-z]+@demo\.lt$/);
    const lithuanian = users.filter((u) => /[ąčęėįšųūž]/i.test(u.name + u.surname));
    expect(lithuanian.length).toBeGreaterThanOrEqual(10);
    for (const letter of ['ą', 'č', 'ę', 'ė', 'š', 'ū', 'ž']) expect(users.some((u) => (u.name + u.surname).toLowerCase().includes(letter))).toBe(true);
    expect(users.some((u) => /^[A-Za-z]+$/.test(u.name + u.surname) && u.working_address?.startsWith('London'))).toBe(true);
  });

  it('fills positions, start dates, birth dates, phones and addresses', () => {
    for (const u of users) {
      expect(u.position).toBeTruthy();
      expect(u.start_work_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(u.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(u.birth_date!))).toBe(false);
      expect(u.phone_number).toMatch(/^\+(370|44) [\d ]+$/);
      expect(u.home_address).toBeTruthy();
      expect(u.mailing_address).toBeTruthy();
      expect(u.working_address).toBeTruthy();
    }
  });

  it('spreads birthdays over the year with some in the next 30 days', () => {
    const months = new Set(users.map((u) => u.birth_date!.slice(5, 7)));
    expect(months.size).toBe(12);
    const today = new Date();
    const soon = users.filter((u) => {
      for (let d = 0; d <= 30; d++) if (new Date(today.getTime() + d * DAY).toISOString().slice(5, 10) === u.birth_date!.slice(5)) return true;
      return false;
    });
    expect(soon.length).toBeGreaterThanOrEqual(3);
  });

  it('expresses departments through reporting lines without cycles', () => {
    const ceo = byEmail('vytautas@demo.lt');
    expect(users.filter((u) => u.manager_id === null)).toEqual([ceo]);
    const ids = new Map(users.map((u) => [u.id, u]));
    for (const u of users) {
      const seen = new Set<number>();
      for (let m: User | undefined = u; m; m = m.manager_id ? ids.get(m.manager_id) : undefined) {
        expect(seen.has(m.id)).toBe(false);
        seen.add(m.id);
      }
      expect(seen.has(ceo.id)).toBe(true);
    }
    const reports = (email: string) => users.filter((u) => u.manager_id === byEmail(email).id).map((u) => u.email);
    expect(reports('vytautas@demo.lt')).toEqual(expect.arrayContaining(['manager@demo.lt', 'sarah@demo.lt', 'hr@demo.lt', 'catherine@demo.lt']));
    expect(reports('manager@demo.lt')).toEqual(expect.arrayContaining(['laura@demo.lt', 'daniel@demo.lt']));
    expect(reports('laura@demo.lt')).toHaveLength(10); // "ten direct reports" in docs/demo-logins.md
    expect(reports('laura@demo.lt')).toContain('jonas@demo.lt');
    expect(reports('daniel@demo.lt').length).toBeGreaterThanOrEqual(5);
    expect(reports('hr@demo.lt')).toContain('hiring@demo.lt');
    expect(reports('accounting@demo.lt').length).toBeGreaterThanOrEqual(2);
  });

  it('gives a recent joiner a probation end three months after the start', () => {
    const lukas = byEmail('lukas@demo.lt');
    expect(lukas.start_work_date).toBe(new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10));
    expect(lukas.probation_end_date).toBe(plusThreeMonths(lukas.start_work_date!));
    expect(lukas.is_first_sign_in).toBe(true);
    expect(byEmail('tomas@demo.lt').probation_end_date).toBeNull();
  });
});

describe('roles', () => {
  it('stores every role closed under implication, with exactly one default role: Employee', async () => {
    const roles = await t.ctx.ds.getRepository(Role).find();
    expect(roles.map((r) => r.name).sort()).toEqual(DEMO_ROLES.map((r) => r.name).sort());
    expect(roles.filter((r) => r.default_role).map((r) => r.name)).toEqual(['Employee']);
    const perms = await t.ctx.ds.getRepository(RolePermission).find();
    for (const r of roles) {
      const stored = perms.filter((p) => p.role_id === r.id).map((p) => p.permission).sort();
      expect(stored.length).toBeGreaterThan(0);
      expect(withImplied(stored).sort()).toEqual(stored);
    }
  });

  it('gives the administrator every permission', async () => {
    expect((await permissionsOf('admin@demo.lt')).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('gives a plain employee the everyday permissions and nothing administrative', async () => {
    const p = await permissionsOf('tomas@demo.lt');
    expect(p.sort()).toEqual(withImplied(EMPLOYEE_PERMISSIONS).sort());
    for (const admin of ['users_read', 'roles_write', 'all_events_read', 'settings_read', 'accounting_notifications', 'business_trips_read']) expect(p).not.toContain(admin);
  });

  it('gives HR sensitive user data and the people processes', async () => {
    const p = await permissionsOf('hr@demo.lt');
    expect(p).toEqual(expect.arrayContaining([
      'users_read', 'users_write', 'users_read_sensitive_info', 'users_write_sensitive_info', 'roles_read',
      'employee_relationships_read', 'employee_relationships_write', 'onboarding_tasks_write', 'offboarding_tasks_write',
      'policy_documents_write', 'certificates_write', 'user_certificates_read', 'announcement_write', 'all_events_read',
      'all_users_unapproved_requests_read', 'statistics_read', 'event_types_read',
    ]));
    expect(p).not.toContain('roles_write');
  });

  it('gives accounting, hiring, office and managers their own areas only', async () => {
    const accounting = await permissionsOf('accounting@demo.lt');
    expect(accounting).toEqual(expect.arrayContaining(['expense_claims_read', 'expense_claims_write', 'accounting_notifications', 'business_trips_read', 'business_trips_write', 'business_trips_restricted_fields_write']));
    expect(accounting).not.toContain('job_positions_write');
    const hiring = await permissionsOf('hiring@demo.lt');
    expect(hiring).toEqual(expect.arrayContaining(['job_positions_write', 'job_applications_write', 'hiring_coordinator', 'seniority_levels_write']));
    expect(hiring).not.toContain('accounting_notifications');
    const office = await permissionsOf('office@demo.lt');
    expect(office).toEqual(expect.arrayContaining(['library_write', 'guests_write', 'guests_read', 'guests_register', 'conferences_write']));
    const manager = await permissionsOf('manager@demo.lt');
    expect(manager).toEqual(expect.arrayContaining(['users_read', 'employee_relationships_read']));
    for (const no of ['users_write', 'users_read_sensitive_info', 'all_events_read', 'employee_relationships_write']) expect(manager).not.toContain(no);
  });

  it('gives a user with a second role the union of both roles', async () => {
    const laura = byEmail('laura@demo.lt');
    expect(laura.temp_role_id).not.toBeNull();
    const p = await permissionsOf('laura@demo.lt');
    expect(p).toEqual(expect.arrayContaining(['employee_relationships_read', 'job_positions_write', 'hiring_coordinator']));
  });
});

describe('docs/demo-logins.md', () => {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../../../docs/demo-logins.md'), 'utf8');
  const emails = [...new Set([...doc.matchAll(/`([a-z]+@demo\.lt)`/g)].map((m) => m[1]))];

  it('documents the demo password and the role logins', () => {
    expect(doc).toContain(DEMO_PASSWORD);
    expect(emails).toEqual(expect.arrayContaining(['admin@demo.lt', 'hr@demo.lt', 'accounting@demo.lt', 'manager@demo.lt', 'hiring@demo.lt', 'jonas@demo.lt']));
    expect(doc).toContain(`${users.length} people`);
  });

  it('lists only logins that behave as documented', async () => {
    for (const email of emails) {
      const res = await t.http().post('/api/v1/login').send({ email, password: DEMO_PASSWORD });
      // Not activated: the same reply as a wrong password, so nobody learns which accounts exist (issue 9 item 6).
      if (email === 'mantas@demo.lt') expect(res.body.error_code).toBe('wrong_login_details');
      else if (email === 'andrius@demo.lt') expect(res.body.error_code).toBe('account_disabled_by_system');
      else expect([email, res.status]).toEqual([email, 200]);
    }
    expect(byEmail('jonas@demo.lt').is_first_sign_in).toBe(true);
    expect(byEmail('admin@demo.lt').is_first_sign_in).toBe(false);
    for (const e of ['paulius@demo.lt', 'justina@demo.lt', 'william@demo.lt']) expect(byEmail(e).navision_id).toBeTruthy();
  });

  it('lets the not-activated account activate itself', async () => {
    const res = await t.http().post('/api/v1/users/activate').send({ email: 'mantas@demo.lt' });
    expect(res.status).toBe(200);
    await t.ctx.events.drain(); // the link is e-mailed after the reply
    expect(t.outbox().at(-1)).toMatch(/To: mantas@demo\.lt/);
  });
});

describe('dates', () => {
  it('puts a relative birthday on the right day and gives 29 February a leap year', () => {
    expect(birthDate(new Date('2027-02-28T10:00:00Z'), 1, 30)).toBe('1997-03-01');
    expect(birthDate(new Date('2028-02-28T10:00:00Z'), 1, 30)).toBe('1996-02-29');
    expect(birthDate(new Date('2026-12-20T10:00:00Z'), 15, 40)).toBe('1986-01-04');
    expect(birthDate(new Date('2026-06-01T00:00:00Z'), '08-15', 31)).toBe('1995-08-15');
  });

  it('ends a probation three months later, clamped to the month end', () => {
    expect(plusThreeMonths('2026-11-30')).toBe('2027-02-28');
    expect(plusThreeMonths('2026-01-15')).toBe('2026-04-15');
  });
});

describe('with PORTAL_ADMIN_EMAIL as well', () => {
  it('seeds the demo next to the bootstrap administrator without duplicating the Administrator role', async () => {
    const t2 = await startTestApp({ PORTAL_ADMIN_EMAIL: 'admin@example.com', PORTAL_ADMIN_PASSWORD: 'Bootstrap-Admin-2026!' });
    try {
      expect(await t2.ctx.ds.getRepository(Role).countBy({ name: 'Administrator' })).toBe(1);
      expect(await t2.ctx.ds.getRepository(User).countBy({ deleted_at: IsNull() })).toBe(users.length + 1);
      expect((await t2.http().post('/api/v1/login').send({ email: 'admin@example.com', password: 'Bootstrap-Admin-2026!' })).status).toBe(200);
      expect((await t2.http().post('/api/v1/login').send({ email: 'admin@demo.lt', password: DEMO_PASSWORD })).status).toBe(200);
    } finally {
      await t2.close();
    }
  });
});
