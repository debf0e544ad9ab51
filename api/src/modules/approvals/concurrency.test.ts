/**
 * Two approvers act on the same step at the same moment: exactly one succeeds, the other gets 409
 * `request_step_already_processed`, and the history holds one entry for the step.
 *
 * On SQLite the transactions are serialised in-process (db/tx.ts), so correctness does not come from
 * locking here: both calls name the same step (v1, by step id), both pass every other check (both
 * hold the step's role, no tasks, the request is still in progress after the first approval), and
 * only the conditional `UPDATE … WHERE id = :id AND status = 'in_progress'` stops the second one.
 * Without that guard the second call would succeed and this test fails. On SQL Server the same
 * statement takes the row lock, so the later transaction re-reads the status and changes nothing.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { RequestHistory, RequestStep } from './approvals.entities';
import { buildChain, buildRequest, buildRole, buildUser, type Person } from '../../test/factories';
import { mapTestType, registerTestType } from '../../test/request-type';

let t: TestApp;
let owner: Person;
let a1: Person;
let a2: Person;

beforeAll(async () => {
  t = await startTestApp();
  registerTestType();
  const admin = await t.signIn('admin@demo.lt');
  const employee = await buildRole(t);
  const approvers = await buildRole(t);
  const manager = await buildUser(t, { roleId: employee });
  owner = await buildUser(t, { roleId: employee, managerId: manager.id });
  a1 = await buildUser(t, { roleId: approvers });
  a2 = await buildUser(t, { roleId: employee, tempRoleId: approvers });
  await mapTestType(t, (await buildChain(t, admin, [{ assignee_type: 'role', role_id: approvers }, { assignee_type: 'direct_manager' }])).chainId);
});
afterAll(() => t.close());

async function submitted(): Promise<{ id: number; firstStep: number }> {
  const id = await buildRequest(t, { ownerId: owner.id });
  await owner.agent.patch(`/api/v2/chains/${id}/submit`).expect(200);
  const steps = await t.ctx.ds.getRepository(RequestStep).find({ where: { request_id: id }, order: { order_number: 'ASC' } });
  return { id, firstStep: steps[0].id };
}

const entries = (requestId: number, stepId: number) => t.ctx.ds.getRepository(RequestHistory).findBy({ request_id: requestId, step_id: stepId });

it.each([1, 2, 3, 4, 5])('two approvers approve the same step at once: one wins (round %i)', async () => {
  const { id, firstStep } = await submitted();
  const [r1, r2] = await Promise.all([
    a1.agent.patch(`/api/v1/requests/items/${firstStep}?status=approve`).send({}),
    a2.agent.patch(`/api/v1/requests/items/${firstStep}?status=approve`).send({}),
  ]);
  const results = [r1, r2].map((r) => `${r.status} ${r.body.error_code ?? ''}`.trim()).sort();
  expect(results).toEqual(['200', '409 request_step_already_processed']);
  const acted = (await entries(id, firstStep)).filter((h) => h.action === 'approve');
  expect(acted).toHaveLength(1);
  const steps = await t.ctx.ds.getRepository(RequestStep).find({ where: { request_id: id }, order: { order_number: 'ASC' } });
  expect(steps.map((s) => s.status)).toEqual(['approve', 'in_progress']);
  expect([a1.id, a2.id]).toContain(steps[0].acted_by_user_id);
  // the next step was reached once
  expect((await entries(id, steps[1].id)).filter((h) => h.action === 'assigned')).toHaveLength(1);
});

it('approve and reject racing on one step: exactly one outcome', async () => {
  const { id, firstStep } = await submitted();
  const [r1, r2] = await Promise.all([
    a1.agent.patch(`/api/v1/requests/items/${firstStep}?status=approve`).send({}),
    a2.agent.patch(`/api/v1/requests/items/${firstStep}?status=reject`).send({ message: 'no' }),
  ]);
  expect([r1.status, r2.status].sort()).toEqual([200, 409]);
  const acted = (await entries(id, firstStep)).filter((h) => h.action === 'approve' || h.action === 'reject');
  expect(acted).toHaveLength(1);
});

it('v2 approve of the current step by both holders: one approval only', async () => {
  const { id, firstStep } = await submitted();
  const [r1, r2] = await Promise.all([a1.agent.patch(`/api/v2/chains/${id}/approve`).send({}), a2.agent.patch(`/api/v2/chains/${id}/approve`).send({})]);
  expect([r1.status, r2.status].filter((s) => s === 200)).toHaveLength(1);
  // the loser either lost the race on step 1 (409) or saw step 2, which is the manager's (403)
  expect([409, 403]).toContain([r1, r2].find((r) => r.status !== 200)!.status);
  expect((await entries(id, firstStep)).filter((h) => h.action === 'approve')).toHaveLength(1);
});
