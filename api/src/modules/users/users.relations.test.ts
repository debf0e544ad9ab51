/** Managers and subordinates through the api (spec 1 §3, §6 relationship rules, §7 subordinates). */
import type request from 'supertest';
import { buildRole, buildUser, buildUserRecord } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';
import { User } from './users.entities';
import { userFlagProviders } from './users.relations';

let t: TestApp;
let admin: request.Agent;
let jonas: request.Agent;
let jonasId: number;
let employeeRole: number;
let seq = 0;

/** Creates an Employee directly through the shared factories (no e-mail, no password yet) and returns its id. */
const person = async (over: Partial<User> = {}) => {
  seq += 1;
  const u = await buildUserRecord(t, { roleId: employeeRole, password: null, name: `Rel${seq}`, surname: `Person${seq}`, username: `ut_rel${seq}`, email: `ut-rel${seq}@example.com`, fields: over });
  return u.id;
};
const setSubs = (manager: number, subordinates: number[], agent = admin) => agent.put(`/api/v1/users/${manager}/subordinates`).send({ subordinates });
const managerOf = async (id: number) => (await admin.get(`/api/v1/users/${id}/manager-id`)).body.manager_id;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  jonas = await t.signIn('jonas@demo.lt');
  jonasId = (await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'jonas@demo.lt' })).id;
  const roles = (await admin.get('/api/v1/roles')).body as { id: number; name: string }[];
  employeeRole = roles.find((r) => r.name === 'Employee')!.id;
});
afterAll(() => t.close());

describe('setting subordinates', () => {
  it('makes exactly the listed users report to the manager', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const res = await setSubs(a, [b, c]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subordinates: [b, c] });
    const list = (await admin.get(`/api/v1/users/${a}/subordinates`)).body;
    expect(list.map((s: { id: number }) => s.id).sort()).toEqual([b, c].sort());
    expect(list[0]).toEqual(expect.objectContaining({ name: expect.any(String), surname: expect.any(String), email: expect.any(String), position: null }));
    expect(await managerOf(b)).toBe(a);
    expect((await admin.get(`/api/v1/users/${a}/responsibilities`)).body).toEqual({ is_manager: true, subordinates_count: 2, is_assigned_to_chain: false });
    const info = (await admin.get(`/api/v1/users/${a}/info`)).body;
    expect(info.is_manager).toBe(true);
    expect(info.subordinates).toHaveLength(2);
    expect((await admin.get(`/api/v1/users/${b}/info`)).body.manager).toMatchObject({ id: a });

    await setSubs(a, [c]).expect(200);
    expect(await managerOf(b)).toBeNull();
    expect(await managerOf(c)).toBe(a);
    await setSubs(a, []).expect(200);
    expect((await admin.get(`/api/v1/users/${a}/responsibilities`)).body).toMatchObject({ is_manager: false, subordinates_count: 0 });
  });

  it('moves a subordinate away from their previous manager', async () => {
    const [a, b, s] = [await person(), await person(), await person()];
    await setSubs(a, [s]).expect(200);
    await setSubs(b, [s]).expect(200);
    expect(await managerOf(s)).toBe(b);
    expect((await admin.get(`/api/v1/users/${a}/subordinates`)).body).toEqual([]);
  });

  it('refuses to make someone report to themselves or to their own subordinate chain (manager_cycle)', async () => {
    const [top, mid, low] = [await person(), await person(), await person()];
    await setSubs(top, [mid]).expect(200);
    await setSubs(mid, [low]).expect(200);
    const self = await setSubs(top, [top]);
    expect(self.status).toBe(400);
    expect(self.body.error_code).toBe('manager_cycle');
    expect((await setSubs(mid, [top])).body.error_code).toBe('manager_cycle');
    expect((await setSubs(low, [top])).body.error_code).toBe('manager_cycle');
    // Nothing changed.
    expect(await managerOf(top)).toBeNull();
    expect(await managerOf(low)).toBe(mid);
  });

  it('refuses relationship changes touching users from the external system', async () => {
    const [a, b] = [await person(), await person()];
    const nav = await person({ navision_id: 'NV-9' });
    const asSub = await setSubs(a, [b, nav]);
    expect(asSub.status).toBe(400);
    expect(asSub.body.error_code).toBe('cannot_edit_relationship_of_navision_user');
    expect(await managerOf(b)).toBeNull();
    expect((await setSubs(nav, [b])).body.error_code).toBe('cannot_edit_relationship_of_navision_user');
    const navSub = await person({ navision_id: 'NV-10', manager_id: a });
    expect((await setSubs(a, [])).body.error_code).toBe('cannot_edit_relationship_of_navision_user');
    expect(await managerOf(navSub)).toBe(a);
  });

  it('refuses unknown users with provided_invalid_data and an unknown manager with user_not_found', async () => {
    const a = await person();
    const res = await setSubs(a, [99999]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'provided_invalid_data', fields: [{ path: 'subordinates.0' }] });
    expect((await setSubs(99999, [])).status).toBe(404);
    expect((await admin.put(`/api/v1/users/${a}/subordinates`).send({ subordinates: [1, 1] })).body.error_code).toBe('provided_invalid_data');
  });

  it('lets an employee without relationship permissions see only their own relations', async () => {
    const a = await person();
    expect((await setSubs(a, [], jonas)).status).toBe(403);
    expect((await jonas.get(`/api/v1/users/${a}/subordinates`)).body.error_code).toBe('missing_permissions');
    expect((await jonas.get(`/api/v1/users/${a}/manager-id`)).status).toBe(403);
    expect((await jonas.get(`/api/v1/users/${a}/responsibilities`)).status).toBe(403);
    expect((await jonas.get(`/api/v1/users/${jonasId}/subordinates`)).status).toBe(200);
    const own = await jonas.get(`/api/v1/users/${jonasId}/manager-id`);
    expect(own.status).toBe(200);
    expect(own.body).toHaveProperty('manager_id');
  });
});

describe('manager in the user form', () => {
  it('sets the manager on edit and refuses a cycle there too', async () => {
    const [boss, worker] = [await person(), await person()];
    const body = (id: number, manager_id: number | null) => ({ name: 'Form', surname: `User${id}`, username: `ut_form${id}`, email: `ut-form${id}@example.com`, role_id: employeeRole, manager_id });
    await admin.put(`/api/v1/users/${worker}`).send(body(worker, boss)).expect(200);
    expect(await managerOf(worker)).toBe(boss);
    const cycle = await admin.put(`/api/v1/users/${boss}`).send(body(boss, worker));
    expect(cycle.body.error_code).toBe('manager_cycle');
    await admin.put(`/api/v1/users/${worker}`).send(body(worker, null)).expect(200);
    expect(await managerOf(worker)).toBeNull();
  });
});

describe('nobody is put over a more privileged user', () => {
  it('refuses a relationship manager who would become the manager of someone holding more (subordinates and user form)', async () => {
    // an Employee with a second role for relationships (and users_write for the form)
    const hrRole = await buildRole(t, { permissions: ['users_read', 'users_write', 'employee_relationships_read', 'employee_relationships_write'] });
    const hr = await buildUser(t, { roleId: employeeRole, tempRoleId: hrRole });
    const adminId = (await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'admin@demo.lt' })).id;
    const refused = await setSubs(hr.id, [adminId], hr.agent);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('missing_permissions');
    expect(await managerOf(adminId)).not.toBe(hr.id);

    // an employee holding less than the caller may be placed
    const worker = await person();
    expect((await setSubs(hr.id, [worker], hr.agent)).status).toBe(200);
    expect(await managerOf(worker)).toBe(hr.id);

    // the user form's manager field: the same rule
    const boss = await buildUserRecord(t, { permissions: ['roles_write'] });
    const form = await hr.agent.put(`/api/v1/users/${boss.id}`).send({ name: boss.name, surname: boss.surname, username: boss.username, email: boss.email, role_id: boss.role_id, manager_id: hr.id });
    expect(form.status).toBe(403);
    expect(await managerOf(boss.id)).toBeNull();
    const sameWithoutManager = await hr.agent.put(`/api/v1/users/${boss.id}`).send({ name: boss.name, surname: boss.surname, username: boss.username, email: boss.email, role_id: boss.role_id });
    expect(sameWithoutManager.status).toBe(200);
  });
});

describe('who sees the reporting lines on /info', () => {
  it("shows a user's manager and subordinates with employee_relationships_read and to the user, to nobody else", async () => {
    const [boss, worker, report] = [await person(), await person(), await person()];
    expect((await setSubs(boss, [worker])).status).toBe(200);
    expect((await setSubs(worker, [report])).status).toBe(200);
    const clerk = await buildUser(t, { permissions: ['users_read'] });
    const reader = await buildUser(t, { permissions: ['users_read', 'employee_relationships_read'] });

    const asClerk = (await clerk.agent.get(`/api/v1/users/${worker}/info`).expect(200)).body;
    expect(asClerk).toMatchObject({ id: worker, manager: null, subordinates: [], is_manager: true });
    // the same as the calls of the relationship permission answer the clerk
    expect((await clerk.agent.get(`/api/v1/users/${worker}/subordinates`)).status).toBe(403);

    const asReader = (await reader.agent.get(`/api/v1/users/${worker}/info`).expect(200)).body;
    expect(asReader.manager).toMatchObject({ id: boss });
    expect(asReader.subordinates.map((p: { id: number }) => p.id)).toEqual([report]);

    const own = await buildUser(t, { permissions: [] });
    expect((await setSubs(boss, [worker, own.id])).status).toBe(200);
    expect((await own.agent.get(`/api/v1/users/${own.id}/info`).expect(200)).body.manager).toMatchObject({ id: boss });
  });
});

describe('flags from other modules', () => {
  it('reports is_assigned_to_chain once a module says the user approves in a chain', async () => {
    const a = await person();
    const provider = async (_ctx: unknown, id: number) => ({ is_assigned_to_chain: id === a, active_substitutions: id === a ? [{ start_date: '2026-01-01', end_date: '2026-01-05' }] : [] });
    userFlagProviders.push(provider);
    try {
      expect((await admin.get(`/api/v1/users/${a}/responsibilities`)).body.is_assigned_to_chain).toBe(true);
      expect((await admin.get(`/api/v1/users/${a}/info`)).body).toMatchObject({ is_assigned_to_chain: true, active_substitutions: [{ start_date: '2026-01-01', end_date: '2026-01-05' }] });
    } finally {
      userFlagProviders.splice(userFlagProviders.indexOf(provider), 1);
    }
    expect((await admin.get(`/api/v1/users/${a}/responsibilities`)).body.is_assigned_to_chain).toBe(false);
  });
});
