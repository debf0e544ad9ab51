/**
 * Shared set-ups built from the factories (api/src/test/factories.ts), for tests of request types
 * a direct manager approves (on-call, overtime: spec 2 §4, §8).
 */
import type { Agent } from 'supertest';
import { buildChain, buildRole, buildUser, type Person } from './factories';
import { startTestApp, type TestApp } from './harness';

/** What {@link startManagerApprovalApp} made. */
export interface ManagerApprovalApp {
  t: TestApp;
  /** The demo administrator, signed in. */
  admin: Agent;
  /** A manager. */
  boss: Person;
  /** The boss's direct report. */
  worker: Person;
  /** Nobody's manager nor report. */
  stranger: Person;
  /** The one-step chain ("Manager approves", direct_manager) mapped to the request type. */
  chainId: number;
}

/**
 * Starts a test app with the demo admin signed in and three users in one fresh role without
 * permissions (`boss`, his report `worker`, an unrelated `stranger`), and maps `requestName`
 * (PATCH /api/v1/chains/mapping) to a one-step chain the direct manager approves. The caller
 * closes `t` in afterAll.
 */
export async function startManagerApprovalApp(requestName: string): Promise<ManagerApprovalApp> {
  const t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  const roleId = await buildRole(t);
  const boss = await buildUser(t, { roleId });
  const worker = await buildUser(t, { roleId, managerId: boss.id });
  const stranger = await buildUser(t, { roleId });
  const { chainId } = await buildChain(t, admin, [{ name: 'Manager approves', assignee_type: 'direct_manager' }], { mapTo: requestName });
  return { t, admin, boss, worker, stranger, chainId };
}
