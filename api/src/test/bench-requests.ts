/**
 * The request data the benchmarks share (approvals.bench.ts over 100,000 requests, cluster.bench.ts):
 * 1,056 people — an administrator (u0@bench.lt, every permission), 50 managers (u1–u50), an approver
 * role with 5 holders (u51–u55) and 1,000 employees in 50 teams — and `n` requests spread over two
 * years: 30 % in progress (waiting for the manager or at the role step), 10 % drafts, 40 % approved,
 * 10 % rejected, 10 % canceled, each with its steps, assignees and history rows (bulk inserts with
 * explicit ids, then ANALYZE). Everyone's password is BENCH_PASSWORD.
 */
import { PERMISSIONS } from '../contracts/permissions';
import { Role, RolePermission } from '../modules/roles/roles.entities';
import { User } from '../modules/users/users.entities';
import { hashPassword } from '../shared/passwords';
import { BENCH_PASSWORD, BenchDb, bulk, random } from './bench-kit';

const TYPES = ['event', 'business_trip', 'expense_claim', 'user_info_change', 'overtime', 'book_request'];

/** Seeds the people and `n` requests described above into an empty bench database. */
export async function seedRequests(db: BenchDb, N: number): Promise<void> {
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
