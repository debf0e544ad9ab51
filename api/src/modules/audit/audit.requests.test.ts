/**
 * Request transitions in the audit log over real HTTP: submit, approve (by a substitute: on_behalf_of),
 * reject, cancel, the Teams card path (client teams), a refused action leaves no entry, and the trail
 * GET /api/v2/requests/:id/audit for whoever may read the request (403 for others).
 */
import { registerSubstituteResolver } from '../approvals/registry';
import { approvalsPort } from '../teams/teams.ports';
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';
import { AuditLogRow } from './audit.entities';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let owner: Person, manager: Person, sub: Person, stranger: Person;

beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
  admin = await t.signIn('admin@demo.lt');
  const employee = await buildRole(t);
  manager = await buildUser(t, { roleId: employee });
  owner = await buildUser(t, { roleId: employee, managerId: manager.id });
  sub = await buildUser(t, { roleId: employee });
  stranger = await buildUser(t, { roleId: employee });
  await mapTestType(t, (await buildChain(t, admin, [{ assignee_type: 'direct_manager' }])).chainId);
});
afterAll(() => t.close());
afterEach(() => registerSubstituteResolver(async () => []));

const entriesOf = (id: number) => t.ctx.ds.getRepository(AuditLogRow).find({ where: { target_type: 'request', target_id: String(id) }, order: { id: 'ASC' } });
const transitions = async (id: number) => (await entriesOf(id)).map((e) => [JSON.parse(e.details ?? '{}').transition, e.actor_id, e.on_behalf_of_id, e.client]);

it('records submit and a substitute approving on behalf of the manager, and shows the trail to the owner only', async () => {
  registerSubstituteResolver(async (_em, userId) => (userId === manager.id ? [sub.id] : []), async (_em, userId) => (userId === sub.id ? [manager.id] : []));
  const id = await buildRequest(t, { ownerId: owner.id });
  await owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
  await stranger.agent.patch(`/api/v2/chains/${id}/approve`).expect(403);
  await sub.agent.patch(`/api/v2/chains/${id}/approve`).expect(200);
  expect(await transitions(id)).toEqual([
    ['submit', owner.id, null, 'tab'],
    ['approve', sub.id, manager.id, 'tab'],
  ]);
  const last = (await entriesOf(id))[1];
  expect(JSON.parse(last.details ?? '{}')).toMatchObject({ from_status: 'in_progress', to_status: 'approved', request_type: 'test_request' });

  const trail = await owner.agent.get(`/api/v2/requests/${id}/audit`).expect(200);
  expect(trail.body.data.map((e: { action: string; actor_id: number; on_behalf_of_name: string | null; details: { transition: string } }) => [e.details.transition, e.actor_id, !!e.on_behalf_of_name])).toEqual([
    ['submit', owner.id, false],
    ['approve', sub.id, true],
  ]);
  await stranger.agent.get(`/api/v2/requests/${id}/audit`).expect(403);
  await owner.agent.get('/api/v2/requests/999999/audit').expect(404);
});

it('records a reject from the Teams card as client teams, and a cancel', async () => {
  const a = await buildRequest(t, { ownerId: owner.id });
  await owner.agent.patch(`/api/v2/chains/${a}/submit`).expect(200);
  const res = await approvalsPort(t.ctx).act({ requestId: a, stepId: null, userId: manager.id, action: 'reject', message: 'no' });
  expect(res.ok).toBe(true);
  expect((await transitions(a)).at(-1)).toEqual(['reject', manager.id, null, 'teams']);

  const b = await buildRequest(t, { ownerId: owner.id });
  await owner.agent.patch(`/api/v2/chains/${b}/submit`).expect(200);
  await owner.agent.patch(`/api/v2/chains/${b}/cancel`).expect(200);
  expect((await transitions(b)).map((x) => x[0])).toEqual(['submit', 'cancel']);
});

it('a refused or failing transition leaves no entry', async () => {
  const id = await buildRequest(t, { ownerId: owner.id });
  await owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
  const before = await t.ctx.ds.getRepository(AuditLogRow).count();
  await owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(409);
  await stranger.agent.patch(`/api/v2/chains/${id}/reject`).expect(403);
  expect(await t.ctx.ds.getRepository(AuditLogRow).count()).toBe(before);
});
