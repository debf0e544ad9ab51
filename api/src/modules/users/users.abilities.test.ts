/**
 * The caller's abilities on list rows and /info (`can`, users.policy abilitiesOn; spec 1 §6, issue 9
 * item 2, issue 10 item 2) over real HTTP with the demo company: what the tab shows is what the server
 * then allows. HR (users_write, employee_relationships_write, no roles_write) and the administrator
 * (everything) look at a plain employee, the administrator, themselves and a user from the external system.
 */
import type request from 'supertest';
import type { UserAbilities } from '../../contracts/users';
import { startTestApp, TestApp } from '../../test/harness';

let t: TestApp;
let admin: request.Agent;
let hr: request.Agent;
let jonas: request.Agent;

/** The list row of a demo user, as `agent` sees it. */
async function rowOf(agent: request.Agent, email: string): Promise<{ id: number; can: UserAbilities }> {
  const res = await agent.get('/api/v1/users').query({ q: email, pageSize: 5 });
  expect(res.status).toBe(200);
  const row = (res.body.data as { id: number; email: string; can: UserAbilities }[]).find((r) => r.email === email);
  expect(row).toBeDefined();
  return row!;
}

const none = { edit: false, delete: false, edit_relationships: false, edit_role: false, edit_email: false, set_password: false };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  hr = await t.signIn('hr@demo.lt');
  jonas = await t.signIn('jonas@demo.lt');
});
afterAll(() => t.close());

describe('HR', () => {
  it('may edit, delete and set the password of a plain employee, but not give roles', async () => {
    expect((await rowOf(hr, 'jonas@demo.lt')).can).toEqual({
      ...none,
      edit: true,
      delete: true,
      edit_relationships: true,
      edit_email: true,
      set_password: true,
    });
  });

  it('may edit the administrator but not touch the password, e-mail, roles or account — and the server agrees', async () => {
    const row = await rowOf(hr, 'admin@demo.lt');
    expect(row.can).toEqual({ ...none, edit: true, edit_relationships: true });
    expect((await hr.delete(`/api/v1/users/${row.id}`)).status).toBe(403);
  });

  it('never deletes herself', async () => {
    expect((await rowOf(hr, 'hr@demo.lt')).can.delete).toBe(false);
  });

  it('may neither edit nor relate a user from the external system — and the server agrees', async () => {
    const row = await rowOf(hr, 'paulius@demo.lt');
    expect(row.can).toEqual(none);
    expect((await hr.delete(`/api/v1/users/${row.id}`)).body.error_code).toBe('cannot_edit_navision_user');
  });

  it('sees the same abilities on /info as on the row', async () => {
    const row = await rowOf(hr, 'admin@demo.lt');
    expect((await hr.get(`/api/v1/users/${row.id}/info`)).body.can).toEqual(row.can);
  });
});

describe('the administrator', () => {
  it('may give roles and do everything to a plain employee', async () => {
    expect((await rowOf(admin, 'jonas@demo.lt')).can).toEqual({
      edit: true,
      delete: true,
      edit_relationships: true,
      edit_role: true,
      edit_email: true,
      set_password: true,
    });
  });

  it('may do everything to themself but delete', async () => {
    expect((await rowOf(admin, 'admin@demo.lt')).can).toEqual({
      edit: true,
      delete: false,
      edit_relationships: true,
      edit_role: true,
      edit_email: true,
      set_password: true,
    });
  });
});

describe('an employee', () => {
  it('reads their own /info with no abilities (the users screen is not theirs)', async () => {
    const me = await rowOf(admin, 'jonas@demo.lt');
    const res = await jonas.get(`/api/v1/users/${me.id}/info`);
    expect(res.status).toBe(200);
    expect(res.body.can).toEqual(none);
  });
});
