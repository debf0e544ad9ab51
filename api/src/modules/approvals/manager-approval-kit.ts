/**
 * Shared set-up of the request-module tests (on-call, overtime; not used by the app): a test app,
 * the demo admin signed in, and three users in a fresh role without permissions — a manager
 * (`boss`), his direct report (`worker`) and an unrelated `stranger` — with `requestName` mapped
 * (PATCH /api/v1/chains/mapping) to a one-step chain the direct manager approves.
 */
import type { TestApp } from '../../test/harness';
import { startTestApp } from '../../test/harness';
import { makeChain, makeRole, makeUser, Person } from './test-kit';

export interface ManagerApprovalApp {
  t: TestApp;
  admin: Awaited<ReturnType<TestApp['signIn']>>;
  boss: Person;
  worker: Person;
  stranger: Person;
  chainId: number;
}

/** Starts the app and makes the people and chain above; the caller closes `t` in afterAll. */
export async function startManagerApprovalApp(requestName: string): Promise<ManagerApprovalApp> {
  const t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  const role = await makeRole(t, []);
  const boss = await makeUser(t, { roleId: role });
  const worker = await makeUser(t, { roleId: role, managerId: boss.id });
  const stranger = await makeUser(t, { roleId: role });
  const { chainId } = await makeChain(admin, [{ name: 'Manager approves', assignee_type: 'direct_manager' }]);
  await admin.patch('/api/v1/chains/mapping').send([{ request_name: requestName, chain_id: chainId }]).expect(200);
  return { t, admin, boss, worker, stranger, chainId };
}
