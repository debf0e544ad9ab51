/**
 * Benchmark of the request lists (issue 11 items 3 and 6) over 100,000 requests: my, participated,
 * unapproved, unapproved with a search, each over real HTTP on the real server (child process) at 1,
 * 10 and 32 connections (autocannon), with the raw SQL time of the call's statements
 * (see test/bench-kit.ts).
 *
 *   npm run bench approvals             # from the repository root
 *   BENCH_REQUESTS=20000 …   fewer requests;   BENCH_DB=/tmp/bench.sqlite …   keep the seeded file and reuse it
 *
 * Data: 1,000 employees in 50 teams (each with a manager), an approver role with 5 holders; requests
 * spread over two years — 30 % in progress (waiting for the manager or at the role step), 10 % drafts,
 * 40 % approved, 10 % rejected, 10 % canceled — each with its steps, assignees and history rows.
 */
import 'reflect-metadata';
import { PERMISSIONS } from './contracts/permissions';
import { Role, RolePermission } from './modules/roles/roles.entities';
import { User } from './modules/users/users.entities';
import { hashPassword } from './shared/passwords';
import { BENCH_PASSWORD, BenchCase, BenchDb, bulk, measureCases, openBenchDb, pagedReply, random } from './test/bench-kit';

const N = Number(process.env.BENCH_REQUESTS ?? 100_000);
const TYPES = ['event', 'business_trip', 'expense_claim', 'user_info_change', 'overtime', 'book_request'];

async function seed(db: BenchDb) {
  const { ctx } = db;
  const ds = ctx.ds;
  const all = await ds.getRepository(Role).save({ name: 'Administrator', description: null, default_role: false });
  await ds.getRepository(RolePermission).insert(PERMISSIONS.map((permission) => ({ role_id: all.id, permission })));
  const employee = await ds.getRepository(Role).save({ name: 'Employee', description: null, default_role: true });
  const approvers = await ds.getRepository(Role).save({ name: 'Approvers', description: null, default_role: false });
  const hash = await hashPassword(BENCH_PASSWORD);
  const mk = (i: number, role: number, manager: number | null) => ({
    name: `Name${i}`, surname: `Surname${String(i).padStart(4, '0')}`, username: `u${i}`, email: `u${i}@bench.lt`, password_hash: hash,
    role_id: role, manager_id: manager, activated_at: new Date(), is_first_sign_in: false,
  });
  await ds.getRepository(User).save(mk(0, all.id, null)); // the administrator (u0)
  const managers: number[] = [];
  for (let i = 1; i <= 50; i++) managers.push((await ds.getRepository(User).save(mk(i, employee.id, null))).id);
  const holders: number[] = [];
  for (let i = 51; i <= 55; i++) holders.push((await ds.getRepository(User).save(mk(i, approvers.id, null))).id);
  const people: { id: number; manager: number }[] = [];
  const batch: ReturnType<typeof mk>[] = [];
  for (let i = 56; i < 1056; i++) batch.push(mk(i, employee.id, managers[i % 50]));
  for (let k = 0; k < batch.length; k += 100) {
    const res = await ds.getRepository(User).insert(batch.slice(k, k + 100));
    res.identifiers.forEach((x, j) => people.push({ id: Number(x.id), manager: batch[k + j].manager_id! }));
  }

  // requests, steps, assignees, history — bulk inserts with explicit ids
  const now = Date.now();
  const rows = { requests: [] as Record<string, unknown>[], steps: [] as Record<string, unknown>[], assignees: [] as Record<string, unknown>[], history: [] as Record<string, unknown>[] };
  let stepId = 0;
  const rand = random(42);
  for (let id = 1; id <= N; id++) {
    const p = people[Math.floor(rand() * people.length)];
    const x = rand();
    const status = x < 0.3 ? 'in_progress' : x < 0.4 ? 'not_initialized' : x < 0.8 ? 'approved' : x < 0.9 ? 'rejected' : 'canceled';
    const issued = new Date(now - Math.floor(rand() * 730 * 86400_000));
    const lastAction = new Date(issued.getTime() + Math.floor(rand() * 5 * 86400_000));
    let current: number | null = null;
    if (status !== 'not_initialized') {
      const atRole = status === 'in_progress' && rand() < 0.3;
      const s1 = ++stepId;
      const s2 = ++stepId;
      const managerDone = status !== 'in_progress' || atRole;
      rows.steps.push({ id: s1, request_id: id, round: 1, order_number: 1, name: 'Manager', assignee_type: 'direct_manager', status: managerDone ? (status === 'rejected' ? 'reject' : 'approve') : 'in_progress', assigned_user_id: p.manager, acted_by_user_id: managerDone ? p.manager : null, can_edit: false, can_view: true, only_spectator: false, skip_if_assigned_owner: false });
      rows.steps.push({ id: s2, request_id: id, round: 1, order_number: 2, name: 'Finance', assignee_type: 'role', role_id: approvers.id, status: status === 'approved' ? 'approve' : atRole ? 'in_progress' : 'not_initialized', acted_by_user_id: status === 'approved' ? holders[id % 5] : null, can_edit: false, can_view: true, only_spectator: false, skip_if_assigned_owner: false });
      rows.assignees.push({ step_id: s1, user_id: p.manager, request_id: id });
      if (status === 'approved' || atRole) for (const h of holders) rows.assignees.push({ step_id: s2, user_id: h, request_id: id });
      current = status === 'in_progress' ? (atRole ? s2 : s1) : null;
    }
    rows.requests.push({
      id, request_name: TYPES[id % TYPES.length], object_id: id, user_id: p.id, status, round: status === 'not_initialized' ? 0 : 1, current_step_id: current,
      issued_date: issued, last_action_at: lastAction, completion_date: ['approved', 'rejected', 'canceled'].includes(status) ? lastAction : null,
      last_chain_action: status === 'not_initialized' ? null : status === 'in_progress' ? 'submit' : status === 'approved' ? 'approve' : status === 'rejected' ? 'reject' : 'cancel',
      pending_cancel: false, title: `${TYPES[id % TYPES.length]} #${id} ${['laptop', 'vacation', 'conference', 'fuel', 'surname'][id % 5]}`, description: `Amount: ${id % 997}`, chain_id: 1, chain_name: 'Bench chain',
    });
    rows.history.push({ request_id: id, action: 'created', actor_user_id: p.id, to_status: 'not_initialized', created_at: issued });
  }
  await bulk(ctx, 'requests', rows.requests);
  await bulk(ctx, 'request_steps', rows.steps);
  await bulk(ctx, 'request_step_assignees', rows.assignees);
  await bulk(ctx, 'request_history', rows.history);
  await ds.query('ANALYZE');
  console.log(`seeded ${N} requests, ${rows.steps.length} steps, ${rows.assignees.length} assignees`);
}

async function main() {
  const t0 = Date.now();
  const db = await openBenchDb('listbench', process.env.BENCH_DB);
  const users = db.ctx.ds.getRepository(User);
  if ((await users.count()) === 0) await seed(db);
  console.log(`ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const person = await users.findOneByOrFail({ username: 'u63' });
  const manager = await users.findOneByOrFail({ id: person.manager_id! });
  const cases: BenchCase[] = [
    { name: 'my (default rules)', path: '/api/v2/requests', who: person.email },
    { name: 'participated (manager)', path: '/api/v2/requests/participated', who: manager.email },
    { name: 'participated, finished too, q=laptop', path: '/api/v2/requests/participated?includeFinished=true&q=laptop', who: manager.email },
    { name: 'unapproved page 1', path: '/api/v2/requests/unapproved', who: 'u0@bench.lt' },
    { name: 'unapproved, finished too, by owner', path: '/api/v2/requests/unapproved?includeFinished=true&order=owner_desc&pageSize=50', who: 'u0@bench.lt' },
    { name: 'unapproved, finished too, q=Surname0100', path: '/api/v2/requests/unapproved?includeFinished=true&q=Surname0100', who: 'u0@bench.lt' },
    { name: 'unapproved, finished too, q=laptop', path: '/api/v2/requests/unapproved?includeFinished=true&q=laptop', who: 'u0@bench.lt' },
  ];
  await measureCases(db, cases, pagedReply);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
