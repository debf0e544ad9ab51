/**
 * Benchmark of the request lists (issue 3): 100,000 requests in a temporary SQLite file, then the
 * three v2 list calls over real HTTP, each timed over several runs (median and p95, milliseconds).
 *
 *   npx tsx --tsconfig api/tsconfig.json api/src/approvals.bench.ts    # from the repository root
 *   (or `cd api && npx tsx src/approvals.bench.ts`; the api tsconfig enables the decorators TypeORM needs)
 *   BENCH_REQUESTS=20000 …   fewer requests;   BENCH_DB=/tmp/bench.sqlite …   keep the seeded file and reuse it
 *
 * Data: 1,000 employees in 50 teams (each with a manager), an approver role with 5 holders; requests
 * spread over two years — 30 % in progress (waiting for the manager or at the role step), 10 % drafts,
 * 40 % approved, 10 % rejected, 10 % canceled — each with its steps, assignees and history rows.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from './app';
import { createContext } from './bootstrap';
import { loadConfig } from './config';
import { PERMISSIONS } from './contracts/permissions';
import { Role, RolePermission } from './modules/roles/roles.entities';
import { User } from './modules/users/users.entities';
import { hashPassword } from './shared/passwords';

const N = Number(process.env.BENCH_REQUESTS ?? 100_000);
const RUNS = 15;
const PASSWORD = 'Bench-Password-2026!';
const TYPES = ['event', 'business_trip', 'expense_claim', 'user_info_change', 'overtime', 'book_request'];

async function main() {
  const keep = process.env.BENCH_DB; // reuse (or keep) a seeded file between runs
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, DB_PATH: keep ?? path.join(dir, 'bench.sqlite'), PORTAL_SEED: 'none', LOG_LEVEL: 'silent', ARGON2_MEMORY_KIB: '1024', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const ds = ctx.ds;
  const t0 = Date.now();
  if (keep && (await ds.getRepository(User).count()) > 0) return measure(ctx, dir);

  const all = await ds.getRepository(Role).save({ name: 'Administrator', description: null, default_role: false });
  await ds.getRepository(RolePermission).insert(PERMISSIONS.map((permission) => ({ role_id: all.id, permission })));
  const employee = await ds.getRepository(Role).save({ name: 'Employee', description: null, default_role: true });
  const approvers = await ds.getRepository(Role).save({ name: 'Approvers', description: null, default_role: false });
  const hash = await hashPassword(PASSWORD);
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
  let rnd = 42;
  const rand = () => ((rnd = (rnd * 1103515245 + 12345) % 2147483648) / 2147483648);
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
  const bulk = async (table: string, list: Record<string, unknown>[]) => {
    const cols = [...new Set(list.flatMap((r) => Object.keys(r)))];
    const size = Math.max(1, Math.floor(30000 / cols.length));
    await ds.transaction(async (em) => {
      for (let k = 0; k < list.length; k += size) {
        await em.createQueryBuilder().insert().into(table, cols).values(list.slice(k, k + size).map((r) => Object.fromEntries(cols.map((c) => [c, r[c] ?? null])))).updateEntity(false).execute();
      }
    });
  };
  await bulk('requests', rows.requests);
  await bulk('request_steps', rows.steps);
  await bulk('request_step_assignees', rows.assignees);
  await bulk('request_history', rows.history);
  await ds.query('ANALYZE');
  console.log(`seeded ${N} requests, ${rows.steps.length} steps, ${rows.assignees.length} assignees in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return measure(ctx, dir);
}

/** Times the list calls over HTTP against the seeded database. */
async function measure(ctx: Awaited<ReturnType<typeof createContext>>, dir: string) {
  const ds = ctx.ds;
  const admin = (await ds.getRepository(User).findOneByOrFail({ username: 'u0' }));
  const person = (await ds.getRepository(User).findOneByOrFail({ username: 'u63' }));
  const manager = (await ds.getRepository(User).findOneByOrFail({ id: person.manager_id! }));

  const server = http.createServer(createApp(ctx).app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = async (email: string) => {
    const res = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const tokens = { admin: await login(admin.email), owner: await login(person.email), manager: await login(manager.email) };

  const cases: [string, string, keyof typeof tokens][] = [
    ['my (default rules)', '/api/v2/requests', 'owner'],
    ['my includeFinished, page 2 of 20', '/api/v2/requests?includeFinished=true&pageSize=20&page=2', 'owner'],
    ['participated (manager)', '/api/v2/requests/participated', 'manager'],
    ['participated includeFinished, owner_asc', '/api/v2/requests/participated?includeFinished=true&order=owner_asc', 'manager'],
    ['participated q=laptop', '/api/v2/requests/participated?includeFinished=true&q=laptop', 'manager'],
    ['unapproved page 1', '/api/v2/requests/unapproved', 'admin'],
    ['unapproved page 100, lastAction_asc', '/api/v2/requests/unapproved?page=100&order=lastAction_asc', 'admin'],
    ['unapproved includeFinished, owner_desc', '/api/v2/requests/unapproved?includeFinished=true&order=owner_desc&pageSize=50', 'admin'],
    ['unapproved includeFinished q=Surname0100', '/api/v2/requests/unapproved?includeFinished=true&q=Surname0100', 'admin'],
    ['v1 assigned requests (manager)', `/api/v1/users/${manager.id}/assigned/requests`, 'manager'],
    ['v1 upcoming count (manager)', `/api/v1/users/${manager.id}/requests/upcoming/count`, 'manager'],
  ];
  console.log(`\n${'call'.padEnd(44)} ${'rows/total'.padStart(14)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)}`);
  for (const [name, url, who] of cases) {
    const times: number[] = [];
    let info = '';
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      const res = await fetch(base + url, { headers: { authorization: `Bearer ${tokens[who]}` } });
      const body = (await res.json()) as { data?: unknown[]; totalCount?: number; count?: number };
      times.push(performance.now() - s);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      info = body.data ? `${body.data.length}/${body.totalCount}` : `count ${body.count}`;
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(44)} ${info.padStart(14)} ${times[Math.floor(RUNS / 2)].toFixed(1).padStart(10)} ${times[Math.ceil(RUNS * 0.95) - 1].toFixed(1).padStart(8)}`);
  }
  await new Promise<void>((r) => server.close(() => r()));
  await ds.destroy();
  if (!process.env.BENCH_DB) fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
